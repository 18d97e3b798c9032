import type { ClientSettings } from '@conto-gioco/shared/settings';
import type { Database, Executor } from '../../db/client.ts';

/**
 * What the auth service needs from wallet, settings, outbox and security. Their tables reference
 * the players table, so they sit above auth and auth may not import them (no import cycle): it
 * takes these functions instead, wired in plugins/app/auth.ts. The types are auth's narrow view;
 * the compiler checks at the wiring that the real functions fit.
 */
export type AuthPorts = {
  /** The wallet's balances (wallet/service.ts getBalance), for UserData. */
  balanceOf(db: Executor, playerId: number): Promise<{ soldi: number; prelevabile: number; bonus: number }>;
  /** The same through the wallet's short per-player cache (wallet/service.ts readBalance), for CheckAuth. */
  cachedBalanceOf(
    db: Database,
    playerId: number,
  ): Promise<{ soldi: number; prelevabile: number; bonus: number }>;
  /** The saved client settings over the defaults (settings/service.ts). */
  clientSettingsOf(db: Executor, playerId: number): Promise<ClientSettings>;
  /** The outbox (outbox/service.ts): messages written in the caller's transaction. */
  messages: {
    sendEmail(db: Executor, message: OutgoingMessage & { subject: string }): Promise<void>;
    sendSms(db: Executor, message: OutgoingMessage): Promise<void>;
    lastSentAt(
      db: Executor,
      query: { playerId: number; channel: 'email' | 'sms'; purpose: string },
    ): Promise<Date | null>;
  };
  security: {
    /** security/throttle.ts throttleKey: the keys auth guards with. */
    throttleKey: {
      account(scope: string, playerId: number): string;
      username(scope: string, username: string): string;
      address(scope: string, address: string): string;
    };
    /** security/audit.ts recordSecurityEvent. */
    recordEvent(
      db: Executor,
      event: AuthEvent,
      playerId: number | null,
      detail?: AuditDetail | null,
    ): Promise<void>;
    /** security/one-time-codes.ts. */
    issueCode(
      db: Executor,
      request: { playerId: number; purpose: AuthCodePurpose; subject?: string | null },
    ): Promise<string>;
    consumeCode(
      db: Executor,
      request: { playerId: number; purpose: AuthCodePurpose; subject?: string | null; code: string },
    ): Promise<'ok' | 'wrong' | 'expired' | 'missing'>;
    hasCode(
      db: Executor,
      request: { playerId: number; purpose: AuthCodePurpose; code: string },
    ): Promise<boolean>;
    /** security/attempts.ts guardedAttempt, the throttled guess. */
    guardedAttempt<T extends boolean | { verdict: 'passed' | 'failed' | 'not-tried' }>(
      db: Executor,
      guard: {
        keys: readonly string[];
        resetOnPass?: readonly string[];
        lockedEvent?: AuthAuditRow;
        failedEvent?: (result: T, count: { failures: number; locked: boolean }) => AuthAuditRow;
      },
      check: () => Promise<T>,
    ): Promise<
      | { status: 'locked' }
      | { status: 'failed'; result: T; failures: number; locked: boolean }
      | { status: 'passed' | 'not-tried'; result: T }
    >;
  };
};

type OutgoingMessage = { to: string; body: string; purpose: string; playerId: number };
type AuditDetail = Record<string, string | number | boolean | null>;
type AuthAuditRow = { event: AuthEvent; playerId: number | null; detail?: AuditDetail | null };

/** The security events auth writes (security/audit.ts SecurityEvent has them all). */
export type AuthEvent =
  | 'login'
  | 'login-failed'
  | 'login-refused'
  | 'lockout'
  | 'two-factor-failed'
  | 'device-code-sent'
  | 'device-authorised'
  | 'device-code-failed'
  | 'recovery-password-used';

type AuthCodePurpose = 'device' | 'temp-password';
