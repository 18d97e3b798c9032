import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox provider's signatures. The notification header is the one a real provider sends
 * (`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + rawBody)>`, as Stripe's); the form
 * fields and the embedded-page token are signed with keys derived from the same secret, so a
 * value signed for one purpose is worthless for another.
 */

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A notification older (or further in the future) than this is refused: replays stay short-lived. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmacHex = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

export const subKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`conto-gioco:payment-sandbox:${purpose}`).digest('base64url');

/** Constant-time comparison of two hex strings; false when either is not well-formed hex. */
export function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b) || a.length % 2 || b.length % 2) return false;
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The header value for a notification body, signed at `timestamp` (unix seconds). */
export function signNotification(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

/**
 * Whether `header` signs exactly `rawBody` with `secret`, within the tolerance of `now` (unix
 * seconds). Several v1 values (a provider rotating its secret) are accepted; any may match.
 */
export function verifyNotification(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header || header.length > 1000) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = hmacHex(secret, `${timestamp}.${rawBody}`);
  return signatures.some((signature) => sameHex(signature, expected));
}

/** One canonical string for a set of fields: sorted names, JSON-escaped, so no two sets collide. */
const canonicalFields = (fields: Record<string, string>) =>
  JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The `signature` field of a hidden-field form: every other field, as posted, is covered. */
export function signFields(secret: string, fields: Record<string, string>): string {
  return hmacHex(subKey(secret, 'form'), canonicalFields(fields));
}

/** Checks a posted form: its `signature` must cover every other field, none added or changed. */
export function verifyFields(secret: string, posted: Record<string, string>): boolean {
  const { signature, ...fields } = posted;
  if (typeof signature !== 'string') return false;
  return sameHex(signature, signFields(secret, fields));
}

/** `<payload>.<expires unix s>.<hex hmac>`: a short-lived token naming one value for one purpose. */
export function signToken(secret: string, purpose: string, payload: string, expiresAt: number): string {
  const body = `${payload}.${expiresAt}`;
  return `${body}.${hmacHex(subKey(secret, `token:${purpose}`), body)}`;
}

/** The token's payload when it is ours, for this purpose and not expired at `now`; otherwise null. */
export function verifyToken(secret: string, purpose: string, token: string, now: number): string | null {
  if (token.length > 300) return null;
  const match = /^([A-Za-z0-9_-]{1,100})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, payload, expires, signature] = match as unknown as [string, string, string, string];
  if (!sameHex(signature, hmacHex(subKey(secret, `token:${purpose}`), `${payload}.${expires}`))) return null;
  return Number(expires) >= now ? payload : null;
}
