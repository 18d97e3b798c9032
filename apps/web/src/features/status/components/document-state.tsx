import { BLOCKED_REASON_DOCUMENTS } from '@conto-gioco/shared/document-rules';
import type { AccountStatus } from '@conto-gioco/shared/status';
import { DOCUMENT_STATE } from '@conto-gioco/shared/status-items';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { itStatus } from '@/messages/it-status';

/** Document state 0 success, 3 warning, anything else danger (access.md §4). */
const colourOf = (state: number) =>
  state === DOCUMENT_STATE.OK ? 'green' : state === DOCUMENT_STATE.PENDING ? 'yellow' : 'red';

type DocumentStateProps = {
  status: Pick<AccountStatus, 'documentState' | 'documentsDeadline' | 'documentsDaysLeft' | 'blockedReason'>;
  /** What the player can do about it (the upload), composed by the page. */
  action?: ReactNode;
};

/**
 * The documents box of the status page: their state, the 30-day deadline of a provisional account
 * that has sent none, or why the account was blocked.
 */
export function DocumentState({ status, action }: DocumentStateProps) {
  const state = status.documentState;
  const colour = colourOf(state);
  const detail =
    status.blockedReason === BLOCKED_REASON_DOCUMENTS
      ? itStatus.documentsBlocked
      : status.documentsDeadline !== null
        ? itStatus.documentsDeadline(formatDate(status.documentsDeadline), status.documentsDaysLeft ?? 0)
        : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-state={state}
      data-colour={colour}
      style={{
        borderColor: `var(--mantine-color-${colour}-6)`,
        background: `var(--mantine-color-${colour}-light)`,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <i
          className={state === DOCUMENT_STATE.OK ? 'ri-file-check-line' : 'ri-file-warning-line'}
          aria-hidden
          style={{ fontSize: 24, color: `var(--mantine-color-${colour}-8)` }}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Text fw={700}>{itStatus.documentsTitle}</Text>
            {/* The colour is the border's and the icon's: coloured text on the tinted box falls under 4.5:1. */}
            <Text size="sm" fw={600}>
              {itStatus.documentState(state)}
            </Text>
          </div>
          {detail && (
            <Text size="sm" fw={600}>
              {detail}
            </Text>
          )}
          {action}
        </Stack>
      </Group>
    </Paper>
  );
}
