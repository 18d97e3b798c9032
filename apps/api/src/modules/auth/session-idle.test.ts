import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_IDLE_SECONDS } from '@conto-gioco/shared/constants';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { sessions } from './schema.ts';

// Only Date is faked: PGlite, PostgreSQL and Fastify need real timers for their I/O.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const IDLE_MS = SESSION_IDLE_SECONDS * 1000;

/** Logs mariorossi in and freezes the clock at that moment; `at(ms)` moves it to `ms` after login. */
async function loggedIn() {
  const body = await login(t.app, 'mariorossi');
  expect(body.ResponseCode).toBe(0);
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return {
    token: body.ResponseData.Token as string,
    betsession: body.ResponseData.UserData.betsession as string,
    at: (ms: number) => vi.setSystemTime(start + ms),
  };
}

const saldo = (token: string) => t.app.inject({ url: '/api/Account/GetSaldo', headers: bearer(token) });
const checkAuth = (token: string) => t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(token) });
const refresh = (token: string, betsession: string) =>
  t.app.inject({ url: `/api/Account/RefreshToken?betsession=${betsession}`, headers: bearer(token) });

describe('the server idle time-out (SESSION_IDLE_SECONDS)', () => {
  it('refuses a token idle for 1200 s with 401, even when its session was looked up under 5 s ago', async () => {
    const session = await loggedIn();
    session.at(IDLE_MS - 1000);
    // This look-up fills the session cache, trusted for 5 s.
    expect((await saldo(session.token)).statusCode).toBe(200);
    session.at(IDLE_MS);
    expect((await saldo(session.token)).statusCode).toBe(401);
    expect((await checkAuth(session.token)).statusCode).toBe(401);
    expect((await refresh(session.token, session.betsession)).statusCode).toBe(401);
  });

  it('does not count balance reads as activity', async () => {
    const session = await loggedIn();
    for (const seconds of [300, 600, 900, 1199]) {
      session.at(seconds * 1000);
      expect((await saldo(session.token)).statusCode).toBe(200);
    }
    session.at(IDLE_MS);
    expect((await saldo(session.token)).statusCode).toBe(401);
  });

  it('counts CheckAuth as activity: the session lives 1200 s after it', async () => {
    const session = await loggedIn();
    session.at(1000_000);
    const check = await checkAuth(session.token);
    expect(check.statusCode).toBe(200);
    session.at(1000_000 + IDLE_MS - 1000);
    expect((await saldo(session.token)).statusCode).toBe(200);
    session.at(1000_000 + IDLE_MS);
    expect((await saldo(session.token)).statusCode).toBe(401);
  });
});

describe('GET api/Account/RefreshToken', () => {
  it('renews a session within the limit and answers a fresh, working token', async () => {
    const session = await loggedIn();
    session.at(IDLE_MS - 1000);
    const response = await refresh(session.token, session.betsession);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ResponseCode: 0, ResponseMessage: '' });
    expect(body.ResponseData.Token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await saldo(body.ResponseData.Token)).statusCode).toBe(200);
    // The renewal is stored, not only cached: the row's last activity moved to the renewal time.
    const [row] = await t.database.db
      .select({ lastActivityAt: sessions.lastActivityAt })
      .from(sessions)
      .where(eq(sessions.id, session.betsession));
    expect(row!.lastActivityAt.getTime()).toBe(Date.now());
  });

  it('keeps a renewed session open past the original limit, until 1200 s after the renewal', async () => {
    const session = await loggedIn();
    session.at(IDLE_MS - 1000);
    const token = (await refresh(session.token, session.betsession)).json().ResponseData.Token as string;
    // Past the first limit, and past the 5 s the cache trusts a look-up: the database says open.
    session.at(IDLE_MS + 10_000);
    expect((await saldo(token)).statusCode).toBe(200);
    session.at(2 * IDLE_MS - 2000);
    expect((await saldo(token)).statusCode).toBe(200);
    session.at(2 * IDLE_MS - 1000);
    expect((await saldo(token)).statusCode).toBe(401);
  });

  it('keeps a session open for an hour of pings every 300 s', async () => {
    const session = await loggedIn();
    let token = session.token;
    for (let seconds = 300; seconds <= 3600; seconds += 300) {
      session.at(seconds * 1000);
      const response = await refresh(token, session.betsession);
      expect(response.statusCode).toBe(200);
      token = response.json().ResponseData.Token;
    }
    session.at(3600_000 + IDLE_MS - 1000);
    expect((await saldo(token)).statusCode).toBe(200);
  });

  it('cannot revive an expired session', async () => {
    const session = await loggedIn();
    session.at(IDLE_MS + 1000);
    const response = await refresh(session.token, session.betsession);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ ResponseCode: -401, ResponseData: null });
    session.at(IDLE_MS + 2000);
    expect((await checkAuth(session.token)).statusCode).toBe(401);
  });

  it('cannot renew a session closed by LogoutUser', async () => {
    const session = await loggedIn();
    const logout = await t.app.inject({
      url: `/api/Account/LogoutUser?betsession=${session.betsession}`,
      headers: bearer(session.token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(session.token, session.betsession)).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ url: '/api/Account/RefreshToken?betsession=x' });
    expect(response.statusCode).toBe(401);
  });
});
