import type { CheckAuthResponse, UserData } from '@conto-gioco/shared/auth';
import type { ClientSettings } from '@conto-gioco/shared/settings';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { api, ApiError, NetworkError } from '@/lib/api-client';
import { clearToken, getToken, setToken } from '@/lib/storage';
import { isWellFormedToken } from '@/lib/token';

/** What the app knows about the player: null when anonymous. */
export type AuthSession = { user: UserData; clientSettings: ClientSettings | null } | null;

/** The app shell's appToken: query values that let an app wrapper open a logged-in session (access.md §4). */
const APP_TOKEN_KEYS = ['token', 'username', 'elToken', 'gvToken', 'idContoGioco'] as const;
type AppToken = Partial<Record<(typeof APP_TOKEN_KEYS)[number], string>>;

let pendingAppToken: AppToken | null = null;

/**
 * Reads the appToken values from the address and strips them from it, once, before the router
 * starts. A lone `username` is the login screen's prefill, not an appToken, and stays.
 */
export function takeAppTokenFromUrl(): void {
  const url = new URL(window.location.href);
  // Payment providers send the browser back to the deposit result page with their own query:
  // PayPal's `token` is its payment id, not an appToken (the confirmation call needs it).
  if (matchPath(paths.account.depositResult.path, url.pathname)) return;
  const credentialKeys = APP_TOKEN_KEYS.filter((key) => key !== 'username');
  if (!credentialKeys.some((key) => url.searchParams.get(key))) return;
  const appToken: AppToken = {};
  for (const key of APP_TOKEN_KEYS) {
    const value = url.searchParams.get(key);
    if (value) appToken[key] = value;
    url.searchParams.delete(key);
  }
  pendingAppToken = appToken;
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export async function checkAuth(): Promise<AuthSession> {
  // Only the appToken's `token` logs in here; without it the stored session is checked as usual.
  const appToken = pendingAppToken?.token ? pendingAppToken : null;
  pendingAppToken = null;
  const stored = getToken();
  if (!appToken && !stored) return null;
  // A stored token of invalid format (access.md §3) is dropped, not sent.
  if (!appToken && stored && !isWellFormedToken(stored)) {
    clearToken();
    return null;
  }
  try {
    // The token goes in the Authorization header, never in the query (access logs, browser
    // history); the query keeps the appToken values that are no credential.
    const response = await api.get<CheckAuthResponse>('/api/Account/CheckAuth', {
      query: appToken ? { username: appToken.username, idContoGioco: appToken.idContoGioco } : undefined,
      ...(appToken ? { token: appToken.token, auth: false } : {}),
      open: true,
    });
    if (!response.Success || !response.UserData) {
      clearToken();
      return null;
    }
    if (response.Token) setToken(response.Token);
    return { user: response.UserData, clientSettings: response.ClientSettings };
  } catch (error) {
    // An invalid session is anonymous; an unreachable server keeps the token for the next try.
    if (error instanceof ApiError) clearToken();
    else if (!(error instanceof NetworkError)) throw error;
    return null;
  }
}

export const authSessionQueryKey = ['auth', 'session'] as const;

/**
 * Without a stored token or an appToken there is no session to check: known at once, so a new
 * visitor's first render is the page itself, not a loader followed by the page.
 */
const nothingToCheck = (): null | undefined => (!pendingAppToken?.token && !getToken() ? null : undefined);

export const authSessionQueryOptions = () =>
  queryOptions({
    queryKey: authSessionQueryKey,
    queryFn: checkAuth,
    initialData: nothingToCheck,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useAuthSession() {
  return useQuery(authSessionQueryOptions());
}

/** The logged-in player, or null. */
export function useUser(): UserData | null {
  return useAuthSession().data?.user ?? null;
}

/** A new session replaces whatever was cached for a previous player. */
export function startSession(queryClient: QueryClient, session: NonNullable<AuthSession>): void {
  queryClient.removeQueries({
    predicate: (query) => !['auth', 'site-modules'].includes(String(query.queryKey[0])),
  });
  queryClient.setQueryData<AuthSession>(authSessionQueryKey, session);
}

/** Forget the session in the cache: the player is anonymous from now on. */
export function clearSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.setQueryData(authSessionQueryKey, null);
  queryClient.removeQueries({
    predicate: (query) => !['auth', 'site-modules'].includes(String(query.queryKey[0])),
  });
}
