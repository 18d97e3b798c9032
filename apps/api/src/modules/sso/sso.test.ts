import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODE, loginResponse } from '@conto-gioco/shared/auth';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { SSO_ASSERTION } from '@conto-gioco/shared/sso';
import { ConfigError, loadConfig } from '../../config.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/app.ts';
import { securityEvents } from '../security/schema.ts';
import { DEVELOPMENT_SSO_SECRET } from './development-secret.ts';

const SECRET = 'partner-secret-of-the-tests-at-least-32-chars';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { ssoSharedSecret: SECRET } });
});
afterAll(() => t.close());

type Claims = { sub?: string; aud?: string; jti?: string; iat?: number; exp?: number };

/** The partner's assertion: HS256, our audience, a jti, at most two minutes. */
async function assertion(claims: Claims = {}, secret = SECRET, alg = 'HS256') {
  const now = Math.floor(Date.now() / 1000);
  const full = {
    sub: 'mariorossi',
    aud: SSO_ASSERTION.audience,
    jti: randomUUID(),
    iat: now,
    exp: now + 60,
    ...claims,
  };
  const jwt = new SignJWT(Object.fromEntries(Object.entries(full).filter(([, v]) => v !== undefined)));
  return jwt.setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));
}

async function loginSso(password: string, username = 'mariorossi', app = t.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Account/LoginUserSSO',
    payload: { username, password },
  });
  return { status: response.statusCode, body: response.json() };
}

const wrongCredentials = {
  ResponseCode: LOGIN_CODE.wrongCredentials,
  ResponseMessage: SERVER_MESSAGES.wrongCredentials,
  ResponseData: null,
};

async function lastEvent() {
  const [row] = await t.database.db.select().from(securityEvents).orderBy(desc(securityEvents.id)).limit(1);
  return row;
}

describe('POST api/Account/LoginUserSSO', () => {
  it('never skips two-factor: a player with TOTP on is answered -3334 and sent to the login page', async () => {
    const { body } = await loginSso(await assertion({ sub: 'annaferri' }), 'annaferri');
    expect(body).toMatchObject({ ResponseCode: LOGIN_CODE.twoFactorRequired, ResponseData: null });
  });

  it("logs in the player the partner's assertion names, with the login response", async () => {
    const { status, body } = await loginSso(await assertion());
    expect(status).toBe(200);
    const parsed = loginResponse.strict().parse(body);
    expect(parsed.ResponseCode).toBe(LOGIN_CODE.ok);
    expect(parsed.ResponseData!.UserData.username).toBe('mariorossi');
    const saldo = await t.app.inject({
      url: '/api/Account/GetSaldo',
      headers: bearer(parsed.ResponseData!.Token),
    });
    expect(saldo.statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.event, 'sso-login'))
      .orderBy(desc(securityEvents.id))
      .limit(1);
    expect(event!.detail).toEqual({ code: 0 });
  });

  it('accepts an assertion only once', async () => {
    const token = await assertion();
    expect((await loginSso(token)).body.ResponseCode).toBe(LOGIN_CODE.ok);
    expect((await loginSso(token)).body).toEqual(wrongCredentials);
    expect((await lastEvent())!.detail).toEqual({ method: 'sso', reason: 'replayed' });
  });

  it('refuses an assertion signed with another secret', async () => {
    expect((await loginSso(await assertion({}, 'someone-else-s-secret-of-32-characters'))).body).toEqual(
      wrongCredentials,
    );
    expect((await lastEvent())!.detail).toEqual({ method: 'sso', reason: 'signature' });
  });

  it('refuses an expired assertion', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await loginSso(await assertion({ iat: now - 100, exp: now - 30 }))).body).toEqual(
      wrongCredentials,
    );
  });

  it('refuses an assertion that lasts more than two minutes, or was issued more than two minutes ago', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await loginSso(await assertion({ exp: now + 600 }))).body).toEqual(wrongCredentials);
    expect((await lastEvent())!.detail).toEqual({ method: 'sso', reason: 'lifetime' });
    expect((await loginSso(await assertion({ iat: now - 300, exp: now + 60 }))).body).toEqual(
      wrongCredentials,
    );
  });

  it('refuses an assertion without jti, for another audience, or for another username than the payload', async () => {
    expect((await loginSso(await assertion({ jti: undefined }))).body).toEqual(wrongCredentials);
    expect((await loginSso(await assertion({ aud: 'another-service' }))).body).toEqual(wrongCredentials);
    expect((await loginSso(await assertion({ sub: 'giuliabianchi' }), 'mariorossi')).body).toEqual(
      wrongCredentials,
    );
    expect((await lastEvent())!.detail).toEqual({ method: 'sso', reason: 'username-mismatch' });
  });

  it('refuses an unsigned assertion (alg none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sub: 'mariorossi', aud: SSO_ASSERTION.audience, jti: randomUUID(), iat: now, exp: now + 60 })}.`;
    expect((await loginSso(unsigned)).body).toEqual(wrongCredentials);
  });

  it('refuses an unknown username with the same answer', async () => {
    expect((await loginSso(await assertion({ sub: 'nessunoqui' }), 'nessunoqui')).body).toEqual(
      wrongCredentials,
    );
  });

  it('applies the account rules: a blocked player is refused like a password login', async () => {
    const { body } = await loginSso(await assertion({ sub: 'lucaverdi' }), 'lucaverdi');
    expect(body).toEqual({
      ResponseCode: LOGIN_CODE.accountBlocked,
      ResponseMessage: SERVER_MESSAGES.accountBlocked,
      ResponseData: null,
    });
  });

  it('answers 400 to a payload without the assertion', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUserSSO',
      payload: { username: 'mariorossi' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('outside production without SSO_SHARED_SECRET, verifies with the development secret', async () => {
    const development = await createTestApp();
    try {
      const { body } = await loginSso(
        await assertion({}, DEVELOPMENT_SSO_SECRET),
        'mariorossi',
        development.app,
      );
      expect(body.ResponseCode).toBe(LOGIN_CODE.ok);
    } finally {
      await development.close();
    }
  });

  it('in production without SSO_SHARED_SECRET, refuses every assertion (no default secret)', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      const { status, body } = await loginSso(
        await assertion({}, DEVELOPMENT_SSO_SECRET),
        'mariorossi',
        production.app,
      );
      expect(status).toBe(403);
      expect(body).toEqual({
        ResponseCode: -403,
        ResponseMessage: SERVER_MESSAGES.ssoUnavailable,
        ResponseData: null,
      });
    } finally {
      await production.close();
    }
  });
});

describe('SSO_SHARED_SECRET and PASSKEY_ORIGINS (configuration)', () => {
  const env = { JWT_SECRET: 'a-jwt-secret-long-enough-for-the-configuration-test' };

  it('reads the shared secret and the passkey origins', () => {
    const config = loadConfig({
      ...env,
      SSO_SHARED_SECRET: SECRET,
      PASSKEY_ORIGINS: 'https://www.contogioco.it, https://m.contogioco.it:8443',
    });
    expect(config.ssoSharedSecret).toBe(SECRET);
    expect(config.passkeyOrigins).toEqual(['https://www.contogioco.it', 'https://m.contogioco.it:8443']);
    expect(loadConfig(env)).toMatchObject({ ssoSharedSecret: null, passkeyOrigins: null });
  });

  it('refuses a short secret and origins that are not origins', () => {
    expect(() => loadConfig({ ...env, SSO_SHARED_SECRET: 'corto' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, PASSKEY_ORIGINS: 'www.contogioco.it' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, PASSKEY_ORIGINS: 'https://www.contogioco.it/account' })).toThrow(
      ConfigError,
    );
  });
});
