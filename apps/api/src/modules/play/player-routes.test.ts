import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_FAMILY, PLAY_CODE, PLAYER_PLAY_CODE, TICKET_STATE } from '@conto-gioco/shared/play';
import {
  bearer,
  createTestApp,
  testConfig,
  tokenOf,
  TEST_DB_DRIVER,
  type TestApp,
} from '../../testing/app.ts';
import { fundPlayer, playerIdOf } from '../../testing/payments.ts';
import { playerBalances } from '../wallet/ledger.ts';
import { betListRange, romeDayMinute, ticketPrintSigner } from './player-routes.ts';
import { developmentPlayServiceKey, playSignatureHeaders } from './signature.ts';

/*
 * The player's play calls (issue 18): the bet list and its detail calls, cash-out, reservations,
 * event rows and the ticket print, each read back after the operator API placed the tickets.
 */

let t: TestApp;
let mario: number;
let anna: number;
let marioToken: string;
let annaToken: string;
const KEY = developmentPlayServiceKey(testConfig().jwtSecret);

beforeAll(async () => {
  t = await createTestApp();
  mario = await playerIdOf(t.app.db, 'mariorossi');
  anna = await playerIdOf(t.app.db, 'giuliabianchi');
  await fundPlayer(t.app.db, mario, 1_000_000);
  await fundPlayer(t.app.db, anna, 1_000_000);
  marioToken = await tokenOf(t.app, 'mariorossi');
  annaToken = await tokenOf(t.app, 'giuliabianchi');
}, 120_000);
afterAll(() => t?.close());
afterEach(() => t.app.siteConfig.set('ConsentiSoloPrelievo', 'false'));

type Envelope<T = Record<string, unknown>> = {
  ResponseCode: number;
  ResponseMessage: string;
  ResponseData: T;
};

async function platform(path: string, body: unknown): Promise<Envelope> {
  const payload = JSON.stringify(body);
  const headers = playSignatureHeaders(KEY, { method: 'POST', path, body: payload });
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as Envelope;
  expect(answer.ResponseCode, answer.ResponseMessage).toBe(0);
  return answer;
}

async function get<T = unknown>(url: string, token = marioToken, query: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, query, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Envelope<T>;
}

async function post<T = unknown>(url: string, body: unknown, token = marioToken) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Envelope<T>;
}

const uid = () => randomUUID().slice(0, 8).toUpperCase();
const future = () => new Date(Date.now() + 86_400_000).toISOString();
const cash = async (playerId: number) => (await playerBalances(t.app.db, playerId)).cash;

let events = 0;
const sportLeg = (odds: number, extra: Record<string, unknown> = {}) => {
  events += 1;
  return {
    eventId: `EV${events}-${uid()}`,
    eventName: `Squadra A ${events} - Squadra B ${events}`,
    eventDate: future(),
    marketCode: '1X2',
    market: 'Esito finale 1X2',
    outcome: '1',
    outcomeCode: 1,
    odds,
    groupName: 'Calcio - Serie A',
    ...extra,
  };
};

const ticket = (extra: Record<string, unknown> = {}) => ({
  ticketId: `T-${uid()}`,
  aamsCode: `AAMS${uid()}`,
  playerId: mario,
  family: GAME_FAMILY.SPORT as number,
  kind: 'single',
  stake: 1000,
  legs: [sportLeg(185)],
  ...extra,
});

type Item = {
  id_ticketField: string;
  data_oraField: string;
  stato_ticketField: number;
  [key: string]: unknown;
};

const betList = async (
  dateda: string,
  datea: string,
  token = marioToken,
  extra: Record<string, string> = {},
) =>
  get<Item[] | null>('/api/Account/EL_GetElencoGiocate', token, { dateda, datea, id_gioco: '0', ...extra });

describe(`player play calls need a login (${TEST_DB_DRIVER})`, () => {
  it('answers 401 without a bearer token', async () => {
    const gets = [
      '/api/Account/EL_GetElencoGiocate?dateda=2031-01-01T00:00:00&datea=2031-01-02T00:00:00&id_gioco=0',
      '/api/Account/EL_GetElencoGiocateFun?dateda=2031-01-01T00:00:00&datea=2031-01-02T00:00:00&id_gioco=0',
      '/api/Account/EL_getInfoTicketCash?idTicket=X',
      '/api/Account/EL_LoadTicketPSQF?idTicket=X&gameId=1',
      '/api/Account/EL_dettaglio_ticket_psqf?idTicket=X',
      '/api/Account/EL_GetGrattaVinci_Dettagli?ticket=X',
      '/api/Account/EL_Lotterie_Dettagli?ticket=X&type=LOTTO',
      '/api/Account/EL_LottoNazionale_Dettagli?ticket=X',
      '/api/BetPlay/CashoutableTicketList_New',
      '/api/BetPlay/GetBetsReserved?skip=0&take=1000',
      '/api/BetPlay/TicketPrintToken?id=X',
      '/api/BetPlay/DeleteBetReserved?Id=1',
    ];
    for (const url of gets) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
    for (const [url, body] of [
      ['/api/BetPlay/CashOut', { ticketId: 'X', amount: 1, requestId: 'R' }],
      ['/api/Palinsesto/GetEventRows', { outcomes: 'A,B' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload: body });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe(`EL_GetElencoGiocate (${TEST_DB_DRIVER})`, () => {
  it('lists the fields of §3 in Rome time, and the range across the March DST change', async () => {
    // 30 March 2031: Rome's clocks go from 02:00 to 03:00 (a 23-hour day).
    const at = {
      before: '2031-03-29T22:59:00Z', // 29/03 23:59 CET: outside
      first: '2031-03-29T23:30:00Z', // 30/03 00:30 CET
      afterChange: '2031-03-30T01:30:00Z', // 30/03 03:30 CEST
      last: '2031-03-30T21:59:59Z', // 30/03 23:59:59 CEST
      next: '2031-03-30T22:00:00Z', // 31/03 00:00 CEST: outside
    };
    const placed: Record<string, ReturnType<typeof ticket>> = {};
    for (const [name, placedAt] of Object.entries(at)) {
      placed[name] = ticket({
        placedAt,
        kind: 'multiple',
        stake: 200,
        legs: [sportLeg(200), sportLeg(150)],
        game: 'Calcio',
        platform: 'Sportbook',
      });
      await platform('/api/platform/tickets', placed[name]);
    }
    const list = await betList('2031-03-30T00:00:00', '2031-03-30T23:59:59');
    expect(list.ResponseCode).toBe(0);
    expect(list.ResponseData!.map((item) => item.id_ticketField)).toEqual([
      placed.last!.ticketId,
      placed.afterChange!.ticketId,
      placed.first!.ticketId,
    ]);
    expect(list.ResponseData![2]).toEqual({
      giocoField: 1,
      giocoDescrField: 'Calcio',
      prezzoField: 200,
      id_ticketField: placed.first!.ticketId,
      messaggioField: 'Multipla',
      piattaforma2Field: 'Sportbook',
      stato_ticketField: TICKET_STATE.VENDUTO,
      stato_ticket_descrField: 'VENDUTO',
      data_oraField: '30/03/2031 00:30',
      importo_vincitaField: 0,
      ricevuta_pgadField: placed.first!.aamsCode,
      EventiSportivi: { Pending: 2, Win: 0, Lose: 0, Void: 0 },
    });
    expect(list.ResponseData![1]!.data_oraField).toBe('30/03/2031 03:30');
    expect(list.ResponseData![0]!.data_oraField).toBe('30/03/2031 23:59');
    // A bare date is the whole Rome day too.
    expect((await betList('2031-03-30', '2031-03-30')).ResponseData).toHaveLength(3);
  });

  it('keeps the 25-hour day of the October change whole', async () => {
    // 26 October 2031: 03:00 CEST becomes 02:00 CET; 02:30 happens twice.
    const at = [
      '2031-10-25T21:59:00Z',
      '2031-10-26T00:30:00Z',
      '2031-10-26T01:30:00Z',
      '2031-10-26T22:59:00Z',
    ];
    const ids: string[] = [];
    for (const placedAt of at) {
      const body = ticket({ placedAt });
      ids.push(body.ticketId);
      await platform('/api/platform/tickets', body);
    }
    const list = (await betList('2031-10-26T00:00:00', '2031-10-26T23:59:59')).ResponseData!;
    expect(list.map((item) => item.id_ticketField)).toEqual([ids[3], ids[2], ids[1]]);
    expect(list.map((item) => item.data_oraField)).toEqual([
      '26/10/2031 23:59',
      '26/10/2031 02:30',
      '26/10/2031 02:30',
    ]);
    expect(romeDayMinute(new Date(at[0]!))).toBe('25/10/2031 23:59');
  });

  it("never shows another player's tickets, filters by state and game, and answers [] for fun bets", async () => {
    const mine = ticket({ placedAt: '2032-05-10T10:00:00Z' });
    const lotto = {
      ticketId: `L-${uid()}`,
      playerId: mario,
      family: GAME_FAMILY.LOTTO,
      stake: 100,
      placedAt: '2032-05-10T11:00:00Z',
    };
    const hers = ticket({ playerId: anna, placedAt: '2032-05-10T12:00:00Z' });
    for (const body of [mine, lotto, hers]) await platform('/api/platform/tickets', body);
    await platform('/api/platform/tickets/result', { requestId: uid(), ticketId: lotto.ticketId, win: 0 });

    const range = ['2032-05-10T00:00:00', '2032-05-10T23:59:59'] as const;
    const all = (await betList(...range)).ResponseData!;
    expect(all.map((item) => item.id_ticketField)).toEqual([lotto.ticketId, mine.ticketId]);
    expect((await betList(...range, annaToken)).ResponseData!.map((item) => item.id_ticketField)).toEqual([
      hers.ticketId,
    ]);
    const open = (await betList(...range, marioToken, { stato: '100' })).ResponseData!;
    expect(open.map((item) => item.id_ticketField)).toEqual([mine.ticketId]);
    const closed = (await betList(...range, marioToken, { stato: '101' })).ResponseData!;
    expect(closed.map((item) => [item.id_ticketField, item.stato_ticketField])).toEqual([
      [lotto.ticketId, TICKET_STATE.NON_VINCENTE],
    ]);
    const lottoOnly = (await betList(...range, marioToken, { id_gioco: String(GAME_FAMILY.LOTTO) }))
      .ResponseData!;
    expect(lottoOnly.map((item) => [item.id_ticketField, item.giocoDescrField])).toEqual([
      [lotto.ticketId, 'LOTTO'],
    ]);
    const fun = await get('/api/Account/EL_GetElencoGiocateFun', marioToken, {
      dateda: range[0],
      datea: range[1],
      id_gioco: '0',
    });
    expect(fun).toEqual({ ResponseCode: 0, ResponseMessage: '', ResponseData: [] });

    // Her ticket, asked by him, is no ticket at all.
    const detail = await get('/api/Account/EL_LoadTicketPSQF', marioToken, {
      idTicket: hers.ticketId,
      gameId: '1',
    });
    expect(detail).toMatchObject({
      ResponseCode: PLAYER_PLAY_CODE.NO_DETAIL,
      ResponseMessage: 'Dettaglio non disponibile',
    });
    const info = await get<{ esitoField: { returnCodeField: number } }>(
      '/api/Account/EL_getInfoTicketCash',
      marioToken,
      { idTicket: hers.ticketId },
    );
    expect(info.ResponseData.esitoField.returnCodeField).toBe(PLAY_CODE.UNKNOWN_TICKET);
    const print = await get('/api/BetPlay/TicketPrint', marioToken, { id: hers.aamsCode });
    expect(print.ResponseCode).toBe(PLAYER_PLAY_CODE.NO_DETAIL);
    const cashOut = await post('/api/BetPlay/CashOut', {
      ticketId: hers.ticketId,
      amount: 100,
      requestId: uid(),
    });
    expect(cashOut.ResponseCode).toBe(PLAY_CODE.UNKNOWN_TICKET);
  });

  it("answers -12 'Questa sezione è stata disabilitata' to the bet list's calls with ConsentiSoloPrelievo, and 400 on a bad range", async () => {
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    const range = { dateda: '2031-01-01T00:00:00', datea: '2031-01-02T00:00:00', id_gioco: '0' };
    for (const [url, query] of [
      ['/api/Account/EL_GetElencoGiocate', range],
      ['/api/Account/EL_GetElencoGiocateFun', range],
      ['/api/Account/EL_getInfoTicketCash', { idTicket: 'X' }],
      ['/api/Account/EL_LoadTicketPSQF', { idTicket: 'X', gameId: '1' }],
      ['/api/Account/EL_dettaglio_ticket_psqf', { idTicket: 'X' }],
      ['/api/Account/EL_GetGrattaVinci_Dettagli', { ticket: 'X' }],
      ['/api/Account/EL_Lotterie_Dettagli', { ticket: 'X', type: 'LOTTO' }],
      ['/api/Account/EL_LottoNazionale_Dettagli', { ticket: 'X' }],
    ] as const) {
      const answer = await get(url, marioToken, query);
      expect(answer).toEqual({
        ResponseCode: -12,
        ResponseMessage: 'Questa sezione è stata disabilitata',
        ResponseData: null,
      });
    }
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/Account/EL_GetElencoGiocate',
      query: { dateda: '2031-02-01T00:00:00', datea: '2031-01-01T00:00:00', id_gioco: '0' },
      headers: bearer(marioToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(betListRange('nope', '2031-01-01')).toBeNull();
  });
});

describe(`ticket detail calls (${TEST_DB_DRIVER})`, () => {
  it('EL_LoadTicketPSQF answers the legs and system combinations of §3', async () => {
    const legs = [
      sportLeg(200, { fixed: true, handicap: '+1' }),
      sportLeg(150, { outcomeCode: 2, outcome: 'X' }),
      sportLeg(300),
    ];
    const body = ticket({
      kind: 'system',
      stake: 200,
      legs,
      systems: [{ size: 1, stakePerCombination: 100 }],
    });
    await platform('/api/platform/tickets', body);
    await platform('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[0]!.eventId,
      marketCode: '1X2',
      resultCode: 1,
    });
    // The third leg is on '1': a result of 'X' loses it.
    await platform('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[2]!.eventId,
      marketCode: '1X2',
      resultCode: 2,
    });
    type Detail = {
      Ticket: Item;
      Eventi: Record<string, unknown>[];
      Sistemi: Record<string, unknown>[];
      Sessione: unknown;
    };
    const answer = await get<Detail>('/api/Account/EL_LoadTicketPSQF', marioToken, {
      idTicket: body.ticketId,
      gameId: '1',
    });
    expect(answer.ResponseCode).toBe(0);
    const detail = answer.ResponseData;
    expect(detail.Ticket).toMatchObject({
      id_ticketField: body.ticketId,
      messaggioField: 'Sistema',
      EventiSportivi: { Pending: 1, Win: 1, Lose: 1, Void: 0 },
    });
    expect(detail.Eventi[0]).toEqual({
      Cod_Esito: 1,
      Cod_Esito_vin: 1,
      Data: romeDayMinute(new Date(legs[0]!.eventDate)),
      Descr_avv: legs[0]!.eventName,
      Descr_scomm: 'Esito finale 1X2',
      Descr_esito: '1',
      Quota: 200,
      Quota_pag: 200,
      HandicapDecoded: '+1',
      Fissa: true,
      Group_Name: 'Calcio - Serie A',
      Live: false,
    });
    expect(detail.Eventi[1]).toMatchObject({ Cod_Esito: 2, Cod_Esito_vin: 0, Quota_pag: null, Fissa: false });
    expect(detail.Sistemi).toEqual([{ Sistema: 1, Num_combinazioni: 2, Importo_scomm: 100 }]);
    expect(detail.Sessione).toBeNull();
    const same = await get('/api/Account/EL_dettaglio_ticket_psqf', marioToken, { idTicket: body.ticketId });
    expect(same).toEqual(answer);
    // The wrong game id is no detail.
    const wrong = await get('/api/Account/EL_LoadTicketPSQF', marioToken, {
      idTicket: body.ticketId,
      gameId: '2',
    });
    expect(wrong.ResponseCode).toBe(PLAYER_PLAY_CODE.NO_DETAIL);
  });

  it('EL_LoadTicketPSQF with gameId 6 answers the casino session: start, end, game, platform, bet, win, code', async () => {
    const sessionCode = `S-${uid()}`;
    await platform('/api/platform/casino/sessions', {
      sessionCode,
      playerId: mario,
      game: 'Book of Ra',
      platform: 'Novomatic',
      startedAt: '2033-02-01T10:00:00Z',
    });
    await platform('/api/platform/casino/rounds', { sessionCode, roundId: 'R1', bet: 100, win: 0 });
    await platform('/api/platform/casino/rounds', { sessionCode, roundId: 'R2', bet: 200, win: 500 });
    await platform('/api/platform/casino/sessions/close', { sessionCode, endedAt: '2033-02-01T10:30:00Z' });
    const answer = await get<{ Ticket: Item; Sessione: Record<string, unknown> }>(
      '/api/Account/EL_LoadTicketPSQF',
      marioToken,
      { idTicket: sessionCode, gameId: '6' },
    );
    expect(answer.ResponseData.Ticket).toMatchObject({
      giocoField: 6,
      giocoDescrField: 'Book of Ra',
      prezzoField: 300,
      importo_vincitaField: 500,
      stato_ticketField: TICKET_STATE.PAGATO,
      data_oraField: '01/02/2033 11:00',
    });
    expect(answer.ResponseData.Sessione).toMatchObject({
      CodiceSessione: sessionCode,
      DataInizio: '2033-02-01T10:00:00.000Z',
      DataFine: '2033-02-01T10:30:00.000Z',
      Gioco: 'Book of Ra',
      Piattaforma: 'Novomatic',
      Puntata: 300,
      Vincita: 500,
      // Round 1 takes 100, round 2 another 200 before its 500 arrives: the session needed 300.
      Stack: 300,
    });
    expect((answer.ResponseData.Sessione.Giocate as unknown[]).length).toBe(2);
    const list = (await betList('2033-02-01', '2033-02-01')).ResponseData!;
    expect(list.map((item) => item.id_ticketField)).toEqual([sessionCode]);
    const hers = await get('/api/Account/EL_LoadTicketPSQF', annaToken, {
      idTicket: sessionCode,
      gameId: '6',
    });
    expect(hers.ResponseCode).toBe(PLAYER_PLAY_CODE.NO_DETAIL);
  });

  it('answers lottery and scratch card detail by their type, and Dettaglio non disponibile otherwise', async () => {
    const lotto = {
      ticketId: `L-${uid()}`,
      playerId: mario,
      family: GAME_FAMILY.LOTTO,
      stake: 100,
      detail: { numeri: [1, 2, 3], ruota: 'Roma' },
    };
    const million = { ...lotto, ticketId: `M-${uid()}`, family: GAME_FAMILY.LOTTO_MILLIONDAY };
    const nazionale = { ...lotto, ticketId: `N-${uid()}`, family: GAME_FAMILY.LOTTO_NAZIONALE };
    const scratch = {
      ticketId: `G-${uid()}`,
      playerId: mario,
      family: GAME_FAMILY.GRATTA_E_VINCI,
      stake: 500,
      game: 'Il Miliardario',
      instantWin: 1000,
      detail: { card: 'X1' },
    };
    for (const body of [lotto, million, nazionale, scratch]) await platform('/api/platform/tickets', body);
    type Detail = { Ticket: Item; Dettaglio: unknown };
    const lottoDetail = await get<Detail>('/api/Account/EL_Lotterie_Dettagli', marioToken, {
      ticket: lotto.ticketId,
      type: 'LOTTO',
    });
    expect(lottoDetail.ResponseData.Dettaglio).toEqual({ numeri: [1, 2, 3], ruota: 'Roma' });
    const wrongType = await get('/api/Account/EL_Lotterie_Dettagli', marioToken, {
      ticket: lotto.ticketId,
      type: 'LOTTOE10',
    });
    expect(wrongType).toMatchObject({ ResponseCode: PLAYER_PLAY_CODE.NO_DETAIL, ResponseData: null });
    const millionDetail = await get<Detail>('/api/Account/EL_Lotterie_Dettagli', marioToken, {
      idTicket: million.ticketId,
      type: 'LOTTO_MILLIONDAY',
    });
    expect(millionDetail.ResponseData.Ticket.giocoField).toBe(GAME_FAMILY.LOTTO_MILLIONDAY);
    const nazionaleDetail = await get<Detail>('/api/Account/EL_LottoNazionale_Dettagli', marioToken, {
      cookie: 'x',
      ticket: nazionale.ticketId,
    });
    expect(nazionaleDetail.ResponseCode).toBe(0);
    const scratchDetail = await get<Detail>('/api/Account/EL_GetGrattaVinci_Dettagli', marioToken, {
      ticket: scratch.ticketId,
    });
    expect(scratchDetail.ResponseData.Ticket).toMatchObject({
      giocoDescrField: 'Il Miliardario',
      importo_vincitaField: 1000,
      stato_ticketField: TICKET_STATE.PAGATO,
    });
    expect(scratchDetail.ResponseData.Dettaglio).toEqual({ card: 'X1' });
    const notScratch = await get('/api/Account/EL_GetGrattaVinci_Dettagli', marioToken, {
      ticket: lotto.ticketId,
    });
    expect(notScratch.ResponseMessage).toBe('Dettaglio non disponibile');
    const hers = await get('/api/Account/EL_GetGrattaVinci_Dettagli', annaToken, {
      ticket: scratch.ticketId,
    });
    expect(hers.ResponseCode).toBe(PLAYER_PLAY_CODE.NO_DETAIL);
  });
});

describe(`cash-out (${TEST_DB_DRIVER})`, () => {
  it('lists the offer, accepts it once and refuses a changed offer', async () => {
    const legs = [sportLeg(200, { outcomeHash: `H${uid()}` }), sportLeg(300, { outcomeHash: `H${uid()}` })];
    const body = ticket({ kind: 'multiple', legs, stake: 1000 });
    await platform('/api/platform/tickets', body);
    await platform('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[0]!.eventId,
      marketCode: '1X2',
      resultCode: 1,
    });
    const outcome = { ...legs[1]!, odds: 150 };
    await platform('/api/platform/outcomes', { outcomes: [outcome] });

    type Cashable = {
      id: string;
      amn: number;
      pwn: number;
      nevs: number;
      oes: number;
      amnc: number;
      tsp: number;
    };
    const list = await get<Cashable[]>('/api/BetPlay/CashoutableTicketList_New');
    const listed = list.ResponseData.find((x) => x.id === body.ticketId);
    expect(listed).toMatchObject({ amn: 1000, pwn: 6000, nevs: 2, oes: 1, amnc: 3800 });
    expect(typeof listed!.tsp).toBe('number');
    expect(
      (await get<Cashable[]>('/api/BetPlay/CashoutableTicketList_New', annaToken)).ResponseData.some(
        (x) => x.id === body.ticketId,
      ),
    ).toBe(false);
    const info = await get<Record<string, unknown>>('/api/Account/EL_getInfoTicketCash', marioToken, {
      idTicket: body.ticketId,
    });
    expect(info.ResponseData).toMatchObject({
      esitoField: { returnCodeField: 0 },
      importoField: 1000,
      vincita_potenzialeField: 6000,
      importo_cashoutField: 3800,
    });

    // The odds move before the player's acceptance arrives.
    await platform('/api/platform/outcomes', { outcomes: [{ ...outcome, odds: 120 }] });
    const changed = await post('/api/BetPlay/CashOut', {
      ticketId: body.ticketId,
      amount: 3800,
      requestId: uid(),
    });
    expect(changed.ResponseCode).toBe(PLAY_CODE.OFFER_CHANGED);

    const before = await cash(mario);
    const request = { ticketId: body.ticketId, amount: 4750, requestId: uid() };
    const accepted = await post('/api/BetPlay/CashOut', request);
    expect(accepted).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: { id: body.ticketId, stato_ticketField: TICKET_STATE.PAGATO, amnc: 4750 },
    });
    expect(await post('/api/BetPlay/CashOut', request)).toEqual(accepted);
    expect(await cash(mario)).toBe(before + 4750);
    const again = await post('/api/BetPlay/CashOut', { ...request, requestId: uid() });
    expect(again.ResponseCode).not.toBe(0);
    expect(await cash(mario)).toBe(before + 4750);
    const after = await get<{ esitoField: { returnCodeField: number } }>(
      '/api/Account/EL_getInfoTicketCash',
      marioToken,
      {
        idTicket: body.ticketId,
      },
    );
    expect(after.ResponseData.esitoField.returnCodeField).toBe(PLAY_CODE.NOT_CASHOUTABLE);
    const detail = await get<{ Ticket: Item }>('/api/Account/EL_LoadTicketPSQF', marioToken, {
      idTicket: body.ticketId,
      gameId: '1',
    });
    expect(detail.ResponseData.Ticket).toMatchObject({
      messaggioField: 'Cash out',
      importo_vincitaField: 4750,
    });
  });
});

describe(`reservations and event rows (${TEST_DB_DRIVER})`, () => {
  it('lists the player’s reservations, answers their event rows while ahead, and deletes them', async () => {
    const detail = (hash: string, eventDate: string) => ({
      outcomeHash: hash,
      eventId: `EV-${hash}`,
      eventName: 'Inter - Milan',
      eventDate,
      marketCode: '1X2',
      market: 'Esito finale 1X2',
      outcome: '1',
      outcomeCode: 1,
      odds: 210,
      groupName: 'Calcio - Serie A',
    });
    const ahead = `HA${uid()}`;
    const past = `HP${uid()}`;
    const shortCode = `P${uid()}`;
    await platform('/api/platform/reservations', {
      shortCode,
      playerId: mario,
      credits: 500,
      systemComb: '',
      details: [detail(ahead, future()), detail(past, new Date(Date.now() - 3_600_000).toISOString())],
    });
    const hersCode = `P${uid()}`;
    await platform('/api/platform/reservations', {
      shortCode: hersCode,
      playerId: anna,
      credits: 300,
      details: [detail(`HX${uid()}`, future())],
    });
    type Reservation = {
      Id: number;
      ShortCode: string;
      Crediti: number;
      DateTime: string;
      Detail: { OutcomeId_hash: string }[];
      SistemaComb: string;
    };
    const list = await get<Reservation[]>('/api/BetPlay/GetBetsReserved', marioToken, {
      skip: '0',
      take: '1000',
    });
    expect(list.ResponseCode).toBe(0);
    const mine = list.ResponseData.find((r) => r.ShortCode === shortCode)!;
    expect(mine).toMatchObject({ Crediti: 500, SistemaComb: '' });
    expect(mine.Detail.map((d) => d.OutcomeId_hash)).toEqual([ahead, past]);
    expect(list.ResponseData.some((r) => r.ShortCode === hersCode)).toBe(false);

    const rows = await post<Record<string, unknown>[]>('/api/Palinsesto/GetEventRows', {
      outcomes: mine.Detail.map((d) => d.OutcomeId_hash).join(','),
    });
    expect(rows.ResponseData).toHaveLength(1);
    expect(rows.ResponseData[0]).toMatchObject({
      OutcomeId_hash: ahead,
      Descr_avv: 'Inter - Milan',
      Cod_scomm: '1X2',
      Cod_Esito: 1,
      Quota: 210,
      Group_Name: 'Calcio - Serie A',
    });
    const expired = await post<unknown[]>('/api/Palinsesto/GetEventRows', { outcomes: past });
    expect(expired.ResponseData).toEqual([]);

    const hersId = (await get<Reservation[]>('/api/BetPlay/GetBetsReserved', annaToken)).ResponseData.find(
      (r) => r.ShortCode === hersCode,
    )!.Id;
    expect(
      (await get('/api/BetPlay/DeleteBetReserved', marioToken, { Id: String(hersId) })).ResponseCode,
    ).toBe(PLAYER_PLAY_CODE.UNKNOWN_RESERVATION);
    expect(
      (await get('/api/BetPlay/DeleteBetReserved', marioToken, { Id: String(mine.Id) })).ResponseCode,
    ).toBe(0);
    expect(
      (await get('/api/BetPlay/DeleteBetReserved', marioToken, { Id: String(mine.Id) })).ResponseCode,
    ).toBe(PLAYER_PLAY_CODE.UNKNOWN_RESERVATION);
    const later = await get<Reservation[]>('/api/BetPlay/GetBetsReserved');
    expect(later.ResponseData.some((r) => r.Id === mine.Id)).toBe(false);
  });
});

describe(`TicketPrint (${TEST_DB_DRIVER})`, () => {
  it('prints with a login or a print token, and answers Autenticazione non valida without', async () => {
    const body = ticket({ kind: 'multiple', legs: [sportLeg(200), sportLeg(300)] });
    await platform('/api/platform/tickets', body);
    const logged = await get<{ Ticket: Item; Eventi: unknown[] }>('/api/BetPlay/TicketPrint', marioToken, {
      id: body.aamsCode,
    });
    expect(logged.ResponseCode).toBe(0);
    expect(logged.ResponseData.Ticket.ricevuta_pgadField).toBe(body.aamsCode);
    expect(logged.ResponseData.Eventi).toHaveLength(2);

    const none = await t.app.inject({
      method: 'GET',
      url: '/api/BetPlay/TicketPrint',
      query: { id: body.aamsCode },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().ResponseMessage).toBe('Autenticazione non valida');

    const issued = await get<{ auth: string; expiresAt: string }>(
      '/api/BetPlay/TicketPrintToken',
      marioToken,
      {
        id: body.aamsCode,
      },
    );
    expect(issued.ResponseCode).toBe(0);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/BetPlay/TicketPrint',
      query: { id: body.aamsCode, auth: issued.ResponseData.auth },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual(logged);

    // A session token, a token of another ticket, an expired or forged one: refused.
    const other = ticket();
    await platform('/api/platform/tickets', other);
    const signer = ticketPrintSigner(testConfig().jwtSecret);
    for (const auth of [
      marioToken,
      signer.sign(mario, other.aamsCode).auth,
      signer.sign(mario, body.aamsCode, Date.now() - 3_600_000).auth,
      `${anna}.${issued.ResponseData.auth.split('.').slice(1).join('.')}`,
      'garbage',
    ]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/BetPlay/TicketPrint',
        query: { id: body.aamsCode, auth },
      });
      expect(refused.statusCode, auth).toBe(401);
      expect(refused.json().ResponseMessage).toBe('Autenticazione non valida');
    }
    // No print token for another player's ticket.
    const hers = await get('/api/BetPlay/TicketPrintToken', annaToken, { id: body.aamsCode });
    expect(hers.ResponseCode).toBe(PLAYER_PLAY_CODE.NO_DETAIL);
  });
});
