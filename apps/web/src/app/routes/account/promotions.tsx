import { redeemBonus } from '@/features/bonuses/api/redeem-bonus';
import { PromotionsScreen } from '@/features/promotions/components/promotions-screen';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';

/**
 * /account/promozioni (login required; money.md §2): the promotions and their public codes.
 * RedeemBonus belongs to the bonuses feature: the page hands it down. Hidden with ConsentiSoloPrelievo.
 */
export default function PromotionsRoute() {
  const modules = useSiteModules();
  return <PromotionsScreen disabled={isModuleOn(modules, 'ConsentiSoloPrelievo')} redeem={redeemBonus} />;
}
