import { lt } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify } from 'jose';
import { LOGIN_CODE, type LoginResponse } from '@conto-gioco/shared/auth';
import { refusedEnvelope } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { SSO_ASSERTION, type SsoLoginRequest } from '@conto-gioco/shared/sso';
import type { Database } from '../../db/client.ts';
import { findPlayerByUsername } from '../auth/players.ts';
import type { AuthService } from '../auth/service.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { DEVELOPMENT_SSO_SECRET } from './development-secret.ts';
import { ssoAssertions } from './schema.ts';

/** Seconds of clock difference allowed between the partner and us. */
const CLOCK_TOLERANCE_SECONDS = 5;

export type SsoFailure =
  'signature' | 'expired' | 'claims' | 'lifetime' | 'username-mismatch' | 'replayed' | 'unknown-player';

export type SsoService = ReturnType<typeof createSsoService>;

/** The secret LoginUserSSO verifies with; null (refused) in production when none is configured. */
export function ssoSecret(configured: string | null | undefined, production: boolean): string | null {
  if (configured) return configured;
  return production ? null : DEVELOPMENT_SSO_SECRET;
}

/**
 * LoginUserSSO: the partner site signs (HS256, shared secret) an assertion naming the player's
 * username (sub), with an audience of ours, a jti and a lifetime of at most two minutes. A valid,
 * unused assertion logs that player in through the same rules as any login.
 */
export function createSsoService(deps: {
  db: Database;
  auth: Pick<AuthService, 'loginVerifiedPlayer'>;
  secret: string;
}) {
  const { db, auth } = deps;
  const key = new TextEncoder().encode(deps.secret);

  return {
    async login(request: SsoLoginRequest, now = new Date()): Promise<LoginResponse> {
      const fail = async (reason: SsoFailure, playerId: number | null = null) => {
        await recordSecurityEvent(db, 'login-failed', playerId, { method: 'sso', reason });
        return refusedEnvelope(LOGIN_CODE.wrongCredentials, SERVER_MESSAGES.wrongCredentials);
      };

      let claims: { sub: string; jti: string; exp: number; iat: number };
      try {
        const { payload } = await jwtVerify(request.password, key, {
          algorithms: ['HS256'],
          audience: SSO_ASSERTION.audience,
          requiredClaims: ['sub', 'jti', 'exp', 'iat'],
          maxTokenAge: SSO_ASSERTION.maxLifetimeSeconds,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now,
        });
        claims = payload as typeof claims;
      } catch (error) {
        return fail(error instanceof joseErrors.JWTExpired ? 'expired' : 'signature');
      }
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || claims.jti.length > 200)
        return fail('claims');
      // The partner may not hand out long-lived assertions: two minutes at most, however it signs them.
      if (claims.exp - claims.iat > SSO_ASSERTION.maxLifetimeSeconds) return fail('lifetime');
      if (claims.sub.trim().toLowerCase() !== request.username.trim().toLowerCase())
        return fail('username-mismatch');

      // Single use: the jti is recorded once; a second use of the same assertion finds it there.
      await db.delete(ssoAssertions).where(lt(ssoAssertions.expiresAt, now));
      const recorded = await db
        .insert(ssoAssertions)
        .values({
          jti: claims.jti,
          expiresAt: new Date((claims.exp + CLOCK_TOLERANCE_SECONDS) * 1000),
        })
        .onConflictDoNothing()
        .returning({ jti: ssoAssertions.jti });
      if (recorded.length === 0) return fail('replayed');

      const player = await findPlayerByUsername(db, claims.sub);
      if (!player) return fail('unknown-player');

      const response = await auth.loginVerifiedPlayer(player.id, {
        deviceToken: request.token,
        method: 'sso',
      });
      await recordSecurityEvent(db, 'sso-login', player.id, { code: response.ResponseCode });
      return response;
    },
  };
}
