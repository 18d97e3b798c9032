import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BetsScreen } from '@/features/bets/components/bets-screen';
import { tabOfPath } from '@/features/bets/lib/filters';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';

/**
 * /account/elenco-giocate and its sub-paths in-corso, completate, prenotate, cashout, fun (login
 * required; money.md §2): an unknown sub-path goes to the plain list; blocked with ConsentiSoloPrelievo.
 */
export default function BetsRoute() {
  const { filter } = useParams();
  const modules = useSiteModules();
  const tab = tabOfPath(filter);
  if (tab === null) return <Navigate to={paths.account.bets.getHref()} replace />;
  return <BetsScreen tab={tab} disabled={isModuleOn(modules, 'ConsentiSoloPrelievo')} />;
}
