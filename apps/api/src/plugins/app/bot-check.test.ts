import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BotCheckChallenge } from '@conto-gioco/shared/bot-check';
import { botCheckSolutions } from '../../modules/security/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { BOT_CHECK, type BotAction } from './bot-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { botCheck: true } });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function fetchChallenge(action: BotAction = 'AccountLogin'): Promise<BotCheckChallenge> {
  const response = await t.app.inject({ url: `/api/Account/BotCheckChallenge?action=${action}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** What the browser's widget sends: the challenge with the solution altcha-lib's solver finds. */
async function solved(action: BotAction = 'AccountLogin') {
  const challenge = await fetchChallenge(action);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return { challenge, solution, payload: encode({ challenge, solution }) };
}

describe('GET api/Account/BotCheckChallenge', () => {
  it('answers a signed, cheap, short-lived challenge for the action, never cached', async () => {
    const response = await t.app.inject({ url: '/api/Account/BotCheckChallenge?action=AccountLogin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: BOT_CHECK.COST,
      data: { action: 'AccountLogin' },
    });
    const ttl = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(BOT_CHECK.TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(BOT_CHECK.TTL_SECONDS);
  });

  it('refuses an unknown action with 400', async () => {
    const response = await t.app.inject({ url: '/api/Account/BotCheckChallenge?action=Other' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseCode).toBe(-400);
  });
});

describe('app.botCheck.verify', () => {
  it('accepts a valid solution once only', async () => {
    const { payload } = await solved();
    expect(await t.app.botCheck.verify(payload, 'AccountLogin')).toBe(true);
    expect(await t.app.botCheck.verify(payload, 'AccountLogin')).toBe(false);
  });

  it('refuses a missing, empty or malformed payload', async () => {
    for (const payload of [
      undefined,
      null,
      '',
      'not-base64!',
      encode({ hello: 'world' }),
      'x'.repeat(5000),
    ]) {
      expect(await t.app.botCheck.verify(payload, 'AccountLogin')).toBe(false);
    }
    // The widget's test mode ("always verified") is refused too.
    expect(
      await t.app.botCheck.verify(encode({ challenge: null, solution: null, test: true }), 'AccountLogin'),
    ).toBe(false);
  });

  it('refuses a tampered challenge or solution', async () => {
    const { challenge, solution } = await solved();
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const longer = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    const forged = { ...challenge, signature: 'f'.repeat(64) };
    const unsigned = { parameters: challenge.parameters };
    for (const c of [cheaper, longer, forged, unsigned]) {
      expect(await t.app.botCheck.verify(encode({ challenge: c, solution }), 'AccountLogin')).toBe(false);
    }
    // The derived key is the proof (its signature is in the challenge): a guessed one fails.
    for (const derivedKey of [
      '00'.repeat(32),
      solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    ]) {
      expect(
        await t.app.botCheck.verify(
          encode({ challenge, solution: { ...solution, derivedKey } }),
          'AccountLogin',
        ),
      ).toBe(false);
    }
    // Untouched, it still passes: the refusals above consumed nothing.
    expect(await t.app.botCheck.verify(encode({ challenge, solution }), 'AccountLogin')).toBe(true);
  });

  it('refuses a solution made for another action', async () => {
    const { payload } = await solved('AccountRegistration');
    expect(await t.app.botCheck.verify(payload, 'AccountLogin')).toBe(false);
    expect(await t.app.botCheck.verify(payload, 'AccountRegistration')).toBe(true);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const { payload } = await solved();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (BOT_CHECK.TTL_SECONDS + 1) * 1000);
    expect(await t.app.botCheck.verify(payload, 'AccountLogin')).toBe(false);
  });

  it('prunes the used solutions that have expired', async () => {
    await t.app.db
      .insert(botCheckSolutions)
      .values({ signature: 'stale', expiresAt: new Date(Date.now() - 1000) });
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past the last pruning of this instance.
    vi.setSystemTime(Date.now() + BOT_CHECK.PRUNE_EVERY_MS + 1000);
    const { payload } = await solved();
    expect(await t.app.botCheck.verify(payload, 'AccountLogin')).toBe(true);
    const signatures = (await t.app.db.select().from(botCheckSolutions)).map((row) => row.signature);
    expect(signatures).not.toContain('stale');
    expect(signatures).toContain(JSON.parse(Buffer.from(payload, 'base64').toString()).challenge.signature);
  });
});

describe('BOT_CHECK=off', () => {
  it('accepts anything', async () => {
    const off = await createTestApp({ config: { botCheck: false } });
    try {
      expect(off.app.botCheck.enabled).toBe(false);
      expect(await off.app.botCheck.verify(undefined, 'AccountLogin')).toBe(true);
      expect(await off.app.botCheck.verify('garbage', 'AccountRegistration')).toBe(true);
    } finally {
      await off.close();
    }
  });
});
