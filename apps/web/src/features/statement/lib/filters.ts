import { romeDate, romeWallClock, shiftRomeDays } from '@conto-gioco/shared/rome-time';
import {
  filterStatementRows,
  STATEMENT_CAUSE_FILTERS,
  STATEMENT_STATE_FILTERS,
  STATEMENT_TABS,
  type StatementCauseFilter,
  type StatementRow,
  type StatementStateFilter,
  type StatementTab,
} from '@conto-gioco/shared/statement';

/**
 * The statement's date filter (money.md §2): 0 Oggi, 1 Ieri, 2 Ultima settimana (default), 3 Ultimo
 * mese (this month to date), 4 Il mese scorso, 5 the last two months (last month and this one to
 * date), 6 Personalizzato (a month of the last 5 years). Days are Rome's.
 */
export const DATE_FILTERS = [0, 1, 2, 3, 4, 5, 6] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const DEFAULT_DATE_FILTER: DateFilter = 2;
export const CUSTOM_DATE_FILTER: DateFilter = 6;
/** The custom filter's years: this one and the 4 before (money.md §9). */
export const CUSTOM_YEARS = 5;

/** A custom month: month 1-12. */
export type YearMonth = { year: number; month: number };
/** The range the call asks for: Rome calendar days, YYYY-MM-DD, both included. */
export type DateRange = { dateda: string; datea: string };

const pad = (n: number) => String(n).padStart(2, '0');
const firstDay = ({ year, month }: YearMonth) => `${year}-${pad(month)}-01`;
const lastDay = ({ year, month }: YearMonth) =>
  `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
const previousMonth = ({ year, month }: YearMonth): YearMonth =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };

/** The Rome month of an instant. */
export const romeMonth = (now: Date): YearMonth => {
  const { year, month } = romeWallClock(now);
  return { year, month };
};

/** The days a date filter covers at `now`; the custom one needs its month. */
export function statementRange(filter: DateFilter, now: Date, custom?: YearMonth): DateRange {
  const today = romeDate(now);
  const thisMonth = romeMonth(now);
  switch (filter) {
    case 0:
      return { dateda: today, datea: today };
    case 1: {
      const yesterday = romeDate(shiftRomeDays(now, -1));
      return { dateda: yesterday, datea: yesterday };
    }
    case 2:
      return { dateda: romeDate(shiftRomeDays(now, -6)), datea: today };
    case 3:
      return { dateda: firstDay(thisMonth), datea: today };
    case 4: {
      const last = previousMonth(thisMonth);
      return { dateda: firstDay(last), datea: lastDay(last) };
    }
    case 5:
      return { dateda: firstDay(previousMonth(thisMonth)), datea: today };
    case 6: {
      const month = custom ?? thisMonth;
      return { dateda: firstDay(month), datea: lastDay(month) };
    }
  }
}

/** The custom filter's years, newest first. */
export const customYears = (now: Date): number[] =>
  Array.from({ length: CUSTOM_YEARS }, (_, index) => romeMonth(now).year - index);

/** The months of a year the custom filter offers: none after this one. */
export function customMonths(year: number, now: Date): number[] {
  const current = romeMonth(now);
  const last = year === current.year ? current.month : 12;
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** The filters of the list: the tab, the cause and the state (the date goes to the server). */
export type ListFilters = { tab: StatementTab; causale: StatementCauseFilter; stato: StatementStateFilter };
export const DEFAULT_LIST_FILTERS: ListFilters = { tab: 'tutti', causale: 0, stato: 0 };

export const isTab = (value: string | null): value is StatementTab =>
  (STATEMENT_TABS as readonly string[]).includes(value ?? '');
export const toCauseFilter = (value: string): StatementCauseFilter =>
  (STATEMENT_CAUSE_FILTERS as readonly number[]).includes(Number(value))
    ? (Number(value) as StatementCauseFilter)
    : 0;
export const toStateFilter = (value: string): StatementStateFilter =>
  (STATEMENT_STATE_FILTERS as readonly number[]).includes(Number(value))
    ? (Number(value) as StatementStateFilter)
    : 0;

/** The rows a tab, a cause and a state keep: the same rule the export applies on the server. */
export const visibleRows = (rows: readonly StatementRow[], filters: ListFilters) =>
  filterStatementRows(rows, filters);

/**
 * A state's colour family (money.md §4): PAGATO and VINCENTE win; VENDUTO and RIMBORSATO wait;
 * DA NON PAGARE and NON VINCENTE lost.
 */
export function stateTone(state: number | null): 'win' | 'wait' | 'lost' | null {
  if (state === 5) return 'win';
  if (state === 1 || state === 3) return 'wait';
  if (state === 8 || state === 10) return 'lost';
  return null;
}
