import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { BONUS_FAMILY, BONUS_MESSAGES, type BonusKind } from '@conto-gioco/shared/bonuses';
import { formatCents } from '@conto-gioco/shared/money';
import {
  COUPON_COLOR,
  COUPON_TEXTS,
  ID_EL_BONUS_GIOCHI,
  PROMO_STATE,
  type CouponItem,
  type PromoBonusList,
  type PromoState,
  type PromoWithCoupons,
  type promoBonusListRequest,
} from '@conto-gioco/shared/promotions';
import { formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { hasActiveFunBonus, isOneAtATime } from './one-at-a-time.ts';
import { bonusCoupons, bonusGrants, bonusOffers } from './schema.ts';

/**
 * Coupons (money.md §3 'Promotion with coupons', §4 'Coupon colours'): one player's own code for an
 * offer, issued by a ranking conversion, a VIP profile or a promotion. Issuing moves no money; the
 * coupon is redeemed through RedeemBonus like a promo code (service.ts `redeemCodeWithin`), which
 * grants its offer with the coupon's amount. Offers only coupons grant have no code and the trigger
 * 'coupon:<NAME>'.
 */

export type BonusCoupon = typeof bonusCoupons.$inferSelect;
type OfferRow = typeof bonusOffers.$inferSelect;

/** What issued a coupon from a ranking conversion (Id_ELBonusGiochi 9 on its promotion). */
export const RANKING_SOURCE = 'RANKING';

/** Upper-case letters and digits without 0/O and 1/I, which a player would mistake for each other. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_PREFIX = 'CG';
const CODE_LENGTH = 8;
const DAY_MS = 86_400_000;

const newCouponCode = () =>
  CODE_PREFIX +
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Issues a coupon of the offer with trigger `offerTrigger` to the player, inside the caller's
 * transaction: valid from `validFrom` (now) for `validDays` (the offer's), for `amount` cents (the
 * offer's), with an activator when given (`target` cents of deposits within `days` of now).
 * The same `issueKey` answers the coupon it issued first. Throws for an unknown offer: the issuer's
 * catalogue names it.
 */
export async function issueCoupon(
  tx: Executor,
  input: {
    playerId: number;
    offerTrigger: string;
    source: string;
    issueKey: string;
    amount?: number;
    validFrom?: Date;
    validDays?: number;
    activator?: { target: number; days: number } | null;
  },
): Promise<BonusCoupon> {
  const byKey = async () =>
    (await tx.select().from(bonusCoupons).where(eq(bonusCoupons.issueKey, input.issueKey)))[0];
  const existing = await byKey();
  if (existing) return sameIssue(existing, input.playerId);
  const [offer] = await tx.select().from(bonusOffers).where(eq(bonusOffers.trigger, input.offerTrigger));
  if (!offer) throw new Error(`no bonus offer with trigger ${input.offerTrigger}`);
  const now = new Date();
  const validFrom = input.validFrom ?? now;
  const validTo = new Date(validFrom.getTime() + (input.validDays ?? offer.validDays) * DAY_MS);
  const activator = input.activator ?? null;
  // A clash of random codes is rare (32^8 codes): another code is drawn. A clash of issue keys is
  // a concurrent issue of the same coupon: its row is the answer.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [coupon] = await tx
      .insert(bonusCoupons)
      .values({
        playerId: input.playerId,
        offerId: offer.id,
        code: newCouponCode(),
        source: input.source,
        amount: input.amount ?? offer.amount,
        validFrom,
        validTo,
        activatorTarget: activator?.target ?? null,
        unlockBy: activator ? new Date(now.getTime() + activator.days * DAY_MS) : null,
        issueKey: input.issueKey,
      })
      .onConflictDoNothing()
      .returning();
    if (coupon) return coupon;
    const issued = await byKey();
    if (issued) return sameIssue(issued, input.playerId);
  }
  throw new Error('no free coupon code after 5 attempts');
}

/** An issue key names one coupon of one player: another player's is the issuer's mistake. */
function sameIssue(coupon: BonusCoupon, playerId: number): BonusCoupon {
  if (coupon.playerId !== playerId) throw new Error(`issue key ${coupon.issueKey} belongs to another player`);
  return coupon;
}

/**
 * Where a coupon stands at `now`: used; expired (past validTo); lapsed (its activator not unlocked
 * by unlockBy); not yet valid; locked (the activator's deposits not made yet); or usable.
 */
export type CouponStatus = 'usable' | 'not-yet' | 'locked' | 'used' | 'expired' | 'lapsed';

export function couponStatusOf(coupon: BonusCoupon, now: Date): CouponStatus {
  const locked = coupon.activatorTarget !== null && coupon.unlockedAt === null;
  if (coupon.usedAt) return 'used';
  if (coupon.validTo <= now) return 'expired';
  if (locked && coupon.unlockBy && coupon.unlockBy <= now) return 'lapsed';
  if (coupon.validFrom > now) return 'not-yet';
  if (locked) return 'locked';
  return 'usable';
}

/** The coupon with this code, locked for the redeem: two redeems of one coupon take turns. */
export async function lockCouponByCode(
  tx: Executor,
  code: string,
): Promise<{ coupon: BonusCoupon; offer: OfferRow } | undefined> {
  const [row] = await tx
    .select({ coupon: bonusCoupons, offer: bonusOffers })
    .from(bonusCoupons)
    .innerJoin(bonusOffers, eq(bonusOffers.id, bonusCoupons.offerId))
    .where(eq(bonusCoupons.code, code))
    .for('update', { of: bonusCoupons });
  return row;
}

/** The coupon was redeemed into this grant: the grant names it, and it is used. */
export async function markCouponUsed(tx: Executor, coupon: BonusCoupon): Promise<void> {
  await tx
    .update(bonusCoupons)
    .set({ usedAt: sql`now()` })
    .where(eq(bonusCoupons.id, coupon.id));
}

/**
 * Counts an approved deposit toward the activators of the player's coupons still waiting for one
 * (not unlocked, not used, unlock deadline not passed), inside the deposit's transaction; a coupon
 * whose deposits reach the target is unlocked now.
 */
export async function countDepositForActivators(
  tx: Executor,
  playerId: number,
  amount: number,
): Promise<void> {
  await tx
    .update(bonusCoupons)
    .set({
      activatorDeposited: sql`${bonusCoupons.activatorDeposited} + ${amount}`,
      unlockedAt: sql`case when ${bonusCoupons.activatorDeposited} + ${amount} >= ${bonusCoupons.activatorTarget} then now() end`,
    })
    .where(
      and(
        eq(bonusCoupons.playerId, playerId),
        // bonus_coupons_player_idx: the player's coupons still valid.
        gt(bonusCoupons.validTo, sql`now()`),
        isNotNull(bonusCoupons.activatorTarget),
        isNull(bonusCoupons.unlockedAt),
        isNull(bonusCoupons.usedAt),
        gt(bonusCoupons.unlockBy, sql`now()`),
      ),
    );
}

/** The bonus tab a grant of this kind appears on (/account/promozioni-bonus/<tab>). */
const TAB_OF_KIND: Record<BonusKind, string> = {
  real: 'real-bonus',
  funbonus: 'fun-bonus',
  freespin: 'free-spin',
  freebet: 'free-bet',
};
export const destPostRedeemOf = (kind: BonusKind) => `/account/promozioni-bonus/${TAB_OF_KIND[kind]}`;

/** 'DD/MM/YYYY HH:mm' in Rome. */
const shown = (at: Date) => formatRomeDateTime(at).replace(', ', ' ');
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** A coupon as V3_GetPromoBonusList answers it: its dates, values and §4 colour and text. */
export function couponItemOf(coupon: BonusCoupon, kind: BonusKind, now: Date): CouponItem {
  const status = couponStatusOf(coupon, now);
  const open = status === 'usable' || status === 'not-yet' || status === 'locked';
  const ui = (AlertColor: CouponItem['ui']['AlertColor'], AlertText: string, ShowValidFrom = false) => ({
    AlertColor,
    ShowValidFrom,
    AlertText,
    DestPostRedeem: destPostRedeemOf(kind),
  });
  const alert = {
    usable: () => ui(COUPON_COLOR.USABLE, fill(COUPON_TEXTS.usableUntil, { date: shown(coupon.validTo) })),
    'not-yet': () =>
      ui(COUPON_COLOR.WAITING, fill(COUPON_TEXTS.validFrom, { date: shown(coupon.validFrom) }), true),
    locked: () =>
      ui(
        COUPON_COLOR.WAITING,
        fill(COUPON_TEXTS.activatorPending, {
          amount: formatCents(Math.max(0, coupon.activatorTarget! - coupon.activatorDeposited)),
          date: shown(coupon.unlockBy ?? coupon.validTo),
        }),
      ),
    used: () => ui(COUPON_COLOR.CLOSED, fill(COUPON_TEXTS.used, { date: shown(coupon.usedAt!) })),
    expired: () => ui(COUPON_COLOR.CLOSED, fill(COUPON_TEXTS.expired, { date: shown(coupon.validTo) })),
    lapsed: () =>
      ui(COUPON_COLOR.CLOSED, fill(COUPON_TEXTS.activatorExpired, { date: shown(coupon.unlockBy!) })),
  }[status]();
  return {
    BonusCode: coupon.code,
    SourceBonusCode: coupon.source,
    DateFrom: coupon.validFrom.toISOString(),
    DateTo: coupon.validTo.toISOString(),
    UsedDate: coupon.usedAt?.toISOString() ?? null,
    Scaduto: status === 'expired' || status === 'lapsed',
    AttivatoreSbloccato: coupon.activatorTarget === null || coupon.unlockedAt !== null,
    ExpirationDateTopUpTargetBonusAttivatore: coupon.unlockBy?.toISOString() ?? null,
    RemainingBonusValue: open ? coupon.amount : 0,
    BonusValue: coupon.amount,
    BonusCondOk: status === 'usable',
    ui: alert,
  };
}

export type PromoBonusListQuery = z.output<typeof promoBonusListRequest>;

/** A promotion before paging: its period for sorting and filtering (null: open-ended). */
type Promotion = {
  promo: PromoWithCoupons;
  from: Date | null;
  to: Date | null;
  usableValue: number;
  usableSpins: number;
};

const earliest = (dates: (Date | null)[]) =>
  dates.some((d) => d === null) ? null : new Date(Math.min(...dates.map((d) => d!.getTime())));
const latest = (dates: (Date | null)[]) =>
  dates.some((d) => d === null) ? null : new Date(Math.max(...dates.map((d) => d!.getTime())));

/**
 * V3_GetPromoBonusList: every public promo code valid now (ok while the player has not redeemed
 * it, ko after) and every offer the player holds coupons of, with them. Coupons of one offer from
 * a ranking conversion make a promotion of their own (Id_ELBonusGiochi 9). The period of a
 * promotion spans its coupons' and, for a public code, the offer's (null: open-ended, after every
 * date). Sorted by DateTo, filtered by overlap with DateFrom..DateTo, paged by Skip/Take; the
 * totals count every usable coupon (value, and the spins of free-spin ones), whatever the page
 * and filter.
 */
export async function promotionsOf(
  db: Executor,
  playerId: number,
  query: PromoBonusListQuery,
  now = new Date(),
): Promise<PromoBonusList> {
  const publicOffers = await db
    .select()
    .from(bonusOffers)
    .where(
      and(
        isNotNull(bonusOffers.code),
        sql`(${bonusOffers.validFrom} is null or ${bonusOffers.validFrom} <= now())`,
        sql`(${bonusOffers.validTo} is null or ${bonusOffers.validTo} > now())`,
      ),
    );
  // bonus_grants_player_offer_uq: the player's grants by promo code or trigger.
  const redeemed = new Set(
    publicOffers.length === 0
      ? []
      : (
          await db
            .select({ offerId: bonusGrants.offerId })
            .from(bonusGrants)
            .where(
              and(
                eq(bonusGrants.playerId, playerId),
                isNull(bonusGrants.couponId),
                inArray(
                  bonusGrants.offerId,
                  publicOffers.map((offer) => offer.id),
                ),
              ),
            )
        ).map((row) => row.offerId),
  );
  // bonus_coupons_player_idx.
  const held = await db
    .select({ coupon: bonusCoupons, offer: bonusOffers })
    .from(bonusCoupons)
    .innerJoin(bonusOffers, eq(bonusOffers.id, bonusCoupons.offerId))
    .where(eq(bonusCoupons.playerId, playerId))
    .orderBy(asc(bonusCoupons.validTo), asc(bonusCoupons.id));

  // A fun bonus or free spins code waits while another is active (redeem.ts would refuse it now).
  const funBonusActive = await hasActiveFunBonus(db, playerId);

  const groups = new Map<string, { offer: OfferRow; ranking: boolean; coupons: BonusCoupon[] }>();
  for (const offer of publicOffers) groups.set(`${offer.id}:false`, { offer, ranking: false, coupons: [] });
  for (const { coupon, offer } of held) {
    const ranking = coupon.source === RANKING_SOURCE;
    const key = `${offer.id}:${ranking}`;
    const group = groups.get(key) ?? { offer, ranking, coupons: [] };
    group.coupons.push(coupon);
    groups.set(key, group);
  }

  const promotions: Promotion[] = [...groups.values()].map(({ offer, ranking, coupons }) => {
    const { kind } = offer.terms;
    const items = coupons.map((coupon) => couponItemOf(coupon, kind, now));
    const isPublic = offer.code !== null && publicOffers.some((o) => o.id === offer.id) && !ranking;
    const codeOpen = isPublic && !redeemed.has(offer.id);
    const waitsForOther = funBonusActive && isOneAtATime(offer.terms);
    const state: PromoState =
      !waitsForOther && (codeOpen || items.some((item) => item.BonusCondOk))
        ? PROMO_STATE.OK
        : codeOpen || items.some((item) => item.BonusCondOk || item.ui.AlertColor === COUPON_COLOR.WAITING)
          ? PROMO_STATE.WAIT
          : PROMO_STATE.KO;
    const from = earliest([
      ...(isPublic ? [offer.validFrom] : []),
      ...coupons.map((coupon) => coupon.validFrom),
    ]);
    const to = latest([...(isPublic ? [offer.validTo] : []), ...coupons.map((coupon) => coupon.validTo)]);
    const activator = coupons.find((coupon) => coupon.activatorTarget !== null);
    const usableValue = items
      .filter((item) => item.BonusCondOk)
      .reduce((sum, item) => sum + item.BonusValue, 0);
    const { spinValue } = offer.terms;
    return {
      from,
      to,
      usableValue,
      // Free spins: the spins the usable coupons' value buys at the offer's stake per spin.
      usableSpins: kind === 'freespin' && spinValue ? Math.floor(usableValue / spinValue) : 0,
      promo: {
        Bonus: {
          Id: offer.id,
          Id_ELBonusGiochi: ranking
            ? ID_EL_BONUS_GIOCHI.RANKING
            : kind === 'funbonus'
              ? ID_EL_BONUS_GIOCHI.FUN_BONUS
              : offer.type,
          Name: offer.name,
          Description: offer.description,
          IsBonusSport: offer.terms.family === BONUS_FAMILY.SPORT,
          BonusTypology: { WinOrLost: false, CodiceUnico: false },
          Bonus_PuntiRankMin: 0,
          BonusValue: offer.amount,
          Code: isPublic ? offer.code : null,
          DateFrom: from?.toISOString() ?? null,
          DateTo: to?.toISOString() ?? null,
          State: state,
        },
        Attivatore: activator
          ? {
              TargetValue: activator.activatorTarget!,
              Description: fill(BONUS_MESSAGES.activator, {
                amount: formatCents(activator.activatorTarget!),
              }),
            }
          : null,
        Coupons: items,
      },
    };
  });

  const since = query.DateFrom ? new Date(query.DateFrom) : null;
  const until = query.DateTo ? new Date(query.DateTo) : null;
  const shownPromotions = promotions.filter(
    (p) =>
      (since === null || p.to === null || p.to >= since) &&
      (until === null || p.from === null || p.from <= until),
  );
  // Open-ended promotions end after every date; ties by offer id, for a stable paging.
  const endOf = (p: Promotion) => p.to?.getTime() ?? Number.POSITIVE_INFINITY;
  const direction = query.SortAscending ? 1 : -1;
  shownPromotions.sort(
    (a, b) =>
      (endOf(a) === endOf(b) ? 0 : endOf(a) < endOf(b) ? -1 : 1) * direction ||
      a.promo.Bonus.Id - b.promo.Bonus.Id ||
      a.promo.Bonus.Id_ELBonusGiochi - b.promo.Bonus.Id_ELBonusGiochi,
  );
  return {
    Promos: shownPromotions.slice(query.Skip, query.Skip + query.Take).map((p) => p.promo),
    Total: shownPromotions.length,
    TotalBonusValue: promotions.reduce((sum, p) => sum + p.usableValue, 0),
    TotalFreeSpinValue: promotions.reduce((sum, p) => sum + p.usableSpins, 0),
  };
}
