import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after the current one is still accepted (clock drift), no more. */
const WINDOW = 1;

const totpOf = (base32Secret: string, digits = DIGITS) =>
  new TOTP({ secret: Secret.fromBase32(base32Secret), algorithm: 'SHA1', digits, period: PERIOD_SECONDS });

/** The code of `time` (tests, the demo). */
export function totpCode(base32Secret: string, time = Date.now(), digits = DIGITS): string {
  return totpOf(base32Secret, digits).generate({ timestamp: time });
}

/**
 * The time step the code belongs to when it is right within ±WINDOW steps, otherwise null. The
 * caller accepts a step only once (it keeps the last accepted step), so a code works once.
 */
export function totpStep(base32Secret: string, code: string, time = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32Secret).validate({ token: code, timestamp: time, window: WINDOW });
  return delta === null ? null : Math.floor(time / 1000 / PERIOD_SECONDS) + delta;
}
