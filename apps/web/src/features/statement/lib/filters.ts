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
import { dateFilterRange, type DateFilter, type YearMonth } from '@/lib/date-filter';

export {
  CUSTOM_DATE_FILTER,
  CUSTOM_YEARS,
  customMonths,
  customYears,
  DATE_FILTERS,
  romeMonth,
  type DateFilter,
  type DateRange,
  type YearMonth,
} from '@/lib/date-filter';

/**
 * The statement's date filter (money.md §2): the shared one, whose option 5 is the last two months
 * (last month and this one to date); 2, the last week, is the default.
 */
export const DEFAULT_DATE_FILTER: DateFilter = 2;

/** The days a date filter covers at `now`; the custom one needs its month. */
export const statementRange = (filter: DateFilter, now: Date, custom?: YearMonth) =>
  dateFilterRange(filter, now, custom);

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
