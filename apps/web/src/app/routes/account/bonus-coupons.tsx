import { redeemBonus } from '@/features/bonuses/api/redeem-bonus';
import { CouponsScreen } from '@/features/promotions/components/coupons-screen';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';

/**
 * /account/bonus-coupons (login required; money.md §2): the player's coupons. RedeemBonus belongs
 * to the bonuses feature: the page hands it to the coupons screen. Hidden with ConsentiSoloPrelievo.
 */
export default function BonusCouponsRoute() {
  const modules = useSiteModules();
  return <CouponsScreen disabled={isModuleOn(modules, 'ConsentiSoloPrelievo')} redeem={redeemBonus} />;
}
