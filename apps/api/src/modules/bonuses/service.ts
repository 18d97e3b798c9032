import { and, asc, eq, sql } from 'drizzle-orm';
import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import {
  BONUS_CODE,
  BONUS_FAMILY,
  BONUS_MESSAGES,
  BONUS_STATE,
  BONUS_TYPE,
  type BonusTerms,
} from '@conto-gioco/shared/bonuses';
import { inTransaction, type Database, type Executor, type Transaction } from '../../db/client.ts';
import { accountRestrictions } from '../auth/account-rules.ts';
import { findPlayerById } from '../auth/players.ts';
import { isExcluded } from '../responsible-gaming/exclusions.ts';
import { forgetPlayerBalances, transferWithin, type TransferRequest } from '../wallet/ledger.ts';
import { cancelGrant, expireGrants, grantOffer, type Move } from './engine.ts';
import { bonusGrants, bonusOffers, bonusStakes } from './schema.ts';

export { payBack, takeStake, type Move } from './engine.ts';
export { addMissingOffers, type BonusOffer } from './offers.ts';
export type { BetOnTerms } from './terms.ts';

export type BonusGrant = typeof bonusGrants.$inferSelect;

/**
 * Runs `work` in one transaction with a `move` that makes ledger transfers in it; the balances it
 * changed are forgotten after commit.
 */
async function withMoves<T>(db: Database, work: (tx: Transaction, move: Move) => Promise<T>): Promise<T> {
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
async function refusalOf(
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
  if (offer.terms.kind === 'funbonus') {
    const [active] = await tx
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .where(
        and(
          eq(bonusGrants.playerId, playerId),
          eq(bonusGrants.state, BONUS_STATE.ACTIVE),
          sql`${bonusGrants.terms}->>'kind' in ('funbonus', 'freespin')`,
          sql`${bonusGrants.expiresAt} > now()`,
        ),
      );
    if (active) return { code: BONUS_CODE.FUN_BONUS_ACTIVE, message: BONUS_MESSAGES.funBonusActive };
  }
  return null;
}

/**
 * Grants the offer of a promo code to the player inside the caller's transaction, once per
 * player. Answers the grant; a refusal (unknown or out-of-date code, redeemed already, not
 * allowed) grants nothing.
 */
export async function redeemCodeWithin(
  tx: Executor,
  move: Move,
  playerId: number,
  code: string,
  options: { withdrawOnly: boolean },
): Promise<Result<BonusGrant>> {
  const [offer] = await tx
    .select()
    .from(bonusOffers)
    .where(
      and(
        eq(bonusOffers.code, code.trim().toUpperCase()),
        sql`(${bonusOffers.validFrom} is null or ${bonusOffers.validFrom} <= now())`,
        sql`(${bonusOffers.validTo} is null or ${bonusOffers.validTo} > now())`,
      ),
    );
  if (!offer) return refused(BONUS_CODE.NOT_FOUND, BONUS_MESSAGES.notFound);
  // The same code twice is 'redeemed already', whatever else would refuse it now.
  const [taken] = await tx
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.playerId, playerId), eq(bonusGrants.offerId, offer.id)));
  if (taken) return refused(BONUS_CODE.ALREADY_REDEEMED, BONUS_MESSAGES.alreadyRedeemed);
  const refusal = await refusalOf(tx, playerId, offer, options.withdrawOnly);
  if (refusal) return refused(refusal.code, refusal.message);
  const grant = await grantOffer(tx, move, playerId, offer);
  if (!grant) return refused(BONUS_CODE.ALREADY_REDEEMED, BONUS_MESSAGES.alreadyRedeemed);
  return ok(grant);
}

/** RedeemBonus (and the registration's promo code): redeemCodeWithin in a transaction of its own. */
export function redeemCode(
  db: Database,
  playerId: number,
  code: string,
  options: { withdrawOnly: boolean },
): Promise<Result<BonusGrant>> {
  return withMoves(db, (tx, move) => redeemCodeWithin(tx, move, playerId, code, options));
}

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
