import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { guardedAttempt } from '../security/attempts.ts';
import { throttleKey } from '../security/throttle.ts';
import { DEVELOPMENT_OPERATOR, DEVELOPMENT_OPERATOR_PASSWORD_HASH } from './development-credentials.ts';

/** The operator's login: a username and the Argon2id hash of the password (OPERATOR_*). */
export type OperatorCredentials = { username: string; passwordHash: string };
export type OperatorVerdict = 'ok' | 'unauthorized' | 'throttled';

const SCOPE = 'operator';
/**
 * A verified Authorization header is trusted this long on this instance, so that a page and its
 * form posts cost one Argon2id check, not one each.
 */
const TRUSTED_FOR_MS = 60_000;

/** The configured login; outside production without one, the development operator; else none. */
export function operatorCredentials(
  configured: OperatorCredentials | null | undefined,
  production: boolean,
): OperatorCredentials | null {
  if (configured) return configured;
  if (production) return null;
  return { username: DEVELOPMENT_OPERATOR.username, passwordHash: DEVELOPMENT_OPERATOR_PASSWORD_HASH };
}

/** The user and password of an `Authorization: Basic` header (RFC 7617), or null. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const encoded = header ? /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header)?.[1] : undefined;
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Printable characters only, as OPERATOR_USERNAME is (config.ts), up to 100. */
const PLAUSIBLE_USERNAME = /^[^\p{Cc}\p{Cs}\s:]{1,100}$/u;

/**
 * Who may use the payment sandbox's operator pages: HTTP Basic with the operator's credentials.
 * The username is compared in constant time and the password always checked against its hash,
 * so the timing tells neither which was wrong; failures are throttled per address and per
 * username like the players' logins (security/throttle.ts).
 */
export function createOperatorCheck(options: { db: Executor; credentials: OperatorCredentials | null }) {
  const { db, credentials } = options;
  const trusted = new Map<string, number>();

  return async function checkOperator(request: FastifyRequest): Promise<OperatorVerdict> {
    const header = request.headers.authorization;
    const given = basicCredentials(header);
    // A username no operator could have (control characters, such as a NUL PostgreSQL refuses in
    // text, or too long) is refused before it becomes a throttle key.
    if (!given || !credentials || !PLAUSIBLE_USERNAME.test(given.username)) return 'unauthorized';
    const headerKey = digest(header!).toString('hex');
    const now = Date.now();
    if ((trusted.get(headerKey) ?? 0) > now) return 'ok';
    trusted.delete(headerKey);

    const usernameKey = throttleKey.username(SCOPE, given.username);
    const failed = (reason: string) =>
      ({ event: 'operator-login-failed', playerId: null, detail: { reason } }) as const;
    const attempt = await guardedAttempt(
      db,
      {
        keys: [throttleKey.address(SCOPE, request.ip), usernameKey],
        // As for players: a success never clears the address, which may be guessing at others.
        resetOnPass: [usernameKey],
        lockedEvent: failed('throttled'),
        failedEvent: () => failed('wrong-credentials'),
      },
      async () => {
        const usernameOk = timingSafeEqual(digest(given.username), digest(credentials.username));
        const passwordOk = await verifyPassword(credentials.passwordHash, given.password);
        return usernameOk && passwordOk;
      },
    );
    if (attempt.status === 'locked') return 'throttled';
    if (attempt.status !== 'passed') return 'unauthorized';
    trusted.set(headerKey, now + TRUSTED_FOR_MS);
    return 'ok';
  };
}
