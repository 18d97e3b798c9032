import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { securityThrottles } from './schema.ts';

/**
 * Throttling of guesses (passwords, two-factor and device codes, recovery answers), per account and
 * per address, in the database so that every API instance sees the same counts.
 *
 * The first FREE_ATTEMPTS failures (per address FREE_ATTEMPTS_PER_ADDRESS) cost nothing; each further one locks the key for twice as long
 * as the one before (30 s, 1 min, 2 min ... up to 15 min). At HARD_LIMIT consecutive failures the key
 * stays locked until a success elsewhere resets it (for an account: a password recovery), so no
 * account ever sees more than HARD_LIMIT consecutive guesses (NIST SP 800-63B §5.2.2).
 */
export const THROTTLE = {
  FREE_ATTEMPTS: 5,
  /** An address may be a whole office or mobile carrier behind one NAT: more room before it locks. */
  FREE_ATTEMPTS_PER_ADDRESS: 20,
  BASE_LOCK_SECONDS: 30,
  MAX_LOCK_SECONDS: 15 * 60,
  HARD_LIMIT: 100,
  /** After this long without a failure the count starts again (below the hard limit). */
  QUIET_RESET_SECONDS: 60 * 60,
} as const;

/** Far enough in the future to mean "until reset". */
const UNTIL_RESET = new Date('9999-12-31T00:00:00Z');

export const throttleKey = {
  account: (scope: string, playerId: number) => `${scope}:player:${playerId}`,
  /** By the username a request names, known or not: an unknown one locks the same way. */
  username: (scope: string, username: string) => `${scope}:user:${username.trim().toLowerCase()}`,
  address: (scope: string, address: string) => `${scope}:ip:${address}`,
};

/** Seconds until the key may be tried again; 0 when it is not locked. */
export async function lockedFor(db: Executor, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: securityThrottles.lockedUntil })
    .from(securityThrottles)
    .where(eq(securityThrottles.key, key));
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
}

/**
 * Counts one more consecutive failure and locks the key when it is over the threshold. An hour
 * without failures starts the count again (an office behind one address is not locked for ever),
 * except at the hard limit.
 */
export async function recordFailure(
  db: Executor,
  key: string,
  now = new Date(),
): Promise<{ failures: number; locked: boolean }> {
  const [row] = await db
    .insert(securityThrottles)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: securityThrottles.key,
      set: {
        failures: sql`case when ${securityThrottles.updatedAt} < ${new Date(now.getTime() - THROTTLE.QUIET_RESET_SECONDS * 1000)}
          and ${securityThrottles.failures} < ${THROTTLE.HARD_LIMIT} then 1 else ${securityThrottles.failures} + 1 end`,
        updatedAt: now,
      },
    })
    .returning({ failures: securityThrottles.failures });
  const failures = row!.failures;
  const free = key.includes(':ip:') ? THROTTLE.FREE_ATTEMPTS_PER_ADDRESS : THROTTLE.FREE_ATTEMPTS;
  const lockedUntil = lockUntil(failures, free, now);
  if (lockedUntil) {
    await db.update(securityThrottles).set({ lockedUntil }).where(eq(securityThrottles.key, key));
  }
  return { failures, locked: lockedUntil !== null };
}

/** A success: the count starts again. */
export async function resetFailures(db: Executor, key: string): Promise<void> {
  await db.delete(securityThrottles).where(eq(securityThrottles.key, key));
}

function lockUntil(failures: number, free: number, now: Date): Date | null {
  if (failures >= THROTTLE.HARD_LIMIT) return UNTIL_RESET;
  if (failures < free) return null;
  const seconds = Math.min(THROTTLE.BASE_LOCK_SECONDS * 2 ** (failures - free), THROTTLE.MAX_LOCK_SECONDS);
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * Counts one more event under the key in a fixed window (a rate, not failures: nothing locks) and
 * answers the count so far; the window starts again `windowSeconds` after its first event.
 */
export async function countInWindow(
  db: Executor,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const stale = sql`${securityThrottles.updatedAt} < ${windowStart}`;
  // updatedAt holds the start of the current window here.
  const [row] = await db
    .insert(securityThrottles)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: securityThrottles.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${securityThrottles.failures} + 1 end`,
        updatedAt: sql`case when ${stale} then ${now}::timestamptz else ${securityThrottles.updatedAt} end`,
      },
    })
    .returning({ count: securityThrottles.failures });
  return row!.count;
}
