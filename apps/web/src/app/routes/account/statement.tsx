import { StatementScreen } from '@/features/statement/components/statement-screen';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';

/** /account/estratto-conto (login required): disabled with ConsentiSoloPrelievo (money.md §2). */
export default function StatementRoute() {
  const modules = useSiteModules();
  return <StatementScreen disabled={isModuleOn(modules, 'ConsentiSoloPrelievo')} />;
}
