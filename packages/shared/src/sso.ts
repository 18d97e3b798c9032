import { z } from 'zod';
import { loginRequest } from './auth.ts';

/**
 * LoginUserSSO (access.md §7): the login payload, whose `password` carries the partner's signed
 * assertion (an HS256 JWT naming the username) instead of a password; `token` stays the device
 * token, as in every login. It answers the login response.
 */
export const ssoLoginRequest = loginRequest.extend({
  password: z.string({ error: 'Il campo è richiesto' }).min(1, { error: 'Il campo è richiesto' }).max(4000),
});
export type SsoLoginRequest = z.infer<typeof ssoLoginRequest>;

/** The partner's assertion: an HS256 JWT with this audience, lasting at most two minutes, single use. */
export const SSO_ASSERTION = {
  audience: 'conto-gioco:LoginUserSSO',
  maxLifetimeSeconds: 120,
} as const;
