import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { securityEvents } from './schema.ts';

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

/** Records a security event. `detail` carries codes and reasons only: never a secret or an address. */
export async function recordSecurityEvent(
  db: Executor,
  event: SecurityEvent,
  playerId: number | null,
  detail: Record<string, string | number | boolean | null> | null = null,
): Promise<void> {
  await db.insert(securityEvents).values({ event, playerId, detail });
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

/** The player's newest login events, newest first (served by security_events_player_at_idx). */
export async function recentLoginEvents(
  db: Executor,
  playerId: number,
  limit = 20,
): Promise<{ event: LoginEvent; at: Date; method: string | null }[]> {
  const rows = await db
    .select({ event: securityEvents.event, at: securityEvents.at, detail: securityEvents.detail })
    .from(securityEvents)
    .where(and(eq(securityEvents.playerId, playerId), inArray(securityEvents.event, [...LOGIN_EVENTS])))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    event: row.event as LoginEvent,
    at: row.at,
    method: typeof row.detail?.method === 'string' ? row.detail.method : null,
  }));
}
