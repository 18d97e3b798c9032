import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { fundPlayer } from '../../testing/payments.ts';
import { markMobileConfirmed } from './players.ts';
import { ACTIVITY_WRITE_INTERVAL_MS } from './sessions.ts';
import { sessions } from './schema.ts';

// CheckAuth answers from short per-instance caches (player, settings, balance, session activity):
// what a player changes must still show at once on the next call.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const checkAuth = async (token: string) => {
  const response = await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET api/Account/CheckAuth from its caches', () => {
  it('shows a change of the player at once', async () => {
    const body = await login(t.app, 'giuliabianchi');
    const token = body.ResponseData.Token as string;
    expect((await checkAuth(token)).UserData.confirmedMobile).toBe(false);
    expect((await checkAuth(token)).UserData.confirmedMobile).toBe(false);
    await markMobileConfirmed(t.database.db, body.ResponseData.UserData.userIdConto, new Date());
    expect((await checkAuth(token)).UserData.confirmedMobile).toBe(true);
  });

  it('shows money moved through the ledger at once', async () => {
    const body = await login(t.app, 'mariorossi');
    const token = body.ResponseData.Token as string;
    const before = (await checkAuth(token)).UserData;
    await fundPlayer(t.database.db, before.userIdConto, 1_000);
    const after = (await checkAuth(token)).UserData;
    expect(after.saldo).toBe(before.saldo + 1_000);
    expect(after.prelevabile).toBe(before.prelevabile + 1_000);
  });

  it('writes the activity at most every 30 s, yet keeps the idle time-out exact on this instance', async () => {
    const body = await login(t.app, 'mariorossi');
    const token = body.ResponseData.Token as string;
    const sessionId = body.ResponseData.UserData.betsession as string;
    const stored = async () =>
      (
        await t.database.db
          .select({ lastActivityAt: sessions.lastActivityAt })
          .from(sessions)
          .where(eq(sessions.id, sessionId))
      )[0]!.lastActivityAt.getTime();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    vi.setSystemTime(start + 600_000);
    await checkAuth(token);
    expect(await stored()).toBe(start + 600_000);
    vi.setSystemTime(start + 600_000 + ACTIVITY_WRITE_INTERVAL_MS - 1000);
    await checkAuth(token);
    expect(await stored()).toBe(start + 600_000);
    // 1200 s after the unwritten activity, not after the stored one.
    const lastActivity = start + 600_000 + ACTIVITY_WRITE_INTERVAL_MS - 1000;
    vi.setSystemTime(lastActivity + 1_199_000);
    const saldo = () => t.app.inject({ url: '/api/Account/GetSaldo', headers: bearer(token) });
    expect((await saldo()).statusCode).toBe(200);
    vi.setSystemTime(lastActivity + 1_200_000);
    expect((await saldo()).statusCode).toBe(401);
  });
});
