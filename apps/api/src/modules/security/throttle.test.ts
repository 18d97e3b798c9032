import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { THROTTLE, lockedFor, recordFailure, resetFailures } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('throttle', () => {
  it('lets the first failures through, then locks for twice as long each time, up to 15 minutes', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const key = 'login:user:raddoppio';
    for (let i = 1; i < THROTTLE.FREE_ATTEMPTS; i++)
      expect((await recordFailure(t.database.db, key, now)).locked).toBe(false);
    expect(await lockedFor(t.database.db, key, now)).toBe(0);
    const locks: number[] = [];
    for (let i = 0; i < 8; i++) {
      await recordFailure(t.database.db, key, now);
      locks.push(await lockedFor(t.database.db, key, now));
    }
    expect(locks).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('gives an address more room than an account', async () => {
    const key = 'login:ip:192.0.2.1';
    for (let i = 1; i < THROTTLE.FREE_ATTEMPTS_PER_ADDRESS; i++) {
      expect((await recordFailure(t.database.db, key)).locked).toBe(false);
    }
    expect((await recordFailure(t.database.db, key)).locked).toBe(true);
  });

  it('never allows more than 100 consecutive failures: then locked until a reset', async () => {
    const key = 'login:user:centotentativi';
    for (let i = 0; i < THROTTLE.HARD_LIMIT; i++) await recordFailure(t.database.db, key);
    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    expect(await lockedFor(t.database.db, key, inAYear)).toBeGreaterThan(0);
    await resetFailures(t.database.db, key);
    expect(await lockedFor(t.database.db, key)).toBe(0);
  });

  it('starts counting again after an hour without failures, but not past the hard limit', async () => {
    const start = new Date('2026-11-22T08:00:00Z');
    const key = 'login:ip:192.0.2.50';
    for (let i = 0; i < 3; i++) await recordFailure(t.database.db, key, start);
    const later = new Date(start.getTime() + 61 * 60 * 1000);
    expect((await recordFailure(t.database.db, key, later)).failures).toBe(1);
    expect((await recordFailure(t.database.db, key, later)).failures).toBe(2);
  });
});
