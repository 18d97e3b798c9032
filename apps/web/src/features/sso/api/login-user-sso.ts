import type { LoginResponse } from '@conto-gioco/shared/auth';
import type { SsoLoginRequest } from '@conto-gioco/shared/sso';
import { api } from '@/lib/api-client';

/**
 * LoginUserSSO with the partner's assertion: the login payload, the assertion in `password`, the
 * device token in `token` (docs/decisions.md, sso). The caller handles the login response.
 */
export const loginUserSso =
  (username: string, assertion: string) =>
  (deviceToken: string): Promise<LoginResponse> =>
    api.post<LoginResponse>(
      '/api/Account/LoginUserSSO',
      { username, password: assertion, token: deviceToken } satisfies SsoLoginRequest,
      { auth: false, open: true },
    );

/**
 * The username the assertion names (its `sub`), read without checking anything: only the server,
 * which holds the secret, can tell a real assertion. Null when it is not a readable JWT.
 */
export function assertionSubject(assertion: string): string | null {
  const payload = assertion.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))),
    );
    const sub = claims && typeof claims === 'object' && 'sub' in claims ? claims.sub : null;
    return typeof sub === 'string' && sub.trim() ? sub.trim() : null;
  } catch {
    return null;
  }
}

/** The page works only on the host the site variable SSO_PermittedHost names (with or without port). */
export function isPermittedHost(
  permitted: string | undefined,
  location: Pick<Location, 'host' | 'hostname'>,
) {
  const expected = permitted?.trim().toLowerCase();
  if (!expected) return false;
  return expected === location.host.toLowerCase() || expected === location.hostname.toLowerCase();
}
