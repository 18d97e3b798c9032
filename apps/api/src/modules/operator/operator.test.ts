import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { SANDBOX_PAYOUT_TEXTS } from '../../adapters/payments/sandbox/page.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import {
  fundPlayer,
  insertTestMethods,
  payoutOf,
  playerIdOf,
  startTestDeposit,
  startTestWithdrawal,
} from '../../testing/payments.ts';
import { hashPassword } from '../auth/passwords.ts';
import { securityEvents } from '../security/schema.ts';
import { THROTTLE } from '../security/throttle.ts';
import { createOperatorCheck } from './check.ts';
import { developmentOperatorAuthorization } from './development-credentials.ts';

const USERNAME = 'cassiere';
const PASSWORD = 'Cassa-di-prova-2026';
const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});
const OPERATOR = basic(USERNAME, PASSWORD);

let t: TestApp;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp({
    config: { operator: { username: USERNAME, passwordHash: await hashPassword(PASSWORD) } },
  });
  await insertTestMethods(t.app.db);
  playerId = await playerIdOf(t.app.db, 'mariorossi');
  await fundPlayer(t.app.db, playerId, 100_000);
});
afterAll(() => t?.close());

let addressCounter = 1;
/** Each call from an address of its own, unless a test means the same one. */
const newAddress = () => `10.30.0.${addressCounter++}`;
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });
const decide = (payoutId: string, headers: Record<string, string> = {}, remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/payouts/${payoutId}/decision`,
    headers,
    payload: { decision: 'pay' },
    remoteAddress,
  });

describe(`the payment sandbox's operator login (${TEST_DB_DRIVER})`, () => {
  it("answers 401 with a Basic challenge without the operator's login, and lists nothing", async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 1_500 });
    for (const headers of [
      {},
      basic(USERNAME, 'Sbagliata-2026'),
      basic('intruso', PASSWORD),
      { authorization: developmentOperatorAuthorization() },
      { authorization: 'Basic !!!' },
      { authorization: `Bearer ${PASSWORD}` },
    ]) {
      const response = await get('/sandbox/payouts', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="[^"]+", charset="UTF-8"$/);
      expect(response.body).toContain(SANDBOX_PAYOUT_TEXTS.operatorOnlyTitle);
      expect(response.body).not.toContain(w.ticketId);
    }
    const page = await get('/sandbox/payouts', OPERATOR);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(w.ticketId);
  });

  it('answers 401, not an error, to credentials no operator could have (NUL, control characters, huge)', async () => {
    for (const username of ['cass\u0000iere', 'cassiere\u0007', 'x'.repeat(5_000), '']) {
      const response = await get('/sandbox/payouts', basic(username, PASSWORD));
      expect(response.statusCode, JSON.stringify(username.slice(0, 20))).toBe(401);
    }
    expect((await get('/sandbox/payouts', basic(USERNAME, `${PASSWORD}\u0000`))).statusCode).toBe(401);
  });

  it('decides nothing without it: neither the JSON call nor the page form with its token', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 1_600 });
    expect((await decide(w.payoutId)).statusCode).toBe(401);
    expect((await decide(w.payoutId, basic(USERNAME, 'Sbagliata-2026'))).statusCode).toBe(401);
    const form = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${w.payoutId}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        decision: 'pay',
        token: t.app.sandboxPayments.payoutDecisionToken(w.payoutId),
      }).toString(),
    });
    expect(form.statusCode).toBe(401);
    expect((await payoutOf(t.app.db, w.ticketId)).status).toBe('open');

    const paid = await decide(w.payoutId, OPERATOR);
    expect(paid.json()).toEqual({ id: w.payoutId, status: 'paid', changed: true });
  });

  it("leaves the player's own sandbox pages open: the payment page and the embedded payout page", async () => {
    const d = await startTestDeposit(t.app, 'neteller');
    expect((await get(`/sandbox/pay/${d.paymentId}`)).statusCode).toBe(200);
    const w = await startTestWithdrawal(t.app, { playerId, amount: 1_700 });
    const { token } = t.app.paymentProvider.embeddedPayout(w.payoutId);
    expect((await get(`/sandbox/paas-payout?token=${token}`)).statusCode).toBe(200);
  });

  it('throttles wrong logins: a locked username answers 429, and each failure is audited', async () => {
    const attacker = newAddress();
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS; i++) {
      expect(
        (await get('/sandbox/payouts', basic('scassinatore', `Tentativo-${i}`), attacker)).statusCode,
      ).toBe(401);
    }
    const locked = await get('/sandbox/payouts', basic('scassinatore', 'Tentativo-x'), newAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain(SANDBOX_PAYOUT_TEXTS.operatorThrottledTitle);
    expect(locked.body).not.toContain('SBXW-');
    const failures = await t.app.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.event, 'operator-login-failed'));
    expect(failures.length).toBeGreaterThanOrEqual(THROTTLE.FREE_ATTEMPTS);
  });

  it('once the username is locked, even the right password waits', async () => {
    // A check of its own: nothing verified before (a verified login is trusted for a minute).
    const check = createOperatorCheck({
      db: t.app.db,
      credentials: { username: 'cassa2', passwordHash: await hashPassword(PASSWORD) },
    });
    const request = (headers: Record<string, string>) =>
      ({ headers, ip: newAddress() }) as unknown as FastifyRequest;
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS; i++)
      expect(await check(request(basic('cassa2', `Tentativo-${i}`)))).toBe('unauthorized');
    expect(await check(request(basic('cassa2', PASSWORD)))).toBe('throttled');
    // The same check with the right login, before any failure, passes.
    const fresh = createOperatorCheck({
      db: t.app.db,
      credentials: { username: 'cassa3', passwordHash: await hashPassword(PASSWORD) },
    });
    expect(await fresh(request(basic('cassa3', PASSWORD)))).toBe('ok');
  });
});
