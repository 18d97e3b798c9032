import {
  CLOSED_FILTER,
  CLOSED_TICKET_STATES,
  GAME_FAMILY,
  OPEN_FILTER,
  OPEN_TICKET_STATES,
  TICKET_STATE_LOOK,
  type BetListItem,
  type TicketState,
} from '@conto-gioco/shared/play';
import { BET_LIST_FILTERS } from '@/config/paths';
import { dateFilterRange, type DateFilter, type DateRange, type YearMonth } from '@/lib/date-filter';

/**
 * The bet list's tabs and filters (money.md §2 'Bet list', §4): the tab comes from the address, the
 * date picks what is asked of the server, the state and the game filter its answer.
 */

/** The tabs in the spec's order; 'tutte' is the plain path, the others its sub-paths. */
export const BET_TABS = ['tutte', 'in-corso', 'cashout', 'completate', 'fun', 'prenotate'] as const;
export type BetTab = (typeof BET_TABS)[number];
export type BetListTabFilter = (typeof BET_LIST_FILTERS)[number];

/** The tab of a sub-path: none for the plain path, null for an unknown one. */
export function tabOfPath(filter: string | undefined): BetTab | null {
  if (filter === undefined || filter === '') return 'tutte';
  return (BET_LIST_FILTERS as readonly string[]).includes(filter) ? (filter as BetTab) : null;
}

/** Tabs that list tickets with the filter form; the other two are the cash-out and reservations lists. */
export const LIST_TABS: readonly BetTab[] = ['tutte', 'in-corso', 'completate', 'fun'];
export const isListTab = (tab: BetTab) => LIST_TABS.includes(tab);

/** 0 all, a ticket state, or the groups 100 (Aperte) and 101 (Chiuse). */
export type StateFilter = number;
/** 0 all, or a game family (giocoField). */
export type GameFilter = number;
export const ALL = 0;

export type BetFilters = {
  date: DateFilter;
  custom: YearMonth;
  state: StateFilter;
  game: GameFilter;
};

/** The bet list's date filter defaults to today (0). */
export const DEFAULT_BET_DATE_FILTER: DateFilter = 0;
/** Option 5 of the bet list: the last 59 days. */
export const BET_LONG_RANGE_DAYS = 59;

/**
 * The form a tab opens with: today and everything, except In corso (the last week, open) and
 * Completate (the last week, closed).
 */
export function initialFilters(tab: BetTab, custom: YearMonth): BetFilters {
  if (tab === 'in-corso') return { date: 2, custom, state: OPEN_FILTER, game: ALL };
  if (tab === 'completate') return { date: 2, custom, state: CLOSED_FILTER, game: ALL };
  return { date: DEFAULT_BET_DATE_FILTER, custom, state: ALL, game: ALL };
}

/** The days a date filter covers. */
export const betListRange = (filter: DateFilter, now: Date, custom?: YearMonth): DateRange =>
  dateFilterRange(filter, now, custom, { kind: 'days', days: BET_LONG_RANGE_DAYS });

/** The call's dateda and datea: YYYY-MM-DDTHH:mm:ss (money.md §7), the first and last second of the days. */
export const betListQuery = (range: DateRange) => ({
  dateda: `${range.dateda}T00:00:00`,
  datea: `${range.datea}T23:59:59`,
});

/** Whether a ticket state passes a state filter: 100 the open states, 101 the closed ones. */
export function matchesState(state: number, filter: StateFilter): boolean {
  if (filter === ALL) return true;
  if (filter === OPEN_FILTER) return (OPEN_TICKET_STATES as readonly number[]).includes(state);
  if (filter === CLOSED_FILTER) return (CLOSED_TICKET_STATES as readonly number[]).includes(state);
  return state === filter;
}

/** The items the state and game filters keep. */
export const visibleBets = (items: readonly BetListItem[], filters: Pick<BetFilters, 'state' | 'game'>) =>
  items.filter(
    (item) =>
      matchesState(item.stato_ticketField, filters.state) &&
      (filters.game === ALL || item.giocoField === filters.game),
  );

export type Option = { value: number; label: string };

/** The states found in the data (with their description), in first-seen order after the fixed ones. */
export function stateOptions(
  items: readonly BetListItem[],
  labels: { all: string; open: string; closed: string },
  describe: (item: BetListItem) => string,
): Option[] {
  const found = new Map<number, string>();
  for (const item of items)
    if (!found.has(item.stato_ticketField)) found.set(item.stato_ticketField, describe(item));
  return [
    { value: ALL, label: labels.all },
    { value: OPEN_FILTER, label: labels.open },
    { value: CLOSED_FILTER, label: labels.closed },
    ...[...found].sort(([a], [b]) => a - b).map(([value, label]) => ({ value, label })),
  ];
}

/** The games (families) found in the data, plus 'Tutte'. */
export function gameOptions(
  items: readonly BetListItem[],
  all: string,
  describe: (family: number) => string,
): Option[] {
  const found = [...new Set(items.map((item) => item.giocoField))].sort((a, b) => a - b);
  return [{ value: ALL, label: all }, ...found.map((value) => ({ value, label: describe(value) }))];
}

/** A filter value the options no longer offer goes back to all (money.md §2). */
export const keepOrReset = (value: number, options: readonly Option[]): number =>
  options.some((option) => option.value === value) ? value : ALL;

/** A ticket's colour family (money.md §4): win, wait or lost; null for a state we do not know. */
export function stateLook(state: number): 'win' | 'wait' | 'lost' | null {
  return TICKET_STATE_LOOK[state as TicketState] ?? null;
}

/** A leg's outcome (money.md §4): pending while Cod_Esito_vin is 0, won when it is the one played. */
export function legLook(leg: { Cod_Esito: number; Cod_Esito_vin: number }): 'wait' | 'win' | 'lost' {
  if (leg.Cod_Esito_vin === 0) return 'wait';
  return leg.Cod_Esito === leg.Cod_Esito_vin ? 'win' : 'lost';
}

/** A virtual game (money.md §2): its description contains VIRTUALI. */
export const isVirtual = (item: Pick<BetListItem, 'giocoDescrField'>) =>
  item.giocoDescrField.toUpperCase().includes('VIRTUALI');

/** Which call reads an item's detail. */
export type DetailSource =
  | { call: 'ticket'; gameId: number }
  | { call: 'casino' }
  | { call: 'lottery'; type: 'LOTTO' | 'LOTTO_MILLIONDAY' | 'LOTTOE10' }
  | { call: 'lotto-nazionale' }
  | { call: 'scratch' };

export function detailSource(family: number): DetailSource {
  switch (family) {
    case GAME_FAMILY.CASINO:
      return { call: 'casino' };
    case GAME_FAMILY.LOTTO:
      return { call: 'lottery', type: 'LOTTO' };
    case GAME_FAMILY.LOTTO_MILLIONDAY:
      return { call: 'lottery', type: 'LOTTO_MILLIONDAY' };
    case GAME_FAMILY.LOTTOE10:
      return { call: 'lottery', type: 'LOTTOE10' };
    case GAME_FAMILY.LOTTO_NAZIONALE:
      return { call: 'lotto-nazionale' };
    case GAME_FAMILY.GRATTA_E_VINCI:
      return { call: 'scratch' };
    default:
      return { call: 'ticket', gameId: family };
  }
}

/** Odds in hundredths as the list shows them: 185 is '1,85'. */
export const formatOdds = (hundredths: number) =>
  (hundredths / 100).toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
