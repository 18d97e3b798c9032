import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Result } from '@conto-gioco/shared/envelope';
import {
  BONUS_CAUSES,
  BONUS_CODE,
  BONUS_FAMILY,
  BONUS_MESSAGES,
  BONUS_STATE,
  BONUS_TYPE,
} from '@conto-gioco/shared/bonuses';
import { seed } from '../../seed/index.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { playerIdOf } from '../../testing/payments.ts';
import { newFundedPlayer } from '../../testing/players.ts';
import { players } from '../auth/schema.ts';
import { deposits } from '../deposit/schema.ts';
import { settleDeposit } from '../deposit/settle.ts';
import { playerBalances, SYSTEM_ACCOUNT, systemBalance } from '../wallet/ledger.ts';
import { ledgerTransfers } from '../wallet/schema.ts';
import { bonusCoupons, bonusGrants } from './schema.ts';
import {
  addMissingOffers,
  countDepositForActivators,
  grantsOf,
  issueCoupon,
  redeemCode,
  type BonusCoupon,
} from './service.ts';

/*
 * Coupons (issue 19, money.md §3 'Promotion with coupons', §4 'Coupon colours'): issue, redeem
 * through the promo-code path with its refusals, concurrency, and the activator's deposits; on the
 * real ledger and deposit flow.
 */

let t: TestApp;
const open = { withdrawOnly: false };
const DAY_MS = 86_400_000;
/** The seed's 'Carta di credito' deposit method. */
const CARD_METHOD = 1;
const codeOf = (result: Result<unknown>) => (result.ok ? 0 : result.code);
const messageOf = (result: Result<unknown>) => (result.ok ? '' : result.message);

beforeAll(async () => {
  t = await createTestApp();
  // An offer with a public code that coupons grant too.
  await addMissingOffers(t.app.db, [
    {
      code: 'DOPPIO',
      trigger: 'coupon:DOPPIO',
      name: 'Doppio',
      description: 'Test',
      type: BONUS_TYPE.SPORT,
      amount: 300,
      terms: {
        kind: 'real',
        family: BONUS_FAMILY.SPORT,
        wageringMultiple: 1,
        games: [],
        sport: null,
        minBet: null,
        maxBet: null,
      },
      validDays: 30,
    },
  ]);
}, 120_000);
afterAll(() => t?.close());

const newPlayer = (cash = 10_000) => newFundedPlayer(t.app.db, cash);
const balances = (playerId: number) => playerBalances(t.app.db, playerId);
const key = () => `test:${randomUUID()}`;
const issue = (playerId: number, more: Partial<Parameters<typeof issueCoupon>[1]> = {}) =>
  issueCoupon(t.app.db, {
    playerId,
    offerTrigger: 'coupon:RANKING5',
    source: 'RANKING',
    issueKey: key(),
    ...more,
  });
const couponById = async (id: number) =>
  (await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.id, id)))[0]!;
const setCoupon = (coupon: BonusCoupon, values: Partial<typeof bonusCoupons.$inferInsert>) =>
  t.app.db.update(bonusCoupons).set(values).where(eq(bonusCoupons.id, coupon.id));
const transfersOf = async (playerId: number) =>
  (
    await t.app.db
      .select({ cause: ledgerTransfers.cause })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.playerId, playerId))
  ).map((row) => row.cause);

/** An approved deposit through the deposit flow's settlement. */
async function deposit(playerId: number, amount: number, outcome: 'approved' | 'declined' = 'approved') {
  const transactionId = randomUUID();
  await t.app.db.insert(deposits).values({ transactionId, playerId, methodId: CARD_METHOD, amount });
  await settleDeposit(t.app.db, transactionId, outcome);
}

/** A refusal that leaves the coupon unused and moves no money. */
async function expectRefused(playerId: number, coupon: BonusCoupon, code: number, message: string) {
  const before = await balances(playerId);
  const result = await redeemCode(t.app.db, playerId, coupon.code, open);
  expect([codeOf(result), messageOf(result)]).toEqual([code, message]);
  expect(await balances(playerId)).toEqual(before);
  expect((await couponById(coupon.id)).usedAt).toBeNull();
}

describe(`coupons (${TEST_DB_DRIVER})`, () => {
  it("issues a coupon once per issue key, with a readable code and the offer's amount and days, moving no money", async () => {
    const player = await newPlayer();
    const issueKey = key();
    const first = await issue(player, { issueKey });
    const again = await issue(player, { issueKey, amount: 9_999 });
    expect(again).toEqual(first);
    expect(
      await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.issueKey, issueKey)),
    ).toHaveLength(1);
    expect(first.code).toMatch(/^CG[A-HJ-NP-Z2-9]{8}$/);
    expect(first).toMatchObject({ playerId: player, amount: 500, source: 'RANKING', usedAt: null });
    expect(first.validTo.getTime() - first.validFrom.getTime()).toBe(30 * DAY_MS);
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 0 });
    expect(await transfersOf(player)).not.toContain(BONUS_CAUSES.granted);

    const custom = await issue(player, {
      amount: 700,
      validFrom: new Date(Date.now() + DAY_MS),
      validDays: 3,
      activator: { target: 5_000, days: 7 },
    });
    expect(custom).toMatchObject({
      amount: 700,
      activatorTarget: 5_000,
      activatorDeposited: 0,
      unlockedAt: null,
    });
    expect(custom.validTo.getTime() - custom.validFrom.getTime()).toBe(3 * DAY_MS);
    expect(custom.unlockBy!.getTime() - custom.createdAt.getTime()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(custom.code).not.toBe(first.code);

    await expect(issue(player, { offerTrigger: 'coupon:NESSUNO' })).rejects.toThrow(/no bonus offer/);
    // An issue key names one player's coupon.
    await expect(issue(await newPlayer(), { issueKey })).rejects.toThrow(/another player/);
  });

  it("redeems the player's own usable coupon once: its offer with its amount, into the bonus account", async () => {
    const player = await newPlayer();
    const coupon = await issue(player, { amount: 800 });
    const funding = await systemBalance(t.app.db, SYSTEM_ACCOUNT.bonusFunding);
    const redeemed = await redeemCode(t.app.db, player, ` ${coupon.code.toLowerCase()} `, open);
    expect(redeemed.ok && redeemed.data).toMatchObject({
      couponId: coupon.id,
      code: coupon.code,
      couponSource: 'RANKING',
      amount: 800,
      residual: 800,
      toWager: 800,
      state: BONUS_STATE.ACTIVE,
    });
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 800 });
    expect(await systemBalance(t.app.db, SYSTEM_ACCOUNT.bonusFunding)).toBe(funding - 800);
    expect(await transfersOf(player)).toContain(BONUS_CAUSES.granted);
    expect((await couponById(coupon.id)).usedAt).toBeInstanceOf(Date);
    const [grant] = await grantsOf(t.app.db, player);
    expect(grant).toMatchObject({ couponId: coupon.id, code: coupon.code, name: 'Coupon Sport 5 €' });

    const again = await redeemCode(t.app.db, player, coupon.code, open);
    expect([codeOf(again), messageOf(again)]).toEqual([BONUS_CODE.COUPON_CLOSED, BONUS_MESSAGES.couponUsed]);
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 800 });

    // A second coupon of the same offer is a grant of its own.
    const second = await issue(player);
    expect(codeOf(await redeemCode(t.app.db, player, second.code, open))).toBe(0);
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 1_300 });
    expect(await t.app.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, player))).toHaveLength(2);
  });

  it("answers 'not found' for another player's coupon, and grants nothing", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const coupon = await issue(owner);
    await expectRefused(other, coupon, BONUS_CODE.NOT_FOUND, BONUS_MESSAGES.notFound);
    expect(await grantsOf(t.app.db, other)).toEqual([]);
  });

  it('refuses a coupon not valid yet, expired, used, locked or lapsed, moving nothing', async () => {
    const player = await newPlayer();
    const tomorrow = await issue(player, { validFrom: new Date(Date.now() + DAY_MS) });
    await expectRefused(player, tomorrow, BONUS_CODE.COUPON_NOT_YET, BONUS_MESSAGES.couponNotYet);

    const expired = await issue(player, { validFrom: new Date(Date.now() - 10 * DAY_MS), validDays: 5 });
    await expectRefused(player, expired, BONUS_CODE.COUPON_CLOSED, BONUS_MESSAGES.couponExpired);

    const locked = await issue(player, { activator: { target: 5_000, days: 7 } });
    await expectRefused(player, locked, BONUS_CODE.COUPON_NOT_YET, BONUS_MESSAGES.couponLocked);

    const lapsed = await issue(player, { activator: { target: 5_000, days: 7 } });
    await setCoupon(lapsed, { unlockBy: new Date(Date.now() - 60_000) });
    await expectRefused(player, lapsed, BONUS_CODE.COUPON_CLOSED, BONUS_MESSAGES.couponLapsed);

    const used = await issue(player);
    await setCoupon(used, { usedAt: new Date() });
    const result = await redeemCode(t.app.db, player, used.code, open);
    expect([codeOf(result), messageOf(result)]).toEqual([
      BONUS_CODE.COUPON_CLOSED,
      BONUS_MESSAGES.couponUsed,
    ]);
    expect(await grantsOf(t.app.db, player)).toEqual([]);
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 0 });
  });

  it("applies the promo code's refusals to coupons: withdraw-only, self-excluded, one fun bonus at a time", async () => {
    const player = await newPlayer();
    const fun = await issue(player, { offerTrigger: 'coupon:WELCOME-CASINO', source: 'WELCOME-CASINO' });
    const refusedNow = await redeemCode(t.app.db, player, fun.code, { withdrawOnly: true });
    expect(codeOf(refusedNow)).toBe(BONUS_CODE.NOT_ALLOWED);
    expect((await couponById(fun.id)).usedAt).toBeNull();

    expect(codeOf(await redeemCode(t.app.db, player, 'CASINO10', open))).toBe(0);
    await expectRefused(player, fun, BONUS_CODE.FUN_BONUS_ACTIVE, BONUS_MESSAGES.funBonusActive);

    const excluded = await newPlayer();
    const coupon = await issue(excluded);
    await t.app.db.update(players).set({ esclusione: true }).where(eq(players.id, excluded));
    await expectRefused(excluded, coupon, BONUS_CODE.NOT_ALLOWED, BONUS_MESSAGES.notAllowed);
  });

  it("keeps public promo codes once per player, whatever the player's coupons", async () => {
    const player = await newPlayer();
    const coupon = await issue(player);
    expect(codeOf(await redeemCode(t.app.db, player, coupon.code, open))).toBe(0);
    expect(codeOf(await redeemCode(t.app.db, player, 'BENVENUTO', open))).toBe(0);
    expect(codeOf(await redeemCode(t.app.db, player, 'BENVENUTO', open))).toBe(BONUS_CODE.ALREADY_REDEEMED);
    expect(codeOf(await redeemCode(t.app.db, player, 'CG2345678', open))).toBe(BONUS_CODE.NOT_FOUND);
    expect((await balances(player)).bonus).toBe(500 + 1_000);

    // An offer both a public code and coupons grant: the code still once, besides the coupon's grant.
    const both = await newPlayer();
    const coupon2 = await issue(both, { offerTrigger: 'coupon:DOPPIO', source: 'VIP' });
    expect(codeOf(await redeemCode(t.app.db, both, coupon2.code, open))).toBe(0);
    expect(codeOf(await redeemCode(t.app.db, both, 'DOPPIO', open))).toBe(0);
    expect(codeOf(await redeemCode(t.app.db, both, 'DOPPIO', open))).toBe(BONUS_CODE.ALREADY_REDEEMED);
    // The other way round too: the code first, then a coupon of the same offer.
    const third = await issue(both, { offerTrigger: 'coupon:DOPPIO', source: 'VIP' });
    expect(codeOf(await redeemCode(t.app.db, both, third.code, open))).toBe(0);
    expect((await balances(both)).bonus).toBe(900);
  });

  it('grants a coupon once when it is redeemed twice at the same time', async () => {
    const player = await newPlayer();
    const coupon = await issue(player);
    const results = await Promise.all([
      redeemCode(t.app.db, player, coupon.code, open),
      redeemCode(t.app.db, player, coupon.code, open),
      redeemCode(t.app.db, player, coupon.code, open),
    ]);
    expect(results.map(codeOf).sort()).toEqual([BONUS_CODE.COUPON_CLOSED, BONUS_CODE.COUPON_CLOSED, 0]);
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 500 });
    expect(await t.app.db.select().from(bonusGrants).where(eq(bonusGrants.couponId, coupon.id))).toHaveLength(
      1,
    );
  });

  it("unlocks an activator with the player's approved deposits, made before its deadline", async () => {
    const player = await newPlayer(0);
    const coupon = await issueCoupon(t.app.db, {
      playerId: player,
      offerTrigger: 'coupon:RICARICA20',
      source: 'RICARICA20',
      issueKey: key(),
      activator: { target: 5_000, days: 7 },
    });
    const lapsed = await issueCoupon(t.app.db, {
      playerId: player,
      offerTrigger: 'coupon:RICARICA20',
      source: 'RICARICA20',
      issueKey: key(),
      activator: { target: 5_000, days: 7 },
    });
    await setCoupon(lapsed, { unlockBy: new Date(Date.now() - 60_000) });
    const other = await newPlayer(0);
    const othersCoupon = await issue(other, { activator: { target: 1_000, days: 7 } });

    await deposit(player, 3_000);
    await deposit(player, 10_000, 'declined');
    expect(await couponById(coupon.id)).toMatchObject({ activatorDeposited: 3_000, unlockedAt: null });
    await expectRefused(player, coupon, BONUS_CODE.COUPON_NOT_YET, BONUS_MESSAGES.couponLocked);

    await deposit(player, 2_000);
    const unlocked = await couponById(coupon.id);
    expect(unlocked.activatorDeposited).toBe(5_000);
    expect(unlocked.unlockedAt).toBeInstanceOf(Date);
    // Past its deadline, and another player's: not counted.
    expect(await couponById(lapsed.id)).toMatchObject({ activatorDeposited: 0, unlockedAt: null });
    expect(await couponById(othersCoupon.id)).toMatchObject({ activatorDeposited: 0, unlockedAt: null });

    const bonusBefore = (await balances(player)).bonus;
    expect(codeOf(await redeemCode(t.app.db, player, coupon.code, open))).toBe(0);
    expect((await balances(player)).bonus).toBe(bonusBefore + 2_000);

    // A deposit after the unlock or after use changes nothing more.
    await countDepositForActivators(t.app.db, player, 1_000);
    expect(await couponById(coupon.id)).toMatchObject({ activatorDeposited: 5_000 });
  });

  it("seeds the journey player's coupons once, the used one with its grant, however often the seed runs", async () => {
    const sara = await playerIdOf(t.app.db, 'saramarino');
    const before = await balances(sara);
    await seed(t.app.db, { info: () => undefined }, { demoPlayers: true, contentDir: null });
    await seed(t.app.db, { info: () => undefined }, { demoPlayers: true, contentDir: null });
    const coupons = await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.playerId, sara));
    expect(coupons.map((c) => c.issueKey).sort()).toEqual(
      ['activator', 'expired', 'tomorrow', 'usable', 'used'].map((k) => `seed:saramarino:${k}`),
    );
    const now = new Date();
    const used = coupons.find((c) => c.usedAt)!;
    expect(used.issueKey).toBe('seed:saramarino:used');
    const grants = await grantsOf(t.app.db, sara);
    expect(grants.map((g) => g.couponId)).toEqual([used.id]);
    expect(await balances(sara)).toEqual(before);
    expect(before.bonus).toBe(500);
    const usable = coupons.find((c) => c.issueKey === 'seed:saramarino:usable')!;
    expect(usable.validFrom <= now && usable.validTo > now && usable.activatorTarget === null).toBe(true);
  });
});
