import { Button, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { itProfile } from '@/messages/it-profile';
import { useDevices, useForgetDevice } from '../api/manage-devices';
import { deviceName, SecurityList } from './security-list';

const t = itProfile.devices;

/** The devices the player logged in from, with their browser, address and last use; one can be forgotten. */
export function KnownDevices() {
  const forget = useForgetDevice();
  return (
    <SecurityList texts={t} query={useDevices()} itemKey={(device) => device.id}>
      {(device, index) => {
        const name = deviceName(device) ?? t.device(index + 1);
        return (
          <>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{name}</Text>
              {device.indirizzo && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {itProfile.origin.address(device.indirizzo)}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t.lastUsed(formatDateTime(device.ultimoUso))}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="default"
              style={{ flexShrink: 0 }}
              loading={forget.isPending && forget.variables === device.id}
              onClick={() => forget.mutate(device.id)}
              aria-label={`${t.forget} ${name}`}
            >
              {t.forget}
            </Button>
          </>
        );
      }}
    </SecurityList>
  );
}
