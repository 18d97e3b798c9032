import type { BetListItem } from '@conto-gioco/shared/play';
import { describe, expect, it } from 'vitest';
import {
  betListQuery,
  betListRange,
  detailSource,
  formatOdds,
  gameOptions,
  initialFilters,
  isVirtual,
  keepOrReset,
  legLook,
  matchesState,
  stateLook,
  stateOptions,
  tabOfPath,
  visibleBets,
} from './filters';

const item = (giocoField: number, stato_ticketField: number, id = `${giocoField}-${stato_ticketField}`) =>
  ({
    giocoField,
    giocoDescrField: 'Calcio',
    prezzoField: 100,
    id_ticketField: id,
    messaggioField: 'Singola',
    piattaforma2Field: 'Sportsbook',
    stato_ticketField,
    stato_ticket_descrField: String(stato_ticketField),
    data_oraField: '01/03/2026 10:00',
    importo_vincitaField: 0,
    ricevuta_pgadField: id,
    EventiSportivi: { Pending: 0, Win: 0, Lose: 0, Void: 0 },
  }) satisfies BetListItem;

const ITEMS = [item(1, 1), item(1, 5), item(6, 8), item(20, 3), item(30, 10), item(1, 4)];
// 12:00 UTC on 15 March 2026: 13:00 in Rome.
const NOW = new Date('2026-03-15T12:00:00Z');
const labels = { all: 'Tutte', open: 'Aperte', closed: 'Chiuse' };

describe('bet list tabs', () => {
  it('reads the tab from the sub-path; the plain path is All, an unknown one null', () => {
    expect(tabOfPath(undefined)).toBe('tutte');
    expect(tabOfPath('in-corso')).toBe('in-corso');
    expect(tabOfPath('fun')).toBe('fun');
    expect(tabOfPath('prenotate')).toBe('prenotate');
    expect(tabOfPath('altro')).toBeNull();
  });

  it('opens on today and everything; In corso and Completate on the last week, open or closed', () => {
    const custom = { year: 2026, month: 3 };
    expect(initialFilters('tutte', custom)).toEqual({ date: 0, custom, state: 0, game: 0 });
    expect(initialFilters('fun', custom)).toEqual({ date: 0, custom, state: 0, game: 0 });
    expect(initialFilters('in-corso', custom)).toMatchObject({ date: 2, state: 100 });
    expect(initialFilters('completate', custom)).toMatchObject({ date: 2, state: 101 });
  });
});

describe('bet list date filter', () => {
  it('covers the Rome days of each option, 5 being the last 59 days', () => {
    expect(betListRange(0, NOW)).toEqual({ dateda: '2026-03-15', datea: '2026-03-15' });
    expect(betListRange(1, NOW)).toEqual({ dateda: '2026-03-14', datea: '2026-03-14' });
    expect(betListRange(2, NOW)).toEqual({ dateda: '2026-03-09', datea: '2026-03-15' });
    expect(betListRange(3, NOW)).toEqual({ dateda: '2026-03-01', datea: '2026-03-15' });
    expect(betListRange(4, NOW)).toEqual({ dateda: '2026-02-01', datea: '2026-02-28' });
    expect(betListRange(5, NOW)).toEqual({ dateda: '2026-01-16', datea: '2026-03-15' });
    expect(betListRange(6, NOW, { year: 2024, month: 2 })).toEqual({
      dateda: '2024-02-01',
      datea: '2024-02-29',
    });
  });

  it('asks from the first to the last second of the days', () => {
    expect(betListQuery({ dateda: '2026-03-09', datea: '2026-03-15' })).toEqual({
      dateda: '2026-03-09T00:00:00',
      datea: '2026-03-15T23:59:59',
    });
  });
});

describe('bet list state and game filters', () => {
  it('maps 100 to the open states and 101 to the closed ones', () => {
    expect([1, 3, 4, 5, 8, 10].filter((state) => matchesState(state, 100))).toEqual([1, 4]);
    expect([1, 3, 4, 5, 8, 10].filter((state) => matchesState(state, 101))).toEqual([3, 5, 8, 10]);
    expect(matchesState(5, 5)).toBe(true);
    expect(matchesState(5, 8)).toBe(false);
    expect(matchesState(8, 0)).toBe(true);
  });

  it('keeps the items of a state and a game', () => {
    expect(visibleBets(ITEMS, { state: 100, game: 0 }).map((bet) => bet.id_ticketField)).toEqual([
      '1-1',
      '1-4',
    ]);
    expect(visibleBets(ITEMS, { state: 101, game: 1 }).map((bet) => bet.id_ticketField)).toEqual(['1-5']);
    expect(visibleBets(ITEMS, { state: 0, game: 6 }).map((bet) => bet.id_ticketField)).toEqual(['6-8']);
  });

  it('builds the state options from the data, after Tutte, Aperte and Chiuse', () => {
    const options = stateOptions(
      [item(1, 8), item(1, 1), item(6, 8)],
      labels,
      (bet) => `S${bet.stato_ticketField}`,
    );
    expect(options).toEqual([
      { value: 0, label: 'Tutte' },
      { value: 100, label: 'Aperte' },
      { value: 101, label: 'Chiuse' },
      { value: 1, label: 'S1' },
      { value: 8, label: 'S8' },
    ]);
  });

  it('builds the game options from the data, after Tutte', () => {
    expect(gameOptions(ITEMS, 'Tutte', (family) => `G${family}`)).toEqual([
      { value: 0, label: 'Tutte' },
      { value: 1, label: 'G1' },
      { value: 6, label: 'G6' },
      { value: 20, label: 'G20' },
      { value: 30, label: 'G30' },
    ]);
  });

  it('resets a value the options no longer have to all', () => {
    const options = gameOptions([item(1, 1)], 'Tutte', String);
    expect(keepOrReset(1, options)).toBe(1);
    expect(keepOrReset(6, options)).toBe(0);
    expect(
      keepOrReset(
        100,
        stateOptions([], labels, () => ''),
      ),
    ).toBe(100);
    expect(
      keepOrReset(
        5,
        stateOptions([], labels, () => ''),
      ),
    ).toBe(0);
  });
});

describe('bet list looks and details', () => {
  it('colours the states: PAGATO and VINCENTE win, VENDUTO and RIMBORSATO wait, the rest lost', () => {
    expect([1, 3, 4, 5, 8, 10, 99].map(stateLook)).toEqual([
      'wait',
      'wait',
      'win',
      'win',
      'lost',
      'lost',
      null,
    ]);
  });

  it('reads a leg pending while Cod_Esito_vin is 0, won when it is the outcome played', () => {
    expect(legLook({ Cod_Esito: 1, Cod_Esito_vin: 0 })).toBe('wait');
    expect(legLook({ Cod_Esito: 1, Cod_Esito_vin: 1 })).toBe('win');
    expect(legLook({ Cod_Esito: 1, Cod_Esito_vin: 2 })).toBe('lost');
  });

  it('tells a virtual game by its description', () => {
    expect(isVirtual({ giocoDescrField: 'CALCIO VIRTUALI' })).toBe(true);
    expect(isVirtual({ giocoDescrField: 'Calcio' })).toBe(false);
  });

  it('reads each game family from its own detail call', () => {
    expect(detailSource(1)).toEqual({ call: 'ticket', gameId: 1 });
    expect(detailSource(2)).toEqual({ call: 'ticket', gameId: 2 });
    expect(detailSource(6)).toEqual({ call: 'casino' });
    expect(detailSource(21)).toEqual({ call: 'lottery', type: 'LOTTO_MILLIONDAY' });
    expect(detailSource(23)).toEqual({ call: 'lotto-nazionale' });
    expect(detailSource(30)).toEqual({ call: 'scratch' });
  });

  it('shows odds in hundredths with an Italian comma', () => {
    expect(formatOdds(185)).toBe('1,85');
    expect(formatOdds(1200)).toBe('12,00');
  });
});
