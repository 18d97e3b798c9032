import { and, eq, isNull, sql } from 'drizzle-orm';
import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import { BONUS_CODE, BONUS_FAMILY, BONUS_MESSAGES, type BonusTerms } from '@conto-gioco/shared/bonuses';
import { inTransaction, type Database, type Executor, type Transaction } from '../../db/client.ts';
import { accountRestrictions } from '../auth/account-rules.ts';
import { findPlayerById } from '../auth/players.ts';
import { isExcluded } from '../responsible-gaming/exclusions.ts';
import { forgetPlayerBalances, transferWithin, type TransferRequest } from '../wallet/ledger.ts';
import { couponStatusOf, lockCouponByCode, markCouponUsed, type CouponStatus } from './coupons.ts';
import { hasActiveFunBonus, isOneAtATime } from './one-at-a-time.ts';
import { grantOffer, type Move } from './engine.ts';
import { bonusGrants, bonusOffers } from './schema.ts';

/*
 * Redeeming a code: a public promo code or one of the player's coupons, with the refusals every
 * grant shares. Apart from service.ts so that the seed, which may not use a module's service,
 * can redeem its demo coupon.
 */

export type BonusGrant = typeof bonusGrants.$inferSelect;
/** A grant just redeemed, with the source of the coupon it was redeemed with (null: a promo code). */
export type RedeemedGrant = BonusGrant & { couponSource: string | null };

/**
 * Runs `work` in one transaction with a `move` that makes ledger transfers in it; the balances it
 * changed are forgotten after commit.
 */
export async function withMoves<T>(
  db: Database,
  work: (tx: Transaction, move: Move) => Promise<T>,
): Promise<T> {
  const moved: TransferRequest[] = [];
  const answer = await inTransaction(db, async (tx) => {
    moved.length = 0;
    return work(tx, async (request) => {
      await transferWithin(tx, request);
      moved.push(request);
    });
  });
  for (const request of moved) forgetPlayerBalances(db, request);
  return answer;
}

/** The self-exclusion category a bonus's family falls in. */
const categoryOf = (terms: BonusTerms): 'casino' | 'sport' =>
  terms.family === BONUS_FAMILY.CASINO ? 'casino' : 'sport';

/**
 * Why the player may not take this offer now, or null: an account that may not take bonuses
 * (blocked, self-excluded), an exclusion from the offer's product, the withdraw-only mode, or a
 * fun bonus while another is still active (money.md §4: one must be used fully first).
 */
export async function refusalOf(
  tx: Executor,
  playerId: number,
  offer: typeof bonusOffers.$inferSelect,
  withdrawOnly: boolean,
): Promise<{ code: number; message: string } | null> {
  const player = await findPlayerById(tx, playerId);
  if (!player || withdrawOnly || !accountRestrictions(player).canTakeBonus)
    return { code: BONUS_CODE.NOT_ALLOWED, message: BONUS_MESSAGES.notAllowed };
  if (await isExcluded(tx, playerId, categoryOf(offer.terms)))
    return { code: BONUS_CODE.NOT_ALLOWED, message: BONUS_MESSAGES.notAllowed };
  if (isOneAtATime(offer.terms) && (await hasActiveFunBonus(tx, playerId)))
    return { code: BONUS_CODE.FUN_BONUS_ACTIVE, message: BONUS_MESSAGES.funBonusActive };
  return null;
}

/** The refusal of a coupon that cannot be used now, by its status. */
const COUPON_REFUSALS: Record<Exclude<CouponStatus, 'usable'>, { code: number; message: string }> = {
  'not-yet': { code: BONUS_CODE.COUPON_NOT_YET, message: BONUS_MESSAGES.couponNotYet },
  locked: { code: BONUS_CODE.COUPON_NOT_YET, message: BONUS_MESSAGES.couponLocked },
  used: { code: BONUS_CODE.COUPON_CLOSED, message: BONUS_MESSAGES.couponUsed },
  expired: { code: BONUS_CODE.COUPON_CLOSED, message: BONUS_MESSAGES.couponExpired },
  lapsed: { code: BONUS_CODE.COUPON_CLOSED, message: BONUS_MESSAGES.couponLapsed },
};

/**
 * Grants the offer of a promo code to the player inside the caller's transaction, once per
 * player; or, for the code of one of the player's coupons usable now, the coupon's offer with the
 * coupon's amount, once per coupon. Answers the grant; a refusal (unknown or out-of-date code,
 * another player's coupon, redeemed already, a coupon not usable now, not allowed) grants nothing.
 */
export async function redeemCodeWithin(
  tx: Executor,
  move: Move,
  playerId: number,
  code: string,
  options: { withdrawOnly: boolean },
): Promise<Result<RedeemedGrant>> {
  const typed = code.trim().toUpperCase();
  const [offer] = await tx
    .select()
    .from(bonusOffers)
    .where(
      and(
        eq(bonusOffers.code, typed),
        sql`(${bonusOffers.validFrom} is null or ${bonusOffers.validFrom} <= now())`,
        sql`(${bonusOffers.validTo} is null or ${bonusOffers.validTo} > now())`,
      ),
    );
  if (!offer) return redeemCouponWithin(tx, move, playerId, typed, options);
  // The same code twice is 'redeemed already', whatever else would refuse it now. A grant of the
  // offer through a coupon does not count: the code is a promotion of its own.
  const [taken] = await tx
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.playerId, playerId),
        eq(bonusGrants.offerId, offer.id),
        isNull(bonusGrants.couponId),
      ),
    );
  if (taken) return refused(BONUS_CODE.ALREADY_REDEEMED, BONUS_MESSAGES.alreadyRedeemed);
  const refusal = await refusalOf(tx, playerId, offer, options.withdrawOnly);
  if (refusal) return refused(refusal.code, refusal.message);
  const grant = await grantOffer(tx, move, playerId, offer);
  if (!grant) return refused(BONUS_CODE.ALREADY_REDEEMED, BONUS_MESSAGES.alreadyRedeemed);
  return ok({ ...grant, couponSource: null });
}

/**
 * A coupon's redeem: the coupon row is locked first, so that two redeems of it at once take
 * turns and the second finds it used. Another player's code is 'not found', as an unknown one.
 */
async function redeemCouponWithin(
  tx: Executor,
  move: Move,
  playerId: number,
  code: string,
  options: { withdrawOnly: boolean },
): Promise<Result<RedeemedGrant>> {
  const found = await lockCouponByCode(tx, code);
  if (!found || found.coupon.playerId !== playerId)
    return refused(BONUS_CODE.NOT_FOUND, BONUS_MESSAGES.notFound);
  const { coupon, offer } = found;
  const status = couponStatusOf(coupon, new Date());
  if (status !== 'usable') return refused(COUPON_REFUSALS[status].code, COUPON_REFUSALS[status].message);
  const refusal = await refusalOf(tx, playerId, offer, options.withdrawOnly);
  if (refusal) return refused(refusal.code, refusal.message);
  const grant = await grantOffer(tx, move, playerId, offer, coupon.amount, coupon);
  if (!grant) return refused(BONUS_CODE.ALREADY_REDEEMED, BONUS_MESSAGES.alreadyRedeemed);
  await markCouponUsed(tx, coupon);
  return ok({ ...grant, couponSource: coupon.source });
}

/** RedeemBonus (and the registration's promo code): redeemCodeWithin in a transaction of its own. */
export function redeemCode(
  db: Database,
  playerId: number,
  code: string,
  options: { withdrawOnly: boolean },
): Promise<Result<RedeemedGrant>> {
  return withMoves(db, (tx, move) => redeemCodeWithin(tx, move, playerId, code, options));
}
