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
  | 'operator-login-failed';

/** Records a security event. `detail` carries codes and reasons only: never a secret or an address. */
export async function recordSecurityEvent(
  db: Executor,
  event: SecurityEvent,
  playerId: number | null,
  detail: Record<string, string | number | boolean | null> | null = null,
): Promise<void> {
  await db.insert(securityEvents).values({ event, playerId, detail });
}
