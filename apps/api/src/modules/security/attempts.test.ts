import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { guardedAttempt, type AttemptGuard } from './attempts.ts';
import { securityEvents } from './schema.ts';
import { THROTTLE, lockedFor } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventsNamed = async (event: string) =>
  t.database.db.select().from(securityEvents).where(eq(securityEvents.event, event));

describe('guardedAttempt', () => {
  it('counts failures on every key, audits them, and locks: then the check no longer runs', async () => {
    const keys = ['attempt:user:a', 'attempt:ip:a'];
    let runs = 0;
    const guard: AttemptGuard<boolean> = {
      keys,
      lockedEvent: { event: 'login-refused', playerId: null, detail: { reason: 'attempt-test' } },
      failedEvent: (_, count) => ({
        event: 'login-failed',
        playerId: null,
        detail: { failures: count.failures, test: 'attempt' },
      }),
    };
    for (let i = 1; i <= THROTTLE.FREE_ATTEMPTS; i++) {
      const outcome = await guardedAttempt(t.database.db, guard, async () => (runs++, false));
      expect(outcome).toMatchObject({ status: 'failed', failures: i, locked: i === THROTTLE.FREE_ATTEMPTS });
    }
    expect(await lockedFor(t.database.db, keys[0]!)).toBeGreaterThan(0);
    // The address has more free attempts: it counted, but is not locked yet.
    expect(await lockedFor(t.database.db, keys[1]!)).toBe(0);
    expect(await guardedAttempt(t.database.db, guard, async () => (runs++, true))).toEqual({
      status: 'locked',
    });
    expect(runs).toBe(THROTTLE.FREE_ATTEMPTS);
    const failed = (await eventsNamed('login-failed')).filter((row) => row.detail?.test === 'attempt');
    expect(failed.map((row) => row.detail?.failures)).toEqual([1, 2, 3, 4, 5]);
    expect((await eventsNamed('login-refused')).some((row) => row.detail?.reason === 'attempt-test')).toBe(
      true,
    );
  });

  it('resets only the keys it is told to on a pass, and counts nothing for a check not tried', async () => {
    const [user, address] = ['attempt:user:b', 'attempt:ip:b'];
    const guard = { keys: [user, address], resetOnPass: [user] };
    await guardedAttempt(t.database.db, guard, async () => false);
    expect(
      await guardedAttempt(t.database.db, guard, async () => ({
        verdict: 'not-tried' as const,
        why: 'no code',
      })),
    ).toEqual({ status: 'not-tried', result: { verdict: 'not-tried', why: 'no code' } });
    const second = await guardedAttempt(t.database.db, guard, async () => false);
    expect(second).toMatchObject({ status: 'failed', failures: 2 });
    await guardedAttempt(t.database.db, guard, async () => true);
    // The user's count started again; the address's went on.
    expect(await guardedAttempt(t.database.db, guard, async () => false)).toMatchObject({ failures: 1 });
    expect(await guardedAttempt(t.database.db, { keys: [address] }, async () => false)).toMatchObject({
      failures: 4,
    });
  });
});
