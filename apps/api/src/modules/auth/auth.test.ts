import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOGIN_CODE, loginResponse, userData } from '@conto-gioco/shared/auth';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { bearer, createTestApp, login, testConfig, tokenOf, type TestApp } from '../../testing/app.ts';
import { players, sessions } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const saldo = (token: string) => t.app.inject({ url: '/api/Account/GetSaldo', headers: bearer(token) });
const openSessions = async (username: string) => {
  const rows = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(sql`${players.username} = ${username} and ${sessions.revokedAt} is null`);
  return rows.length;
};

describe('POST api/Account/LoginUser2FA', () => {
  it('logs a player in with Token, UserData, ClientSettings and DeviceToken, amounts in cents', async () => {
    const body = await login(t.app, 'mariorossi');
    expect(loginResponse.parse(body).ResponseCode).toBe(LOGIN_CODE.ok);
    const user = userData.parse(body.ResponseData.UserData);
    expect(user).toMatchObject({
      username: 'mariorossi',
      contratto: '1000001',
      nome: 'Mario',
      cognome: 'Rossi',
      statoConto: 2,
    });
    expect(user.saldo).toBe(127_500);
    expect(user.prelevabile).toBe(125_000);
    expect(user.BonusCouponsValue).toBe(2_500);
    expect(user.betsession).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.ResponseData.ClientSettings.UserId).toBe(user.userIdConto);
    expect(body.ResponseData.DeviceToken.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts the username in any letter case', async () => {
    expect((await login(t.app, 'MarioRossi')).ResponseCode).toBe(LOGIN_CODE.ok);
  });

  it('answers wrong password and unknown username identically', async () => {
    const wrongPassword = await login(t.app, 'mariorossi', 'Sbagliata123');
    const unknownUser = await login(t.app, 'nessunoqui', 'Sbagliata123');
    expect(wrongPassword).toEqual({
      ResponseCode: LOGIN_CODE.wrongCredentials,
      ResponseMessage: SERVER_MESSAGES.wrongCredentials,
      ResponseData: null,
    });
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('refuses a blocked account and opens no session for it', async () => {
    const body = await login(t.app, 'lucaverdi');
    expect(body.ResponseCode).toBe(LOGIN_CODE.accountBlocked);
    expect(body.ResponseData).toBeNull();
    expect(await openSessions('lucaverdi')).toBe(0);
  });

  it('answers 400 with a readable message to a bad body and changes nothing', async () => {
    const before = await openSessions('mariorossi');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      payload: { username: '  ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ResponseCode: -400,
      ResponseMessage: 'Dati non validi: username: Il campo è richiesto; password: Il campo è richiesto',
      ResponseData: null,
    });
    expect(await openSessions('mariorossi')).toBe(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseCode).toBe(-400);
  });

  it('keeps one session per player: a new login closes the older one and says so', async () => {
    const first = await tokenOf(t.app, 'giuliabianchi');
    expect((await saldo(first)).statusCode).toBe(200);
    const second = await login(t.app, 'giuliabianchi');
    expect(second.ResponseMessage).toBe('Accesso effettuato, altre sessioni aperte sono state disconnesse.');
    expect(second.ResponseData.UserData.oldSessionClosed).toBe(true);
    expect((await saldo(first)).statusCode).toBe(401);
    expect((await saldo(second.ResponseData.Token)).statusCode).toBe(200);
    expect(await openSessions('giuliabianchi')).toBe(1);
  });

  it('reports the previous login as lastLogin', async () => {
    const first = await login(t.app, 'giuliabianchi');
    const second = await login(t.app, 'giuliabianchi');
    expect(second.ResponseData.UserData.lastLogin).not.toBeNull();
    expect(Date.parse(second.ResponseData.UserData.lastLogin)).toBeGreaterThanOrEqual(
      Date.parse(first.ResponseData.UserData.lastLogin ?? '1970-01-01'),
    );
  });

  it('gives back the device token it issued and a new one for a token it does not know', async () => {
    const first = await login(t.app, 'mariorossi');
    const again = await login(t.app, 'mariorossi', undefined, { token: first.ResponseData.DeviceToken });
    expect(again.ResponseData.DeviceToken).toBe(first.ResponseData.DeviceToken);
    const stranger = await login(t.app, 'mariorossi', undefined, { token: 'not-a-device-of-this-player' });
    expect(stranger.ResponseData.DeviceToken).not.toBe('not-a-device-of-this-player');
  });

  it('stores passwords only as Argon2id hashes', async () => {
    const [row] = await t.database.db
      .select({ hash: players.passwordHash })
      .from(players)
      .where(eq(players.username, 'mariorossi'));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.hash).not.toContain('Demo12345');
  });

  it('throttles logins per address', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/Account/LoginUser2FA',
              payload: { username: 'mariorossi', password: 'Demo12345' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      // A forged X-Forwarded-For does not buy a fresh allowance.
      const forged = await limited.app.inject({
        method: 'POST',
        url: '/api/Account/LoginUser2FA',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: { username: 'mariorossi', password: 'Demo12345' },
      });
      expect(forged.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET api/Account/CheckAuth', () => {
  it('answers Success, UserData, ClientSettings, the session id and a fresh token for a bearer token', async () => {
    const body = await login(t.app, 'mariorossi');
    const response = await t.app.inject({
      url: '/api/Account/CheckAuth',
      headers: bearer(body.ResponseData.Token),
    });
    expect(response.statusCode).toBe(200);
    const check = response.json();
    expect(check).toMatchObject({ Success: true, Message: body.ResponseData.UserData.betsession });
    expect(check.UserData.username).toBe('mariorossi');
    expect((await saldo(check.Token)).statusCode).toBe(200);
  });

  it("refuses a token in the query, the app shell's appToken included: it comes as the bearer token", async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const response = await t.app.inject({ url: `/api/Account/CheckAuth?token=${token}&username=mariorossi` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ Success: false, UserData: null, Token: null });
    const header = await t.app.inject({
      url: '/api/Account/CheckAuth?username=mariorossi&idContoGioco=1',
      headers: bearer(token),
    });
    expect(header.json().Success).toBe(true);
  });

  it('answers 401 with Success false without a token, with a tampered one, with alg none and with an expired one', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const [header, payload] = token.split('.');
    const algNone = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '2' })).toString('base64url')}.${token.split('.')[2]}`;
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('conto-gioco')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    for (const headers of [{}, bearer(tampered), bearer(algNone), bearer(expired), bearer('not-a-jwt')]) {
      const response = await t.app.inject({ url: '/api/Account/CheckAuth', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ Success: false, UserData: null, Token: null });
    }
    expect((await saldo(token)).statusCode).toBe(200);
  });
});

describe('GET api/Account/LogoutUser', () => {
  it('closes the session on the server: the token is refused at once', async () => {
    const body = await login(t.app, 'mariorossi');
    const token = body.ResponseData.Token;
    const response = await t.app.inject({
      url: `/api/Account/LogoutUser?betsession=${body.ResponseData.UserData.betsession}`,
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ ResponseCode: 0, ResponseMessage: '', ResponseData: null });
    expect((await saldo(token)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('needs a valid token', async () => {
    expect((await t.app.inject({ url: '/api/Account/LogoutUser' })).statusCode).toBe(401);
  });
});

describe('GET api/Account/RefreshToken and the idle time-out', () => {
  it('expires a session after 1200 s without activity, on the server', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1199_000 });
    expect((await saldo(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2_000);
    expect((await saldo(token)).statusCode).toBe(401);
  });

  it('keeps a session alive while RefreshToken pings, and the new token works', async () => {
    const body = await login(t.app, 'mariorossi');
    let token = body.ResponseData.Token;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (const minutes of [15, 30, 45]) {
      vi.setSystemTime(start + minutes * 60_000);
      const refreshed = await t.app.inject({
        url: `/api/Account/RefreshToken?betsession=${body.ResponseData.UserData.betsession}`,
        headers: bearer(token),
      });
      expect(refreshed.statusCode).toBe(200);
      token = refreshed.json().ResponseData.Token;
    }
    vi.setSystemTime(start + 60 * 60_000);
    expect((await saldo(token)).statusCode).toBe(200);
  });

  it('does not count balance reads as activity', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (const minutes of [5, 10, 15]) {
      vi.setSystemTime(start + minutes * 60_000);
      expect((await saldo(token)).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 20 * 60_000 + 1000);
    expect((await saldo(token)).statusCode).toBe(401);
  });
});
