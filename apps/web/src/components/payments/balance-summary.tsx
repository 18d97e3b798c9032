import type { Balance } from '@conto-gioco/shared/wallet';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatCents } from '@/lib/format';

export type BalanceTexts = { label: string; total: string; withdrawable: string };

/** The balance, total and withdrawable (money.md §2 'Deposit', 'Withdrawal'). */
export function BalanceSummary({ balance, texts: t }: { balance: Balance | undefined; texts: BalanceTexts }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={t.label}>
      <SimpleGrid cols={2} spacing="md" component="dl" m={0}>
        {[
          { label: t.total, value: balance?.soldi },
          { label: t.withdrawable, value: balance?.prelevabile },
        ].map(({ label, value }) => (
          <Stack key={label} gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              fz={{ base: 'lg', sm: 'xl' }}
              style={{ whiteSpace: 'nowrap' }}
            >
              {value === undefined ? (
                <Skeleton component="span" display="inline-block" h={22} w={110} />
              ) : (
                formatCents(value)
              )}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
