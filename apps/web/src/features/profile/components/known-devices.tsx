import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { itProfile } from '@/messages/it-profile';
import { useDevices, useForgetDevice } from '../api/manage-devices';

const t = itProfile.devices;

/** The devices the player logged in from, with their last use; one can be forgotten. */
export function KnownDevices() {
  const devices = useDevices();
  const forget = useForgetDevice();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t.title}
      </Title>
      {devices.isPending ? (
        <Text size="sm">{t.loading}</Text>
      ) : devices.isError ? (
        <Text size="sm" c="red" role="alert">
          {t.failed}
        </Text>
      ) : devices.data.length === 0 ? (
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
          {devices.data.map((device, index) => (
            <Group component="li" key={device.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm">{t.device(index + 1)}</Text>
                <Text size="xs" c="dimmed">
                  {t.lastUsed(formatDateTime(device.ultimoUso))}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="default"
                loading={forget.isPending && forget.variables === device.id}
                onClick={() => forget.mutate(device.id)}
                aria-label={`${t.forget} ${t.device(index + 1)}`}
              >
                {t.forget}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
