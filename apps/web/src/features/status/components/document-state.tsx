import { DOCUMENT_STATE } from '@conto-gioco/shared/status-items';
import { Group, Paper, Text } from '@mantine/core';
import { itStatus } from '@/messages/it-status';

/** Document state 0 success, 3 warning, anything else danger (access.md §4). */
const colourOf = (state: number) =>
  state === DOCUMENT_STATE.OK ? 'green' : state === DOCUMENT_STATE.PENDING ? 'yellow' : 'red';

export function DocumentState({ state }: { state: number }) {
  const colour = colourOf(state);
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
      <Group gap="sm" wrap="nowrap">
        <i
          className={state === DOCUMENT_STATE.OK ? 'ri-file-check-line' : 'ri-file-warning-line'}
          aria-hidden
          style={{ fontSize: 24, color: `var(--mantine-color-${colour}-8)` }}
        />
        <div>
          <Text fw={700}>{itStatus.documentsTitle}</Text>
          <Text size="sm" c={`${colour}.9`}>
            {itStatus.documentState(state)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
