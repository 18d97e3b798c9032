import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { authSessionQueryKey } from '@/features/auth/api/check-auth';
import { useAccountStatus } from '@/features/status/api/get-account-status';
import { DocumentState } from '@/features/status/components/document-state';
import { StatusRecap } from '@/features/status/components/status-recap';
import { StatusWarnings } from '@/features/status/components/status-warnings';
import { itStatus } from '@/messages/it-status';

/** /account/status (login required): the account-status recap, document state and warnings. */
export default function AccountStatusRoute() {
  const status = useAccountStatus();
  const queryClient = useQueryClient();
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: authSessionQueryKey });

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {itStatus.pageTitle}
          </Title>
          <Text c="dimmed">{itStatus.pageIntro}</Text>
        </Stack>
        {status.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{itStatus.loading}</Text>
          </Group>
        ) : status.isError ? (
          <Stack gap="sm" align="flex-start">
            <Text c="red" role="alert">
              {itStatus.loadFailed}
            </Text>
            <Button variant="default" onClick={() => void status.refetch()}>
              {itStatus.retry}
            </Button>
          </Stack>
        ) : (
          <>
            {status.data.allSectionsDisabled && (
              <Text fw={600} c="red.8">
                {itStatus.allSectionsDisabled}
              </Text>
            )}
            <StatusWarnings status={status.data} />
            <DocumentState state={status.data.documentState} />
            <StatusRecap status={status.data} onChanged={refreshSession} />
          </>
        )}
      </Stack>
    </Container>
  );
}
