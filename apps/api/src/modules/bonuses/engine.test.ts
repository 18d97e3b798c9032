import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '@conto-gioco/shared/envelope';
import { eq, sql } from 'drizzle-orm';
import { BONUS_CAUSES, BONUS_CODE, BONUS_FAMILY, BONUS_STATE, BONUS_TYPE } from '@conto-gioco/shared/bonuses';
import { GAME_FAMILY, PLAY_CODE, TICKET_STATE } from '@conto-gioco/shared/play';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { newFundedPlayer } from '../../testing/players.ts';
import { deposits } from '../deposit/schema.ts';
import { settleDeposit } from '../deposit/settle.ts';
import { players } from '../auth/schema.ts';
import {
  closeCasinoSession,
  listBets,
  listFunBonusBets,
  openCasinoSession,
  placeTicket,
  playCasinoRound,
  settleEvent,
  voidTicket,
} from '../play/service.ts';
import { playerBalances, SYSTEM_ACCOUNT, systemBalance } from '../wallet/ledger.ts';
import { ledgerTransfers } from '../wallet/schema.ts';
import { bonusGrants } from './schema.ts';
import { addMissingOffers, cancelFunBonus, expireDueGrants, grantsOf, redeemCode } from './service.ts';

/*
 * The bonus engine (issue 19): grants by promo code, how stakes split between bonus and cash,
 * wagering and its release to cash, wins and refunds of bonus stakes, expiry and cancellation;
 * on the real play service and ledger.
 */

let t: TestApp;
const uid = () => randomUUID().slice(0, 8).toUpperCase();
const open = { withdrawOnly: false };
/** The seed's 'Carta di credito' deposit method. */
const CARD_METHOD = 1;
/** A result's code as the envelope answers it (0: done). */
const codeOf = (result: Result<unknown>) => (result.ok ? 0 : result.code);

beforeAll(async () => {
  t = await createTestApp();
  // A second fun bonus, to show that one must be used up before another.
  await addMissingOffers(t.app.db, [
    {
      code: 'CASINO5',
      name: 'Fun Bonus Casinò 5',
      description: 'Test',
      type: BONUS_TYPE.CASINO_FUN_BONUS,
      amount: 500,
      terms: {
        kind: 'funbonus',
        family: BONUS_FAMILY.CASINO,
        wageringMultiple: 35,
        games: ['Book of Ra'],
        sport: null,
        minBet: null,
        maxBet: 500,
      },
      validDays: 5,
    },
    // Five spins of € 1 on one slot, their wins wagered 10 times; a € 5 free bet.
    {
      code: 'GIRI5',
      name: '5 Free Spin',
      description: 'Test',
      type: BONUS_TYPE.CASINO_FREE_SPIN,
      amount: 500,
      terms: {
        kind: 'freespin',
        family: BONUS_FAMILY.CASINO,
        wageringMultiple: 10,
        games: ['Book of Ra'],
        sport: null,
        minBet: 100,
        maxBet: 100,
        spinValue: 100,
      },
      validDays: 5,
    },
    {
      code: 'FREEBET5',
      name: 'Free Bet 5',
      description: 'Test',
      type: BONUS_TYPE.FREE_BET,
      amount: 500,
      terms: {
        kind: 'freebet',
        family: BONUS_FAMILY.SPORT,
        wageringMultiple: 1,
        games: [],
        sport: { minEvents: 1, maxEvents: null, minOdds: 150, totalOdds: null, live: false, prematch: true },
        minBet: 500,
        maxBet: 500,
      },
      validDays: 7,
    },
  ]);
}, 120_000);
afterAll(() => t?.close());

const newPlayer = (cash = 10_000) => newFundedPlayer(t.app.db, cash);

const balances = (playerId: number) => playerBalances(t.app.db, playerId);
const grantOf = async (playerId: number) => (await grantsOf(t.app.db, playerId))[0]!;

const future = () => new Date(Date.now() + 86_400_000).toISOString();
const leg = (odds: number, live = false) => ({
  fixed: false,
  eventId: `EV-${uid()}`,
  eventName: 'Squadra A - Squadra B',
  eventDate: future(),
  marketCode: '1X2',
  market: 'Esito finale 1X2',
  outcome: '1',
  outcomeCode: 1,
  odds,
  live,
});

/** A sport ticket: by default a pre-match multiple of 3 events at 1.60 (BENVENUTO's terms). */
async function bet(playerId: number, stake: number, legs = [leg(160), leg(160), leg(160)]) {
  const request = {
    ticketId: `T-${uid()}`,
    playerId,
    family: GAME_FAMILY.SPORT,
    kind: legs.length > 1 ? ('multiple' as const) : ('single' as const),
    stake,
    legs,
    systems: [],
  };
  const placed = await placeTicket(t.app.db, request);
  expect(placed.ok && placed.data.state, JSON.stringify(placed)).toBe(TICKET_STATE.VENDUTO);
  return request;
}

/** Settles every leg of a ticket as won (or lost), paying winners. */
async function settle(ticket: Awaited<ReturnType<typeof bet>>, won: boolean) {
  for (const l of ticket.legs) {
    const done = await settleEvent(t.app.db, {
      requestId: `S-${uid()}`,
      eventId: l.eventId,
      marketCode: l.marketCode,
      resultCode: won ? l.outcomeCode : l.outcomeCode + 1,
      void: false,
      payWinners: true,
    });
    expect(done.ok).toBe(true);
  }
}

/** The bonus account equals the sum of the active grants' residuals; nothing else holds bonus money. */
async function expectBonusBooks(playerId: number) {
  const [row] = await queryRows<{ residuals: string }>(
    t.app.db,
    sql`select coalesce(sum(residual), 0)::text as residuals from bonus_grants where player_id = ${playerId} and state = 'active'`,
  );
  expect((await balances(playerId)).bonus).toBe(Number(row!.residuals));
}

const causesOf = async (playerId: number) =>
  (
    await t.app.db
      .select({ cause: ledgerTransfers.cause })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.playerId, playerId))
      .orderBy(ledgerTransfers.id)
  ).map((row) => row.cause);

describe(`bonus engine (${TEST_DB_DRIVER})`, () => {
  it('redeems a promo code once, in any case, into the bonus account; an unknown code grants nothing', async () => {
    const player = await newPlayer();
    const funding = await systemBalance(t.app.db, SYSTEM_ACCOUNT.bonusFunding);
    const unknown = await redeemCode(t.app.db, player, 'NESSUNO', open);
    expect(codeOf(unknown)).toBe(BONUS_CODE.NOT_FOUND);
    const first = await redeemCode(t.app.db, player, ' benvenuto ', open);
    expect(first.ok && first.data).toMatchObject({
      amount: 1000,
      residual: 1000,
      toWager: 3000,
      state: 'active',
    });
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 1000 });
    expect(await systemBalance(t.app.db, SYSTEM_ACCOUNT.bonusFunding)).toBe(funding - 1000);
    const again = await redeemCode(t.app.db, player, 'BENVENUTO', open);
    expect(codeOf(again)).toBe(BONUS_CODE.ALREADY_REDEEMED);
    expect((await balances(player)).bonus).toBe(1000);
    expect(await causesOf(player)).toContain(BONUS_CAUSES.granted);
    await expectBonusBooks(player);
  });

  it('grants nothing to a self-excluded player or in withdraw-only mode', async () => {
    const player = await newPlayer();
    expect(codeOf(await redeemCode(t.app.db, player, 'BENVENUTO', { withdrawOnly: true }))).toBe(
      BONUS_CODE.NOT_ALLOWED,
    );
    await t.app.db.update(players).set({ esclusione: true }).where(eq(players.id, player));
    expect(codeOf(await redeemCode(t.app.db, player, 'BENVENUTO', open))).toBe(BONUS_CODE.NOT_ALLOWED);
    expect((await balances(player)).bonus).toBe(0);
    expect(await grantsOf(t.app.db, player)).toEqual([]);
  });

  it('stakes a qualifying bet from the bonus first and counts it; any other bet from cash alone', async () => {
    const player = await newPlayer();
    await redeemCode(t.app.db, player, 'BENVENUTO', open);
    // A single, a live leg, a leg under 1.50: not BENVENUTO's terms.
    await bet(player, 500, [leg(300)]);
    await bet(player, 500, [leg(160), leg(160), leg(160, true)]);
    await bet(player, 500, [leg(160), leg(149), leg(160)]);
    expect(await balances(player)).toMatchObject({ cash: 8_500, bonus: 1000 });
    expect((await grantOf(player)).wagered).toBe(0);

    await bet(player, 600);
    expect(await balances(player)).toMatchObject({ cash: 8_500, bonus: 400 });
    await bet(player, 600);
    expect(await balances(player)).toMatchObject({ cash: 8_300, bonus: 0 });
    expect(await grantOf(player)).toMatchObject({ residual: 0, wagered: 1200, state: BONUS_STATE.ACTIVE });
    await expectBonusBooks(player);
  });

  it('refuses a stake above cash and bonus together, and moves nothing', async () => {
    const player = await newPlayer(500);
    await redeemCode(t.app.db, player, 'BENVENUTO', open);
    const refused = await placeTicket(t.app.db, {
      ticketId: `T-${uid()}`,
      playerId: player,
      family: GAME_FAMILY.SPORT,
      kind: 'multiple',
      stake: 1501,
      legs: [leg(160), leg(160), leg(160)],
      systems: [],
    });
    expect(codeOf(refused)).toBe(PLAY_CODE.INSUFFICIENT_FUNDS);
    expect(await balances(player)).toMatchObject({ cash: 500, bonus: 1000 });
    expect((await grantOf(player)).wagered).toBe(0);
    await bet(player, 1500);
    expect(await balances(player)).toMatchObject({ cash: 0, bonus: 0 });
  });

  it("pays a bonus stake's win back to the bonus while wagering, and releases the bonus to cash when it completes", async () => {
    const player = await newPlayer();
    await redeemCode(t.app.db, player, 'BENVENUTO', open);
    const won = await bet(player, 1000); // all bonus: 1.60^3 = 4.096 → 4096 cents
    await settle(won, true);
    expect(await balances(player)).toMatchObject({ cash: 10_000, bonus: 4096 });
    expect((await grantOf(player)).residual).toBe(4096);
    await expectBonusBooks(player);

    await bet(player, 1000);
    expect((await grantOf(player)).wagered).toBe(2000);
    expect((await balances(player)).cash).toBe(10_000);
    // The wagering completes (3,000): the 2,096 left becomes cash, withdrawable.
    await bet(player, 1000);
    expect(await balances(player)).toEqual({ cash: 10_000 + 2096, bonus: 0 });
    expect(await grantOf(player)).toMatchObject({ state: BONUS_STATE.COMPLETED, residual: 0 });
    expect(await causesOf(player)).toContain(BONUS_CAUSES.released);
    await expectBonusBooks(player);
  });

  it('never lets bonus money reach cash before the wagering is complete', async () => {
    const player = await newPlayer(0);
    await redeemCode(t.app.db, player, 'BENVENUTO', open);
    const one = await bet(player, 1000);
    await settle(one, true);
    expect(await balances(player)).toMatchObject({ cash: 0, bonus: 4096 });
    const lost = await bet(player, 1000);
    await settle(lost, false);
    expect(await balances(player)).toMatchObject({ cash: 0, bonus: 3096 });
    expect((await grantOf(player)).state).toBe(BONUS_STATE.ACTIVE);
  });

  it("refunds a voided bonus stake to the bonus and takes it off the wagering; splits a mixed stake's win", async () => {
    const player = await newPlayer();
    await redeemCode(t.app.db, player, 'BENVENUTO', open);
    const mixed = await bet(player, 2000); // 1,000 bonus + 1,000 cash
    expect(await balances(player)).toMatchObject({ cash: 9000, bonus: 0 });
    const voided = await voidTicket(t.app.db, { requestId: `V-${uid()}`, ticketId: mixed.ticketId });
    expect(voided.ok && voided.data).toMatchObject({ state: TICKET_STATE.RIMBORSATO });
    expect(await balances(player)).toMatchObject({ cash: 10_000, bonus: 1000 });
    expect((await grantOf(player)).wagered).toBe(0);

    const winner = await bet(player, 2000);
    await settle(winner, true); // 8,192: half from the bonus share
    expect(await balances(player)).toMatchObject({ cash: 9000 + 4096, bonus: 4096 });
    await expectBonusBooks(player);
  });

  it('expires a grant past its date: what is left goes back, and a later win of its stakes stays with the house', async () => {
    const player = await newPlayer();
    await redeemCode(t.app.db, player, 'BENVENUTO', open);
    const pending = await bet(player, 600);
    const funding = await systemBalance(t.app.db, SYSTEM_ACCOUNT.bonusFunding);
    await t.app.db
      .update(bonusGrants)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bonusGrants.playerId, player));
    // An expired grant is not used, even before the job runs.
    await bet(player, 100);
    expect(await balances(player)).toMatchObject({ cash: 9_900, bonus: 400 });
    expect(await expireDueGrants(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await balances(player)).toMatchObject({ cash: 9_900, bonus: 0 });
    expect(await systemBalance(t.app.db, SYSTEM_ACCOUNT.bonusFunding)).toBe(funding + 400);
    expect(await grantOf(player)).toMatchObject({ state: BONUS_STATE.EXPIRED, residual: 0 });
    expect(await causesOf(player)).toContain(BONUS_CAUSES.expired);
    await settle(pending, true);
    expect(await balances(player)).toMatchObject({ cash: 9_900, bonus: 0 });
    expect(await expireDueGrants(t.app.db)).toBe(0);
  });

  it('plays casino rounds with a fun bonus on its games, one fun bonus at a time, and cancels it', async () => {
    const player = await newPlayer();
    expect(codeOf(await redeemCode(t.app.db, player, 'CASINO10', open))).toBe(0);
    expect(codeOf(await redeemCode(t.app.db, player, 'CASINO5', open))).toBe(BONUS_CODE.FUN_BONUS_ACTIVE);
    // The same code again is 'redeemed already', not 'a fun bonus is active'.
    expect(codeOf(await redeemCode(t.app.db, player, 'CASINO10', open))).toBe(BONUS_CODE.ALREADY_REDEEMED);
    const sessionCode = `S-${uid()}`;
    await openCasinoSession(t.app.db, {
      sessionCode,
      playerId: player,
      game: 'Book of Ra',
      platform: 'Novomatic',
    });
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R1', bet: 300, win: 0 });
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R2', bet: 200, win: 1000 });
    expect(await balances(player)).toMatchObject({ cash: 10_000, bonus: 1000 - 500 + 1000 });
    // Above the fun bonus's maximum bet: cash.
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R3', bet: 600, win: 0 });
    expect(await balances(player)).toMatchObject({ cash: 9_400, bonus: 1500 });
    await closeCasinoSession(t.app.db, { sessionCode });
    expect((await grantOf(player)).wagered).toBe(500);
    // The fun-bonus bet list: this session; not a session or a ticket played with cash alone.
    const cashSession = `S-${uid()}`;
    await openCasinoSession(t.app.db, {
      sessionCode: cashSession,
      playerId: player,
      game: 'Slot',
      platform: 'X',
    });
    await playCasinoRound(t.app.db, { sessionCode: cashSession, roundId: 'R1', bet: 600, win: 0 });
    await bet(player, 100, [leg(200)]);
    const range = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };
    expect((await listFunBonusBets(t.app.db, player, range)).map((entry) => entry.ticketId)).toEqual([
      sessionCode,
    ]);
    expect(await listBets(t.app.db, player, range)).toHaveLength(3);

    const sport = await newPlayer();
    await redeemCode(t.app.db, sport, 'BENVENUTO', open);
    expect(codeOf(await cancelFunBonus(t.app.db, sport, (await grantOf(sport)).id))).toBe(
      BONUS_CODE.NOT_CANCELLABLE,
    );
    const grant = await grantOf(player);
    expect(codeOf(await cancelFunBonus(t.app.db, sport, grant.id))).toBe(BONUS_CODE.NOT_CANCELLABLE);
    expect(codeOf(await cancelFunBonus(t.app.db, player, grant.id))).toBe(0);
    expect(await balances(player)).toMatchObject({ cash: 8_700, bonus: 0 });
    expect(await causesOf(player)).toContain(BONUS_CAUSES.cancelled);
    expect(codeOf(await cancelFunBonus(t.app.db, player, grant.id))).toBe(BONUS_CODE.NOT_CANCELLABLE);
    // With the first one gone, another fun bonus may be taken.
    expect(codeOf(await redeemCode(t.app.db, player, 'CASINO5', open))).toBe(0);
    await expectBonusBooks(player);
  });

  it('plays free spins from the bonus; what they won becomes a real casino bonus to wager', async () => {
    const player = await newPlayer();
    expect(codeOf(await redeemCode(t.app.db, player, 'GIRI5', open))).toBe(0);
    // A free spin is one of its kind at once: no fun bonus beside it, nor the other way round.
    expect(codeOf(await redeemCode(t.app.db, player, 'CASINO10', open))).toBe(BONUS_CODE.FUN_BONUS_ACTIVE);
    const funPlayer = await newPlayer();
    await redeemCode(t.app.db, funPlayer, 'CASINO10', open);
    expect(codeOf(await redeemCode(t.app.db, funPlayer, 'GIRI5', open))).toBe(BONUS_CODE.FUN_BONUS_ACTIVE);
    const sessionCode = `S-${uid()}`;
    await openCasinoSession(t.app.db, { sessionCode, playerId: player, game: 'Book of Ra', platform: 'N' });
    // Another stake than the spin's, or another game, is cash.
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R0', bet: 200, win: 0 });
    expect(await balances(player)).toMatchObject({ cash: 9_800, bonus: 500 });
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R1', bet: 100, win: 0 });
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R2', bet: 100, win: 250 });
    // The spins' wins stay bonus: never cash while the spins are played.
    expect(await balances(player)).toMatchObject({ cash: 9_800, bonus: 300 + 250 });
    expect((await grantOf(player)).terms.kind).toBe('freespin');
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R3', bet: 100, win: 0 });
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R4', bet: 100, win: 0 });
    // The fifth spin ends them: the € 2,50 won before and this spin's € 0,50 are a bonus now.
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R5', bet: 100, win: 50 });
    const grant = await grantOf(player);
    expect(grant).toMatchObject({ state: BONUS_STATE.ACTIVE, type: BONUS_TYPE.CASINO_REAL_BONUS });
    expect(grant.terms).toMatchObject({ kind: 'real', minBet: null, maxBet: null, spinValue: 100 });
    expect(grant.residual).toBe(300);
    // What they won (€ 3, the last spin's win too) is wagered 10 times on top of the spins played.
    expect(grant.toWager).toBe(500 + 300 * 10);
    expect(await balances(player)).toMatchObject({ cash: 9_800, bonus: 300 });
    await expectBonusBooks(player);
  });

  it('closes spins that won nothing; when only the last one wins, its win is the bonus', async () => {
    const player = await newPlayer();
    await redeemCode(t.app.db, player, 'GIRI5', open);
    const sessionCode = `S-${uid()}`;
    await openCasinoSession(t.app.db, { sessionCode, playerId: player, game: 'Book of Ra', platform: 'N' });
    for (const round of ['R1', 'R2', 'R3', 'R4'])
      await playCasinoRound(t.app.db, { sessionCode, roundId: round, bet: 100, win: 0 });
    await playCasinoRound(t.app.db, { sessionCode, roundId: 'R5', bet: 100, win: 400 });
    expect(await grantOf(player)).toMatchObject({ state: BONUS_STATE.ACTIVE, residual: 400, won: 400 });
    expect(await balances(player)).toMatchObject({ cash: 10_000, bonus: 400 });

    const unlucky = await newPlayer();
    await redeemCode(t.app.db, unlucky, 'GIRI5', open);
    const other = `S-${uid()}`;
    await openCasinoSession(t.app.db, {
      sessionCode: other,
      playerId: unlucky,
      game: 'Book of Ra',
      platform: 'N',
    });
    for (const round of ['R1', 'R2', 'R3', 'R4', 'R5'])
      await playCasinoRound(t.app.db, { sessionCode: other, roundId: round, bet: 100, win: 0 });
    expect(await grantOf(unlucky)).toMatchObject({ state: BONUS_STATE.COMPLETED, residual: 0 });
    expect(await balances(unlucky)).toMatchObject({ cash: 10_000, bonus: 0 });
    await expectBonusBooks(player);
    await expectBonusBooks(unlucky);
  });

  it('pays a free bet without its stake, and gives a voided free bet back', async () => {
    const player = await newPlayer();
    expect(codeOf(await redeemCode(t.app.db, player, 'FREEBET5', open))).toBe(0);
    // At 2.00 a € 5 free bet wins € 10: € 5, the win without the stake, is cash.
    const won = await bet(player, 500, [leg(200)]);
    expect(await balances(player)).toMatchObject({ cash: 10_000, bonus: 0 });
    await settle(won, true);
    expect(await balances(player)).toMatchObject({ cash: 10_500, bonus: 0 });
    expect(await grantOf(player)).toMatchObject({ state: BONUS_STATE.COMPLETED });

    const voided = await newPlayer();
    await redeemCode(t.app.db, voided, 'FREEBET5', open);
    const ticket = await bet(voided, 500, [leg(200)]);
    expect((await voidTicket(t.app.db, { requestId: `V-${uid()}`, ticketId: ticket.ticketId })).ok).toBe(
      true,
    );
    expect(await grantOf(voided)).toMatchObject({ state: BONUS_STATE.ACTIVE, residual: 500, wagered: 0 });
    expect(await balances(voided)).toMatchObject({ cash: 10_000, bonus: 500 });
    // Another stake than the free bet's is cash, and leaves it.
    await bet(voided, 300, [leg(200)]);
    expect(await balances(voided)).toMatchObject({ cash: 9_700, bonus: 500 });

    // Bonus money first: a sport bonus spent to nothing but still wagering does not take the free
    // bet's stake from cash.
    const both = await newPlayer();
    await redeemCode(t.app.db, both, 'BENVENUTO', open);
    await bet(both, 1_000);
    expect(await balances(both)).toMatchObject({ cash: 10_000, bonus: 0 });
    await redeemCode(t.app.db, both, 'FREEBET5', open);
    await bet(both, 500);
    expect(await balances(both)).toMatchObject({ cash: 10_000, bonus: 0 });
    await expectBonusBooks(both);
    await expectBonusBooks(player);
    await expectBonusBooks(voided);
  });

  it("grants the first deposit's bonus (100%, up to 50 €) once, and the bonus of a deposit's promo code", async () => {
    const player = await newPlayer(0);
    await t.app.db.update(players).set({ primaRicarica: true }).where(eq(players.id, player));
    const deposit = async (amount: number, promo: string | null = null) => {
      const transactionId = randomUUID();
      await t.app.db
        .insert(deposits)
        .values({ transactionId, playerId: player, methodId: CARD_METHOD, amount, promo });
      await settleDeposit(t.app.db, transactionId, 'approved');
    };
    await deposit(3_000);
    expect(await balances(player)).toEqual({ cash: 3_000, bonus: 3_000 });
    await deposit(10_000, 'casino10');
    expect(await balances(player)).toEqual({ cash: 13_000, bonus: 4_000 });
    expect((await grantsOf(t.app.db, player)).map((g) => [g.name, g.amount])).toEqual([
      ['Bonus prima ricarica', 3_000],
      ['Fun Bonus Casinò', 1_000],
    ]);
    // A code that grants nothing leaves the deposit as it is.
    await deposit(1_000, 'NESSUNO');
    expect(await balances(player)).toEqual({ cash: 14_000, bonus: 4_000 });

    const big = await newPlayer(0);
    await t.app.db.update(players).set({ primaRicarica: true }).where(eq(players.id, big));
    const transactionId = randomUUID();
    await t.app.db
      .insert(deposits)
      .values({ transactionId, playerId: big, methodId: CARD_METHOD, amount: 20_000 });
    await settleDeposit(t.app.db, transactionId, 'approved');
    expect(await balances(big)).toEqual({ cash: 20_000, bonus: 5_000 });
  });
});
