import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { inTimeSlot } from '@conto-gioco/shared/withdrawal-rules';
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
  /** The clock the time slots are read on (tests fix it). */
  now?: Date;
};

/**
 * Each method's minimum and maximum in euro (its time slot's while the slot is open), and the
 * 4-a-day text. A MaxAmount of null shows the
 * withdrawable balance (the maximum the rules give it), or a dash until the balance is read. Site
 * 15232 shows a compact list, one line per method, instead of the table.
 */
export function LimitsTable({ methods, withdrawable, siteId, now = new Date() }: LimitsTableProps) {
  // Inside a method's time slot its slot bounds are the ones that apply (as in the form's hint).
  const limitsOf = (method: PaymentMethod) =>
    inTimeSlot(method, now)
      ? {
          min: method.TimeSlot_MinAmount ?? method.MinAmount,
          max: method.TimeSlot_MaxAmount ?? method.MaxAmount,
        }
      : { min: method.MinAmount, max: method.MaxAmount };
  const min = (method: PaymentMethod) => formatCents(limitsOf(method).min);
  const max = (method: PaymentMethod) => {
    const own = limitsOf(method).max;
    if (own !== null) return formatCents(own);
    return withdrawable === undefined ? t.noMax : formatCents(withdrawable);
  };
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
              <Text size="sm">{t.compactRange(min(method), max(method))}</Text>
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
                    {min(method)}
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
