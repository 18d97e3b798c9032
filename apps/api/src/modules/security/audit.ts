import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currentRequestOrigin } from '../../lib/request-origin.ts';
import { loginOrigins, securityEvents } from './schema.ts';

/** How long a login's address and user agent are kept (the audit event itself stays). */
export const LOGIN_ORIGIN_RETENTION_DAYS = 365;

/** Security events of the audit table. */
export type SecurityEvent =
  | 'login'
  | 'login-failed'
  | 'login-refused'
  | 'lockout'
  | 'two-factor-failed'
  | 'two-factor-changed'
  | 'device-code-sent'
  | 'device-authorised'
  | 'device-code-failed'
  | 'password-changed'
  | 'password-change-failed'
  | 'recovery-requested'
  | 'recovery-failed'
  | 'recovery-password-used'
  | 'username-recovered'
  | 'passkey-registered'
  | 'passkey-login'
  | 'passkey-failed'
  | 'sso-login'
  | 'logout'
  | 'session-expired'
  | 'terms-accepted'
  | 'mobile-confirmed'
  | 'email-confirmed'
  | 'document-uploaded'
  | 'account-blocked'
  | 'registered'
  | 'registration-refused'
  | 'account-migrated'
  | 'migration-failed'
  | 'operator-login-failed'
  | 'profile-updated'
  | 'contact-change-requested'
  | 'contact-changed';

/**
 * Records a security event. `detail` carries codes and reasons only: never a secret or an address.
 * A player's login event also records where the request came from, apart (login_origins).
 */
export async function recordSecurityEvent(
  db: Executor,
  event: SecurityEvent,
  playerId: number | null,
  detail: Record<string, string | number | boolean | null> | null = null,
): Promise<void> {
  const origin = playerId !== null && isLoginEvent(event) ? currentRequestOrigin() : undefined;
  const [row] = await db
    .insert(securityEvents)
    .values({ event, playerId, detail })
    .returning({ id: securityEvents.id });
  if (origin) await db.insert(loginOrigins).values({ eventId: row!.id, ...origin });
}

/** The audit events that are a login or a refused one, for the player's login history (issue 17). */
export const LOGIN_EVENTS = [
  'login',
  'login-failed',
  'login-refused',
  'lockout',
  'two-factor-failed',
  'passkey-login',
  'passkey-failed',
  'sso-login',
  'recovery-password-used',
] as const satisfies readonly SecurityEvent[];
export type LoginEvent = (typeof LOGIN_EVENTS)[number];
const isLoginEvent = (event: SecurityEvent): event is LoginEvent =>
  (LOGIN_EVENTS as readonly SecurityEvent[]).includes(event);

/** The player's newest login events, newest first (served by security_events_player_at_idx). */
export async function recentLoginEvents(
  db: Executor,
  playerId: number,
  limit = 20,
): Promise<
  { event: LoginEvent; at: Date; method: string | null; address: string | null; userAgent: string | null }[]
> {
  const rows = await db
    .select({
      event: securityEvents.event,
      at: securityEvents.at,
      detail: securityEvents.detail,
      address: loginOrigins.address,
      userAgent: loginOrigins.userAgent,
    })
    .from(securityEvents)
    .leftJoin(loginOrigins, eq(loginOrigins.eventId, securityEvents.id))
    .where(and(eq(securityEvents.playerId, playerId), inArray(securityEvents.event, [...LOGIN_EVENTS])))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    event: row.event as LoginEvent,
    at: row.at,
    method: typeof row.detail?.method === 'string' ? row.detail.method : null,
    address: row.address,
    userAgent: row.userAgent,
  }));
}

/** Deletes the login origins older than the retention period; answers how many went. */
export async function forgetOldLoginOrigins(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LOGIN_ORIGIN_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(loginOrigins)
    .where(lt(loginOrigins.at, before))
    .returning({ id: loginOrigins.eventId });
  return gone.length;
}
