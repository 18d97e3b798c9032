import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Result } from '@conto-gioco/shared/envelope';
import { CASH_OUT_SHARE_PERCENT, GAME_FAMILY, PLAY_CODE, TICKET_STATE } from '@conto-gioco/shared/play';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { fundPlayer, playerIdOf } from '../../testing/payments.ts';
import { PLAYER_ACCOUNT, playerBalances, SYSTEM_ACCOUNT, transfer } from '../wallet/ledger.ts';
import {
  cashOut,
  closeCasinoSession,
  openCasinoSession,
  payTicket,
  placeTicket,
  playCasinoRound,
  settleEvent,
  voidTicket,
} from './service.ts';
import { playTickets } from './schema.ts';

/*
 * Model-based property test of play money (issue 18), through the service the operator API calls:
 * random sequences of stakes (some above the balance), event results delivered up to three times at
 * once, payments, voids, cash-outs at the current offer or a stale one, casino rounds, and replays
 * of earlier calls. After each command the player's cash is the model's and every ticket's state
 * and win are the model's; after each run every transfer of the run sums to zero, each wallet row
 * is the sum of its entries, and each ticket moved its stake once and money back at most once
 * (its win when PAGATO, its stake when RIMBORSATO, nothing otherwise).
 *
 * Deliveries really race on PostgreSQL; PGlite runs a smaller version one transaction at a time.
 */

const ON_POSTGRES = TEST_DB_DRIVER === 'postgres';
const NUM_RUNS = Number(process.env.PLAY_PROPERTY_RUNS ?? (ON_POSTGRES ? 40 : 30));
const MAX_COMMANDS = Number(process.env.PLAY_PROPERTY_COMMANDS ?? (ON_POSTGRES ? 30 : 25));
const OPENING_CASH = 20_000;
const USERNAMES = ['mariorossi', 'annaferri'] as const;

let t: TestApp;
let playerIds: number[] = [];

// Building the app on a fresh database takes long on a busy machine: a generous hook timeout.
beforeAll(async () => {
  t = await createTestApp();
  playerIds = [];
  for (const username of USERNAMES) playerIds.push(await playerIdOf(t.app.db, username));
}, 120_000);
afterAll(() => t?.close());

async function setCash(playerId: number, amount: number): Promise<void> {
  const { cash } = await playerBalances(t.app.db, playerId);
  if (cash !== amount) {
    const delta = amount - cash;
    if (delta > 0) await fundPlayer(t.app.db, playerId, delta);
    else
      await transfer(t.app.db, {
        idempotencyKey: `play-property-reset:${playerId}:${Date.now()}:${Math.random()}`,
        cause: 'Prova',
        playerId,
        legs: [
          { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: delta },
          { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: -delta },
        ],
      });
  }
}

type Leg = { eventId: string; odds: number; result: null | 'won' | 'lost' | 'void' };
type ModelTicket = {
  id: string;
  player: number;
  stake: number;
  legs: Leg[];
  state: number;
  win: number;
};

const paidOdds = (leg: Leg) => (leg.result === 'won' ? leg.odds : leg.result === 'void' ? 100 : 0);

/** The model's own reading of a single or multiple (independent of odds.ts). */
function review(ticket: ModelTicket, payNow: boolean): void {
  if (ticket.state !== TICKET_STATE.VENDUTO) return;
  if (ticket.legs.some((leg) => leg.result === 'lost')) {
    ticket.state = TICKET_STATE.NON_VINCENTE;
    return;
  }
  if (ticket.legs.some((leg) => leg.result === null)) return;
  let numerator = BigInt(ticket.stake);
  for (const leg of ticket.legs) numerator *= BigInt(paidOdds(leg));
  ticket.win = Number(numerator / 100n ** BigInt(ticket.legs.length));
  ticket.state = payNow ? TICKET_STATE.PAGATO : TICKET_STATE.VINCENTE;
}

function offerOf(ticket: ModelTicket): number | null {
  if (ticket.state !== TICKET_STATE.VENDUTO) return null;
  if (ticket.legs.some((leg) => leg.result === 'lost') || ticket.legs.every((leg) => leg.result !== null))
    return null;
  // No current odds were sent: an open leg's current odds are its own, so only decided legs count.
  let numerator = BigInt(ticket.stake) * BigInt(CASH_OUT_SHARE_PERCENT);
  let denominator = 100n;
  for (const leg of ticket.legs) {
    if (leg.result === null) continue;
    numerator *= BigInt(paidOdds(leg));
    denominator *= 100n;
  }
  const offer = Number(numerator / denominator);
  return offer > 0 ? offer : null;
}

const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('place' as const),
      player: fc.nat(1),
      stake: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 3000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 40_000 }) },
      ),
      odds: fc.array(fc.integer({ min: 101, max: 500 }), { minLength: 1, maxLength: 2 }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      t: fc.constant('settle' as const),
      pick: fc.nat(),
      result: fc.constantFrom('won', 'won', 'won', 'lost', 'void') as fc.Arbitrary<'won' | 'lost' | 'void'>,
      pay: fc.boolean(),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('pay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('void' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('cashout' as const), pick: fc.nat(), stale: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('round' as const),
      player: fc.nat(1),
      bet: fc.integer({ min: 0, max: 3000 }),
      win: fc.integer({ min: 0, max: 3000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('replay' as const), pick: fc.nat() }) },
);

let run = 0;
/** What the runs did, so that a generator that stops reaching a rule is noticed. */
const seen = {
  paidAtSettlement: 0,
  paid: 0,
  voided: 0,
  cashedOut: 0,
  staleOffers: 0,
  refusedStakes: 0,
  replays: 0,
};

describe(`play ledger property (${TEST_DB_DRIVER})`, () => {
  it(
    'keeps the books, the model and the tickets in agreement whatever the platform sends',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(command, { minLength: 5, maxLength: MAX_COMMANDS, size: 'max' }),
          async (commands) => {
            run += 1;
            const prefix = `PP${run}-${Date.now().toString(36)}`;
            const cash = playerIds.map(() => OPENING_CASH);
            for (const id of playerIds) await setCash(id, OPENING_CASH);
            const tickets: ModelTicket[] = [];
            const sessions = new Map<number, string>();
            const done: { call: () => Promise<Result<unknown>>; answer: Result<unknown> }[] = [];
            let serial = 0;
            const next = () => `${prefix}-${++serial}`;
            const remember = async (call: () => Promise<Result<unknown>>) => {
              const answer = await call();
              done.push({ call, answer });
              return answer;
            };
            const pick = (n: number) => (tickets.length === 0 ? undefined : tickets[n % tickets.length]);

            for (const c of commands) {
              switch (c.t) {
                case 'place': {
                  const id = next();
                  const legs = c.odds.map((odds) => ({ eventId: next(), odds, result: null }));
                  const answer = await remember(() =>
                    placeTicket(t.app.db, {
                      ticketId: id,
                      playerId: playerIds[c.player]!,
                      family: GAME_FAMILY.SPORT,
                      kind: legs.length === 1 ? 'single' : 'multiple',
                      stake: c.stake,
                      legs: legs.map((leg) => ({
                        eventId: leg.eventId,
                        eventName: `Evento ${leg.eventId}`,
                        eventDate: new Date(Date.now() + 86_400_000).toISOString(),
                        marketCode: 'M',
                        market: 'Esito',
                        outcome: '1',
                        outcomeCode: 1,
                        odds: leg.odds,
                        fixed: false,
                        live: false,
                      })),
                      systems: [],
                    }),
                  );
                  if (c.stake <= cash[c.player]!) {
                    expect(answer.ok).toBe(true);
                    cash[c.player]! -= c.stake;
                    tickets.push({ id, player: c.player, stake: c.stake, legs, state: 1, win: 0 });
                  } else {
                    expect(answer).toMatchObject({ ok: false, code: PLAY_CODE.INSUFFICIENT_FUNDS });
                    seen.refusedStakes += 1;
                  }
                  break;
                }
                case 'settle': {
                  const ticket = pick(c.pick);
                  const leg = ticket?.legs.find((l) => l.result === null);
                  if (!ticket || !leg) break;
                  const requestId = next();
                  const call = () =>
                    settleEvent(t.app.db, {
                      requestId,
                      eventId: leg.eventId,
                      marketCode: 'M',
                      resultCode: c.result === 'lost' ? 2 : 1,
                      void: c.result === 'void',
                      payWinners: c.pay,
                    });
                  const answers = await Promise.all(Array.from({ length: c.copies }, call));
                  done.push({ call, answer: answers[0]! });
                  for (const answer of answers) expect(answer).toEqual(answers[0]);
                  leg.result = c.result;
                  const before = ticket.state;
                  review(ticket, c.pay);
                  if (before === TICKET_STATE.VENDUTO && ticket.state === TICKET_STATE.PAGATO) {
                    cash[ticket.player]! += ticket.win;
                    seen.paidAtSettlement += 1;
                  }
                  break;
                }
                case 'pay': {
                  const ticket = pick(c.pick);
                  if (!ticket) break;
                  const requestId = next();
                  const answer = await remember(() =>
                    payTicket(t.app.db, { requestId, ticketId: ticket.id }),
                  );
                  if (ticket.state === TICKET_STATE.VINCENTE) {
                    expect(answer.ok).toBe(true);
                    ticket.state = TICKET_STATE.PAGATO;
                    cash[ticket.player]! += ticket.win;
                    seen.paid += 1;
                  } else expect(answer).toMatchObject({ ok: false, code: PLAY_CODE.WRONG_STATE });
                  break;
                }
                case 'void': {
                  const ticket = pick(c.pick);
                  if (!ticket) break;
                  const requestId = next();
                  const answer = await remember(() =>
                    voidTicket(t.app.db, { requestId, ticketId: ticket.id }),
                  );
                  if (ticket.state === TICKET_STATE.VENDUTO) {
                    expect(answer.ok).toBe(true);
                    ticket.state = TICKET_STATE.RIMBORSATO;
                    cash[ticket.player]! += ticket.stake;
                    seen.voided += 1;
                  } else expect(answer).toMatchObject({ ok: false, code: PLAY_CODE.WRONG_STATE });
                  break;
                }
                case 'cashout': {
                  const ticket = pick(c.pick);
                  if (!ticket) break;
                  const offer = offerOf(ticket);
                  const amount = (offer ?? 100) + (c.stale ? 1 : 0);
                  const requestId = next();
                  const answer = await remember(() =>
                    cashOut(t.app.db, { requestId, ticketId: ticket.id, amount }),
                  );
                  if (offer === null)
                    expect(answer).toMatchObject({ ok: false, code: PLAY_CODE.NOT_CASHOUTABLE });
                  else if (c.stale) {
                    expect(answer).toMatchObject({ ok: false, code: PLAY_CODE.OFFER_CHANGED });
                    seen.staleOffers += 1;
                  } else {
                    expect(answer.ok).toBe(true);
                    ticket.state = TICKET_STATE.PAGATO;
                    ticket.win = offer;
                    cash[ticket.player]! += offer;
                    seen.cashedOut += 1;
                  }
                  break;
                }
                case 'round': {
                  if (!sessions.has(c.player)) {
                    const code = next();
                    const opened = await openCasinoSession(t.app.db, {
                      sessionCode: code,
                      playerId: playerIds[c.player]!,
                      game: 'Slot di prova',
                      platform: 'Prova',
                    });
                    expect(opened.ok).toBe(true);
                    sessions.set(c.player, code);
                  }
                  const sessionCode = sessions.get(c.player)!;
                  const roundId = next();
                  const answer = await remember(() =>
                    playCasinoRound(t.app.db, { sessionCode, roundId, bet: c.bet, win: c.win }),
                  );
                  if (c.bet <= cash[c.player]!) {
                    expect(answer.ok).toBe(true);
                    cash[c.player]! += c.win - c.bet;
                  } else expect(answer).toMatchObject({ ok: false, code: PLAY_CODE.INSUFFICIENT_FUNDS });
                  break;
                }
                case 'replay': {
                  const earlier = done.length === 0 ? undefined : done[c.pick % done.length];
                  // A refused call recorded nothing: sent again it is a new attempt, not a replay.
                  if (!earlier || !earlier.answer.ok) break;
                  expect(await earlier.call()).toEqual(earlier.answer);
                  seen.replays += 1;
                  break;
                }
              }
              for (const [index, id] of playerIds.entries()) {
                expect(
                  (await playerBalances(t.app.db, id)).cash,
                  `cash of player ${index} after ${c.t}`,
                ).toBe(cash[index]);
              }
            }

            for (const session of sessions.values())
              await closeCasinoSession(t.app.db, { sessionCode: session });
            if (tickets.length > 0) {
              const rows = await t.app.db
                .select({ id: playTickets.platformId, state: playTickets.state, win: playTickets.win })
                .from(playTickets)
                .where(
                  inArray(
                    playTickets.platformId,
                    tickets.map((ticket) => ticket.id),
                  ),
                );
              const byId = new Map(rows.map((row) => [row.id, row]));
              for (const ticket of tickets) {
                const row = byId.get(ticket.id);
                expect(row?.state, ticket.id).toBe(ticket.state);
                if (ticket.state === TICKET_STATE.PAGATO || ticket.state === TICKET_STATE.VINCENTE)
                  expect(row?.win, ticket.id).toBe(ticket.win);
              }
            }
            await checkBooks(prefix, tickets);
          },
        ),
        { numRuns: NUM_RUNS, seed: 20_261_127 },
      );
      for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
    },
    Math.max(240_000, NUM_RUNS * MAX_COMMANDS * 300),
  );
});

/** The run's transfers balance, wallet rows equal their entries, each ticket moved money as its state says. */
async function checkBooks(prefix: string, tickets: ModelTicket[]): Promise<void> {
  const unbalanced = await queryRows<{ id: number }>(
    t.app.db,
    sql`select t.id from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where t.ticket like ${`${prefix}-%`} group by t.id having sum(e.amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const drift = await queryRows<{ id: number }>(
    t.app.db,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.player_id in (${sql.join(
          playerIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
  const moves = await queryRows<{ ticket: string; cause: string; amount: string }>(
    t.app.db,
    sql`select t.ticket, t.cause, e.amount::text as amount
        from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.player_id is not null
        where t.ticket like ${`${prefix}-%`}`,
  );
  for (const ticket of tickets) {
    const own = moves.filter((move) => move.ticket === ticket.id);
    const stakes = own.filter((move) => Number(move.amount) < 0);
    const returns = own.filter((move) => Number(move.amount) > 0);
    expect(
      stakes.map((move) => Number(move.amount)),
      ticket.id,
    ).toEqual([-ticket.stake]);
    const expected =
      ticket.state === TICKET_STATE.PAGATO
        ? [ticket.win]
        : ticket.state === TICKET_STATE.RIMBORSATO
          ? [ticket.stake]
          : [];
    expect(
      returns.map((move) => Number(move.amount)),
      ticket.id,
    ).toEqual(expected);
  }
}
