import { Stack, Text } from '@mantine/core';
import { itDocuments } from '@/messages/it-documents';
import { useDocuments } from '../api/get-documents';
import { DocumentList } from './document-list';

/** What the player has sent, with its state; nothing while there is nothing. */
export function UploadedDocuments() {
  const documents = useDocuments();
  if (!documents.data || documents.data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {itDocuments.list.title}
      </Text>
      <DocumentList documents={documents.data} />
    </Stack>
  );
}
