import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { GAME_FAMILY, PLAY_CODE, TICKET_STATE } from '@conto-gioco/shared/play';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { fundPlayer, playerIdOf } from '../../testing/payments.ts';
import { PLAYER_ACCOUNT, playerBalances, SYSTEM_ACCOUNT, transfer } from '../wallet/ledger.ts';
import { players } from '../auth/schema.ts';
import { ledgerTransfers } from '../wallet/schema.ts';
import { placeTicket, settleEvent } from './service.ts';
import { playTickets } from './schema.ts';

/*
 * Races of play money, on PostgreSQL only (PGlite runs transactions one at a time): parallel stakes
 * of one player's whole balance, and settlements delivered several times in shuffled order.
 */

const ON_POSTGRES = TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const STAKES = 50;
const SETTLEMENTS = 1000;
const DELIVERIES = 3;
/** Legs per ticket: SETTLEMENTS events over SETTLEMENTS / LEGS multiples. */
const LEGS = 4;
const AT_ONCE = 20;

let t: TestApp;
let mario: number;
/** Players with open accounts the settlement race spreads its tickets over. */
let bettors: number[] = [];

// Building the app on a fresh database takes long on a busy machine: a generous hook timeout.
beforeAll(async () => {
  if (!ON_POSTGRES) return;
  t = await createTestApp();
  mario = await playerIdOf(t.app.db, 'mariorossi');
  const open = await t.app.db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(players.statoConto, ACCOUNT_STATE.VALIDATED),
        eq(players.esclusione, false),
        ne(players.id, mario),
      ),
    )
    .orderBy(players.id)
    .limit(10);
  bettors = open.map((player) => player.id);
}, 120_000);
afterAll(() => t?.close());

/** Sets a player's cash to exactly `amount`. */
async function setCash(playerId: number, amount: number): Promise<void> {
  const { cash } = await playerBalances(t.app.db, playerId);
  if (cash > 0) {
    await transfer(t.app.db, {
      idempotencyKey: `play-race-reset:${playerId}:${Date.now()}:${Math.random()}`,
      cause: 'Prova',
      playerId,
      legs: [
        { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: -cash },
        { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: cash },
      ],
    });
  }
  if (amount > 0) await fundPlayer(t.app.db, playerId, amount);
}

/** Runs the tasks `width` at a time. */
async function inWaves<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += width) {
    results.push(...(await Promise.all(tasks.slice(i, i + width).map((task) => task()))));
  }
  return results;
}

/** A deterministic shuffle (mulberry32), so that a failure replays. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const leg = (eventId: string, odds = 200) => ({
  eventId,
  eventName: `Evento ${eventId}`,
  eventDate: new Date(Date.now() + 86_400_000).toISOString(),
  marketCode: '1X2',
  market: 'Esito finale 1X2',
  outcome: '1',
  outcomeCode: 1,
  odds,
  fixed: false,
  live: false,
});

describe.skipIf(!ON_POSTGRES)(`play races (${TEST_DB_DRIVER})`, () => {
  it(`accepts exactly one of ${STAKES} parallel stakes of the whole balance`, async () => {
    const balance = 12_345;
    await setCash(mario, balance);
    const results = await Promise.all(
      Array.from({ length: STAKES }, (_, i) =>
        placeTicket(t.app.db, {
          ticketId: `RACE-STAKE-${i}`,
          playerId: mario,
          family: GAME_FAMILY.SPORT,
          kind: 'single',
          stake: balance,
          legs: [leg(`RS${i}`)],
          systems: [],
        }),
      ),
    );
    const accepted = results.filter((result) => result.ok);
    expect(accepted).toHaveLength(1);
    for (const result of results) {
      if (!result.ok) expect(result.code).toBe(PLAY_CODE.INSUFFICIENT_FUNDS);
    }
    expect((await playerBalances(t.app.db, mario)).cash).toBe(0);
    const tickets = await t.app.db
      .select()
      .from(playTickets)
      .where(like(playTickets.platformId, 'RACE-STAKE-%'));
    expect(tickets).toHaveLength(1);
    const stakes = await t.app.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.ticket, 'RACE-STAKE-%'));
    expect(stakes).toHaveLength(1);
  });

  it(`credits each win once when ${SETTLEMENTS} settlements arrive ${DELIVERIES} times each in shuffled order`, async () => {
    // Multiples of LEGS legs, one event each: the settlements of one ticket's legs race each other
    // too. Ticket k wins unless k % 3 === 2, whose last leg loses.
    const stake = 100;
    const tickets = SETTLEMENTS / LEGS;
    const odds = (event: number) => 110 + (event % 7) * 10;
    const wins = (k: number) => k % 3 !== 2;
    const bettorOf = (k: number) => bettors[k % bettors.length]!;
    expect(bettors.length).toBeGreaterThan(3);
    for (const playerId of bettors) await setCash(playerId, tickets * stake);
    const placed = await inWaves(
      Array.from(
        { length: tickets },
        (_, k) => () =>
          placeTicket(t.app.db, {
            ticketId: `RACE-SETTLE-${k}`,
            playerId: bettorOf(k),
            family: GAME_FAMILY.SPORT,
            kind: 'multiple',
            stake,
            legs: Array.from({ length: LEGS }, (_, j) => leg(`RE${k * LEGS + j}`, odds(k * LEGS + j))),
            systems: [],
          }),
      ),
      AT_ONCE,
    );
    expect(placed.every((result) => result.ok)).toBe(true);

    const deliveries = shuffled(
      Array.from({ length: SETTLEMENTS * DELIVERIES }, (_, n) => n % SETTLEMENTS),
      18,
    );
    const results = await inWaves(
      deliveries.map((event) => () => {
        const k = Math.floor(event / LEGS);
        const lost = !wins(k) && event % LEGS === LEGS - 1;
        return settleEvent(t.app.db, {
          requestId: `race-settle-${event}`,
          eventId: `RE${event}`,
          marketCode: '1X2',
          resultCode: lost ? 2 : 1,
          void: false,
          payWinners: true,
        });
      }),
      AT_ONCE,
    );
    expect(results.every((result) => result.ok)).toBe(true);

    const expected = new Map(bettors.map((id) => [id, tickets * stake]));
    let total = 0;
    let winners = 0;
    for (let k = 0; k < tickets; k++) {
      let win = 0;
      if (wins(k)) {
        let numerator = BigInt(stake);
        for (let j = 0; j < LEGS; j++) numerator *= BigInt(odds(k * LEGS + j));
        win = Number(numerator / 100n ** BigInt(LEGS));
        winners += 1;
      }
      expected.set(bettorOf(k), expected.get(bettorOf(k))! - stake + win);
      total += win;
    }
    for (const [playerId, cash] of expected)
      expect((await playerBalances(t.app.db, playerId)).cash).toBe(cash);
    const [credited] = await queryRows<{ count: number; total: string }>(
      t.app.db,
      sql`select count(*)::int as count, coalesce(sum(e.amount), 0)::text as total
            from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
            join ledger_accounts a on a.id = e.account_id and a.player_id is not null
            where t.ticket like 'RACE-SETTLE-%' and t.cause = 'Vincita scommessa'`,
    );
    expect(credited).toEqual({ count: winners, total: String(total) });
    const states = await t.app.db
      .select({ state: playTickets.state, count: sql<number>`count(*)::int` })
      .from(playTickets)
      .where(and(inArray(playTickets.playerId, bettors), like(playTickets.platformId, 'RACE-SETTLE-%')))
      .groupBy(playTickets.state)
      .orderBy(playTickets.state);
    expect(states).toEqual([
      { state: TICKET_STATE.PAGATO, count: winners },
      { state: TICKET_STATE.NON_VINCENTE, count: tickets - winners },
    ]);
  }, 60_000);
});
