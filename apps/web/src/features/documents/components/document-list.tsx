import { DOCUMENT_STATUS } from '@conto-gioco/shared/document-rules';
import type { PlayerDocument } from '@conto-gioco/shared/documents';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { itDocuments } from '@/messages/it-documents';

const t = itDocuments.list;

/** Document state 0 success, 3 warning, anything else danger (access.md §4). */
export const documentColour = (status: number) =>
  status === DOCUMENT_STATUS.ACCEPTED ? 'green' : status === DOCUMENT_STATUS.RECEIVED ? 'yellow' : 'red';

// Badge shades whose text stays above 4.5:1 (yellow takes dark text through autoContrast).
const BADGE_COLOUR = { green: 'green.9', yellow: 'yellow.4', red: 'red.9' } as const;

/** The player's uploaded documents with their state. */
export function DocumentList({ documents }: { documents: PlayerDocument[] }) {
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t.empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" aria-label={t.title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {documents.map((document) => {
        const colour = documentColour(document.Status);
        return (
          <Box
            component="li"
            key={document.Id}
            data-status={document.Status}
            data-colour={colour}
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderLeft: `4px solid var(--mantine-color-${colour}-6)`,
              borderRadius: 'var(--mantine-radius-md)',
              background: 'var(--mantine-color-body)',
            }}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <i
                  className={document.MimeType === 'application/pdf' ? 'ri-file-pdf-2-line' : 'ri-image-line'}
                  aria-hidden
                  style={{ fontSize: 22, color: 'var(--mantine-color-dimmed)' }}
                />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate="end">
                    {t.side[document.Side] ?? t.side.other}: {document.FileName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t.uploadedAt(formatDateTime(document.UploadedAt))}
                  </Text>
                </Stack>
              </Group>
              <Badge color={BADGE_COLOUR[colour]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
                {t.status(document.Status)}
              </Badge>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}
