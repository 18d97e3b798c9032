import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@/lib/format';
import { itWithdrawal } from '@/messages/it-withdrawal';
import classes from './withdrawal.module.css';

const t = itWithdrawal.limits;

/** The site whose payment table is laid out differently (money.md §2 'Withdrawal'). */
export const COMPACT_LIMITS_SITE_ID = '15232';

type LimitsTableProps = {
  methods: PaymentMethod[];
  /** Cents; a method without a maximum of its own may take the whole withdrawable balance. */
  withdrawable: number | undefined;
  siteId: string;
};

/**
 * Each method's minimum and maximum in euro, and the 4-a-day text. A MaxAmount of null shows the
 * withdrawable balance (the maximum the rules give it), or a dash until the balance is read. Site
 * 15232 shows a compact list, one line per method, instead of the table.
 */
export function LimitsTable({ methods, withdrawable, siteId }: LimitsTableProps) {
  const max = (method: PaymentMethod) =>
    method.MaxAmount !== null
      ? formatCents(method.MaxAmount)
      : withdrawable === undefined
        ? t.noMax
        : formatCents(withdrawable);
  return (
    <Stack gap="xs" component="section" aria-labelledby="withdrawal-limits-title" maw={720}>
      <Title order={2} size="h4" id="withdrawal-limits-title">
        {t.label}
      </Title>
      {siteId === COMPACT_LIMITS_SITE_ID ? (
        <ul className={classes.compactLimits} aria-labelledby="withdrawal-limits-title" data-layout="compact">
          {methods.map((method) => (
            <li key={method.Id}>
              <Text size="sm" fw={600}>
                {method.NameLong}
              </Text>
              <Text size="sm">{t.compactRange(formatCents(method.MinAmount), max(method))}</Text>
            </li>
          ))}
        </ul>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-labelledby="withdrawal-limits-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.method}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t.min}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t.max}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {methods.map((method) => (
                <Table.Tr key={method.Id}>
                  <Table.Th scope="row" fw={500}>
                    {method.NameLong}
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatCents(method.MinAmount)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {max(method)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" c="dimmed">
        {t.dailyInfo}
      </Text>
    </Stack>
  );
}
