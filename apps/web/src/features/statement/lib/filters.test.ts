import { describe, expect, it } from 'vitest';
import type { StatementRow } from '@conto-gioco/shared/statement';
import {
  customMonths,
  customYears,
  statementRange,
  stateTone,
  visibleRows,
  type DateFilter,
} from './filters';

const row = (importoField: number, id_applField: number | null, statoField: number | null): StatementRow => ({
  causaleField: 'x',
  importoField,
  bonusField: 0,
  dataField: '2026-03-01T10:00:00.000Z',
  id_ticketField: `${importoField}-${id_applField}-${statoField}`,
  id_applField,
  ricevuta_pgadField: null,
  statoField,
});

const ROWS = [
  row(1_000, null, null), // a deposit
  row(-500, 1, 1), // a sport stake, open
  row(2_000, 1, 5), // a sport win, paid
  row(-300, 1, 8), // a lost ticket
  row(-200, 6, null), // a casino session
  row(100, 6, 3), // a refund
  row(-50, 1, 10), // not to be paid
];
const ids = (rows: StatementRow[]) => rows.map((r) => r.importoField);

describe('statement tabs, cause and state filters', () => {
  it('keeps income in Entrate and debits in Uscite', () => {
    const all = { causale: 0, stato: 0 } as const;
    expect(ids(visibleRows(ROWS, { tab: 'tutti', ...all }))).toEqual([
      1_000, -500, 2_000, -300, -200, 100, -50,
    ]);
    expect(ids(visibleRows(ROWS, { tab: 'entrate', ...all }))).toEqual([1_000, 2_000, 100]);
    expect(ids(visibleRows(ROWS, { tab: 'uscite', ...all }))).toEqual([-500, -300, -200, -50]);
  });

  it('filters the cause by game family: 1 sport, 6 casino', () => {
    expect(ids(visibleRows(ROWS, { tab: 'tutti', causale: 1, stato: 0 }))).toEqual([-500, 2_000, -300, -50]);
    expect(ids(visibleRows(ROWS, { tab: 'uscite', causale: 6, stato: 0 }))).toEqual([-200]);
  });

  it('maps 100 (Aperte) to state 1 and 101 (Chiuse) to states 3, 5, 8 and 10', () => {
    expect(ids(visibleRows(ROWS, { tab: 'tutti', causale: 0, stato: 100 }))).toEqual([-500]);
    expect(ids(visibleRows(ROWS, { tab: 'tutti', causale: 0, stato: 101 }))).toEqual([2_000, -300, 100, -50]);
    expect(ids(visibleRows(ROWS, { tab: 'tutti', causale: 0, stato: 8 }))).toEqual([-300]);
    expect(ids(visibleRows(ROWS, { tab: 'entrate', causale: 1, stato: 101 }))).toEqual([2_000]);
  });

  it('gives each state its colour family', () => {
    expect([1, 3, 5, 8, 10, null].map(stateTone)).toEqual(['wait', 'wait', 'win', 'lost', 'lost', null]);
  });
});

describe('statement date options (Rome days)', () => {
  // 10 March 2026, 00:30 in Rome (23:30 UTC the day before).
  const now = new Date('2026-03-09T23:30:00Z');
  const range = (filter: DateFilter, custom?: { year: number; month: number }) =>
    statementRange(filter, now, custom);

  it('0 Oggi and 1 Ieri are Rome days, not UTC ones', () => {
    expect(range(0)).toEqual({ dateda: '2026-03-10', datea: '2026-03-10' });
    expect(range(1)).toEqual({ dateda: '2026-03-09', datea: '2026-03-09' });
  });

  it('2 Ultima settimana (the default) is the last seven days, today included', () => {
    expect(range(2)).toEqual({ dateda: '2026-03-04', datea: '2026-03-10' });
  });

  it('3 is this month to date, 4 the previous month, 5 both', () => {
    expect(range(3)).toEqual({ dateda: '2026-03-01', datea: '2026-03-10' });
    expect(range(4)).toEqual({ dateda: '2026-02-01', datea: '2026-02-28' });
    expect(range(5)).toEqual({ dateda: '2026-02-01', datea: '2026-03-10' });
    const january = new Date('2026-01-15T12:00:00Z');
    expect(statementRange(4, january)).toEqual({ dateda: '2025-12-01', datea: '2025-12-31' });
  });

  it('6 Personalizzato is a whole month of the last 5 years, no month after this one', () => {
    expect(range(6, { year: 2024, month: 2 })).toEqual({ dateda: '2024-02-01', datea: '2024-02-29' });
    expect(customYears(now)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(customMonths(2026, now)).toEqual([1, 2, 3]);
    expect(customMonths(2022, now)).toHaveLength(12);
  });
});
