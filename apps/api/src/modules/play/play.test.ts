import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  GAME_FAMILY,
  PLAY_CODE,
  PLAY_SIGNATURE_HEADER,
  PLAY_TIMESTAMP_HEADER,
  TICKET_STATE,
} from '@conto-gioco/shared/play';
import {
  bearer,
  createTestApp,
  testConfig,
  tokenOf,
  TEST_DB_DRIVER,
  type TestApp,
} from '../../testing/app.ts';
import { fundPlayer, playerIdOf } from '../../testing/payments.ts';
import { selfExclusions } from '../responsible-gaming/schema.ts';
import { playerBalances, SYSTEM_ACCOUNT, systemBalance } from '../wallet/ledger.ts';
import { ledgerTransfers } from '../wallet/schema.ts';
import {
  cashOut,
  cashOutOffer,
  cashoutableTickets,
  casinoSessionDetail,
  eventRows,
  listBets,
  listReservations,
  deleteReservation,
  lotteryTicketDetail,
  ticketDetail,
  ticketStatesOf,
} from './service.ts';
import { validatorCompiler } from '../../lib/validation.ts';
import { playOperatorRoutes } from './operator-routes.ts';
import { developmentPlayServiceKey, playSignatureHeaders } from './signature.ts';

/*
 * The game platform's operator API and the play service behind it (issue 18): every call with its
 * money, idempotency and refusals, and the service-key authentication.
 */

let t: TestApp;
let mario: number;
let anna: number;
const KEY = developmentPlayServiceKey(testConfig().jwtSecret);

// Building the app on a fresh database takes long on a busy machine: a generous hook timeout.
beforeAll(async () => {
  t = await createTestApp();
  mario = await playerIdOf(t.app.db, 'mariorossi');
  anna = await playerIdOf(t.app.db, 'annaferri');
  await fundPlayer(t.app.db, mario, 1_000_000);
  await fundPlayer(t.app.db, anna, 1_000_000);
}, 120_000);
afterAll(() => t?.close());

type Envelope = {
  ResponseCode: number;
  ResponseMessage: string;
  ResponseData: Record<string, unknown> | null;
};

async function call(path: string, body: unknown, options: { key?: string; now?: Date } = {}) {
  const payload = JSON.stringify(body);
  const headers = playSignatureHeaders(
    options.key ?? KEY,
    { method: 'POST', path, body: payload },
    options.now,
  );
  return t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { ...headers, 'content-type': 'application/json' },
  });
}

async function ok(path: string, body: unknown): Promise<Envelope> {
  const response = await call(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const cash = async (playerId: number) => (await playerBalances(t.app.db, playerId)).cash;
const uid = () => randomUUID().slice(0, 8).toUpperCase();
const future = () => new Date(Date.now() + 86_400_000).toISOString();

let events = 0;
const sportLeg = <E extends Record<string, unknown>>(odds: number, extra: E = {} as E) => {
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

const ticket = <E extends Record<string, unknown>>(extra: E = {} as E) => ({
  ticketId: `T-${uid()}`,
  playerId: mario,
  family: GAME_FAMILY.SPORT as number,
  kind: 'single',
  stake: 1000,
  legs: [sportLeg(185)],
  ...extra,
});

async function transfersOf(ticketId: string) {
  return t.app.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.ticket, ticketId))
    .orderBy(ledgerTransfers.id);
}

describe(`operator API authentication (${TEST_DB_DRIVER})`, () => {
  const path = '/api/platform/tickets';

  it('refuses a call without a signature, with a wrong or stale one, or with a player token', async () => {
    const body = JSON.stringify(ticket());
    const none = await t.app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().ResponseMessage).toMatch(/Firma del servizio/);

    expect((await call(path, JSON.parse(body), { key: 'x'.repeat(43) })).statusCode).toBe(401);
    const stale = await call(path, JSON.parse(body), { now: new Date(Date.now() - 301_000) });
    expect(stale.statusCode).toBe(401);
    const early = await call(path, JSON.parse(body), { now: new Date(Date.now() + 301_000) });
    expect(early.statusCode).toBe(401);

    // Signed for another body, or another path.
    const headers = playSignatureHeaders(KEY, { method: 'POST', path, body: '{}' });
    const swapped = await t.app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(swapped.statusCode).toBe(401);
    const elsewhere = playSignatureHeaders(KEY, { method: 'POST', path: '/api/platform/tickets/void', body });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: path,
          payload: body,
          headers: { ...elsewhere, 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(401);

    const malformed = await t.app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: {
        [PLAY_TIMESTAMP_HEADER]: 'ieri',
        [PLAY_SIGNATURE_HEADER]: 'not-hex',
        'content-type': 'application/json',
      },
    });
    expect(malformed.statusCode).toBe(401);

    const token = await tokenOf(t.app, 'mariorossi');
    const player = await t.app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(player.statusCode).toBe(401);
    expect(await transfersOf(JSON.parse(body).ticketId)).toHaveLength(0);
  });

  it('refuses every call when no key is configured (production without PLAY_SERVICE_KEY)', async () => {
    const bare = Fastify().withTypeProvider<ZodTypeProvider>();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    await bare.register(playOperatorRoutes({ key: null }));
    try {
      const payload = JSON.stringify({ requestId: 'x', ticketId: 'y' });
      const headers = playSignatureHeaders(KEY, {
        method: 'POST',
        path: '/api/platform/tickets/pay',
        body: payload,
      });
      const response = await bare.inject({
        method: 'POST',
        url: '/api/platform/tickets/pay',
        payload,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it('answers 4xx to bodies that are not JSON, poison prototypes or are too big, signed or not', async () => {
    const path = '/api/platform/tickets';
    for (const payload of ['{"ticketId":', '{"__proto__":{"x":1}}', `{"x":"${'y'.repeat(600_000)}"}`]) {
      for (const signed of [false, true]) {
        const headers = signed ? playSignatureHeaders(KEY, { method: 'POST', path, body: payload }) : {};
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          payload,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${payload.slice(0, 20)} ${signed}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${payload.slice(0, 20)} ${signed}`).toBeLessThan(500);
      }
    }
  });

  it('validates a signed body and answers 400 for a bad one', async () => {
    const response = await call(path, { ticketId: 'X', stake: -1 });
    expect(response.statusCode).toBe(400);
  });

  it('is in the OpenAPI document under its own tag', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const route of [
      '/api/platform/tickets',
      '/api/platform/events/settle',
      '/api/platform/tickets/cash-out',
      '/api/platform/casino/rounds',
      '/api/platform/reservations',
    ]) {
      expect(doc.paths[route]?.post?.tags, route).toEqual(['platform']);
    }
  });
});

describe(`POST /api/platform/tickets (${TEST_DB_DRIVER})`, () => {
  it("takes the stake from the player's cash once, with its cause and reference", async () => {
    const before = await cash(mario);
    const house = await systemBalance(t.app.db, SYSTEM_ACCOUNT.house);
    const body = ticket({ aamsCode: `AAMS${uid()}` });
    const first = await ok('/api/platform/tickets', body);
    expect(first.ResponseCode).toBe(0);
    expect(first.ResponseData).toMatchObject({
      ticketId: body.ticketId,
      aamsCode: body.aamsCode,
      state: TICKET_STATE.VENDUTO,
      stake: 1000,
      possibleWin: 1850,
      win: 0,
    });
    expect(await cash(mario)).toBe(before - 1000);
    expect(await systemBalance(t.app.db, SYSTEM_ACCOUNT.house)).toBe(house + 1000);

    const replay = await ok('/api/platform/tickets', body);
    expect(replay).toEqual(first);
    expect(await cash(mario)).toBe(before - 1000);
    const transfers = await transfersOf(body.ticketId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      cause: 'Giocata scommessa',
      playerId: mario,
      application: GAME_FAMILY.SPORT,
      receipt: body.aamsCode,
    });
    expect(await ticketStatesOf(t.app.db, mario, [body.ticketId, 'nope'])).toEqual(
      new Map([[body.ticketId, TICKET_STATE.VENDUTO]]),
    );
    // Another player's ticket ids are not theirs.
    expect((await ticketStatesOf(t.app.db, anna, [body.ticketId])).size).toBe(0);
    // With the statement's range: read from the range when placed in it, by id when placed before.
    const now = Date.now();
    const around = { from: new Date(now - 60_000), to: new Date(now + 60_000) };
    const later = { from: new Date(now + 60_000), to: new Date(now + 120_000) };
    for (const placedIn of [around, later]) {
      expect(await ticketStatesOf(t.app.db, mario, [body.ticketId, 'nope'], placedIn)).toEqual(
        new Map([[body.ticketId, TICKET_STATE.VENDUTO]]),
      );
      expect((await ticketStatesOf(t.app.db, anna, [body.ticketId], placedIn)).size).toBe(0);
    }
  });

  it('refuses a stake above the balance, and records nothing: the same id goes through later', async () => {
    const body = ticket({ playerId: anna, stake: (await cash(anna)) + 1 });
    const refused = await ok('/api/platform/tickets', body);
    expect(refused).toMatchObject({ ResponseCode: PLAY_CODE.INSUFFICIENT_FUNDS, ResponseData: null });
    expect(await transfersOf(body.ticketId)).toHaveLength(0);
    await fundPlayer(t.app.db, anna, 1);
    const accepted = await ok('/api/platform/tickets', body);
    expect(accepted.ResponseCode).toBe(0);
    expect(await cash(anna)).toBe(0);
    await fundPlayer(t.app.db, anna, 1_000_000);
  });

  it('refuses a blocked account, an unknown player and a self-excluded one', async () => {
    const blocked = await playerIdOf(t.app.db, 'lucaverdi');
    await fundPlayer(t.app.db, blocked, 10_000);
    expect((await ok('/api/platform/tickets', ticket({ playerId: blocked }))).ResponseCode).toBe(
      PLAY_CODE.ACCOUNT_BLOCKED,
    );
    expect((await ok('/api/platform/tickets', ticket({ playerId: 999_999 }))).ResponseCode).toBe(
      PLAY_CODE.UNKNOWN_PLAYER,
    );
    const excluded = await playerIdOf(t.app.db, 'chiararicci');
    expect((await ok('/api/platform/tickets', ticket({ playerId: excluded }))).ResponseCode).toBe(
      PLAY_CODE.EXCLUDED,
    );
  });

  it('refuses sport to a player excluded from sport, and still takes casino and lotteries', async () => {
    const sara = await playerIdOf(t.app.db, 'sarabruno');
    await fundPlayer(t.app.db, sara, 10_000);
    const now = new Date();
    await t.app.db.insert(selfExclusions).values({
      playerId: sara,
      category: 1,
      term: '30',
      startsAt: new Date(now.getTime() - 1000),
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
    });
    expect((await ok('/api/platform/tickets', ticket({ playerId: sara }))).ResponseCode).toBe(
      PLAY_CODE.EXCLUDED,
    );
    const horse = ticket({ playerId: sara, family: GAME_FAMILY.HORSE_RACING });
    expect((await ok('/api/platform/tickets', horse)).ResponseCode).toBe(PLAY_CODE.EXCLUDED);
    const lotto = { ticketId: `L-${uid()}`, playerId: sara, family: GAME_FAMILY.LOTTO, stake: 100 };
    expect((await ok('/api/platform/tickets', lotto)).ResponseCode).toBe(0);
    const session = await ok('/api/platform/casino/sessions', {
      sessionCode: `S-${uid()}`,
      playerId: sara,
      game: 'Book of Ra',
      platform: 'Novomatic',
    });
    expect(session.ResponseCode).toBe(0);
  });

  it('refuses tickets of the wrong shape', async () => {
    const shapes = [
      ticket({ kind: 'single', legs: [sportLeg(150), sportLeg(150)] }),
      ticket({ kind: 'multiple', legs: [sportLeg(150)] }),
      ticket({ legs: [] }),
      ticket({
        kind: 'system',
        stake: 100,
        legs: [sportLeg(150), sportLeg(150)],
        systems: [{ size: 1, stakePerCombination: 100 }],
      }),
      ticket({ family: GAME_FAMILY.LOTTO }),
      ticket({ family: GAME_FAMILY.CASINO }),
    ];
    for (const shape of shapes) {
      expect((await ok('/api/platform/tickets', shape)).ResponseCode, JSON.stringify(shape)).toBe(
        PLAY_CODE.BAD_TICKET,
      );
    }
  });
});

describe(`settlement, payment and refunds (${TEST_DB_DRIVER})`, () => {
  it('settles a multiple by events, pays its win once, and refuses to pay it again', async () => {
    const legs = [sportLeg(200), sportLeg(250, { outcomeCode: 2, outcome: 'X' })];
    const body = ticket({ kind: 'multiple', legs, stake: 500 });
    await ok('/api/platform/tickets', body);
    const before = await cash(mario);

    const first = await ok('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[0]!.eventId,
      marketCode: '1X2',
      resultCode: 1,
    });
    expect(first.ResponseData).toEqual({ legs: 1, tickets: [] });
    const second = await ok('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[1]!.eventId,
      marketCode: '1X2',
      resultCode: 2,
    });
    expect(second.ResponseData).toMatchObject({
      legs: 1,
      tickets: [{ ticketId: body.ticketId, state: TICKET_STATE.VINCENTE, win: 2500 }],
    });
    expect(await cash(mario)).toBe(before);

    const pay = { requestId: uid(), ticketId: body.ticketId };
    const paid = await ok('/api/platform/tickets/pay', pay);
    expect(paid.ResponseData).toMatchObject({ state: TICKET_STATE.PAGATO, win: 2500 });
    expect(await ok('/api/platform/tickets/pay', pay)).toEqual(paid);
    const again = await ok('/api/platform/tickets/pay', { requestId: uid(), ticketId: body.ticketId });
    expect(again.ResponseCode).toBe(PLAY_CODE.WRONG_STATE);
    expect(await cash(mario)).toBe(before + 2500);
    const causes = (await transfersOf(body.ticketId)).map((transfer) => transfer.cause);
    expect(causes).toEqual(['Giocata scommessa', 'Vincita scommessa']);

    const detail = await ticketDetail(t.app.db, mario, { ticketId: body.ticketId });
    expect(detail?.legs.map((leg) => [leg.outcomeCode, leg.resultCode, leg.paidOdds])).toEqual([
      [1, 1, 200],
      [2, 2, 250],
    ]);
    expect(detail?.ticket.events).toEqual({ pending: 0, won: 2, lost: 0, void: 0 });
  });

  it('makes a multiple NON VINCENTE on its first lost leg, and ignores later results', async () => {
    const legs = [sportLeg(200), sportLeg(300)];
    const body = ticket({ kind: 'multiple', legs, stake: 500 });
    await ok('/api/platform/tickets', body);
    const lost = await ok('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[0]!.eventId,
      marketCode: '1X2',
      resultCode: 2,
    });
    expect(lost.ResponseData).toMatchObject({ tickets: [{ state: TICKET_STATE.NON_VINCENTE, win: 0 }] });
    const later = await ok('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[1]!.eventId,
      marketCode: '1X2',
      resultCode: 1,
      payWinners: true,
    });
    expect(later.ResponseData).toEqual({ legs: 1, tickets: [] });
    expect((await ticketStatesOf(t.app.db, mario, [body.ticketId])).get(body.ticketId)).toBe(
      TICKET_STATE.NON_VINCENTE,
    );
  });

  it('settles one leg, counts a void leg at 1.00 and pays with payWinners', async () => {
    const legs = [sportLeg(200), sportLeg(300)];
    const body = ticket({ kind: 'multiple', legs, stake: 1000 });
    await ok('/api/platform/tickets', body);
    const before = await cash(mario);
    await ok('/api/platform/legs/settle', {
      requestId: uid(),
      ticketId: body.ticketId,
      position: 2,
      void: true,
    });
    const settled = await ok('/api/platform/legs/settle', {
      requestId: uid(),
      ticketId: body.ticketId,
      position: 1,
      resultCode: 1,
      payWinners: true,
    });
    expect(settled.ResponseData).toMatchObject({ tickets: [{ state: TICKET_STATE.PAGATO, win: 2000 }] });
    expect(await cash(mario)).toBe(before + 2000);
    const unknownLeg = await ok('/api/platform/legs/settle', {
      requestId: uid(),
      ticketId: body.ticketId,
      position: 9,
      resultCode: 1,
    });
    expect(unknownLeg.ResponseCode).toBe(PLAY_CODE.UNKNOWN_LEG);
  });

  it('settles a system by its combinations', async () => {
    const legs = [sportLeg(200), sportLeg(300), sportLeg(400)];
    const body = ticket({
      kind: 'system',
      legs,
      stake: 300,
      systems: [{ size: 2, stakePerCombination: 100 }],
    });
    const placed = await ok('/api/platform/tickets', body);
    expect(placed.ResponseData).toMatchObject({ possibleWin: 2600 });
    for (const [index, result] of [1, 1, 2].entries()) {
      await ok('/api/platform/events/settle', {
        requestId: uid(),
        eventId: legs[index]!.eventId,
        marketCode: '1X2',
        resultCode: result,
      });
    }
    const detail = await ticketDetail(t.app.db, mario, { ticketId: body.ticketId });
    expect(detail?.ticket).toMatchObject({ state: TICKET_STATE.VINCENTE, win: 600, ticketKind: 'system' });
    expect(detail?.systems).toEqual([{ size: 2, combinations: 3, stakePerCombination: 100 }]);
  });

  it('voids an open ticket with its stake back once; withholds a winning one', async () => {
    const body = ticket();
    await ok('/api/platform/tickets', body);
    const before = await cash(mario);
    const request = { requestId: uid(), ticketId: body.ticketId };
    const voided = await ok('/api/platform/tickets/void', request);
    expect(voided.ResponseData).toMatchObject({ state: TICKET_STATE.RIMBORSATO });
    expect(await ok('/api/platform/tickets/void', request)).toEqual(voided);
    expect((await ok('/api/platform/tickets/void', { ...request, requestId: uid() })).ResponseCode).toBe(
      PLAY_CODE.WRONG_STATE,
    );
    expect(await cash(mario)).toBe(before + 1000);
    expect((await transfersOf(body.ticketId)).map((x) => x.cause)).toEqual([
      'Giocata scommessa',
      'Rimborso scommessa',
    ]);

    const winning = ticket();
    await ok('/api/platform/tickets', winning);
    await ok('/api/platform/events/settle', {
      requestId: uid(),
      eventId: winning.legs[0]!.eventId,
      marketCode: '1X2',
      resultCode: 1,
    });
    const withheld = await ok('/api/platform/tickets/withhold', {
      requestId: uid(),
      ticketId: winning.ticketId,
    });
    expect(withheld.ResponseData).toMatchObject({ state: TICKET_STATE.DA_NON_PAGARE });
    expect(
      (await ok('/api/platform/tickets/pay', { requestId: uid(), ticketId: winning.ticketId })).ResponseCode,
    ).toBe(PLAY_CODE.WRONG_STATE);
    expect((await ok('/api/platform/tickets/pay', { requestId: uid(), ticketId: 'NOPE' })).ResponseCode).toBe(
      PLAY_CODE.UNKNOWN_TICKET,
    );
  });
});

describe(`cash-out (${TEST_DB_DRIVER})`, () => {
  it("offers the open legs' current value, refuses a changed offer and pays the accepted one once", async () => {
    const legs = [sportLeg(200, { outcomeHash: `H${uid()}` }), sportLeg(300, { outcomeHash: `H${uid()}` })];
    const body = ticket({ kind: 'multiple', legs, stake: 1000 });
    await ok('/api/platform/tickets', body);
    await ok('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[0]!.eventId,
      marketCode: '1X2',
      resultCode: 1,
    });
    const outcome = { ...legs[1]!, outcomeHash: legs[1]!.outcomeHash, odds: 150 };
    await ok('/api/platform/outcomes', { outcomes: [outcome] });
    const listed = (await cashoutableTickets(t.app.db, mario)).find((x) => x.ticketId === body.ticketId);
    expect(listed).toMatchObject({ stake: 1000, possibleWin: 6000, events: 2, openEvents: 1, offer: 3800 });

    // The odds move before the player's acceptance arrives.
    await ok('/api/platform/outcomes', { outcomes: [{ ...outcome, odds: 120 }] });
    const changed = await ok('/api/platform/tickets/cash-out', {
      requestId: uid(),
      ticketId: body.ticketId,
      amount: 3800,
    });
    expect(changed.ResponseCode).toBe(PLAY_CODE.OFFER_CHANGED);

    const before = await cash(mario);
    const request = { requestId: uid(), ticketId: body.ticketId, amount: 4750 };
    const cashed = await ok('/api/platform/tickets/cash-out', request);
    expect(cashed.ResponseData).toMatchObject({ state: TICKET_STATE.PAGATO, win: 4750, offer: 4750 });
    expect(await ok('/api/platform/tickets/cash-out', request)).toEqual(cashed);
    expect(await cash(mario)).toBe(before + 4750);

    // The last leg's result comes later: the ticket is closed, nothing moves.
    await ok('/api/platform/events/settle', {
      requestId: uid(),
      eventId: legs[1]!.eventId,
      marketCode: '1X2',
      resultCode: 1,
      payWinners: true,
    });
    expect(await cash(mario)).toBe(before + 4750);
    expect((await transfersOf(body.ticketId)).map((x) => x.cause)).toEqual(['Giocata scommessa', 'Cash out']);
    expect((await cashoutableTickets(t.app.db, mario)).some((x) => x.ticketId === body.ticketId)).toBe(false);
    const again = await ok('/api/platform/tickets/cash-out', { ...request, requestId: uid() });
    expect(again.ResponseCode).toBe(PLAY_CODE.NOT_CASHOUTABLE);
  });
});

describe(`cash-out by the player (${TEST_DB_DRIVER})`, () => {
  it("cashes out only the player's own ticket, at the offer cashOutOffer shows", async () => {
    const body = ticket({ kind: 'multiple', legs: [sportLeg(200), sportLeg(300)], stake: 1000 });
    await ok('/api/platform/tickets', body);
    const offer = await cashOutOffer(t.app.db, mario, body.ticketId);
    expect(offer).toBe(950);
    expect(await cashOutOffer(t.app.db, anna, body.ticketId)).toBeNull();
    const request = { requestId: 'accept-1', ticketId: body.ticketId, amount: offer! };
    expect(await cashOut(t.app.db, request, anna)).toMatchObject({
      ok: false,
      code: PLAY_CODE.UNKNOWN_TICKET,
    });
    const before = await cash(mario);
    const accepted = await cashOut(t.app.db, request, mario);
    expect(accepted).toMatchObject({ ok: true, data: { state: TICKET_STATE.PAGATO, win: 950 } });
    // The same request id from another player is not a replay of this one.
    expect(await cashOut(t.app.db, request, anna)).toMatchObject({
      ok: false,
      code: PLAY_CODE.UNKNOWN_TICKET,
    });
    expect(await cashOut(t.app.db, request, mario)).toEqual(accepted);
    expect(await cash(mario)).toBe(before + 950);
  });
});

describe(`casino sessions (${TEST_DB_DRIVER})`, () => {
  it('moves each round once, sums the session and refuses rounds after it closes', async () => {
    const sessionCode = `S-${uid()}`;
    const before = await cash(mario);
    const opened = await ok('/api/platform/casino/sessions', {
      sessionCode,
      playerId: mario,
      game: 'Book of Ra',
      platform: 'Novomatic',
    });
    expect(opened.ResponseData).toMatchObject({ sessionCode, bet: 0, win: 0, rounds: 0, open: true });
    await ok('/api/platform/casino/rounds', { sessionCode, roundId: 'R1', bet: 100, win: 0 });
    const round = { sessionCode, roundId: 'R2', bet: 200, win: 500 };
    const second = await ok('/api/platform/casino/rounds', round);
    expect(await ok('/api/platform/casino/rounds', round)).toEqual(second);
    expect(second.ResponseData).toMatchObject({ bet: 300, win: 500, rounds: 2 });
    expect(await cash(mario)).toBe(before + 200);
    expect((await transfersOf(sessionCode)).map((x) => [x.cause, x.application])).toEqual([
      ['Giocata casinò', 6],
      ['Giocata casinò', 6],
      ['Vincita casinò', 6],
    ]);
    const closed = await ok('/api/platform/casino/sessions/close', { sessionCode });
    expect(closed.ResponseData).toMatchObject({ open: false });
    const late = await ok('/api/platform/casino/rounds', { sessionCode, roundId: 'R3', bet: 100, win: 0 });
    expect(late.ResponseCode).toBe(PLAY_CODE.SESSION_CLOSED);
    const unknown = await ok('/api/platform/casino/rounds', {
      sessionCode: 'NOPE',
      roundId: 'R1',
      bet: 1,
      win: 0,
    });
    expect(unknown.ResponseCode).toBe(PLAY_CODE.UNKNOWN_SESSION);

    const detail = await casinoSessionDetail(t.app.db, mario, sessionCode);
    expect(detail).toMatchObject({ game: 'Book of Ra', platform: 'Novomatic', bet: 300, win: 500 });
    expect(detail?.rounds.map((r) => r.roundId)).toEqual(['R1', 'R2']);
    expect(detail?.endedAt).toBeInstanceOf(Date);
    expect(await casinoSessionDetail(t.app.db, anna, sessionCode)).toBeNull();
    expect((await ticketStatesOf(t.app.db, mario, [sessionCode])).get(sessionCode)).toBe(TICKET_STATE.PAGATO);
    const range = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };
    expect((await ticketStatesOf(t.app.db, mario, [sessionCode], range)).get(sessionCode)).toBe(
      TICKET_STATE.PAGATO,
    );
    expect((await ticketStatesOf(t.app.db, anna, [sessionCode], range)).size).toBe(0);
  });

  it('refuses a round whose bet is above the balance', async () => {
    const sessionCode = `S-${uid()}`;
    await ok('/api/platform/casino/sessions', {
      sessionCode,
      playerId: anna,
      game: 'Roulette',
      platform: 'Evolution',
    });
    const round = await ok('/api/platform/casino/rounds', {
      sessionCode,
      roundId: 'R1',
      bet: (await cash(anna)) + 1,
      win: 0,
    });
    expect(round.ResponseCode).toBe(PLAY_CODE.INSUFFICIENT_FUNDS);
    expect((await casinoSessionDetail(t.app.db, anna, sessionCode))?.rounds).toEqual([]);
  });
});

describe(`lotteries and scratch cards (${TEST_DB_DRIVER})`, () => {
  it('records a Lotto ticket with its detail and pays its result', async () => {
    const before = await cash(mario);
    const body = {
      ticketId: `L-${uid()}`,
      playerId: mario,
      family: GAME_FAMILY.LOTTO_MILLIONDAY,
      stake: 100,
      possibleWin: 100_000_000,
      game: 'MillionDay',
      detail: { numeri: [5, 12, 23, 34, 45], concorso: '2026-11-27 20:30' },
    };
    await ok('/api/platform/tickets', body);
    const result = await ok('/api/platform/tickets/result', {
      requestId: uid(),
      ticketId: body.ticketId,
      win: 1000,
      payWinners: true,
    });
    expect(result.ResponseData).toMatchObject({ state: TICKET_STATE.PAGATO, win: 1000 });
    expect(await cash(mario)).toBe(before + 900);
    expect((await transfersOf(body.ticketId)).map((x) => x.cause)).toEqual([
      'Giocata MillionDay',
      'Vincita MillionDay',
    ]);
    const detail = await lotteryTicketDetail(t.app.db, mario, body.ticketId);
    expect(detail?.detail).toEqual(body.detail);
    expect(
      await lotteryTicketDetail(t.app.db, mario, body.ticketId, [GAME_FAMILY.GRATTA_E_VINCI]),
    ).toBeNull();
  });

  it('settles a scratch card when it is bought', async () => {
    const before = await cash(mario);
    const winning = {
      ticketId: `G-${uid()}`,
      playerId: mario,
      family: GAME_FAMILY.GRATTA_E_VINCI,
      stake: 500,
      game: 'Turista per sempre',
      instantWin: 2000,
    };
    expect((await ok('/api/platform/tickets', winning)).ResponseData).toMatchObject({
      state: TICKET_STATE.PAGATO,
      win: 2000,
    });
    const losing = { ...winning, ticketId: `G-${uid()}`, instantWin: 0 };
    expect((await ok('/api/platform/tickets', losing)).ResponseData).toMatchObject({
      state: TICKET_STATE.NON_VINCENTE,
    });
    expect(await cash(mario)).toBe(before + 1000);
  });
});

describe(`reservations (${TEST_DB_DRIVER})`, () => {
  it('books a slip once, lists it, answers its event rows while the events are ahead, and deletes it', async () => {
    const shortCode = `P${uid()}`;
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
    });
    const ahead = `HA${uid()}`;
    const past = `HP${uid()}`;
    const body = {
      shortCode,
      playerId: anna,
      credits: 500,
      details: [detail(ahead, future()), detail(past, new Date(Date.now() - 3_600_000).toISOString())],
    };
    const created = await ok('/api/platform/reservations', body);
    expect(created.ResponseData).toMatchObject({ shortCode });
    expect(await ok('/api/platform/reservations', body)).toEqual(created);
    const list = await listReservations(t.app.db, anna);
    expect(list.filter((r) => r.shortCode === shortCode)).toHaveLength(1);
    expect(list[0]).toMatchObject({ shortCode, credits: 500, systemComb: '' });
    expect((await eventRows(t.app.db, [ahead, past])).map((row) => row.outcomeHash)).toEqual([ahead]);
    const id = (created.ResponseData as { id: number }).id;
    expect(await deleteReservation(t.app.db, mario, id)).toBe(false);
    expect(await deleteReservation(t.app.db, anna, id)).toBe(true);
    expect((await listReservations(t.app.db, anna)).some((r) => r.id === id)).toBe(false);
  });
});

describe(`bet list (${TEST_DB_DRIVER})`, () => {
  it('lists tickets and sessions of a date range, by state and family, newest first', async () => {
    const luca = await playerIdOf(t.app.db, 'elenagalli');
    await fundPlayer(t.app.db, luca, 100_000);
    const day = (d: number) => new Date(Date.UTC(2026, 9, d, 10)).toISOString();
    const old = ticket({ playerId: luca, placedAt: day(1) });
    const recent = ticket({ playerId: luca, placedAt: day(20) });
    await ok('/api/platform/tickets', old);
    await ok('/api/platform/tickets', recent);
    await ok('/api/platform/tickets/void', { requestId: uid(), ticketId: recent.ticketId });
    await ok('/api/platform/casino/sessions', {
      sessionCode: `S-${uid()}`,
      playerId: luca,
      game: 'Blackjack',
      platform: 'Playtech',
      startedAt: day(15),
    });
    const october = { from: new Date(day(1)), to: new Date(Date.UTC(2026, 10, 1)) };
    const all = await listBets(t.app.db, luca, october);
    expect(all.map((entry) => [entry.kind, entry.state])).toEqual([
      ['ticket', TICKET_STATE.RIMBORSATO],
      ['casino', TICKET_STATE.VENDUTO],
      ['ticket', TICKET_STATE.VENDUTO],
    ]);
    const open = await listBets(t.app.db, luca, { ...october, states: [TICKET_STATE.VENDUTO], family: 1 });
    expect(open.map((entry) => entry.ticketId)).toEqual([old.ticketId]);
    const casino = await listBets(t.app.db, luca, { ...october, family: GAME_FAMILY.CASINO });
    expect(casino.map((entry) => entry.kind)).toEqual(['casino']);
    const firstWeek = await listBets(t.app.db, luca, { from: new Date(day(1)), to: new Date(day(8)) });
    expect(firstWeek.map((entry) => entry.ticketId)).toEqual([old.ticketId]);
  });

  it('reads the bet list from the (player, placed_at) index', async () => {
    if (TEST_DB_DRIVER !== 'postgres') return;
    await t.app.db.execute(sql`analyze play_tickets`);
    const plan = await t.app.db.execute(
      sql`explain select * from play_tickets where player_id = ${mario} and placed_at >= now() - interval '7 days' and placed_at < now() order by placed_at desc`,
    );
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    // A tiny table may be read whole; with the planner's hand forced, the index is what it takes.
    if (!/play_tickets_player/.test(text)) {
      await t.app.db.execute(sql`set enable_seqscan = off`);
      const forced = await t.app.db.execute(
        sql`explain select * from play_tickets where player_id = ${mario} and placed_at >= now() - interval '7 days' order by placed_at desc`,
      );
      await t.app.db.execute(sql`set enable_seqscan = on`);
      expect(JSON.stringify((forced as unknown as { rows: unknown[] }).rows)).toMatch(/play_tickets_player/);
    }
  });

  it('answers the latest transfer of a ticket with its reference (statement fields)', async () => {
    const body = ticket({ family: GAME_FAMILY.HORSE_RACING });
    await ok('/api/platform/tickets', body);
    const [last] = await t.app.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.playerId, mario), eq(ledgerTransfers.ticket, body.ticketId)))
      .orderBy(desc(ledgerTransfers.id));
    expect(last).toMatchObject({ cause: 'Giocata ippica', application: GAME_FAMILY.HORSE_RACING });
  });
});
