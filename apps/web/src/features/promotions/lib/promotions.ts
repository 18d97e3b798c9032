import {
  COUPON_COLOR,
  ID_EL_BONUS_GIOCHI,
  type CouponItem,
  type PromoWithCoupons,
} from '@conto-gioco/shared/promotions';

/** The promotions the player holds coupons of. */
export const withCoupons = (promos: PromoWithCoupons[]) => promos.filter((promo) => promo.Coupons.length > 0);

export type RankingCouponKind = 'active' | 'expired';

/**
 * The fidelity page's coupon tabs (money.md §2, §3): the ranking promotions (Id_ELBonusGiochi 9),
 * each with its coupons of the tab: verde and giallo are active, rosso expired (§4).
 */
export function rankingCoupons(
  promos: PromoWithCoupons[],
  kind: RankingCouponKind,
): { promo: PromoWithCoupons; coupons: CouponItem[] }[] {
  const fits = (coupon: CouponItem) =>
    (coupon.ui.AlertColor === COUPON_COLOR.CLOSED) === (kind === 'expired');
  return promos
    .filter((promo) => promo.Bonus.Id_ELBonusGiochi === ID_EL_BONUS_GIOCHI.RANKING)
    .map((promo) => ({ promo, coupons: promo.Coupons.filter(fits) }))
    .filter((group) => group.coupons.length > 0);
}
