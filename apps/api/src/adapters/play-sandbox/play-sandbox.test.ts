import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_CODE, PLAY_MESSAGES, TICKET_STATE } from '@conto-gioco/shared/play';
import type { SandboxFixtures } from '@conto-gioco/shared/play-sandbox';
import { loadConfig } from '../../config.ts';
import { playerBalances } from '../../modules/wallet/ledger.ts';
import { bearer, createTestApp, tokenOf, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { fundPlayer, operatorHeaders, playerIdOf } from '../../testing/payments.ts';
import { centsOfEuro } from './routes.ts';
import { PLAY_OPERATOR_NOTICES, PLAY_OPERATOR_TEXTS, PLAY_SANDBOX_PATHS } from './page.ts';

/*
 * The play sandbox (issue 18): the player's calls place tickets, slot sessions, Lotto tickets and
 * scratch cards through the signed operator API; the operator's page (its login) sets results,
 * settles, pays and voids through the same API. Money is read back from the ledger.
 */

let t: TestApp;
let mario: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  mario = await playerIdOf(t.app.db, 'mariorossi');
  await fundPlayer(t.app.db, mario, 1_000_000);
  token = await tokenOf(t.app, 'mariorossi');
}, 120_000);
afterAll(() => t?.close());

type Envelope<T = Record<string, unknown>> = {
  ResponseCode: number;
  ResponseMessage: string;
  ResponseData: T;
};
type Ticket = { ticketId: string; state: number; stake: number; possibleWin: number; win: number };

const cash = async (playerId = mario) => (await playerBalances(t.app.db, playerId)).cash;

async function post<T = Ticket>(url: string, body: unknown, as = token) {
  const response = await t.app.inject({ method: 'POST', url, payload: body as object, headers: bearer(as) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Envelope<T>;
}

const operatorPage = (query = '') =>
  t.app.inject({ method: 'GET', url: `${PLAY_SANDBOX_PATHS.operator}${query}`, headers: operatorHeaders() });
const postForm = (url: string, fields: Record<string, string>, headers = operatorHeaders()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
/** The form token of the operator page, read as a browser would. */
async function formToken(): Promise<string> {
  const page = await operatorPage();
  expect(page.statusCode).toBe(200);
  return /name="token" value="([^"]+)"/.exec(page.body)![1]!;
}

/** Roma - Lazio 1 @ 2,10 and Milan - Inter X @ 3,10. */
const ROMA_1 = { eventId: 'SBX-EV-1', marketCode: '1X2', outcomeCode: 1 };
const MILAN_X = { eventId: 'SBX-EV-2', marketCode: '1X2', outcomeCode: 2 };
const JUVE_OVER = { eventId: 'SBX-EV-3', marketCode: 'UO25', outcomeCode: 5 };

describe(`the play sandbox, player side (${TEST_DB_DRIVER})`, () => {
  it('lists the fixture events with their markets and odds, the slots and the scratch cards', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/play/fixtures',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { ResponseData: fixtures } = response.json() as Envelope<SandboxFixtures>;
    expect(fixtures.events.length).toBeGreaterThanOrEqual(5);
    expect(fixtures.events[0]).toMatchObject({ eventId: 'SBX-EV-1', eventName: 'Roma - Lazio' });
    expect(fixtures.events[0]!.markets[0]!.outcomes).toContainEqual({
      outcomeCode: 1,
      outcome: '1',
      odds: 210,
    });
    for (const event of fixtures.events)
      expect(new Date(event.eventDate).getTime()).toBeGreaterThan(Date.now());
    expect(fixtures.slots.length).toBeGreaterThan(0);
    expect(fixtures.scratchCards.length).toBeGreaterThan(0);
  });

  it('refuses every call without a login (401) and changes nothing', async () => {
    const before = await cash();
    for (const [method, url] of [
      ['GET', '/api/sandbox/play/fixtures'],
      ['POST', '/api/sandbox/play/tickets'],
      ['POST', '/api/sandbox/play/slot'],
      ['POST', '/api/sandbox/play/scratch'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { kind: 'single', selections: [ROMA_1], stake: 500 } } : {}),
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(response.statusCode, url).toBe(401);
    }
    expect(await cash()).toBe(before);
  });

  it('places a single, a multiple and a system: the stake leaves the cash with each', async () => {
    let before = await cash();
    const single = await post('/api/sandbox/play/tickets', {
      kind: 'single',
      selections: [ROMA_1],
      stake: 500,
    });
    expect(single).toMatchObject({
      ResponseCode: 0,
      ResponseData: { state: TICKET_STATE.VENDUTO, stake: 500, possibleWin: 1050 },
    });
    expect(await cash()).toBe(before - 500);

    before = await cash();
    const multiple = await post('/api/sandbox/play/tickets', {
      kind: 'multiple',
      selections: [ROMA_1, MILAN_X],
      stake: 1000,
    });
    // 10,00 × 2,10 × 3,10.
    expect(multiple.ResponseData).toMatchObject({ stake: 1000, possibleWin: 6510 });
    expect(await cash()).toBe(before - 1000);

    before = await cash();
    const system = await post('/api/sandbox/play/tickets', {
      kind: 'system',
      selections: [ROMA_1, MILAN_X, JUVE_OVER],
      systemSize: 2,
      stakePerCombination: 200,
    });
    // Three doubles of € 2.
    expect(system).toMatchObject({ ResponseCode: 0, ResponseData: { stake: 600 } });
    expect(await cash()).toBe(before - 600);
  });

  it('refuses a selection outside the fixtures, two outcomes of one market and a single of two legs', async () => {
    const before = await cash();
    for (const body of [
      { kind: 'single', selections: [{ ...ROMA_1, eventId: 'SBX-EV-99' }], stake: 500 },
      { kind: 'multiple', selections: [ROMA_1, { ...ROMA_1, outcomeCode: 2 }], stake: 500 },
      { kind: 'single', selections: [ROMA_1, MILAN_X], stake: 500 },
      { kind: 'system', selections: [ROMA_1, MILAN_X], systemSize: 2, stakePerCombination: 100 },
    ]) {
      expect((await post('/api/sandbox/play/tickets', body)).ResponseCode).toBe(PLAY_CODE.BAD_TICKET);
    }
    expect(await cash()).toBe(before);
  });

  it("answers the operator API's refusal when the balance is short, and takes nothing", async () => {
    const giulia = await playerIdOf(t.app.db, 'giuliabianchi');
    const giuliaToken = await tokenOf(t.app, 'giuliabianchi');
    const before = await cash(giulia);
    const refused = await post(
      '/api/sandbox/play/tickets',
      { kind: 'single', selections: [ROMA_1], stake: before + 100 },
      giuliaToken,
    );
    expect(refused).toEqual({
      ResponseCode: PLAY_CODE.INSUFFICIENT_FUNDS,
      ResponseMessage: PLAY_MESSAGES.insufficientFunds,
      ResponseData: null,
    });
    expect(await cash(giulia)).toBe(before);
  });

  it('books a slip as a reservation, which the player then finds in GetBetsReserved', async () => {
    const before = await cash();
    const booked = await post<{ id: number; shortCode: string }>('/api/sandbox/play/reservations', {
      selections: [ROMA_1, MILAN_X],
      stake: 500,
    });
    expect(booked.ResponseCode).toBe(0);
    expect(booked.ResponseData.shortCode).toMatch(/^SBX[0-9A-F]{12}$/);
    expect(await cash()).toBe(before);
    const reserved = await t.app.inject({
      method: 'GET',
      url: '/api/BetPlay/GetBetsReserved',
      headers: bearer(token),
    });
    expect(reserved.body).toContain(booked.ResponseData.shortCode);
  });

  it('plays a demo slot session: its bets leave the cash and its wins come back', async () => {
    const before = await cash();
    const session = await post<{ bet: number; win: number; rounds: number; open: boolean }>(
      '/api/sandbox/play/slot',
      { game: 'Frutti di Prova', bet: 100, rounds: 5 },
    );
    expect(session.ResponseCode).toBe(0);
    expect(session.ResponseData).toMatchObject({ bet: 500, rounds: 5, open: false });
    expect(await cash()).toBe(before - 500 + session.ResponseData.win);
  });

  it('buys a scratch card, decided at once, and a Lotto ticket left open for the draw', async () => {
    let before = await cash();
    const card = await post('/api/sandbox/play/scratch', { game: 'Gratta di Prova' });
    expect(card.ResponseCode).toBe(0);
    expect([TICKET_STATE.PAGATO, TICKET_STATE.NON_VINCENTE]).toContain(card.ResponseData.state);
    expect(await cash()).toBe(before - 200 + card.ResponseData.win);

    before = await cash();
    const lotto = await post('/api/sandbox/play/lotto', { wheel: 'Roma', numbers: [7, 33, 81], stake: 200 });
    expect(lotto.ResponseData).toMatchObject({
      state: TICKET_STATE.VENDUTO,
      stake: 200,
      possibleWin: 900_000,
    });
    expect(await cash()).toBe(before - 200);
  });
});

describe(`the play sandbox, operator page (${TEST_DB_DRIVER})`, () => {
  it('needs the operator login: none or a wrong one answers 401 with the Basic challenge', async () => {
    const none = await t.app.inject({ method: 'GET', url: PLAY_SANDBOX_PATHS.operator });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Basic /);
    expect(none.body).toContain(PLAY_OPERATOR_TEXTS.operatorOnlyTitle);
    const wrong = await t.app.inject({
      method: 'GET',
      url: PLAY_SANDBOX_PATHS.operator,
      headers: { authorization: `Basic ${Buffer.from('operatore:sbagliata').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    // A player's token is no operator login, and a form post without the login changes nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: PLAY_SANDBOX_PATHS.operator, headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    const posted = await postForm(
      PLAY_SANDBOX_PATHS.result,
      { token: 'x', eventId: 'SBX-EV-1', marketCode: '1X2', action: 'void' },
      {} as never,
    );
    expect(posted.statusCode).toBe(401);
  });

  it('lists the events with their open legs, settles a multiple as won and pays it', async () => {
    const placed = await post('/api/sandbox/play/tickets', {
      kind: 'multiple',
      selections: [
        { eventId: 'SBX-EV-4', marketCode: '1X2', outcomeCode: 1 },
        { eventId: 'SBX-EV-5', marketCode: 'UO25', outcomeCode: 5 },
      ],
      stake: 1000,
    });
    const { ticketId, possibleWin } = placed.ResponseData;
    // 10,00 × 1,95 × 1,70.
    expect(possibleWin).toBe(3315);
    const page = await operatorPage();
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('AMBIENTE DI PROVA');
    expect(page.body).toContain('Real Madrid - Barcellona');
    expect(page.body).toContain(ticketId);
    expect(page.body).toContain('1 giocata aperta');

    const token = await formToken();
    const settle = (eventId: string, marketCode: string, resultCode: string, pay: boolean) =>
      postForm(PLAY_SANDBOX_PATHS.result, {
        token,
        eventId,
        marketCode,
        resultCode,
        action: 'settle',
        ...(pay ? { payWinners: '1' } : {}),
      });
    const first = await settle('SBX-EV-4', '1X2', '1', false);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${PLAY_SANDBOX_PATHS.operator}?esito=settled`);
    // Still open: one leg to go.
    expect((await operatorPage()).body).toContain(ticketId);
    await settle('SBX-EV-5', 'UO25', '5', false);
    const winning = await operatorPage('?esito=settled');
    expect(winning.body).toContain(PLAY_OPERATOR_NOTICES.settled);
    expect(winning.body).toContain(PLAY_OPERATOR_TEXTS.winning);
    expect(winning.body).toContain(ticketId);

    const before = await cash();
    const paid = await postForm(PLAY_SANDBOX_PATHS.ticket(ticketId), { token, action: 'pay' });
    expect(paid.headers.location).toBe(`${PLAY_SANDBOX_PATHS.operator}?esito=paid`);
    expect(await cash()).toBe(before + 3315);
    // Paid once: again is refused by the operator API, and nothing moves.
    const again = await postForm(PLAY_SANDBOX_PATHS.ticket(ticketId), { token, action: 'pay' });
    expect(again.headers.location).toBe(`${PLAY_SANDBOX_PATHS.operator}?rifiuto=${PLAY_CODE.WRONG_STATE}`);
    expect(await cash()).toBe(before + 3315);
    expect((await operatorPage(`?rifiuto=${PLAY_CODE.WRONG_STATE}`)).body).toContain(
      PLAY_MESSAGES.wrongState,
    );
    expect((await operatorPage()).body).not.toContain(ticketId);
  });

  it('settles a losing single with pay-now, voids a market, voids a ticket and decides a Lotto ticket', async () => {
    const token = await formToken();
    const lost = await post('/api/sandbox/play/tickets', {
      kind: 'single',
      selections: [{ eventId: 'SBX-EV-3', marketCode: '1X2', outcomeCode: 3 }],
      stake: 300,
    });
    const voidable = await post('/api/sandbox/play/tickets', {
      kind: 'single',
      selections: [{ eventId: 'SBX-EV-2', marketCode: 'UO25', outcomeCode: 4 }],
      stake: 400,
    });
    const refundable = await post('/api/sandbox/play/tickets', {
      kind: 'single',
      selections: [{ eventId: 'SBX-EV-1', marketCode: 'UO25', outcomeCode: 4 }],
      stake: 700,
    });
    const lotto = await post('/api/sandbox/play/lotto', { wheel: 'Napoli', numbers: [1, 2], stake: 100 });

    let before = await cash();
    await postForm(PLAY_SANDBOX_PATHS.result, {
      token,
      eventId: 'SBX-EV-3',
      marketCode: '1X2',
      resultCode: '1',
      payWinners: '1',
      action: 'settle',
    });
    expect(await cash()).toBe(before);
    const voided = await postForm(PLAY_SANDBOX_PATHS.result, {
      token,
      eventId: 'SBX-EV-2',
      marketCode: 'UO25',
      resultCode: '4',
      payWinners: '1',
      action: 'void',
    });
    expect(voided.headers.location).toBe(`${PLAY_SANDBOX_PATHS.operator}?esito=voided`);
    // A void leg counts at 1,00: the single pays its stake back.
    expect(await cash()).toBe(before + 400);

    before = await cash();
    const refunded = await postForm(PLAY_SANDBOX_PATHS.ticket(refundable.ResponseData.ticketId), {
      token,
      action: 'void',
    });
    expect(refunded.headers.location).toBe(`${PLAY_SANDBOX_PATHS.operator}?esito=refunded`);
    expect(await cash()).toBe(before + 700);

    before = await cash();
    const decided = await postForm(PLAY_SANDBOX_PATHS.ticket(lotto.ResponseData.ticketId), {
      token,
      action: 'result',
      win: '25,00',
      payWinners: '1',
    });
    expect(decided.headers.location).toBe(`${PLAY_SANDBOX_PATHS.operator}?esito=decided`);
    expect(await cash()).toBe(before + 2500);

    const page = (await operatorPage()).body;
    for (const ticket of [lost, voidable, refundable, lotto])
      expect(page).not.toContain(ticket.ResponseData.ticketId);
  });

  it('refuses a form without its token, or with a bad amount, and changes nothing', async () => {
    const placed = await post('/api/sandbox/play/lotto', { wheel: 'Bari', numbers: [4, 5], stake: 100 });
    const before = await cash();
    const ticket = PLAY_SANDBOX_PATHS.ticket(placed.ResponseData.ticketId);
    expect((await postForm(ticket, { token: '9999999999.forged', action: 'void' })).statusCode).toBe(400);
    expect(
      (await postForm(ticket, { token: await formToken(), action: 'result', win: 'dieci' })).statusCode,
    ).toBe(400);
    expect(await cash()).toBe(before);
  });

  it('reads euro amounts as cents', () => {
    expect(centsOfEuro('25')).toBe(2500);
    expect(centsOfEuro('25,5')).toBe(2550);
    expect(centsOfEuro('0.05')).toBe(5);
    expect(centsOfEuro('-1')).toBeNull();
    expect(centsOfEuro('1e3')).toBeNull();
  });
});

describe(`the play sandbox switched off (${TEST_DB_DRIVER})`, () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ config: { playSandbox: false } });
  }, 120_000);
  afterAll(() => off?.close());

  it('answers 404 on its calls and its operator page', async () => {
    const offToken = await tokenOf(off.app, 'mariorossi');
    const fixtures = await off.app.inject({
      method: 'GET',
      url: '/api/sandbox/play/fixtures',
      headers: bearer(offToken),
    });
    expect(fixtures.statusCode).toBe(404);
    const ticket = await off.app.inject({
      method: 'POST',
      url: '/api/sandbox/play/tickets',
      headers: bearer(offToken),
      payload: { kind: 'single', selections: [ROMA_1], stake: 500 },
    });
    expect(ticket.statusCode).toBe(404);
    const page = await off.app.inject({
      method: 'GET',
      url: PLAY_SANDBOX_PATHS.operator,
      headers: operatorHeaders(),
    });
    expect(page.statusCode).toBe(404);
  });
});

describe('PLAY_SANDBOX', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cg-play-sandbox-'));
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    PAYMENT_PROVIDER: 'sandbox',
    OPERATOR_USERNAME: 'cassiere',
    OPERATOR_PASSWORD_HASH:
      '$argon2id$v=19$m=19456,t=2,p=1$11aok0D1EJK82bDKSU/5sQ$6K9RWu0iOwvlmL1EbS8Gj7d0u4LndZvrzD5J4s/g5pw',
  };

  it('is on outside production and off in production unless asked, and then needs its keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) }).playSandbox).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40), PLAY_SANDBOX: 'off' }).playSandbox,
    ).toBe(false);
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).playSandbox).toBe(false);
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), PLAY_SANDBOX: 'on' })).toThrow(
      /PLAY_SERVICE_KEY/,
    );
    const on = loadConfig({
      ...production,
      DATA_DIR: dataDir(),
      PLAY_SANDBOX: 'on',
      PLAY_SERVICE_KEY: 'k'.repeat(40),
    });
    expect(on.playSandbox).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PLAY_SANDBOX: 'yes' })).toThrow(/PLAY_SANDBOX/);
  });
});
