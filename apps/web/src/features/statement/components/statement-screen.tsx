import {
  STATEMENT_CODE,
  STATEMENT_STATE_FILTERS,
  type StatementExportFormat,
  type StatementRow,
} from '@conto-gioco/shared/statement';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { formatCents, formatDate, formatDateTimeCompact } from '@/lib/format';
import { itStatement as t } from '@/messages/it-statement';
import { useExportStatement } from '../api/export-statement';
import { useStatement } from '../api/get-statement';
import {
  CUSTOM_DATE_FILTER,
  customMonths,
  customYears,
  DATE_FILTERS,
  DEFAULT_DATE_FILTER,
  DEFAULT_LIST_FILTERS,
  isTab,
  romeMonth,
  stateTone,
  statementRange,
  toCauseFilter,
  toStateFilter,
  visibleRows,
  type DateFilter,
  type ListFilters,
  type YearMonth,
} from '../lib/filters';
import classes from './statement.module.css';

const TONE_COLOR = { win: 'green.9', wait: 'yellow.9', lost: 'red.9' } as const;
/** A movement of bonus money only leaves the cash column empty. */
const cashAmount = (row: StatementRow) =>
  row.importoField === 0 && row.bonusField !== 0 ? '' : formatCents(row.importoField);

const amountClass = (cents: number) =>
  [classes.amount, cents > 0 ? classes.credit : cents < 0 ? classes.debit : ''].join(' ');

function StateBadge({ state }: { state: number | null }) {
  const tone = stateTone(state);
  if (state === null || tone === null) return null;
  return (
    <Badge variant="dot" color={TONE_COLOR[tone]} size="sm">
      {t.stateNames[state] ?? state}
    </Badge>
  );
}

const gameName = (row: StatementRow) =>
  row.id_applField === null ? '' : (t.gameNames[row.id_applField] ?? '');

/**
 * /account/estratto-conto (money.md §2 'Account statement'): tabs All / Entrate / Uscite, the date,
 * cause and state filters, the movements as a table (cards at phone width) and the export of what
 * the filters keep. The date picks what is asked of the server; the rest filters the answer.
 */
export function StatementScreen({ disabled, now: nowProp }: { disabled: boolean; now?: Date }) {
  // One 'now' for the screen's life: the ranges (and their query keys) stay put between renders.
  const [now] = useState(() => nowProp ?? new Date());
  const [dateFilter, setDateFilter] = useState<DateFilter>(DEFAULT_DATE_FILTER);
  const [custom, setCustom] = useState<YearMonth>(() => romeMonth(now));
  const [filters, setFilters] = useState<ListFilters>(DEFAULT_LIST_FILTERS);
  const range = useMemo(() => statementRange(dateFilter, now, custom), [dateFilter, now, custom]);
  const statement = useStatement(range, { enabled: !disabled });
  const exporter = useExportStatement();
  const mobile = useIsMobile();

  const refused = statement.data?.ResponseCode === STATEMENT_CODE.SECTION_DISABLED;
  const rows = useMemo(
    () => visibleRows(statement.data?.ResponseData ?? [], filters),
    [statement.data, filters],
  );

  if (disabled || refused)
    return (
      <PaymentPage title={t.pageTitle} intro={t.pageIntro}>
        <Alert color="gray" variant="light" icon={<i className="ri-forbid-line" aria-hidden />}>
          {t.sectionDisabled}
        </Alert>
      </PaymentPage>
    );

  const exportAs = (format: StatementExportFormat) => exporter.mutate({ format, range, filters });
  const exportButtons = (
    <Group gap="xs" role="group" aria-label={t.exportLabel}>
      {(['csv', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          leftSection={
            <i className={format === 'csv' ? 'ri-file-excel-2-line' : 'ri-file-pdf-2-line'} aria-hidden />
          }
          loading={exporter.isPending && exporter.variables?.format === format}
          disabled={!statement.data || rows.length === 0}
          onClick={() => exportAs(format)}
        >
          {format === 'csv' ? t.exportCsv : t.exportPdf}
        </Button>
      ))}
    </Group>
  );

  const years = customYears(now);
  const months = customMonths(custom.year, now);
  const filterForm = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: dateFilter === CUSTOM_DATE_FILTER ? 4 : 3 }} spacing="sm">
      <NativeSelect
        label={t.filters.period}
        value={String(dateFilter)}
        onChange={(event) => setDateFilter(Number(event.currentTarget.value) as DateFilter)}
        data={DATE_FILTERS.map((value) => ({ value: String(value), label: t.periods[value]! }))}
      />
      {dateFilter === CUSTOM_DATE_FILTER && (
        // Year and month side by side, at phone width too.
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect
            label={t.filters.year}
            value={String(custom.year)}
            onChange={(event) => {
              // Read now: React clears currentTarget before an updater runs.
              const year = Number(event.currentTarget.value);
              setCustom((current) => ({
                year,
                month: Math.min(current.month, customMonths(year, now).length),
              }));
            }}
            data={years.map((year) => String(year))}
          />
          <NativeSelect
            label={t.filters.month}
            value={String(custom.month)}
            onChange={(event) => {
              const month = Number(event.currentTarget.value);
              setCustom((current) => ({ ...current, month }));
            }}
            data={months.map((month) => ({ value: String(month), label: t.months[month - 1]! }))}
          />
        </SimpleGrid>
      )}
      <NativeSelect
        label={t.filters.cause}
        value={String(filters.causale)}
        onChange={(event) => {
          const causale = toCauseFilter(event.currentTarget.value);
          setFilters((current) => ({ ...current, causale }));
        }}
        data={Object.entries(t.causes).map(([value, label]) => ({ value, label }))}
      />
      <NativeSelect
        label={t.filters.state}
        value={String(filters.stato)}
        onChange={(event) => {
          const stato = toStateFilter(event.currentTarget.value);
          setFilters((current) => ({ ...current, stato }));
        }}
        data={STATEMENT_STATE_FILTERS.map((value) => ({
          value: String(value),
          label: t.states[value]!,
        }))}
      />
    </SimpleGrid>
  );

  const from = formatDate(`${range.dateda}T12:00:00Z`);
  const to = formatDate(`${range.datea}T12:00:00Z`);
  // The bonus column only for a period in which bonus money moved.
  const withBonus = rows.some((row) => row.bonusField !== 0);
  let list;
  if (statement.isPending) list = <Loading text={t.loading} />;
  else if (!statement.data || statement.data.ResponseCode !== 0)
    list = <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void statement.refetch()} />;
  else if (rows.length === 0)
    list = (
      <Alert color="gray" variant="light" icon={<i className="ri-inbox-line" aria-hidden />}>
        {t.empty}
      </Alert>
    );
  else if (mobile)
    list = (
      <ul className={classes.cards} aria-label={t.list}>
        {rows.map((row, index) => (
          <li key={`${row.dataField}-${row.id_ticketField}-${index}`}>
            <Paper withBorder radius="md" p="sm" component="article" aria-label={row.causaleField}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{row.causaleField}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTimeCompact(row.dataField)}
                    {gameName(row) && ` · ${gameName(row)}`}
                  </Text>
                  {row.id_ticketField && (
                    <Text size="xs" c="dimmed" className={classes.ticket}>
                      {t.columns.ticket} {row.id_ticketField}
                    </Text>
                  )}
                  <StateBadge state={row.statoField} />
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text fw={700} className={amountClass(row.importoField)}>
                    {cashAmount(row)}
                  </Text>
                  {row.bonusField !== 0 && (
                    <Text size="xs" className={amountClass(row.bonusField)}>
                      {t.columns.bonus} {formatCents(row.bonusField)}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          </li>
        ))}
      </ul>
    );
  else
    list = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label={t.list}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.columns.date}</Table.Th>
              <Table.Th scope="col">{t.columns.cause}</Table.Th>
              <Table.Th scope="col">{t.columns.ticket}</Table.Th>
              <Table.Th scope="col">{t.columns.game}</Table.Th>
              <Table.Th scope="col">{t.columns.state}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t.columns.amount}
              </Table.Th>
              {withBonus && (
                <Table.Th scope="col" ta="right">
                  {t.columns.bonus}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={`${row.dataField}-${row.id_ticketField}-${index}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeCompact(row.dataField)}</Table.Td>
                <Table.Td>{row.causaleField}</Table.Td>
                <Table.Td className={classes.ticket}>{row.id_ticketField}</Table.Td>
                <Table.Td>{gameName(row)}</Table.Td>
                <Table.Td>
                  <StateBadge state={row.statoField} />
                </Table.Td>
                <Table.Td ta="right" fw={600} className={amountClass(row.importoField)}>
                  {cashAmount(row)}
                </Table.Td>
                {withBonus && (
                  <Table.Td ta="right" className={amountClass(row.bonusField)}>
                    {row.bonusField !== 0 && formatCents(row.bonusField)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  const total = (sign: 1 | -1) =>
    rows.reduce((sum, row) => (Math.sign(row.importoField) === sign ? sum + row.importoField : sum), 0);

  return (
    <PaymentPage title={t.pageTitle} intro={t.pageIntro} action={exportButtons}>
      {exporter.isError && (
        <Alert color="red" variant="light" role="alert">
          {t.exportFailed}
        </Alert>
      )}
      <Tabs
        value={filters.tab}
        onChange={(value) => isTab(value) && setFilters((current) => ({ ...current, tab: value }))}
      >
        <Tabs.List aria-label={t.tabs.label}>
          {(['tutti', 'entrate', 'uscite'] as const).map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t.tabs[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['tutti', 'entrate', 'uscite'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {tab === filters.tab && (
              <Stack gap="md">
                <Paper
                  withBorder
                  radius="md"
                  p={{ base: 'sm', sm: 'md' }}
                  component="form"
                  aria-label={t.filters.label}
                >
                  {filterForm}
                </Paper>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t.period(from, to)}
                    {statement.data?.ResponseCode === 0 && ` · ${t.count(rows.length)}`}
                  </Text>
                  {statement.data?.ResponseCode === 0 && rows.length > 0 && (
                    <Group gap="md">
                      <Text size="sm">
                        {t.totals.in}{' '}
                        <Text span fw={600} className={amountClass(1)}>
                          {formatCents(total(1))}
                        </Text>
                      </Text>
                      <Text size="sm">
                        {t.totals.out}{' '}
                        <Text span fw={600} className={amountClass(-1)}>
                          {formatCents(total(-1))}
                        </Text>
                      </Text>
                    </Group>
                  )}
                </Group>
                {list}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </PaymentPage>
  );
}
