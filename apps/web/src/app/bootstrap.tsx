import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { authSessionQueryOptions, clearSession } from '@/features/auth/api/check-auth';
import { siteModulesQueryOptions } from '@/features/site-config/api/get-site-modules';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { FullPageLoader } from './layout/full-page-loader';

/**
 * Nothing of the app shows until the startup session check and the site modules are known, so
 * the anonymous header never flashes before a logged-in one.
 */
export function AppGate({ children }: { children: ReactNode }) {
  const session = useQuery(authSessionQueryOptions());
  const modules = useQuery(siteModulesQueryOptions());
  if (session.isPending || modules.isPending) return <FullPageLoader />;
  return children;
}

type NavigatingRouter = {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
};

/** A 401 from a non-open call: forget the session and go to the login flow, back here afterwards. */
export function wireUnauthorized(queryClient: QueryClient, router: NavigatingRouter): void {
  setUnauthorizedHandler(() => {
    clearSession(queryClient);
    const { pathname, search } = router.state.location;
    if (pathname === paths.account.login.path) return;
    void router.navigate(paths.account.login.getHref({ returnUrl: `${pathname}${search}` }), {
      replace: true,
    });
  });
}
