import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatCents } from '@/lib/format';
import { it } from '@/messages/it';
import { useBalance } from '../api/get-saldo';

/** Saldo and Prelevabile, side by side, for the header. */
export function HeaderBalance() {
  const balance = useBalance({ enabled: true });
  return (
    <div role="group" aria-label={it.header.balanceRegion}>
      <Group component="dl" gap="md" m={0} wrap="nowrap">
        {[
          { label: it.header.balance, value: balance.data?.soldi },
          { label: it.header.withdrawable, value: balance.data?.prelevabile },
        ].map(({ label, value }) => (
          <Stack key={label} gap={0} align="flex-end">
            <Text component="dt" size="xs" c="dimmed" lh={1.2}>
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} size="sm" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
              {value === undefined ? (
                <Skeleton component="span" display="inline-block" h={14} w={72} />
              ) : (
                formatCents(value)
              )}
            </Text>
          </Stack>
        ))}
      </Group>
    </div>
  );
}
