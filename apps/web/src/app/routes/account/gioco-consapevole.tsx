import { Container, Stack, Text, Title } from '@mantine/core';
import { DepositLimitSection } from '@/features/responsible-gaming/components/deposit-limit-section';
import { SelfExclusionSection } from '@/features/responsible-gaming/components/self-exclusion-section';
import { itResponsibleGaming } from '@/messages/it-responsible-gaming';

/** /account/edit/gioco-consapevole (login required): the deposit limit and self-exclusion. */
export default function ResponsibleGamingRoute() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {itResponsibleGaming.pageTitle}
          </Title>
          <Text c="dimmed">{itResponsibleGaming.pageIntro}</Text>
        </Stack>
        <DepositLimitSection />
        <SelfExclusionSection />
      </Stack>
    </Container>
  );
}
