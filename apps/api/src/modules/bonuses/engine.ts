import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { BONUS_CAUSES, BONUS_STATE, BONUS_TYPE, type BonusTerms } from '@conto-gioco/shared/bonuses';
import type { Executor } from '../../db/client.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, type TransferRequest } from '../wallet/ledger.ts';
import type { bonusOffers } from './schema.ts';
import { bonusGrants, bonusStakes } from './schema.ts';
import { bonusShareOf, qualifies, type BetOnTerms } from './terms.ts';

/**
 * The bonus engine: how a stake splits between cash and bonus, what a win or refund of it gives
 * back to each, wagering and its completion, expiry and cancellation. Every movement is one ledger
 * transfer made through the caller's `move` (inside the caller's transaction, so that the money
 * moves with the change that causes it). Grants are locked before the wallet rows, as every
 * ledger caller does after its own rows.
 */

export type Move = (request: TransferRequest) => Promise<void>;
type GrantRow = typeof bonusGrants.$inferSelect;
type OfferRow = typeof bonusOffers.$inferSelect;

const cashOf = (playerId: number) => ({ playerId, kind: PLAYER_ACCOUNT.cash }) as const;
const bonusOf = (playerId: number) => ({ playerId, kind: PLAYER_ACCOUNT.bonus }) as const;
const HOUSE = { system: SYSTEM_ACCOUNT.house } as const;
const FUNDING = { system: SYSTEM_ACCOUNT.bonusFunding } as const;

/** The legs of a movement, without the zero ones (the ledger refuses a zero entry). */
const legs = (...entries: TransferRequest['legs']) => entries.filter((leg) => leg.amount !== 0);

/** The player's active grants not past their expiry, oldest first, locked for this transaction. */
async function lockActiveGrants(tx: Executor, playerId: number): Promise<GrantRow[]> {
  return tx
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.playerId, playerId),
        eq(bonusGrants.state, BONUS_STATE.ACTIVE),
        gt(bonusGrants.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(bonusGrants.grantedAt), asc(bonusGrants.id))
    .for('update');
}

/** Ends a grant: what is left of it goes to cash (completed) or back to bonus funding. */
async function close(tx: Executor, move: Move, grant: GrantRow, state: Exclude<GrantRow['state'], 'active'>) {
  const residual = grant.residual;
  if (residual > 0) {
    const to = state === BONUS_STATE.COMPLETED ? cashOf(grant.playerId) : FUNDING;
    const cause =
      state === BONUS_STATE.COMPLETED
        ? BONUS_CAUSES.released
        : state === BONUS_STATE.EXPIRED
          ? BONUS_CAUSES.expired
          : BONUS_CAUSES.cancelled;
    await move({
      idempotencyKey: `bonus:grant:${grant.id}:close`,
      cause,
      playerId: grant.playerId,
      legs: [
        { account: bonusOf(grant.playerId), amount: -residual },
        { account: to, amount: residual },
      ],
      reference: { receipt: grant.code ?? undefined },
    });
  }
  await tx
    .update(bonusGrants)
    .set({ state, residual: 0, closedAt: sql`now()` })
    .where(eq(bonusGrants.id, grant.id));
}

/**
 * Takes a stake (the wallet's one function for it): from the oldest active grant whose terms the
 * bet meets, bonus first and cash for the rest, counting the whole stake towards that grant's
 * wagering and releasing the grant's residual to cash when the wagering is complete; from cash
 * alone when no grant applies. One transfer to the house under `stake.idempotencyKey`.
 */
export async function takeStake(
  tx: Executor,
  move: Move,
  stake: Omit<TransferRequest, 'legs'> & { playerId: number; bet: BetOnTerms },
): Promise<void> {
  const { playerId, bet } = stake;
  // Bonus money first: a grant with something left before one whose bonus is spent (its
  // wagering still counts the bet, when no other grant has money for it); spins all played
  // take no more stakes.
  const grants = (await lockActiveGrants(tx, playerId)).filter(
    (g) => qualifies(g.terms, bet) && !(g.terms.kind === 'freespin' && g.wagered >= g.toWager),
  );
  const grant = grants.find((g) => g.residual > 0) ?? grants[0];
  const bonus = grant ? Math.min(grant.residual, bet.stake) : 0;
  await move({
    ...stake,
    legs: legs(
      { account: cashOf(playerId), amount: -(bet.stake - bonus) },
      { account: bonusOf(playerId), amount: -bonus },
      { account: HOUSE, amount: bet.stake },
    ),
  });
  if (!grant) return;
  await tx
    .insert(bonusStakes)
    .values({ stakeKey: stake.idempotencyKey, grantId: grant.id, stake: bet.stake, bonus });
  const after = { ...grant, residual: grant.residual - bonus, wagered: grant.wagered + bet.stake };
  await tx
    .update(bonusGrants)
    .set({ residual: after.residual, wagered: after.wagered })
    .where(eq(bonusGrants.id, grant.id));
  // The last free spin's round ends the spins when it pays back (spinsEnd), win or not.
  if (after.wagered >= after.toWager && after.terms.kind !== 'freespin')
    await close(tx, move, after, BONUS_STATE.COMPLETED);
}

/**
 * The spins all played and the last one paid back: what they won goes on as a real casino bonus
 * on the same grant (already in the bonus account, so nothing moves), to be wagered
 * `wageringMultiple` times on any casino game; spins that won nothing close the grant.
 */
async function spinsEnd(tx: Executor, move: Move, grant: GrantRow): Promise<void> {
  if (grant.residual === 0) return close(tx, move, grant, BONUS_STATE.COMPLETED);
  const terms: BonusTerms = { ...grant.terms, kind: 'real', minBet: null, maxBet: null, games: [] };
  await tx
    .update(bonusGrants)
    .set({
      terms,
      type: BONUS_TYPE.CASINO_REAL_BONUS,
      toWager: grant.wagered + grant.residual * grant.terms.wageringMultiple,
    })
    .where(eq(bonusGrants.id, grant.id));
}

/**
 * Pays back on a stake (a win, a refund, a cash-out): house to the player, its bonus share (the
 * stake's) to the bonus while the grant is active, to cash once its wagering is complete; a share
 * of a grant that expired or was cancelled stays with the house. A refund also takes the stake
 * off the grant's wagering. One transfer under `payment.idempotencyKey`, none when nothing is due
 * (a casino round pays back even nothing: its spin may be the last of free spins).
 */
export async function payBack(
  tx: Executor,
  move: Move,
  payment: Omit<TransferRequest, 'legs'> & {
    playerId: number;
    stakeKey: string;
    amount: number;
    refund?: boolean;
  },
): Promise<void> {
  const { playerId, stakeKey, amount, refund, ...transfer } = payment;
  const [share] = await tx.select().from(bonusStakes).where(eq(bonusStakes.stakeKey, stakeKey));
  const [grant] = share
    ? await tx.select().from(bonusGrants).where(eq(bonusGrants.id, share.grantId)).for('update')
    : [];
  const bonus = share ? bonusShareOf(amount, share) : 0;
  // A free bet's stake is not paid back on a win; a voided free bet is given back.
  const reopen =
    grant?.state === BONUS_STATE.COMPLETED &&
    grant.expiresAt > new Date() &&
    bonus > 0 &&
    grant.terms.kind === 'freebet' &&
    refund === true;
  const active = grant?.state === BONUS_STATE.ACTIVE || reopen;
  const toBonus = active ? bonus : 0;
  const toCash = !share
    ? amount
    : grant?.terms.kind === 'freebet' && !active
      ? Math.max(0, amount - share.bonus)
      : grant?.state === BONUS_STATE.COMPLETED && !reopen
        ? amount
        : amount - bonus;
  if (toCash + toBonus > 0) {
    await move({
      ...transfer,
      playerId,
      legs: legs(
        { account: HOUSE, amount: -(toCash + toBonus) },
        { account: cashOf(playerId), amount: toCash },
        { account: bonusOf(playerId), amount: toBonus },
      ),
    });
  }
  if (reopen && grant) {
    await tx
      .update(bonusGrants)
      .set({ state: BONUS_STATE.ACTIVE, residual: toBonus, wagered: 0, closedAt: null })
      .where(eq(bonusGrants.id, grant.id));
  } else if (active && grant && share) {
    const after = {
      ...grant,
      residual: grant.residual + toBonus,
      wagered: refund ? Math.max(0, grant.wagered - share.stake) : grant.wagered,
      won: refund ? grant.won : grant.won + toBonus,
    };
    await tx
      .update(bonusGrants)
      .set({ residual: after.residual, wagered: after.wagered, won: after.won })
      .where(eq(bonusGrants.id, grant.id));
    if (after.terms.kind === 'freespin' && after.wagered >= after.toWager) await spinsEnd(tx, move, after);
  }
}

/**
 * An offer's grant to a player: its terms copied, its amount from bonus funding to the bonus
 * account. Through a coupon, the grant is the coupon's (its code and amount): one per coupon.
 */
export async function grantOffer(
  tx: Executor,
  move: Move,
  playerId: number,
  offer: OfferRow,
  amount = offer.amount,
  coupon: { id: number; code: string } | null = null,
): Promise<GrantRow | null> {
  const terms: BonusTerms = offer.terms;
  const [grant] = await tx
    .insert(bonusGrants)
    .values({
      playerId,
      offerId: offer.id,
      type: offer.type,
      name: offer.name,
      code: coupon?.code ?? offer.code,
      couponId: coupon?.id ?? null,
      amount,
      residual: amount,
      // Free spins and a free bet are played once (the spins' wins are then wagered as a bonus).
      toWager:
        terms.kind === 'freespin' || terms.kind === 'freebet' ? amount : amount * terms.wageringMultiple,
      terms,
      expiresAt: sql`now() + make_interval(days => ${offer.validDays})`,
    })
    .onConflictDoNothing()
    .returning();
  if (!grant) return null;
  await move({
    idempotencyKey: `bonus:grant:${grant.id}:open`,
    cause: BONUS_CAUSES.granted,
    playerId,
    legs: [
      { account: FUNDING, amount: -amount },
      { account: bonusOf(playerId), amount },
    ],
    reference: { receipt: grant.code ?? undefined },
  });
  return grant;
}

/** Expires the active grants past their date (at most `limit`), skipping any another instance holds. */
export async function expireGrants(tx: Executor, move: Move, limit = 100): Promise<number> {
  const due = await tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.state, BONUS_STATE.ACTIVE), lte(bonusGrants.expiresAt, sql`now()`)))
    .orderBy(asc(bonusGrants.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const grant of due) await close(tx, move, grant, BONUS_STATE.EXPIRED);
  return due.length;
}

/** Cancels an active grant of the player: its residual goes back to bonus funding. */
export async function cancelGrant(tx: Executor, move: Move, grant: GrantRow): Promise<void> {
  await close(tx, move, grant, BONUS_STATE.CANCELLED);
}
