import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Result } from '@conto-gioco/shared/envelope';
import {
  BONUS_CODE,
  BONUS_FAMILY,
  BONUS_STATE,
  BONUS_TYPE,
  type BonusState,
} from '@conto-gioco/shared/bonuses';
import { GAME_FAMILY, PLAY_CODE } from '@conto-gioco/shared/play';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { newFundedPlayer } from '../../testing/players.ts';
import {
  closeCasinoSession,
  openCasinoSession,
  placeTicket,
  playCasinoRound,
  settleEvent,
  voidTicket,
} from '../play/service.ts';
import { playerBalances } from '../wallet/ledger.ts';
import { bonusGrants } from './schema.ts';
import { addMissingOffers, cancelFunBonus, expireDueGrants, grantsOf, redeemCode } from './service.ts';

/*
 * Model-based property test of the bonus engine (issue 19), through the services the routes and
 * the operator API call: random sequences of grants (some refused), sport stakes that do or do not
 * meet the terms, wins, losses and refunds of them, casino rounds, expiries and cancellations, for
 * one new player per run. After each command the player's cash and bonus are the model's: bonus
 * money reaches cash only when its grant's wagering is complete, and a bonus stake's win goes back
 * to the bonus while it is not. After each run the bonus account is the sum of the active grants'
 * residuals, every transfer sums to zero and each wallet row is the sum of its entries.
 */

const ON_POSTGRES = TEST_DB_DRIVER === 'postgres';
const NUM_RUNS = Number(process.env.BONUS_PROPERTY_RUNS ?? (ON_POSTGRES ? 40 : 20));
const MAX_COMMANDS = 30;
const OPENING_CASH = 5_000;

/** The offers a run may redeem: sport real bonuses and casino fun bonuses, each once per player. */
const OFFERS = [
  { code: 'PROPSPORT1', fun: false, amount: 1_000, multiple: 3 },
  { code: 'PROPSPORT2', fun: false, amount: 700, multiple: 2 },
  { code: 'PROPFUN1', fun: true, amount: 800, multiple: 2 },
  { code: 'PROPFUN2', fun: true, amount: 500, multiple: 1 },
] as const;
const MIN_EVENTS = 2;
const MIN_ODDS = 150;
const FUN_MAX_BET = 400;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await addMissingOffers(
    t.app.db,
    OFFERS.map((offer) => ({
      code: offer.code,
      name: offer.code,
      description: offer.code,
      type: offer.fun ? BONUS_TYPE.CASINO_FUN_BONUS : BONUS_TYPE.SPORT,
      amount: offer.amount,
      terms: {
        kind: offer.fun ? ('funbonus' as const) : ('real' as const),
        family: offer.fun ? BONUS_FAMILY.CASINO : BONUS_FAMILY.SPORT,
        wageringMultiple: offer.multiple,
        games: [],
        sport: offer.fun
          ? null
          : {
              minEvents: MIN_EVENTS,
              maxEvents: null,
              minOdds: MIN_ODDS,
              totalOdds: null,
              live: false,
              prematch: true,
            },
        minBet: null,
        maxBet: offer.fun ? FUN_MAX_BET : null,
      },
      validDays: 5,
    })),
  );
}, 120_000);
afterAll(() => t?.close());

type ModelGrant = {
  offer: number;
  fun: boolean;
  residual: number;
  wagered: number;
  toWager: number;
  state: BonusState;
};
type ModelStake = { stake: number; bonus: number; grant: ModelGrant | null };
type ModelTicket = ModelStake & { id: string; legs: { eventId: string; odds: number }[]; open: boolean };

/** The model's own reading of the terms (independent of terms.ts). */
const meets = (grant: ModelGrant, bet: { casino: boolean; stake: number; odds: number[]; live: boolean }) =>
  grant.fun
    ? bet.casino && bet.stake <= FUN_MAX_BET
    : !bet.casino && !bet.live && bet.odds.length >= MIN_EVENTS && bet.odds.every((odds) => odds >= MIN_ODDS);

const command = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('grant' as const), offer: fc.nat(OFFERS.length - 1) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('stake' as const),
      stake: fc.integer({ min: 1, max: 2_500 }),
      odds: fc.array(fc.integer({ min: 120, max: 300 }), { minLength: 1, maxLength: 3 }),
      live: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('settle' as const),
      pick: fc.nat(),
      result: fc.constantFrom('won', 'won', 'lost', 'void') as fc.Arbitrary<'won' | 'lost' | 'void'>,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('round' as const),
      bet: fc.integer({ min: 0, max: 600 }),
      win: fc.integer({ min: 0, max: 1_200 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('expire' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }) },
);

let run = 0;
const seen = {
  granted: 0,
  refusedGrants: 0,
  bonusStakes: 0,
  released: 0,
  expired: 0,
  cancelled: 0,
  bonusWins: 0,
};

describe(`bonus ledger property (${TEST_DB_DRIVER})`, () => {
  it(
    'keeps bonus money out of cash until its wagering is complete, and the books right',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(command, { minLength: 5, maxLength: MAX_COMMANDS, size: 'max' }),
          async (commands) => {
            run += 1;
            const prefix = `BP${run}-${Date.now().toString(36)}`;
            const player = await newFundedPlayer(t.app.db, OPENING_CASH);
            let cash = OPENING_CASH;
            const grants: ModelGrant[] = [];
            const tickets: ModelTicket[] = [];
            let serial = 0;
            const next = () => `${prefix}-${++serial}`;
            let session: string | null = null;
            const codeOf = (result: Result<unknown>) => (result.ok ? 0 : result.code);

            /** The model's stake: the oldest active grant the bet meets pays first. */
            const stakeOn = (bet: {
              casino: boolean;
              stake: number;
              odds: number[];
              live: boolean;
            }): ModelStake | null => {
              const grant = grants.find((g) => g.state === BONUS_STATE.ACTIVE && meets(g, bet)) ?? null;
              const bonus = grant ? Math.min(grant.residual, bet.stake) : 0;
              if (bet.stake - bonus > cash) return null;
              cash -= bet.stake - bonus;
              if (grant) {
                grant.residual -= bonus;
                grant.wagered += bet.stake;
                if (bonus > 0) seen.bonusStakes += 1;
                if (grant.wagered >= grant.toWager) {
                  cash += grant.residual;
                  grant.residual = 0;
                  grant.state = BONUS_STATE.COMPLETED;
                  seen.released += 1;
                }
              }
              return { stake: bet.stake, bonus, grant };
            };
            /** The model's payment back on a stake. */
            const payBackOn = (stake: ModelStake, amount: number, refund: boolean) => {
              const share = stake.grant ? Math.floor((amount * stake.bonus) / stake.stake) : 0;
              const state = stake.grant?.state;
              if (state === BONUS_STATE.ACTIVE) {
                stake.grant!.residual += share;
                if (refund) stake.grant!.wagered = Math.max(0, stake.grant!.wagered - stake.stake);
                if (share > 0) seen.bonusWins += 1;
              }
              cash += state === BONUS_STATE.COMPLETED || !stake.grant ? amount : amount - share;
            };

            for (const c of commands) {
              switch (c.t) {
                case 'grant': {
                  const offer = OFFERS[c.offer]!;
                  const answer = await redeemCode(t.app.db, player, offer.code, { withdrawOnly: false });
                  const activeFun = grants.some((g) => g.fun && g.state === BONUS_STATE.ACTIVE);
                  if (grants.some((g) => g.offer === c.offer)) {
                    expect(codeOf(answer)).toBe(BONUS_CODE.ALREADY_REDEEMED);
                    seen.refusedGrants += 1;
                  } else if (offer.fun && activeFun) {
                    expect(codeOf(answer)).toBe(BONUS_CODE.FUN_BONUS_ACTIVE);
                    seen.refusedGrants += 1;
                  } else {
                    expect(codeOf(answer)).toBe(0);
                    grants.push({
                      offer: c.offer,
                      fun: offer.fun,
                      residual: offer.amount,
                      wagered: 0,
                      toWager: offer.amount * offer.multiple,
                      state: BONUS_STATE.ACTIVE,
                    });
                    seen.granted += 1;
                  }
                  break;
                }
                case 'stake': {
                  const id = next();
                  const legs = c.odds.map((odds) => ({ eventId: next(), odds }));
                  const answer = await placeTicket(t.app.db, {
                    ticketId: id,
                    playerId: player,
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
                      live: c.live,
                    })),
                    systems: [],
                  });
                  const stake = stakeOn({ casino: false, stake: c.stake, odds: c.odds, live: c.live });
                  if (stake) {
                    expect(codeOf(answer)).toBe(0);
                    tickets.push({ ...stake, id, legs, open: true });
                  } else expect(codeOf(answer)).toBe(PLAY_CODE.INSUFFICIENT_FUNDS);
                  break;
                }
                case 'settle': {
                  const open = tickets.filter((ticket) => ticket.open);
                  const ticket = open.length === 0 ? undefined : open[c.pick % open.length];
                  if (!ticket) break;
                  ticket.open = false;
                  if (c.result === 'void') {
                    expect(
                      codeOf(await voidTicket(t.app.db, { requestId: next(), ticketId: ticket.id })),
                    ).toBe(0);
                    payBackOn(ticket, ticket.stake, true);
                    break;
                  }
                  for (const leg of c.result === 'won' ? ticket.legs : ticket.legs.slice(0, 1)) {
                    const settled = await settleEvent(t.app.db, {
                      requestId: next(),
                      eventId: leg.eventId,
                      marketCode: 'M',
                      resultCode: c.result === 'won' ? 1 : 2,
                      void: false,
                      payWinners: true,
                    });
                    expect(codeOf(settled)).toBe(0);
                  }
                  if (c.result === 'won') {
                    let numerator = BigInt(ticket.stake);
                    for (const leg of ticket.legs) numerator *= BigInt(leg.odds);
                    payBackOn(ticket, Number(numerator / 100n ** BigInt(ticket.legs.length)), false);
                  }
                  break;
                }
                case 'round': {
                  if (!session) {
                    session = next();
                    const opened = await openCasinoSession(t.app.db, {
                      sessionCode: session,
                      playerId: player,
                      game: 'Slot di prova',
                      platform: 'Prova',
                    });
                    expect(codeOf(opened)).toBe(0);
                  }
                  const answer = await playCasinoRound(t.app.db, {
                    sessionCode: session,
                    roundId: next(),
                    bet: c.bet,
                    win: c.win,
                  });
                  const stake =
                    c.bet === 0
                      ? { stake: 0, bonus: 0, grant: null }
                      : stakeOn({ casino: true, stake: c.bet, odds: [], live: false });
                  if (stake) {
                    expect(codeOf(answer)).toBe(0);
                    if (c.win > 0) payBackOn(stake, c.win, false);
                  } else expect(codeOf(answer)).toBe(PLAY_CODE.INSUFFICIENT_FUNDS);
                  break;
                }
                case 'expire': {
                  const grant = grants.length === 0 ? undefined : grants[c.pick % grants.length];
                  if (!grant) break;
                  const offer = OFFERS[grant.offer]!;
                  await t.app.db
                    .update(bonusGrants)
                    .set({ expiresAt: sql`now() - interval '1 second'` })
                    .where(sql`${bonusGrants.playerId} = ${player} and ${bonusGrants.code} = ${offer.code}`);
                  await expireDueGrants(t.app.db);
                  if (grant.state === BONUS_STATE.ACTIVE) {
                    grant.state = BONUS_STATE.EXPIRED;
                    grant.residual = 0;
                    seen.expired += 1;
                  }
                  break;
                }
                case 'cancel': {
                  const grant = grants.length === 0 ? undefined : grants[c.pick % grants.length];
                  if (!grant) break;
                  const row = (await grantsOf(t.app.db, player)).find(
                    (g) => g.code === OFFERS[grant.offer]!.code,
                  )!;
                  const answer = await cancelFunBonus(t.app.db, player, row.id);
                  if (grant.fun && grant.state === BONUS_STATE.ACTIVE && grant.residual > 0) {
                    expect(codeOf(answer)).toBe(0);
                    grant.state = BONUS_STATE.CANCELLED;
                    grant.residual = 0;
                    seen.cancelled += 1;
                  } else expect(codeOf(answer)).toBe(BONUS_CODE.NOT_CANCELLABLE);
                  break;
                }
              }
              const balances = await playerBalances(t.app.db, player);
              const residuals = grants.reduce(
                (sum, g) => sum + (g.state === BONUS_STATE.ACTIVE ? g.residual : 0),
                0,
              );
              expect(balances, `balances after ${c.t}`).toEqual({ cash, bonus: residuals });
            }

            if (session) await closeCasinoSession(t.app.db, { sessionCode: session });
            const rows = await grantsOf(t.app.db, player);
            for (const grant of grants) {
              const row = rows.find((r) => r.code === OFFERS[grant.offer]!.code)!;
              expect(row, OFFERS[grant.offer]!.code).toMatchObject({
                state: grant.state,
                residual: grant.residual,
              });
              if (grant.state === BONUS_STATE.COMPLETED)
                expect(row.wagered).toBeGreaterThanOrEqual(row.toWager);
              else expect(row.wagered).toBeLessThan(row.toWager);
            }
            await checkBooks(player);
          },
        ),
        { numRuns: NUM_RUNS, seed: 20_261_127 },
      );
      for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
    },
    Math.max(240_000, NUM_RUNS * MAX_COMMANDS * 400),
  );
});

/** Every transfer of the player sums to zero; each of its wallet rows is the sum of its entries. */
async function checkBooks(player: number): Promise<void> {
  const unbalanced = await queryRows<{ id: number }>(
    t.app.db,
    sql`select t.id from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where t.player_id = ${player} group by t.id having sum(e.amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const drift = await queryRows<{ id: number }>(
    t.app.db,
    sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.player_id = ${player} group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
  const active = await t.app.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, player));
  expect((await playerBalances(t.app.db, player)).bonus).toBe(
    active.filter((g) => g.state === BONUS_STATE.ACTIVE).reduce((sum, g) => sum + g.residual, 0),
  );
}
