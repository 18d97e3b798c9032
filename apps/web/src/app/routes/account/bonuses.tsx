import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BonusesScreen } from '@/features/bonuses/components/bonuses-screen';
import { isBonusTab } from '@/features/bonuses/lib/bonus';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';

/**
 * /account/promozioni-bonus/:tab (login required; money.md §2): real-bonus, fun-bonus, free-spin,
 * free-bet, scaduti; the bare address and an unknown tab go to real-bonus. Hidden with
 * ConsentiSoloPrelievo.
 */
export default function BonusesRoute() {
  const { tab } = useParams();
  const modules = useSiteModules();
  if (!isBonusTab(tab)) return <Navigate to={paths.account.bonusTab.getHref('real-bonus')} replace />;
  return (
    <BonusesScreen
      tab={tab}
      disabled={isModuleOn(modules, 'ConsentiSoloPrelievo')}
      cancelModuleOn={isModuleOn(modules, 'UserCanCancelFunBonus')}
    />
  );
}
