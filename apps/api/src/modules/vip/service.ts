import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import {
  VIP,
  VIP_CAUSES,
  VIP_CODE,
  VIP_MESSAGES,
  VIP_PLATFORM_NAMES,
  VIP_REQUEST_STATE,
  type VipLevelCard,
  type VipPlatformId,
  type VipStatementRow,
} from '@conto-gioco/shared/vip';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { accountRestrictions } from '../auth/account-rules.ts';
import { findPlayerById } from '../auth/players.ts';
import { issueCoupon, redeemCodeWithin, type Move } from '../bonuses/service.ts';
import { isExcluded } from '../responsible-gaming/exclusions.ts';
import { forgetPlayerBalances, transferWithin, type TransferRequest } from '../wallet/ledger.ts';
import { enrolInVip } from './catalogue.ts';
import { pointRules } from './job.ts';
import {
  vipLevels,
  vipMovements,
  vipRechargeCards,
  vipRechargeRequests,
  vipRuns,
  vipSubscriptions,
} from './schema.ts';

export { processClosedVipWindows, updateVipPoints, VIP_LOCK_ID, type VipRunSummary } from './job.ts';

/**
 * The VIP Club (issue 20): enrolment (§4 'VIP request flow'), levels by the comp points of the last
 * 12 months, the points statement, and recharge cards that spend points for a bonus of the
 * bonuses module (a coupon issued and redeemed in the recharge's transaction).
 */

/** What issued a coupon from a VIP recharge card. */
export const VIP_SOURCE = 'VIP';

const platformName = (id: number) => VIP_PLATFORM_NAMES[id as VipPlatformId] ?? String(id);

type Status =
  | typeof VIP_CODE.OK
  | typeof VIP_CODE.MAY_APPLY
  | typeof VIP_CODE.NOT_ALLOWED
  | typeof VIP_CODE.NOT_YET_ELIGIBLE;

/**
 * Whether the player may take part now: not in withdraw-only mode, an account open to bonuses
 * (not blocked, not self-excluded), validated, not excluded from sport or casino.
 */
async function mayTakePart(db: Executor, playerId: number, withdrawOnly: boolean, now: Date) {
  const player = await findPlayerById(db, playerId);
  return (
    !!player &&
    !withdrawOnly &&
    accountRestrictions(player).canTakeBonus &&
    player.statoConto === ACCOUNT_STATE.VALIDATED &&
    !(await isExcluded(db, playerId, 'sport', now)) &&
    !(await isExcluded(db, playerId, 'casino', now))
  );
}

const subscriptionsOf = (db: Executor, playerId: number) =>
  db
    .select()
    .from(vipSubscriptions)
    .where(eq(vipSubscriptions.playerId, playerId))
    .orderBy(asc(vipSubscriptions.platformId));

/**
 * §4's code for the player (docs/decisions.md 'VIP Club (issue 20)'): -1111 may not take part
 * (whether enrolled or not), 0 enrolled, -1112 no approved deposit yet, -1110 may apply.
 */
export async function vipStatus(
  db: Executor,
  playerId: number,
  withdrawOnly: boolean,
  now = new Date(),
): Promise<Status> {
  if (!(await mayTakePart(db, playerId, withdrawOnly, now))) return VIP_CODE.NOT_ALLOWED;
  if ((await subscriptionsOf(db, playerId)).length > 0) return VIP_CODE.OK;
  const player = await findPlayerById(db, playerId);
  // primaRicarica stays true until the first approved deposit.
  if (player!.primaRicarica) return VIP_CODE.NOT_YET_ELIGIBLE;
  return VIP_CODE.MAY_APPLY;
}

const STATUS_MESSAGES: Record<Status, string> = {
  [VIP_CODE.OK]: VIP_MESSAGES.enrolled,
  [VIP_CODE.MAY_APPLY]: VIP_MESSAGES.mayApply,
  [VIP_CODE.NOT_ALLOWED]: VIP_MESSAGES.notAllowed,
  [VIP_CODE.NOT_YET_ELIGIBLE]: VIP_MESSAGES.notYetEligible,
};

const balanceOf = async (db: Executor, subscriptionId: number) => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${vipMovements.points}), 0)` })
    .from(vipMovements)
    .where(eq(vipMovements.subscriptionId, subscriptionId));
  return Number(row!.total);
};

const yearAgo = (now: Date) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - VIP.levelMonths);
  return at;
};

/** The level cards of the player's subscriptions: the level follows the points earned in the last 12 months. */
export async function levelCards(db: Executor, playerId: number, now = new Date()): Promise<VipLevelCard[]> {
  const levels = await db.select().from(vipLevels).orderBy(asc(vipLevels.threshold));
  const cards: VipLevelCard[] = [];
  for (const subscription of await subscriptionsOf(db, playerId)) {
    const [row] = await db
      .select({ earned: sql<string>`coalesce(sum(${vipMovements.points}), 0)` })
      .from(vipMovements)
      .where(
        and(
          eq(vipMovements.subscriptionId, subscription.id),
          eq(vipMovements.cause, 'play'),
          gte(vipMovements.createdAt, yearAgo(now)),
        ),
      );
    const earned = Number(row!.earned);
    const index = levels.reduce((found, level, i) => (earned >= level.threshold ? i : found), 0);
    const current = levels[index];
    const next = levels[index + 1];
    const progress = next
      ? Math.floor(((earned - current!.threshold) * 100) / (next.threshold - current!.threshold))
      : 100;
    cards.push({
      SubscriptionId: subscription.id,
      PlatformType_Id: subscription.platformId,
      PlatformType_Name: platformName(subscription.platformId),
      level: current?.name ?? '',
      levelDetail: [current, next]
        .filter((level) => level !== undefined)
        .map((level) => ({ Name: level.name, Points: level.threshold })),
      dal: subscription.since.toISOString(),
      punti: earned,
      progress: Math.max(0, Math.min(100, progress)),
    });
  }
  return cards;
}

/** GetVIPProfileActive and GetVIPProgram: the code of §4, with the cards on 0. */
export async function vipProfile(db: Database, playerId: number, withdrawOnly: boolean, now = new Date()) {
  const code = await vipStatus(db, playerId, withdrawOnly, now);
  return {
    code,
    message: STATUS_MESSAGES[code],
    cards: code === VIP_CODE.OK ? await levelCards(db, playerId, now) : null,
  };
}

/** VipPlayerApply: enrols a player who may apply (-1110) and answers 0 with the cards; otherwise the code. */
export async function applyToVip(db: Database, playerId: number, withdrawOnly: boolean, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const code = await vipStatus(tx, playerId, withdrawOnly, now);
    if (code === VIP_CODE.MAY_APPLY) {
      await enrolInVip(tx, playerId, now);
      return { code: VIP_CODE.OK, message: VIP_MESSAGES.applied, cards: await levelCards(tx, playerId, now) };
    }
    return {
      code,
      message: STATUS_MESSAGES[code],
      cards: code === VIP_CODE.OK ? await levelCards(tx, playerId, now) : null,
    };
  });
}

/** GetVipClubPoints. */
export async function pointRulesList(db: Executor) {
  return (await pointRules(db))
    .sort(
      (a, b) =>
        a.platformId - b.platformId || a.provider.localeCompare(b.provider) || a.game.localeCompare(b.game),
    )
    .map((rule) => ({ Provider: rule.provider, Gioco: rule.game, Importo_per_1_punto: rule.centsPerPoint }));
}

/** GetCompPoint: the balance of each subscription; null when not enrolled. */
export async function compPoints(db: Executor, playerId: number) {
  const subscriptions = await subscriptionsOf(db, playerId);
  if (subscriptions.length === 0) return null;
  const punti = [];
  for (const subscription of subscriptions)
    punti.push({
      PlatformType_Id: subscription.platformId,
      PlatformType_Name: platformName(subscription.platformId),
      punti: await balanceOf(db, subscription.id),
      SubscriptionId: subscription.id,
    });
  const [last] = await db
    .select({ end: vipRuns.windowEnd })
    .from(vipRuns)
    .orderBy(desc(vipRuns.windowStart))
    .limit(1);
  return { punti, Reference_Date: last?.end.toISOString() ?? null };
}

/** GetVIPProgramEstrattoConto: a page of the subscription's movements, newest first, with the running balance. */
export async function vipStatement(
  db: Executor,
  playerId: number,
  query: { skip: number; take: number; subscriptionId: number; platformId: number },
): Promise<{ rows: VipStatementRow[]; total: number } | null> {
  const [subscription] = await db
    .select()
    .from(vipSubscriptions)
    .where(
      and(
        eq(vipSubscriptions.id, query.subscriptionId),
        eq(vipSubscriptions.playerId, playerId),
        eq(vipSubscriptions.platformId, query.platformId),
      ),
    );
  if (!subscription) return null;
  const running = sql<string>`sum(${vipMovements.points}) over (order by ${vipMovements.createdAt}, ${vipMovements.id})`;
  const rows = await db
    .select({ movement: vipMovements, running })
    .from(vipMovements)
    .where(eq(vipMovements.subscriptionId, subscription.id))
    .orderBy(desc(vipMovements.createdAt), desc(vipMovements.id))
    .limit(query.take)
    .offset(query.skip);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(vipMovements)
    .where(eq(vipMovements.subscriptionId, subscription.id));
  return {
    rows: rows.map(({ movement, running: balance }) => ({
      Reference_Date: movement.createdAt.toISOString(),
      Causal_Description: VIP_CAUSES[movement.cause as keyof typeof VIP_CAUSES] ?? movement.cause,
      Notes: movement.notes,
      Platform_Description: platformName(subscription.platformId),
      CasinoGameName: movement.game,
      Amount: movement.amount,
      AmountPerPoint: movement.amountPerPoint,
      Points: movement.points,
      RunningBalance: Number(balance),
    })),
    total: Number(count!.total),
  };
}

const cardsOf = (db: Executor, platformId?: number) =>
  db
    .select()
    .from(vipRechargeCards)
    .where(platformId === undefined ? undefined : eq(vipRechargeCards.platformId, platformId))
    .orderBy(asc(vipRechargeCards.position), asc(vipRechargeCards.id));

/** GetVipProgramPromo: the recharge cards' offers. */
export async function vipPromos(db: Executor) {
  return (await cardsOf(db)).map((card) => ({
    Id: card.id,
    Name: card.name,
    Description: card.description,
    PlatformTypeName: platformName(card.platformId),
    Points: card.points,
    Amount: card.bonusAmount,
  }));
}

/** GetListaRicariche: the platform's cards (CanApply: enrolled with enough points) and the player's recent requests. */
export async function rechargeList(db: Executor, playerId: number, platformId: number) {
  const [subscription] = (await subscriptionsOf(db, playerId)).filter((row) => row.platformId === platformId);
  const balance = subscription ? await balanceOf(db, subscription.id) : 0;
  const cards = await cardsOf(db, platformId);
  const requests = await db
    .select({ request: vipRechargeRequests, name: vipRechargeCards.name })
    .from(vipRechargeRequests)
    .innerJoin(vipRechargeCards, eq(vipRechargeCards.id, vipRechargeRequests.cardId))
    .where(eq(vipRechargeRequests.playerId, playerId))
    .orderBy(desc(vipRechargeRequests.createdAt), desc(vipRechargeRequests.id))
    .limit(VIP.requestsShown);
  return {
    ricariche: cards.map((card) => ({
      Id: card.id,
      amount: card.bonusAmount,
      name: card.name,
      detail: [{ Points: card.points }],
      PlatformTypeName: platformName(card.platformId),
      CanApply: !!subscription && balance >= card.points,
    })),
    richieste: requests.map(({ request, name }) => ({
      Id: request.id,
      name,
      Points: request.points,
      amount: request.amount,
      State: VIP_REQUEST_STATE[request.state as keyof typeof VIP_REQUEST_STATE] ?? request.state,
      CouponCode: request.couponCode ?? '',
      InsDate: request.createdAt.toISOString(),
    })),
  };
}

/** Carries a refusal out of the transaction, which it rolls back (the coupon and the spent points). */
class RechargeRefused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * VipRechargeRequest: with the subscription's row locked (two requests take turns: the second
 * sees the points the first spent), spends the card's points, issues a coupon of the card's offer
 * and redeems it at once through the bonuses module, in one transaction: the bonus is on 'Promozioni
 * e bonus'. Refused when not enrolled on the subscription, not allowed (-1111's rules), for an unknown
 * card or one of the other platform, without enough points, or when the bonuses module refuses.
 */
export async function requestRecharge(
  db: Database,
  playerId: number,
  input: { rechargeId: number; subscriptionId: number },
  options: { withdrawOnly: boolean },
  now = new Date(),
): Promise<Result<string>> {
  const moved: TransferRequest[] = [];
  try {
    const answer = await inTransaction(db, async (tx): Promise<Result<string>> => {
      moved.length = 0;
      const move: Move = async (request) => {
        await transferWithin(tx, request);
        moved.push(request);
      };
      const [subscription] = await tx
        .select()
        .from(vipSubscriptions)
        .where(and(eq(vipSubscriptions.id, input.subscriptionId), eq(vipSubscriptions.playerId, playerId)))
        .for('update');
      if (!subscription) return refused(VIP_CODE.NOT_ENROLLED, VIP_MESSAGES.notEnrolled);
      if (!(await mayTakePart(tx, playerId, options.withdrawOnly, now)))
        return refused(VIP_CODE.NOT_ALLOWED, VIP_MESSAGES.notAllowed);
      const [card] = await tx
        .select()
        .from(vipRechargeCards)
        .where(
          and(
            eq(vipRechargeCards.id, input.rechargeId),
            eq(vipRechargeCards.platformId, subscription.platformId),
          ),
        );
      if (!card) return refused(VIP_CODE.CARD_NOT_FOUND, VIP_MESSAGES.cardNotFound);
      if ((await balanceOf(tx, subscription.id)) < card.points)
        return refused(VIP_CODE.NOT_ENOUGH_POINTS, VIP_MESSAGES.notEnoughPoints);
      const [request] = await tx
        .insert(vipRechargeRequests)
        .values({
          playerId,
          cardId: card.id,
          subscriptionId: subscription.id,
          points: card.points,
          amount: card.bonusAmount,
          state: 'granted',
          createdAt: now,
        })
        .returning();
      const coupon = await issueCoupon(tx, {
        playerId,
        offerTrigger: card.offerTrigger,
        source: VIP_SOURCE,
        issueKey: `vip:recharge:${request!.id}`,
        amount: card.bonusAmount,
      });
      const redeemed = await redeemCodeWithin(tx, move, playerId, coupon.code, options);
      if (!redeemed.ok)
        throw new RechargeRefused(
          VIP_CODE.BONUS_REFUSED,
          VIP_MESSAGES.bonusRefused.replace('{message}', redeemed.message),
        );
      await tx
        .update(vipRechargeRequests)
        .set({ couponCode: coupon.code })
        .where(eq(vipRechargeRequests.id, request!.id));
      await tx.insert(vipMovements).values({
        playerId,
        subscriptionId: subscription.id,
        points: -card.points,
        cause: 'recharge',
        notes: `${card.name}: codice ${coupon.code}`,
        key: `recharge:${request!.id}`,
        createdAt: now,
      });
      return ok(coupon.code, VIP_MESSAGES.rechargeOk);
    });
    for (const request of moved) forgetPlayerBalances(db, request);
    return answer;
  } catch (error) {
    if (error instanceof RechargeRefused) return refused(error.code, error.message);
    throw error;
  }
}
