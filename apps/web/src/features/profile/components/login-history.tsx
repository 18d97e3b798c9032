import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { itProfile } from '@/messages/it-profile';
import { useLoginHistory } from '../api/get-login-history';
import { originLine, SecurityList } from './security-list';

const t = itProfile.loginHistory;

/** The last 20 logins (time, how, from where, outcome), from the audit records. */
export function LoginHistory() {
  return (
    <SecurityList texts={t} query={useLoginHistory()} itemKey={(entry, index) => `${entry.data}-${index}`}>
      {(entry) => (
        <>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{formatDateTime(entry.data)}</Text>
            <Text size="xs" c="dimmed">
              {t.events[entry.evento as keyof typeof t.events] ?? entry.evento}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {originLine(entry)}
            </Text>
          </Stack>
          <Badge color={entry.esito === 'ok' ? 'teal.9' : 'red.9'} variant="filled" style={{ flexShrink: 0 }}>
            {entry.esito === 'ok' ? t.ok : t.refused}
          </Badge>
        </>
      )}
    </SecurityList>
  );
}
