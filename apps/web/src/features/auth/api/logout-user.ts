import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/storage';
import { authSessionQueryKey, clearSession, type AuthSession } from './check-auth';

export function logoutUser(betsession: string, token: string): Promise<unknown> {
  return api.get('/api/Account/LogoutUser', { query: { betsession }, token, open: true });
}

/**
 * Cookies that could hold a session on this site: the spec's names for the token and the session
 * ids (access.md §3). The app itself keeps the session in local storage only; these are expired in
 * case an app shell or an older version of the site set them.
 */
export const SESSION_COOKIE_NAMES = ['Token', 'betsession', 'elsession'] as const;

function clearSessionCookies(): void {
  for (const name of SESSION_COOKIE_NAMES) {
    if (document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`)))
      document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}

const logoutListeners = new Set<() => void>();

/**
 * Side panels and status items that must close or reset on logout (a mobile menu, a drawer)
 * subscribe here; returns the unsubscribe function.
 */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export const isAccountPath = (pathname: string) =>
  pathname === paths.account.home.path || pathname.startsWith(`${paths.account.home.path}/`);

export type LogoutOptions = {
  /** Close the session on the server too (default). False when another tab already did. */
  server?: boolean;
};

/**
 * Logout (access.md §4). The account area is left first and the session forgotten here next, so
 * that no guard and no call still in flight can bounce the player to the login page; then the
 * session is closed on the server with the token it had. Forgetting it here clears the token,
 * the session cookies and every cached status item (all queries but the session and the site
 * modules), closes the Mantine modals and the subscribed side panels, and unmounts what only a
 * logged-in player has: the user menu and the idle watcher (which stops watching).
 */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The committed location, and logouts waiting for the account area to be off the screen.
  const shown = useRef(pathname);
  const waiting = useRef(new Set<() => void>());
  useLayoutEffect(() => {
    shown.current = pathname;
    if (!isAccountPath(pathname)) for (const resolve of waiting.current) resolve();
  }, [pathname]);
  // Unmounted (the /account/logout page): the page that owned it is gone from the screen.
  useLayoutEffect(() => {
    const pending = waiting.current;
    return () => pending.forEach((resolve) => resolve());
  }, []);

  return useCallback(
    async ({ server = true } = {}) => {
      const session = queryClient.getQueryData<AuthSession>(authSessionQueryKey);
      const token = getToken();
      if (isAccountPath(shown.current)) {
        // The router commits a navigation in a transition, after it resolves: the session may go
        // only once home is on screen, or the account page's guard, rendered once more without a
        // player, would send to the login page. (A commit that never comes lets go after 1 s.)
        const left = new Promise<void>((resolve) => waiting.current.add(resolve));
        await navigate(paths.home.getHref(), { replace: true });
        await Promise.race([left, new Promise((resolve) => window.setTimeout(resolve, 1000))]);
        waiting.current.clear();
      }
      modals.closeAll();
      for (const listener of logoutListeners) listener();
      clearSessionCookies();
      clearSession(queryClient);
      if (server && session && token) {
        try {
          await logoutUser(session.user.betsession, token);
        } catch {
          // Forgotten here anyway; the server session then expires on its own.
        }
      }
    },
    [queryClient, navigate],
  );
}
