import { romeDate, romeWallClock, shiftRomeDays } from '@conto-gioco/shared/rome-time';

/**
 * The date filter the statement and the bet list share (money.md §2): 0 today, 1 yesterday, 2 the
 * last week, 3 this month to date, 4 the previous month, 5 a longer stretch (the statement's last
 * two months, the bet list's last 59 days), 6 a custom month of the last 5 years. Days are Rome's.
 */
export const DATE_FILTERS = [0, 1, 2, 3, 4, 5, 6] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const CUSTOM_DATE_FILTER: DateFilter = 6;
/** The custom filter's years: this one and the 4 before (money.md §9). */
export const CUSTOM_YEARS = 5;

/** A custom month: month 1-12. */
export type YearMonth = { year: number; month: number };
/** The range a call asks for: Rome calendar days, YYYY-MM-DD, both included. */
export type DateRange = { dateda: string; datea: string };
/** What option 5 covers: the last two calendar months, or the last n days (today included). */
export type LongRange = { kind: 'two-months' } | { kind: 'days'; days: number };

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

export const isDateFilter = (value: number): value is DateFilter =>
  (DATE_FILTERS as readonly number[]).includes(value);

/** The days a date filter covers at `now`; the custom one needs its month. */
export function dateFilterRange(
  filter: DateFilter,
  now: Date,
  custom?: YearMonth,
  long: LongRange = { kind: 'two-months' },
): DateRange {
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
      return long.kind === 'days'
        ? { dateda: romeDate(shiftRomeDays(now, -(long.days - 1))), datea: today }
        : { dateda: firstDay(previousMonth(thisMonth)), datea: today };
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

/** A year picked in the custom filter keeps the month, or the last one that year offers. */
export const withCustomYear = (current: YearMonth, year: number, now: Date): YearMonth => ({
  year,
  month: Math.min(current.month, customMonths(year, now).length),
});
