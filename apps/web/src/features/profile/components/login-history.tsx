import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { itProfile } from '@/messages/it-profile';
import { useLoginHistory } from '../api/get-login-history';

const t = itProfile.loginHistory;

/** The last 20 logins (time, how, outcome), from the audit records. */
export function LoginHistory() {
  const history = useLoginHistory();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t.title}
      </Title>
      {history.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">{t.loading}</Text>
        </Group>
      ) : history.isError ? (
        <Text size="sm" c="red" role="alert">
          {t.failed}
        </Text>
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={6}
          aria-label={t.title}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {history.data.map((entry, index) => (
            <Group component="li" key={`${entry.data}-${index}`} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm">{formatDateTime(entry.data)}</Text>
                <Text size="xs" c="dimmed">
                  {t.events[entry.evento as keyof typeof t.events] ?? entry.evento}
                </Text>
              </Stack>
              <Badge color={entry.esito === 'ok' ? 'teal.9' : 'red.9'} variant="filled">
                {entry.esito === 'ok' ? t.ok : t.refused}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
