import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_CODE, loginResponse } from '@conto-gioco/shared/auth';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { bearer, createTestApp, tokenOf, type TestApp } from '../../testing/app.ts';
import { SoftwareAuthenticator } from '../../testing/software-authenticator.ts';
import { players } from '../auth/schema.ts';
import { securityEvents, securityThrottles } from '../security/schema.ts';
import { passkeyChallenges, passkeyCredentials } from './schema.ts';

const HOST = 'conto.test';
const ORIGIN = `http://${HOST}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  vi.useRealTimers();
  await t.app.siteConfig.set('Biometrics_Enabled', 'true');
});

/** A different client address per test keeps the address throttle of one test out of the others. */
let addressCounter = 0;
const nextAddress = () => `10.0.0.${++addressCounter}`;

async function post(url: string, options: { token?: string; payload?: unknown; address?: string } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, ...(options.token ? bearer(options.token) : {}) },
    remoteAddress: options.address ?? '127.0.0.1',
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function registrationOptions(token: string) {
  return post('/api/Account/PasskeyRegistrationOptions', { token });
}

/** Registers a new software passkey for the player and returns it. */
async function registerPasskey(username: string): Promise<SoftwareAuthenticator> {
  const token = await tokenOf(t.app, username);
  const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
  const options = await registrationOptions(token);
  const registered = await post('/api/Account/PasskeyRegister', {
    token,
    payload: { credential: authenticator.register(options.body.ResponseData) },
  });
  expect(registered.body).toEqual({ ResponseCode: 0, ResponseMessage: '', ResponseData: null });
  return authenticator;
}

/** A passkey of a player who cannot simply log in with a password here (TOTP, blocked ...). */
async function passkeyOf(username: string): Promise<SoftwareAuthenticator> {
  const authenticator = await registerPasskey('mariorossi');
  await t.database.db
    .update(passkeyCredentials)
    .set({ playerId: await playerIdOf(username) })
    .where(eq(passkeyCredentials.id, authenticator.id));
  return authenticator;
}

async function loginOptions(address?: string) {
  return (await post('/api/Account/PasskeyLoginOptions', { address })).body.ResponseData;
}

async function passkeyLogin(
  authenticator: SoftwareAuthenticator,
  options: { address?: string; token?: string } = {},
) {
  const request = await loginOptions(options.address);
  return post('/api/Account/LoginUserPasskey', {
    address: options.address,
    payload: {
      credential: authenticator.authenticate(request),
      ...(options.token ? { token: options.token } : {}),
    },
  });
}

const playerIdOf = async (username: string) =>
  (await t.database.db.select({ id: players.id }).from(players).where(eq(players.username, username)))[0]!.id;

async function lastEvent(event: string) {
  const [row] = await t.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.event, event))
    .orderBy(desc(securityEvents.id))
    .limit(1);
  return row;
}

const biometricFailed = {
  ResponseCode: LOGIN_CODE.biometricFailed,
  ResponseMessage: SERVER_MESSAGES.biometricFailed,
  ResponseData: null,
};

describe('POST api/Account/PasskeyRegistrationOptions', () => {
  it('needs a logged-in player', async () => {
    const response = await post('/api/Account/PasskeyRegistrationOptions');
    expect(response.status).toBe(401);
  });

  it('answers creation options for the site host: discoverable passkey, user verification required', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const { status, body } = await registrationOptions(token);
    expect(status).toBe(200);
    expect(body.ResponseCode).toBe(0);
    expect(body.ResponseData).toMatchObject({
      rp: { id: HOST, name: 'Conto Gioco' },
      user: { name: 'mariorossi', displayName: 'Mario Rossi' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const [challenge] = await t.database.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.challenge, body.ResponseData.challenge));
    expect(challenge).toMatchObject({ purpose: 'register', playerId: await playerIdOf('mariorossi') });
    // Five minutes to complete the ceremony.
    const seconds = (challenge!.expiresAt.getTime() - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
  });

  it('lists the passkeys the player already has, so that an authenticator is not registered twice', async () => {
    const authenticator = await registerPasskey('giuliabianchi');
    const { body } = await registrationOptions(await tokenOf(t.app, 'giuliabianchi'));
    expect(body.ResponseData.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: 'public-key' }),
    ]);
  });

  it('is refused when module Biometrics_Enabled is off', async () => {
    await t.app.siteConfig.set('Biometrics_Enabled', 'false');
    const { status, body } = await registrationOptions(await tokenOf(t.app, 'mariorossi'));
    expect(status).toBe(403);
    expect(body).toEqual({
      ResponseCode: -403,
      ResponseMessage: SERVER_MESSAGES.biometricsUnavailable,
      ResponseData: null,
    });
  });
});

describe('POST api/Account/PasskeyRegister', () => {
  it('stores the passkey of the logged-in player and audits it', async () => {
    const authenticator = await registerPasskey('mariorossi');
    const [stored] = await t.database.db
      .select()
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.id, authenticator.id));
    expect(stored).toMatchObject({ playerId: await playerIdOf('mariorossi'), counter: 0 });
    expect(stored!.transports).toEqual(['internal']);
    expect(await lastEvent('passkey-registered')).toMatchObject({ playerId: await playerIdOf('mariorossi') });
  });

  it('spends the challenge: the same answer a second time is refused with -5028', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const options = await registrationOptions(token);
    const credential = authenticator.register(options.body.ResponseData);
    expect(
      (await post('/api/Account/PasskeyRegister', { token, payload: { credential } })).body.ResponseCode,
    ).toBe(0);
    const again = await post('/api/Account/PasskeyRegister', { token, payload: { credential } });
    expect(again.body).toEqual(biometricFailed);
    expect((await lastEvent('passkey-failed'))!.detail).toEqual({ stage: 'register', reason: 'challenge' });
  });

  it('refuses a challenge older than five minutes', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const options = await registrationOptions(token);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const credential = new SoftwareAuthenticator({ origin: ORIGIN }).register(options.body.ResponseData);
    const response = await post('/api/Account/PasskeyRegister', { token, payload: { credential } });
    expect(response.body).toEqual(biometricFailed);
  });

  it("refuses another player's challenge", async () => {
    const options = await registrationOptions(await tokenOf(t.app, 'giuliabianchi'));
    const credential = new SoftwareAuthenticator({ origin: ORIGIN }).register(options.body.ResponseData);
    const response = await post('/api/Account/PasskeyRegister', {
      token: await tokenOf(t.app, 'mariorossi'),
      payload: { credential },
    });
    expect(response.body).toEqual(biometricFailed);
  });

  it('refuses a passkey created on another site (origin)', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const options = await registrationOptions(token);
    const credential = new SoftwareAuthenticator({ origin: 'http://evil.test' }).register(
      options.body.ResponseData,
    );
    const response = await post('/api/Account/PasskeyRegister', { token, payload: { credential } });
    expect(response.body).toEqual(biometricFailed);
    expect((await lastEvent('passkey-failed'))!.detail).toEqual({ stage: 'register', reason: 'signature' });
  });

  it('refuses an authenticator that did not verify the user', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const options = await registrationOptions(token);
    const credential = new SoftwareAuthenticator({ origin: ORIGIN, userVerified: false }).register(
      options.body.ResponseData,
    );
    const response = await post('/api/Account/PasskeyRegister', { token, payload: { credential } });
    expect(response.body).toEqual(biometricFailed);
  });

  it('answers 400 to a malformed credential and stores nothing', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const before = await t.database.db.$count(passkeyCredentials);
    const response = await post('/api/Account/PasskeyRegister', {
      token,
      payload: { credential: { id: 'not base64!', type: 'public-key' } },
    });
    expect(response.status).toBe(400);
    expect(await t.database.db.$count(passkeyCredentials)).toBe(before);
  });
});

describe('POST api/Account/PasskeyLoginOptions', () => {
  it('is open and asks for any passkey of the site, with user verification', async () => {
    const { status, body } = await post('/api/Account/PasskeyLoginOptions');
    expect(status).toBe(200);
    expect(body.ResponseData).toMatchObject({ rpId: HOST, userVerification: 'required' });
    expect(body.ResponseData.allowCredentials ?? []).toEqual([]);
  });

  it('is refused when module Biometrics_Enabled is off', async () => {
    await t.app.siteConfig.set('Biometrics_Enabled', 'false');
    expect((await post('/api/Account/PasskeyLoginOptions')).status).toBe(403);
  });
});

describe('POST api/Account/LoginUserPasskey', () => {
  it('logs the player in with exactly the login response of LoginUser2FA', async () => {
    const authenticator = await registerPasskey('mariorossi');
    const { body } = await passkeyLogin(authenticator);
    const parsed = loginResponse.strict().parse(body);
    expect(parsed.ResponseCode).toBe(LOGIN_CODE.ok);
    expect(parsed.ResponseData!.UserData.username).toBe('mariorossi');
    expect(parsed.ResponseData!.DeviceToken.length).toBeGreaterThanOrEqual(40);
    const saldo = await t.app.inject({
      url: '/api/Account/GetSaldo',
      headers: bearer(parsed.ResponseData!.Token),
    });
    expect(saldo.statusCode).toBe(200);
    expect(await lastEvent('passkey-login')).toMatchObject({
      playerId: await playerIdOf('mariorossi'),
      detail: { code: 0 },
    });
    const [stored] = await t.database.db
      .select()
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.id, authenticator.id));
    expect(stored!.counter).toBe(1);
    expect(stored!.lastUsedAt).not.toBeNull();
  });

  it('satisfies two-factor: a TOTP player needs no code', async () => {
    const authenticator = await passkeyOf('annaferri');
    expect((await passkeyLogin(authenticator)).body.ResponseCode).toBe(LOGIN_CODE.ok);
  });

  it('proves the device: a player with device check is not asked to authorise it', async () => {
    const authenticator = await registerPasskey('giuliabianchi');
    await t.database.db
      .update(players)
      .set({ deviceCheck: true })
      .where(eq(players.username, 'giuliabianchi'));
    try {
      expect((await passkeyLogin(authenticator)).body.ResponseCode).toBe(LOGIN_CODE.ok);
    } finally {
      await t.database.db
        .update(players)
        .set({ deviceCheck: false })
        .where(eq(players.username, 'giuliabianchi'));
    }
  });

  it('applies the account rules: a blocked player is refused like a password login', async () => {
    const authenticator = await passkeyOf('lucaverdi');
    const { body } = await passkeyLogin(authenticator);
    expect(body).toEqual({
      ResponseCode: LOGIN_CODE.accountBlocked,
      ResponseMessage: SERVER_MESSAGES.accountBlocked,
      ResponseData: null,
    });
  });

  it('refuses an unknown passkey with -5028 and audits it', async () => {
    const stranger = new SoftwareAuthenticator({ origin: ORIGIN });
    const { body } = await passkeyLogin(stranger, { address: nextAddress() });
    expect(body).toEqual(biometricFailed);
    expect((await lastEvent('passkey-failed'))!.detail).toEqual({
      stage: 'login',
      reason: 'unknown-credential',
    });
  });

  it('refuses a wrong signature (another key under a known passkey id)', async () => {
    const authenticator = await registerPasskey('mariorossi');
    const impostor = new SoftwareAuthenticator({ origin: ORIGIN });
    Object.defineProperty(impostor, 'credentialId', { value: authenticator.credentialId });
    const { body } = await passkeyLogin(impostor, { address: nextAddress() });
    expect(body).toEqual(biometricFailed);
    expect(await lastEvent('passkey-failed')).toMatchObject({
      playerId: await playerIdOf('mariorossi'),
      detail: { stage: 'login', reason: 'signature' },
    });
  });

  it('refuses a signature counter that went back (a cloned authenticator)', async () => {
    const authenticator = await registerPasskey('mariorossi');
    expect((await passkeyLogin(authenticator)).body.ResponseCode).toBe(LOGIN_CODE.ok);
    expect((await passkeyLogin(authenticator)).body.ResponseCode).toBe(LOGIN_CODE.ok);
    authenticator.counter = 0;
    const { body } = await passkeyLogin(authenticator, { address: nextAddress() });
    expect(body).toEqual(biometricFailed);
    expect((await lastEvent('passkey-failed'))!.detail).toEqual({ stage: 'login', reason: 'counter' });
  });

  it('refuses an expired challenge and a challenge used twice', async () => {
    const authenticator = await registerPasskey('mariorossi');
    const address = nextAddress();
    const request = await loginOptions(address);
    const credential = authenticator.authenticate(request);
    const first = await post('/api/Account/LoginUserPasskey', { address, payload: { credential } });
    expect(first.body.ResponseCode).toBe(LOGIN_CODE.ok);
    const replay = await post('/api/Account/LoginUserPasskey', { address, payload: { credential } });
    expect(replay.body).toEqual(biometricFailed);

    const late = await loginOptions(address);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const expired = await post('/api/Account/LoginUserPasskey', {
      address,
      payload: { credential: authenticator.authenticate(late) },
    });
    expect(expired.body).toEqual(biometricFailed);
    expect((await lastEvent('passkey-failed'))!.detail).toEqual({ stage: 'login', reason: 'challenge' });
  });

  it('refuses an assertion made for another site', async () => {
    const authenticator = await registerPasskey('mariorossi');
    const request = await loginOptions();
    const credential = authenticator.authenticate(request, 'http://evil.test');
    const { body } = await post('/api/Account/LoginUserPasskey', {
      address: nextAddress(),
      payload: { credential },
    });
    expect(body).toEqual(biometricFailed);
  });

  it('throttles an account after repeated failures, even for a right assertion', async () => {
    const authenticator = await passkeyOf('robertoconti');
    const impostor = new SoftwareAuthenticator({ origin: ORIGIN });
    Object.defineProperty(impostor, 'credentialId', { value: authenticator.credentialId });
    for (let i = 0; i < 5; i++) {
      expect((await passkeyLogin(impostor, { address: nextAddress() })).body).toEqual(biometricFailed);
    }
    const { body } = await passkeyLogin(authenticator, { address: nextAddress() });
    expect(body).toEqual({
      ResponseCode: LOGIN_CODE.throttled,
      ResponseMessage: SERVER_MESSAGES.loginThrottled,
      ResponseData: null,
    });
  });

  it('throttles an address that keeps presenting unknown passkeys', async () => {
    const address = nextAddress();
    const stranger = new SoftwareAuthenticator({ origin: ORIGIN });
    let last;
    for (let i = 0; i < 30; i++) last = (await passkeyLogin(stranger, { address })).body;
    expect(last!.ResponseCode).toBe(LOGIN_CODE.throttled);
    const [throttle] = await t.database.db
      .select()
      .from(securityThrottles)
      .where(eq(securityThrottles.key, `passkey:ip:${address}`));
    expect(throttle!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('is refused when module Biometrics_Enabled is off', async () => {
    const authenticator = await registerPasskey('mariorossi');
    const request = await loginOptions();
    await t.app.siteConfig.set('Biometrics_Enabled', 'false');
    const response = await post('/api/Account/LoginUserPasskey', {
      payload: { credential: authenticator.authenticate(request) },
    });
    expect(response.status).toBe(403);
    // Nothing was spent: the challenge is still there.
    const challenges = await t.database.db
      .select()
      .from(passkeyChallenges)
      .where(and(eq(passkeyChallenges.challenge, request.challenge)));
    expect(challenges).toHaveLength(1);
  });
});

describe('relying party', () => {
  it('in production, refuses passkeys until PASSKEY_ORIGINS is set', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/Account/PasskeyLoginOptions',
        headers: { host: HOST },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await production.close();
    }
  });

  it('with PASSKEY_ORIGINS, works on those origins only', async () => {
    const configured = await createTestApp({
      config: { env: 'production', passkeyOrigins: ['https://www.contogioco.it'] },
    });
    try {
      const options = (host: string, proto = 'https') =>
        configured.app.inject({
          method: 'POST',
          url: '/api/Account/PasskeyLoginOptions',
          headers: { host, 'x-forwarded-proto': proto },
        });
      // No proxy is trusted: the request is plain http whatever X-Forwarded-Proto says.
      expect((await options('www.contogioco.it')).statusCode).toBe(403);
      expect((await options('www.contogioco.it.evil.test')).statusCode).toBe(403);
    } finally {
      await configured.close();
    }
    const behindProxy = await createTestApp({
      config: { env: 'production', passkeyOrigins: ['https://www.contogioco.it'], trustProxy: true },
    });
    try {
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/Account/PasskeyLoginOptions',
        headers: { host: 'www.contogioco.it', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().ResponseData.rpId).toBe('www.contogioco.it');
    } finally {
      await behindProxy.close();
    }
  });
});
