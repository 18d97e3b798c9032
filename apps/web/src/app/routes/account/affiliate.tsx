import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { AffiliateForm } from '@/features/affiliate/components/affiliate-form';
import { itAffiliate } from '@/messages/it-affiliate';

/** /account/affiliate (open): the application to become an affiliate or a point of sale. */
export default function AffiliateRoute() {
  return (
    <Container size="md" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {itAffiliate.pageTitle}
          </Title>
          <Text c="dimmed">{itAffiliate.pageIntro}</Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <AffiliateForm />
        </Paper>
      </Stack>
    </Container>
  );
}
