import { and, asc, eq, sql } from 'drizzle-orm';
import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import { BONUS_CODE, BONUS_MESSAGES, BONUS_STATE, BONUS_TYPE } from '@conto-gioco/shared/bonuses';
import type { Database, Executor } from '../../db/client.ts';
import { cancelGrant, expireGrants, grantOffer, type Move } from './engine.ts';
import { refusalOf, withMoves, type BonusGrant } from './redeem.ts';
import { bonusGrants, bonusOffers, bonusStakes } from './schema.ts';

export { payBack, takeStake, type Move } from './engine.ts';
export {
  countDepositForActivators,
  issueCoupon,
  promotionsOf,
  RANKING_SOURCE,
  type BonusCoupon,
  type PromoBonusListQuery,
} from './coupons.ts';
export { addMissingOffers, type BonusOffer } from './offers.ts';
export { redeemCode, redeemCodeWithin, type BonusGrant, type RedeemedGrant } from './redeem.ts';
export type { BetOnTerms } from './terms.ts';

/**
 * The first-deposit bonus, inside the deposit's transaction: the offer with trigger
 * 'first-deposit' (its share of the deposit, up to its amount), when the player may take it.
 */
export async function grantFirstDepositBonus(
  tx: Executor,
  move: Move,
  playerId: number,
  deposit: number,
): Promise<BonusGrant | null> {
  const [offer] = await tx.select().from(bonusOffers).where(eq(bonusOffers.trigger, 'first-deposit'));
  if (!offer || (await refusalOf(tx, playerId, offer, false))) return null;
  const amount = offer.depositPercent
    ? Math.min(offer.amount, Math.floor((deposit * offer.depositPercent) / 100))
    : offer.amount;
  return amount > 0 ? grantOffer(tx, move, playerId, offer, amount) : null;
}

/**
 * EL_CancelFunBonus: a casino fun bonus with something left (famiglia 6, gioco 2, residual > 0)
 * goes back; what is left of it leaves the bonus account. Refused for any other grant.
 */
export async function cancelFunBonus(
  db: Database,
  playerId: number,
  grantId: number,
): Promise<Result<BonusGrant>> {
  return withMoves(db, async (tx, move) => {
    const [grant] = await tx
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.id, grantId), eq(bonusGrants.playerId, playerId)))
      .for('update');
    if (
      !grant ||
      grant.state !== BONUS_STATE.ACTIVE ||
      grant.type !== BONUS_TYPE.CASINO_FUN_BONUS ||
      grant.residual <= 0
    )
      return refused(BONUS_CODE.NOT_CANCELLABLE, BONUS_MESSAGES.notCancellable);
    await cancelGrant(tx, move, grant);
    return ok({ ...grant, state: BONUS_STATE.CANCELLED, residual: 0 });
  });
}

/** A grant with its offer's description, as the bonus calls show it. */
export type BonusGrantView = BonusGrant & { description: string };

/** The player's grants, the active first (oldest first, as stakes use them), then the closed (newest first). */
export async function grantsOf(db: Executor, playerId: number): Promise<BonusGrantView[]> {
  const rows = await db
    .select({ grant: bonusGrants, description: bonusOffers.description })
    .from(bonusGrants)
    .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
    .where(eq(bonusGrants.playerId, playerId))
    .orderBy(asc(bonusGrants.grantedAt), asc(bonusGrants.id));
  const now = new Date();
  const grants = rows.map((row) => ({ ...row.grant, description: row.description }));
  const active = grants.filter((g) => g.state === BONUS_STATE.ACTIVE && g.expiresAt > now);
  const closed = grants.filter((g) => !active.includes(g)).reverse();
  return [...active, ...closed];
}

/**
 * The ledger keys of the player's stakes paid in part with a fun bonus (EL_GetElencoGiocateFun
 * lists their tickets and casino sessions).
 */
export async function funBonusStakeKeys(db: Executor, playerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: bonusStakes.stakeKey })
    .from(bonusStakes)
    .innerJoin(bonusGrants, eq(bonusGrants.id, bonusStakes.grantId))
    .where(
      and(
        eq(bonusGrants.playerId, playerId),
        sql`${bonusGrants.terms}->>'kind' = 'funbonus'`,
        sql`${bonusStakes.bonus} > 0`,
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/** The expiry job's one pass: every active grant past its date, in batches, each in its own transaction. */
export async function expireDueGrants(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await withMoves(db, (tx, move) => expireGrants(tx, move));
    total += expired;
    if (expired === 0) return total;
  }
}
