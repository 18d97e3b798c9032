import { DOCUMENT_STATE } from '@conto-gioco/shared/status-items';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { authSessionQueryKey } from '@/features/auth/api/check-auth';
import { UploadedDocuments } from '@/features/documents/components/uploaded-documents';
import { useAccountStatus } from '@/features/status/api/get-account-status';
import { DocumentState } from '@/features/status/components/document-state';
import { StatusRecap } from '@/features/status/components/status-recap';
import { StatusWarnings } from '@/features/status/components/status-warnings';
import { itStatus } from '@/messages/it-status';

const DocumentUploadDialog = lazy(() => import('../../layout/document-upload-dialog'));

/**
 * /account/status (login required): the account-status recap, the documents (state, the 30-day
 * deadline, what was sent, the upload modal) and the warnings.
 */
export default function AccountStatusRoute() {
  const status = useAccountStatus();
  const queryClient = useQueryClient();
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: authSessionQueryKey });
  const [uploadOpened, setUploadOpened] = useState(false);
  const openUpload = () => setUploadOpened(true);

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
            <DocumentState
              status={status.data}
              action={
                <>
                  <UploadedDocuments />
                  {status.data.documentState !== DOCUMENT_STATE.OK && (
                    <Button size="xs" onClick={openUpload} style={{ alignSelf: 'flex-start' }}>
                      {itStatus.actions.documents}
                    </Button>
                  )}
                </>
              }
            />
            <StatusRecap status={status.data} onChanged={refreshSession} onSendDocuments={openUpload} />
            {uploadOpened && (
              <Suspense fallback={null}>
                <DocumentUploadDialog onClose={() => setUploadOpened(false)} />
              </Suspense>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
