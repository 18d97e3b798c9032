import type { ReactNode } from 'react';
import { useUser } from '@/features/auth/api/check-auth';
import { CmsViewerProvider } from '@/features/cms/components/cms-viewer';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';
import { SiteNameProvider } from '@/lib/document-title';
import { useLoginModal } from './login-modal';

/**
 * Hands the content widgets the login state, the player and the login opener (features do not
 * read each other's state), once for every page: any page can place a CmsArea or a WelcomeHero.
 * Also the site name every page's document title ends with.
 */
export function CmsViewerBridge({ children }: { children: ReactNode }) {
  const user = useUser();
  const modules = useSiteModules();
  const openLogin = useLoginModal();
  return (
    <CmsViewerProvider
      value={{
        loggedIn: user !== null,
        username: user?.username ?? null,
        promosNewLayout: isModuleOn(modules, 'PromosNewLayout_Attivo'),
        openLogin,
      }}
    >
      <SiteNameProvider name={modules.SiteName?.trim() ?? ''}>{children}</SiteNameProvider>
    </CmsViewerProvider>
  );
}
