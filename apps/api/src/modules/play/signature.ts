import { createHmac, timingSafeEqual } from 'node:crypto';
import { PLAY_SIGNATURE_MAX_SKEW_SECONDS } from '@conto-gioco/shared/play';

/**
 * The operator API's service key: the platform signs each call with HMAC-SHA256 over
 * `METHOD\npath\ntimestamp\nbody` (the path with its query, the body's exact bytes) and sends the
 * Unix time and the hex signature in x-play-timestamp and x-play-signature. A call more than
 * PLAY_SIGNATURE_MAX_SKEW_SECONDS away from our clock is refused, so a captured call cannot be sent
 * again later; within that window a replay is harmless, every call being idempotent.
 */
export function signPlayRequest(
  key: string,
  request: { method: string; path: string; timestamp: number | string; body: string },
): string {
  return createHmac('sha256', key)
    .update(`${request.method.toUpperCase()}\n${request.path}\n${request.timestamp}\n${request.body}`)
    .digest('hex');
}

/** The headers of a signed call, at `now` (the platform's side, the sandbox and the tests). */
export function playSignatureHeaders(
  key: string,
  request: { method: string; path: string; body: string },
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'x-play-timestamp': String(timestamp),
    'x-play-signature': signPlayRequest(key, { ...request, timestamp }),
  };
}

/** Whether a call's signature is the key's and its time is near ours. */
export function verifyPlaySignature(
  key: string | null,
  request: { method: string; path: string; body: string; timestamp: unknown; signature: unknown },
  now: Date = new Date(),
): boolean {
  if (!key) return false;
  const { timestamp, signature } = request;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PLAY_SIGNATURE_MAX_SKEW_SECONDS) return false;
  const expected = Buffer.from(signPlayRequest(key, { ...request, timestamp }), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * Outside production without PLAY_SERVICE_KEY, the key is derived from the API's signing secret:
 * stable across restarts, never a literal in the repository, and not the signing secret itself.
 */
export const developmentPlayServiceKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('conto-gioco:play-service-key').digest('base64url');
