import { itPromotions as t } from '@/messages/it-promotions';
import { withCoupons } from '../lib/promotions';
import { CouponGroup } from './coupon-group';
import { PromoListScreen, type PromoListScreenProps } from './promo-list-screen';

/**
 * /account/bonus-coupons (money.md §2, §3, §4): each promotion with the player's coupons; a usable
 * coupon (BonusCondOk) is redeemed from here.
 */
export function CouponsScreen(props: PromoListScreenProps) {
  return (
    <PromoListScreen
      {...props}
      texts={t.coupons}
      select={withCoupons}
      card={(promo, redeem) => <CouponGroup promo={promo} coupons={promo.Coupons} redeem={redeem} />}
    />
  );
}
