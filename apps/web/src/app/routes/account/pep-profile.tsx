import { Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PepForm } from '@/features/pep/components/pep-form';
import { accountStatusQueryKey } from '@/features/status/api/get-account-status';
import { itPep } from '@/messages/it-pep';

/**
 * /account/edit/pep-profile (login required): the questionnaire; success goes to /account/status,
 * whose PEP item the server has just cleared.
 */
export default function PepProfileRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSaved = () => {
    void queryClient.invalidateQueries({ queryKey: accountStatusQueryKey });
    void navigate(paths.account.status.getHref());
  };
  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {itPep.pageTitle}
          </Title>
          <Text c="dimmed">{itPep.pageIntro}</Text>
        </Stack>
        <PepForm onSaved={onSaved} />
      </Stack>
    </Container>
  );
}
