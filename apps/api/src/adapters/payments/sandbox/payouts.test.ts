import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playerBalances } from '../../../modules/wallet/ledger.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../../testing/app.ts';
import { SANDBOX_PAYOUT_TEXTS, SANDBOX_TEXTS } from './page.ts';
import { sandboxPayments } from './schema.ts';
import { signToken } from './signature.ts';
import {
  decidePayout,
  fundPlayer,
  insertTestMethods,
  operatorHeaders,
  payoutOf,
  playerIdOf,
  startTestDeposit,
  startTestWithdrawal,
  withdrawalOf,
} from '../../../testing/payments.ts';

let t: TestApp;
let playerId: number;

beforeAll(async () => {
  t = await createTestApp();
  await insertTestMethods(t.app.db);
  playerId = await playerIdOf(t.app.db, 'mariorossi');
  await fundPlayer(t.app.db, playerId, 500_000);
});
afterAll(() => t?.close());

const cash = async () => (await playerBalances(t.app.db, playerId)).cash;
/** A page as the operator's browser opens it (its login sent along; the player's pages ignore it). */
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: operatorHeaders() });
const postForm = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...operatorHeaders() },
    payload: new URLSearchParams(fields).toString(),
  });
/** The decision token of one payout's form on the operator page, read as a browser would. */
function decisionTokenIn(html: string, payoutId: string): string {
  const form = new RegExp(
    `action="/sandbox/payouts/${payoutId}/decision">\\s*<input type="hidden" name="token" value="([^"]+)"`,
  );
  const match = form.exec(html);
  if (!match) throw new Error(`no decision form for ${payoutId}`);
  return match[1]!;
}

describe(`sandbox payouts: the provider's books (${TEST_DB_DRIVER})`, () => {
  it('opens a payout of kind withdrawal, once per ticket', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 1_234 });
    expect(w.payoutId).toMatch(/^SBXW-[0-9A-F]{24}$/);
    expect(await payoutOf(t.app.db, w.ticketId)).toMatchObject({
      id: w.payoutId,
      kind: 'withdrawal',
      merchantReference: w.ticketId,
      amount: 1_234,
      status: 'open',
      playerId,
    });
    // A retried start answers the payout already opened; another amount is refused.
    const input = {
      ticketId: w.ticketId,
      playerId,
      amount: 1_234,
      methodName: 'Prelievo_Neteller',
      destination: null,
    };
    expect(await t.app.paymentProvider.startPayout(input)).toEqual({ providerReference: w.payoutId });
    await expect(t.app.paymentProvider.startPayout({ ...input, amount: 1_235 })).rejects.toThrow();
    expect(await t.app.paymentProvider.payoutStatus(w.payoutId)).toEqual({ status: 'open', amount: 1_234 });
    expect(await t.app.paymentProvider.payoutStatus('SBXW-UNKNOWN')).toBeNull();
  });

  it('a payout is decided once: pay, reject and cancel race for an open payout only', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 500 });
    const sandbox = t.app.sandboxPayments;
    const results = await Promise.all([
      sandbox.cancelPayout(w.payoutId),
      sandbox.decidePayout(w.payoutId, 'pay'),
      sandbox.decidePayout(w.payoutId, 'reject'),
      sandbox.cancelPayout(w.payoutId),
    ]);
    const wins = [results[0], results[1]!.changed, results[2]!.changed, results[3]].filter(Boolean);
    expect(wins).toHaveLength(1);
    expect(await sandbox.cancelPayout(w.payoutId)).toBe(false);
    expect((await sandbox.decidePayout(w.payoutId, 'pay'))!.changed).toBe(false);
  });

  it('keeps deposits and payouts apart: neither page nor decision takes the other kind', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 700 });
    const d = await startTestDeposit(t.app, 'neteller');
    expect((await page(`/sandbox/pay/${w.payoutId}`)).statusCode).toBe(404);
    expect(await t.app.sandboxPayments.decide(w.payoutId, 'approve')).toBeNull();
    expect(await t.app.sandboxPayments.decidePayout(d.paymentId, 'pay')).toBeNull();
    expect(await t.app.sandboxPayments.cancelPayout(d.paymentId)).toBe(false);
    expect((await payoutOf(t.app.db, w.ticketId)).status).toBe('open');
    // A deposit's embedded-page token opens no payout page, and the other way round.
    const depositToken = t.app.sandboxPayments.embedded(d.paymentId).token;
    expect((await page(`/sandbox/paas-payout?token=${depositToken}`)).statusCode).toBe(400);
    const payoutToken = t.app.paymentProvider.embeddedPayout(w.payoutId).token;
    expect((await page(`/sandbox/paas?token=${payoutToken}`)).statusCode).toBe(400);
  });
});

describe(`GET /sandbox/payouts, the operator page (${TEST_DB_DRIVER})`, () => {
  it('lists the open payouts with their two decisions, in Italian, without script', async () => {
    const open = await startTestWithdrawal(t.app, { playerId, amount: 12_345 });
    const decided = await startTestWithdrawal(t.app, { playerId, amount: 6_789 });
    await decidePayout(t.app, decided.ticketId, 'reject');
    const response = await page('/sandbox/payouts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const html = response.body;
    expect(html).toContain(SANDBOX_TEXTS.testBanner);
    expect(html).toContain('AMBIENTE DI PROVA');
    expect(html).toContain(SANDBOX_PAYOUT_TEXTS.operatorTitle);
    expect(html).toContain(open.ticketId);
    expect(html).toContain('123,45');
    expect(html).toContain('Paga il prelievo');
    expect(html).toContain('Rifiuta il prelievo');
    expect(html).not.toContain(decided.ticketId);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('lang="it"');
  });

  it('the page form pays: 303 back to the list with its notice, the withdrawal paid', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 2_000 });
    const token = decisionTokenIn((await page('/sandbox/payouts')).body, w.payoutId);
    const response = await postForm(`/sandbox/payouts/${w.payoutId}/decision`, { decision: 'pay', token });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sandbox/payouts?esito=paid');
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('paid');
    expect((await page('/sandbox/payouts?esito=paid')).body).toContain(SANDBOX_PAYOUT_TEXTS.paidNotice);
    // A second click (another tab): nothing changes.
    const again = await postForm(`/sandbox/payouts/${w.payoutId}/decision`, { decision: 'reject', token });
    expect(again.headers.location).toBe('/sandbox/payouts?esito=unchanged');
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('paid');
  });

  it('the page form rejects: the money is back in cash', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 2_100 });
    const before = await cash();
    const token = decisionTokenIn((await page('/sandbox/payouts')).body, w.payoutId);
    const response = await postForm(`/sandbox/payouts/${w.payoutId}/decision`, { decision: 'reject', token });
    expect(response.headers.location).toBe('/sandbox/payouts?esito=rejected');
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('rejected');
    expect(await cash()).toBe(before + 2_100);
  });

  it("refuses a form without the page's token, or with another payout's", async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 2_200 });
    const other = await startTestWithdrawal(t.app, { playerId, amount: 2_300 });
    const url = `/sandbox/payouts/${w.payoutId}/decision`;
    expect((await postForm(url, { decision: 'pay' })).statusCode).toBe(400);
    expect(
      (
        await postForm(url, {
          decision: 'pay',
          token: t.app.sandboxPayments.payoutDecisionToken(other.payoutId),
        })
      ).statusCode,
    ).toBe(400);
    expect((await postForm(url, { decision: 'later', token: 'x' })).statusCode).toBe(400);
    expect((await payoutOf(t.app.db, w.ticketId)).status).toBe('open');
  });

  it('the operator-side JSON call decides, and answers 404 for an unknown payout', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 2_400 });
    const response = await decidePayout(t.app, w.ticketId, 'pay');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: w.payoutId, status: 'paid', changed: true });
    expect((await decidePayout(t.app, w.ticketId, 'reject')).json()).toEqual({
      id: w.payoutId,
      status: 'paid',
      changed: false,
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/sandbox/payouts/SBXW-UNKNOWN/decision',
      headers: operatorHeaders(),
      payload: { decision: 'pay' },
    });
    expect(unknown.statusCode).toBe(404);
    // An id PostgreSQL cannot take (NUL in text) is a bad request, not a 500; the page's too.
    const nul = await t.app.inject({
      method: 'POST',
      url: '/sandbox/payouts/SBXW-%00/decision',
      headers: operatorHeaders(),
      payload: { decision: 'pay' },
    });
    expect(nul.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/sandbox/pay/SBX-%00' })).statusCode).toBe(400);
  });

  it('says so when nothing waits', async () => {
    await t.app.db
      .update(sandboxPayments)
      .set({ status: 'rejected' })
      .where(eq(sandboxPayments.kind, 'withdrawal'));
    expect((await page('/sandbox/payouts')).body).toContain(SANDBOX_PAYOUT_TEXTS.noPayouts);
  });
});

describe(`GET /sandbox/paas-payout, the embedded payout page (${TEST_DB_DRIVER})`, () => {
  it('shows the amount with its two forms, which take the whole window', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 3_050 });
    const { endpoint, token } = t.app.paymentProvider.embeddedPayout(w.payoutId);
    expect(endpoint).toBe('/sandbox/paas-payout');
    const response = await page(`${endpoint}?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const html = response.body;
    expect(html).toContain('AMBIENTE DI PROVA');
    expect(html).toContain('30,50');
    expect(html).toContain('Conferma il prelievo');
    expect(html).toContain('Annulla e torna al sito');
    expect(
      html.match(/<form method="post" action="\/sandbox\/paas-payout\/(confirm|cancel)" target="_top">/g),
    ).toHaveLength(2);
    expect(html).not.toMatch(/<script/i);
  });

  it("'Conferma il prelievo' leads to the success page; the payout stays open for the operator", async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 3_100 });
    const { token } = t.app.paymentProvider.embeddedPayout(w.payoutId);
    const response = await postForm('/sandbox/paas-payout/confirm', { token });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/account/prelievo/results/success?payment_id=${w.payoutId}`);
    expect((await payoutOf(t.app.db, w.ticketId)).status).toBe('open');
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');
  });

  it("'Annulla e torna al sito' cancels the payout and our withdrawal: the money is back", async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 3_200 });
    const before = await cash();
    const { token } = t.app.paymentProvider.embeddedPayout(w.payoutId);
    const response = await postForm('/sandbox/paas-payout/cancel', { token });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/account/prelievo/results/failed');
    expect(location.searchParams.get('motivo')).toBe(SANDBOX_PAYOUT_TEXTS.cancelReason);
    expect((await payoutOf(t.app.db, w.ticketId)).status).toBe('cancelled');
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('cancelled');
    expect(await cash()).toBe(before + 3_200);
    // Cancelling again changes nothing; the page now says the payout was cancelled.
    expect((await postForm('/sandbox/paas-payout/cancel', { token })).statusCode).toBe(303);
    expect(await cash()).toBe(before + 3_200);
    expect((await page(`/sandbox/paas-payout?token=${token}`)).body).toContain(
      SANDBOX_PAYOUT_TEXTS.cancelled,
    );
  });

  it('a payout the operator already paid cannot be cancelled from the page', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 3_300 });
    await decidePayout(t.app, w.ticketId, 'pay');
    const { token } = t.app.paymentProvider.embeddedPayout(w.payoutId);
    const response = await postForm('/sandbox/paas-payout/cancel', { token });
    expect(response.headers.location).toBe(`/account/prelievo/results/success?payment_id=${w.payoutId}`);
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('paid');
  });

  it('refuses a missing, forged or expired token', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 3_400 });
    const { token } = t.app.paymentProvider.embeddedPayout(w.payoutId);
    const forged = token.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const expired = signToken(
      t.app.sandboxPayments.secret,
      'paas-payout',
      w.payoutId,
      Math.floor(Date.now() / 1000) - 1,
    );
    for (const url of [
      '/sandbox/paas-payout',
      `/sandbox/paas-payout?token=${forged}`,
      `/sandbox/paas-payout?token=${expired}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(SANDBOX_PAYOUT_TEXTS.expired);
    }
    expect((await postForm('/sandbox/paas-payout/cancel', { token: forged })).statusCode).toBe(400);
    expect((await payoutOf(t.app.db, w.ticketId)).status).toBe('open');
  });
});
