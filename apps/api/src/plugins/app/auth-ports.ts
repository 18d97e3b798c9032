import type { AuthPorts } from '../../modules/auth/ports.ts';
import type { Outbox } from '../../modules/outbox/service.ts';
import { guardedAttempt } from '../../modules/security/attempts.ts';
import { recordSecurityEvent } from '../../modules/security/audit.ts';
import { consumeCode, hasCode, issueCode } from '../../modules/security/one-time-codes.ts';
import { throttleKey } from '../../modules/security/throttle.ts';
import { getClientSettings } from '../../modules/settings/service.ts';
import { getBalance, readBalance } from '../../modules/wallet/service.ts';

/** What auth takes from the modules above it (auth/ports.ts says why it cannot import them). */
export const authPorts = (outbox: Outbox): AuthPorts => ({
  balanceOf: getBalance,
  cachedBalanceOf: readBalance,
  clientSettingsOf: getClientSettings,
  messages: outbox,
  security: {
    throttleKey,
    recordEvent: recordSecurityEvent,
    issueCode,
    consumeCode,
    hasCode,
    guardedAttempt,
  },
});
