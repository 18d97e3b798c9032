import { PLAYER_PLAY_CODE } from '@conto-gioco/shared/play';
import { Alert, Grid, NativeSelect, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { paths } from '@/config/paths';
import {
  CUSTOM_DATE_FILTER,
  customMonths,
  customYears,
  DATE_FILTERS,
  romeMonth,
  withCustomYear,
  type DateFilter,
} from '@/lib/date-filter';
import { formatDate } from '@/lib/format';
import { itBets as t } from '@/messages/it-bets';
import { useBets } from '../api/get-bets';
import {
  BET_TABS,
  betListRange,
  gameOptions,
  initialFilters,
  isListTab,
  keepOrReset,
  stateOptions,
  visibleBets,
  type BetFilters,
  type BetTab,
} from '../lib/filters';
import { BetCard, familyName, stateName } from './bet-card';
import classes from './bets.module.css';
import { CashoutTab } from './cashout-tab';
import { ReservationsTab } from './reservations-tab';
import { useSelectedTabInView } from '@/lib/selected-tab-in-view';

const hrefOf = (tab: BetTab) =>
  tab === 'tutte' ? paths.account.bets.getHref() : paths.account.betsFilter.getHref(tab);

function SectionDisabled() {
  return (
    <Alert color="gray" variant="light" icon={<i className="ri-forbid-line" aria-hidden />}>
      {t.sectionDisabled}
    </Alert>
  );
}

/** The filter form and the tickets of a list tab (All, In corso, Completate, Giocate Fun Bonus). */
function BetList({ tab, now }: { tab: BetTab; now: Date }) {
  const [filters, setFilters] = useState<BetFilters>(() => initialFilters(tab, romeMonth(now)));
  const range = useMemo(
    () => betListRange(filters.date, now, filters.custom),
    [filters.date, filters.custom, now],
  );
  const bets = useBets(tab === 'fun' ? 'fun' : 'real', range, { enabled: true });
  const items = useMemo(
    () => (bets.data?.ResponseCode === 0 ? (bets.data.ResponseData ?? []) : []),
    [bets.data],
  );
  const states = useMemo(
    () => stateOptions(items, { all: t.all, open: t.open, closed: t.closed }, stateName),
    [items],
  );
  const games = useMemo(() => gameOptions(items, t.all, familyName), [items]);

  // A state or game a new answer no longer has goes back to all (money.md §2): adjusted while
  // rendering the answer, not in an effect after it.
  const [answered, setAnswered] = useState(bets.data);
  if (bets.data && !bets.isPlaceholderData && bets.data !== answered) {
    setAnswered(bets.data);
    const state = keepOrReset(filters.state, states);
    const game = keepOrReset(filters.game, games);
    if (state !== filters.state || game !== filters.game) setFilters({ ...filters, state, game });
  }

  const rows = useMemo(() => visibleBets(items, filters), [items, filters]);

  const years = customYears(now);
  const months = customMonths(filters.custom.year, now);
  const custom = filters.date === CUSTOM_DATE_FILTER;
  const form = (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="form" aria-label={t.filters.label}>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, md: custom ? 3 : 4 }}>
          <NativeSelect
            label={t.filters.period}
            value={String(filters.date)}
            onChange={(event) => {
              const date = Number(event.currentTarget.value) as DateFilter;
              setFilters((current) => ({ ...current, date }));
            }}
            data={DATE_FILTERS.map((value) => ({ value: String(value), label: t.periods[value]! }))}
          />
        </Grid.Col>
        {custom && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SimpleGrid cols={2} spacing="sm">
              <NativeSelect
                label={t.filters.year}
                value={String(filters.custom.year)}
                onChange={(event) => {
                  const year = Number(event.currentTarget.value);
                  setFilters((current) => ({
                    ...current,
                    custom: withCustomYear(current.custom, year, now),
                  }));
                }}
                data={years.map((year) => String(year))}
              />
              <NativeSelect
                label={t.filters.month}
                value={String(filters.custom.month)}
                onChange={(event) => {
                  const month = Number(event.currentTarget.value);
                  setFilters((current) => ({ ...current, custom: { ...current.custom, month } }));
                }}
                data={months.map((month) => ({ value: String(month), label: t.months[month - 1]! }))}
              />
            </SimpleGrid>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 6, md: custom ? 3 : 4 }}>
          <NativeSelect
            label={t.filters.state}
            value={String(filters.state)}
            onChange={(event) => {
              const state = Number(event.currentTarget.value);
              setFilters((current) => ({ ...current, state }));
            }}
            data={states.map((option) => ({ value: String(option.value), label: option.label }))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: custom ? 3 : 4 }}>
          <NativeSelect
            label={t.filters.game}
            value={String(filters.game)}
            onChange={(event) => {
              const game = Number(event.currentTarget.value);
              setFilters((current) => ({ ...current, game }));
            }}
            data={games.map((option) => ({ value: String(option.value), label: option.label }))}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );

  let list;
  if (bets.isPending) list = <Loading text={t.loading} />;
  else if (bets.data?.ResponseCode === PLAYER_PLAY_CODE.SECTION_DISABLED) list = <SectionDisabled />;
  else if (!bets.data || bets.data.ResponseCode !== 0)
    list = <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void bets.refetch()} />;
  else if (rows.length === 0)
    list = (
      <Alert color="gray" variant="light" icon={<i className="ri-inbox-line" aria-hidden />}>
        {t.empty}
      </Alert>
    );
  else
    list = (
      <ul className={classes.cards} aria-label={t.list}>
        {rows.map((item) => (
          <li key={`${item.giocoField}-${item.id_ticketField}`}>
            <BetCard item={item} />
          </li>
        ))}
      </ul>
    );

  const from = formatDate(`${range.dateda}T12:00:00Z`);
  const to = formatDate(`${range.datea}T12:00:00Z`);
  return (
    <Stack gap="md">
      {form}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t.period(from, to)}
        {bets.data?.ResponseCode === 0 && ` · ${t.count(rows.length)}`}
      </Text>
      {list}
    </Stack>
  );
}

/**
 * /account/elenco-giocate (money.md §2 'Bet list'): the tabs All, In corso, Cash Out, Completate,
 * Giocate Fun Bonus and Prenotate, each at its own address; the list tabs with their filter form
 * and cards that open on their detail.
 */
export function BetsScreen({ tab, disabled, now: nowProp }: { tab: BetTab; disabled: boolean; now?: Date }) {
  // One 'now' for the screen's life: the ranges (and their query keys) stay put between renders.
  const [now] = useState(() => nowProp ?? new Date());
  const navigate = useNavigate();
  const tabList = useSelectedTabInView(tab);

  if (disabled)
    return (
      <PaymentPage title={t.pageTitle} intro={t.pageIntro}>
        <SectionDisabled />
      </PaymentPage>
    );

  return (
    <PaymentPage title={t.pageTitle} intro={t.pageIntro}>
      <Tabs value={tab} onChange={(value) => value && void navigate(hrefOf(value as BetTab))}>
        <Tabs.List ref={tabList} aria-label={t.tabs.label} className={classes.tabList}>
          {BET_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} className={classes.tab}>
              {t.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BET_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab &&
              (isListTab(value) ? (
                // Keyed by tab: each tab opens with its own filters.
                <BetList key={value} tab={value} now={now} />
              ) : value === 'cashout' ? (
                <CashoutTab />
              ) : (
                <ReservationsTab />
              ))}
          </Tabs.Panel>
        ))}
      </Tabs>
    </PaymentPage>
  );
}
