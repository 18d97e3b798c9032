import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_HOLD_MINUTES } from '@conto-gioco/shared/deposit';
import { loadConfig } from '../../../config.ts';
import { depositIdempotencyKey } from '../../../modules/deposit/settle.ts';
import { playerBalances } from '../../../modules/wallet/ledger.ts';
import { ledgerTransfers } from '../../../modules/wallet/schema.ts';
import { deriveSandboxSecret } from '../../../plugins/app/payments.ts';
import { bearer, createTestApp, testConfig, tokenOf, type TestApp } from '../../../testing/app.ts';
import { SANDBOX_TEXTS } from './page.ts';
import { SANDBOX_NOTIFY_PATH } from './provider.ts';
import { sandboxPayments } from './schema.ts';
import { signNotification, signToken } from './signature.ts';
import {
  decide,
  decisionTokenOf,
  depositOf,
  insertTestMethods,
  startTestDeposit,
  TEST_METHODS,
  type StartedTestDeposit,
} from '../../../testing/payments.ts';

let t: TestApp;
/** Error lines of the app's log: what an operator is told. */
const errorLog: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'error' },
    logStream: new Writable({ write: (chunk, _enc, done) => (errorLog.push(String(chunk)), done()) }),
  });
  await insertTestMethods(t.app.db);
});
afterAll(() => t?.close());

const cashOf = async (playerId: number) => (await playerBalances(t.app.db, playerId)).cash;
const transfersOf = async (transactionId: string) =>
  t.app.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, depositIdempotencyKey(transactionId)));
const sandboxRow = async (id: string) =>
  (await t.app.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!;

/** null sends no signature header. */
const notify = (body: string, signature: string | null = t.app.sandboxPayments.signNotification(body)) =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_NOTIFY_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-sandbox-signature': signature }),
    },
    payload: body,
  });

const notification = (d: StartedTestDeposit, status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    paymentId: d.paymentId,
    merchantReference: d.transactionId,
    status,
    amount: d.amount,
    responseCode: null,
    ...extra,
  });

describe('createSandboxProvider startPayment', () => {
  it('opens a payment in its own books and sends a redirect method to the hosted page', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 1234 });
    expect(d.paymentId).toMatch(/^SBX-[0-9A-F]{24}$/);
    expect(d.action).toEqual({ type: 'redirect', url: `/sandbox/pay/${d.paymentId}` });
    const row = await sandboxRow(d.paymentId);
    expect(row).toMatchObject({
      merchantReference: d.transactionId,
      amount: 1234,
      methodName: TEST_METHODS.neteller.name,
      paymentType: 'neteller',
      status: 'open',
      kind: 'deposit',
      playerId: d.playerId,
    });
  });

  it('opens a modal method on the embeddable page', async () => {
    const d = await startTestDeposit(t.app, 'skrill');
    expect(d.action).toEqual({ type: 'modal', url: `/sandbox/pay/${d.paymentId}?embed=modal` });
  });

  it('answers a form method with signed hidden fields in the same tab', async () => {
    const d = await startTestDeposit(t.app, 'safecharge', { amount: 5000 });
    expect(d.action.type).toBe('form');
    if (d.action.type !== 'form') return;
    expect(d.action.action).toBe('/sandbox/pay');
    expect(d.action.newTab).toBe(false);
    const { signature, ...fields } = d.action.fields;
    expect(fields).toEqual({
      payment_id: d.paymentId,
      amount: '5000',
      currency: '978',
      merchant_reference: d.transactionId,
    });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(t.app.sandboxPayments.verifyForm(d.action.fields)).toBe(true);
  });

  it('gives the Poste card form its options, and the card lock 92 unless PosteitPOS_TutteLeCarte', async () => {
    const locked = await startTestDeposit(t.app, 'poste');
    expect(locked.action).toMatchObject({
      type: 'form',
      newTab: true,
      fields: { currency: '978', capture: 'I', authorisation: 'I', options: 'P', lockcard: '92' },
    });
    await t.app.siteConfig.set('PosteitPOS_TutteLeCarte', 'true');
    try {
      const open = await startTestDeposit(t.app, 'poste');
      expect(open.action).toMatchObject({
        type: 'form',
        fields: { capture: 'I', authorisation: 'I', options: 'P' },
      });
      if (open.action.type === 'form') expect(open.action.fields).not.toHaveProperty('lockcard');
    } finally {
      await t.app.siteConfig.set('PosteitPOS_TutteLeCarte', 'false');
    }
  });

  it('answers the payment already opened when the same transaction starts twice', async () => {
    const d = await startTestDeposit(t.app, 'neteller');
    const again = await t.app.paymentProvider.startPayment({
      transactionId: d.transactionId,
      playerId: d.playerId,
      amount: d.amount,
      method: {
        name: TEST_METHODS.neteller.name,
        nameLong: '',
        submitStyle: 'redirect',
        paymentType: 'neteller',
      },
      accountField: null,
      isMobile: false,
    });
    expect(again.providerReference).toBe(d.paymentId);
    await expect(
      t.app.paymentProvider.startPayment({
        transactionId: d.transactionId,
        playerId: d.playerId,
        amount: d.amount + 1,
        method: {
          name: TEST_METHODS.neteller.name,
          nameLong: '',
          submitStyle: 'redirect',
          paymentType: 'neteller',
        },
        accountField: null,
        isMobile: false,
      }),
    ).rejects.toThrow();
  });

  it('answers status queries from its own books, null for a payment it does not know', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 777 });
    expect(await t.app.paymentProvider.paymentStatus(d.paymentId)).toEqual({
      status: 'open',
      amount: 777,
      responseCode: null,
    });
    expect(await t.app.paymentProvider.paymentStatus('SBX-NOPE')).toBeNull();
  });

  it('keeps a secret derived from the JWT secret unless PAYMENT_SANDBOX_SECRET is set', () => {
    const jwtSecret = testConfig().jwtSecret;
    expect(t.app.sandboxPayments.secret).toBe(deriveSandboxSecret(jwtSecret));
    expect(t.app.sandboxPayments.secret).not.toBe(jwtSecret);
    const own = 'x'.repeat(40);
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: own, JWT_SECRET: 'j'.repeat(40) }).paymentSandboxSecret).toBe(
      own,
    );
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short', JWT_SECRET: 'j'.repeat(40) })).toThrow(
      /PAYMENT_SANDBOX_SECRET/,
    );
  });
});

describe('GET /sandbox/pay/:id', () => {
  it('shows the TEST marker, merchant, method, amount and the three decisions, without script', async () => {
    const d = await startTestDeposit(t.app, 'voucher', { amount: 123_456 });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${d.paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(SANDBOX_TEXTS.testBanner);
    expect(page.body).toContain('AMBIENTE DI PROVA — nessun addebito reale');
    expect(page.body).toContain('Conto Gioco');
    // The method's NameLong, escaped.
    expect(page.body).toContain('Voucher &lt;prova&gt; &amp; &quot;test&quot;');
    expect(page.body).toContain('€\u00a01.234,56');
    for (const label of [
      'Approva il pagamento',
      'Rifiuta il pagamento',
      'Lascia in sospeso',
      'Annulla e torna al sito',
    ]) {
      expect(page.body).toContain(label);
    }
    expect(page.body).toContain('href="/account/ricarica/results/back"');
    expect(page.body).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(page.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.body).not.toContain('target="_top"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('lets a modal page be framed by the site only, and its decisions leave the frame', async () => {
    const d = await startTestDeposit(t.app, 'skrill');
    if (d.action.type !== 'modal') throw new Error('modal expected');
    const page = await t.app.inject({ method: 'GET', url: d.action.url });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toMatch(/<form method="post" action="[^"]+" target="_top">/);
    expect(page.body).toContain('target="_top" href="/account/ricarica/results/back"');
  });

  it('documents its routes in the OpenAPI document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/payment/sandbox/notify', '/sandbox/pay/{id}', '/api/payment/neteller']),
    );
  });

  it('serves its stylesheet, and answers 404 for an unknown payment', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/sandbox/assets/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.banner');
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox/pay/SBX-UNKNOWN' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(SANDBOX_TEXTS.notFound);
  });
});

describe('POST /sandbox/pay (hidden-field form)', () => {
  const post = (fields: Record<string, string> | string) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    });

  it('takes the signed fields to the payment page', async () => {
    const d = await startTestDeposit(t.app, 'poste');
    if (d.action.type !== 'form') throw new Error('form expected');
    const response = await post(d.action.fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/sandbox/pay/${d.paymentId}`);
  });

  it('refuses changed, added, repeated or unsigned fields', async () => {
    const d = await startTestDeposit(t.app, 'poste');
    if (d.action.type !== 'form') throw new Error('form expected');
    const fields = d.action.fields;
    const { lockcard: _lock, ...withoutLock } = fields;
    const { signature: _signature, ...unsigned } = fields;
    for (const tampered of [{ ...fields, amount: '1' }, { ...fields, extra: 'x' }, withoutLock, unsigned]) {
      const response = await post(tampered);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(SANDBOX_TEXTS.invalidForm);
    }
    const repeated = `${new URLSearchParams(fields).toString()}&amount=1`;
    expect((await post(repeated)).statusCode).toBe(400);
    expect((await sandboxRow(d.paymentId)).status).toBe('open');
  });
});

describe('GET /sandbox/paas', () => {
  it('shows the embedded page for a valid token, framed by the site, deciding for the whole window', async () => {
    const d = await startTestDeposit(t.app, 'neteller');
    const { endpoint, token } = t.app.sandboxPayments.embedded(d.paymentId);
    expect(endpoint).toBe('/sandbox/paas');
    const page = await t.app.inject({ method: 'GET', url: `${endpoint}?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(SANDBOX_TEXTS.testBanner);
    expect(page.body).toContain(d.paymentId);
    expect(page.body).toMatch(/<form [^>]*target="_top">/);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('refuses a missing, altered, expired or foreign token', async () => {
    const d = await startTestDeposit(t.app, 'neteller');
    const { token } = t.app.sandboxPayments.embedded(d.paymentId);
    const secret = t.app.sandboxPayments.secret;
    const expired = signToken(secret, 'paas', d.paymentId, Math.floor(Date.now() / 1000) - 1);
    const decisionToken = await decisionTokenOf(t.app, d.paymentId);
    for (const bad of ['', token.replace(/.$/, (c) => (c === '0' ? '1' : '0')), expired, decisionToken]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/sandbox/paas?token=${encodeURIComponent(bad)}`,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(SANDBOX_TEXTS.expired);
    }
  });
});

describe('POST /sandbox/pay/:id/decision', () => {
  const locationOf = (response: { headers: Record<string, unknown> }) => {
    const url = new URL(String(response.headers.location), 'http://x');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  };

  it('approves: notifies our callback, credits the deposit once and sends the browser to success', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 4200 });
    const before = await cashOf(d.playerId);
    const token = await tokenOf(t.app);
    const saldo = () => t.app.inject({ method: 'GET', url: '/api/Account/GetSaldo', headers: bearer(token) });
    const soldiBefore = (await saldo()).json().soldi;
    const response = await decide(t.app, d.paymentId, 'approve');
    expect(response.statusCode).toBe(303);
    expect(locationOf(response)).toEqual({
      path: '/account/ricarica/results/success',
      query: { payment_id: d.paymentId, payment_type: 'neteller', status: 'approved' },
    });
    expect((await sandboxRow(d.paymentId)).status).toBe('approved');
    expect(await depositOf(t.app.db, d.transactionId)).toMatchObject({ status: 'approved' });
    expect(await cashOf(d.playerId)).toBe(before + 4200);
    expect(await transfersOf(d.transactionId)).toHaveLength(1);

    // The balance call shows it at once (its cache is dropped).
    expect((await saldo()).json().soldi).toBe(soldiBefore + 4200);
  });

  it('builds each provider’s result query', async () => {
    const expected = {
      paysafe: (d: StartedTestDeposit) => ({
        payment_id: d.paymentId,
        mtid: d.transactionId,
        payment_type: 'paysafe',
      }),
      paypal: (d: StartedTestDeposit) => ({
        token: d.paymentId,
        PayerID: `SBXP${String(d.playerId).padStart(9, '0')}`,
        payerEmail: 'acquirente@sandbox.example',
        playerId: String(d.playerId),
        payment_type: 'paypal',
      }),
      poste: (d: StartedTestDeposit) => ({
        payment_id: d.paymentId,
        RESPONSE_CODE_AUT: '00',
        payment_type: 'poste',
      }),
      safecharge: (d: StartedTestDeposit) => ({ payment_id: d.paymentId, payment_type: 'safecharge' }),
      skrill: (d: StartedTestDeposit) => ({
        payment_id: d.paymentId,
        status: 'approved',
        payment_type: 'skrill',
      }),
      voucher: (d: StartedTestDeposit) => ({ transaction_id: d.transactionId }),
    } as const;
    for (const [key, query] of Object.entries(expected)) {
      const d = await startTestDeposit(t.app, key as keyof typeof expected);
      const response = await decide(t.app, d.paymentId, 'approve');
      expect(locationOf(response), key).toEqual({
        path: '/account/ricarica/results/success',
        query: query(d),
      });
      expect((await depositOf(t.app.db, d.transactionId)).status, key).toBe('approved');
    }
  });

  it('declines: no money moves, the browser goes to failed with a motivo; a card declines with 05', async () => {
    const d = await startTestDeposit(t.app, 'poste', { amount: 3000 });
    const before = await cashOf(d.playerId);
    const response = await decide(t.app, d.paymentId, 'decline');
    expect(locationOf(response)).toEqual({
      path: '/account/ricarica/results/failed',
      query: {
        payment_id: d.paymentId,
        RESPONSE_CODE_AUT: '05',
        payment_type: 'poste',
        motivo: 'Pagamento rifiutato dal circuito',
      },
    });
    expect(await sandboxRow(d.paymentId)).toMatchObject({ status: 'declined', responseCode: '05' });
    expect(await depositOf(t.app.db, d.transactionId)).toMatchObject({
      status: 'declined',
      responseCode: '05',
    });
    expect(await cashOf(d.playerId)).toBe(before);
    expect(await transfersOf(d.transactionId)).toHaveLength(0);
  });

  it('declines a payment page left open longer than the deposit limit holds its deposit', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 2000 });
    const before = await cashOf(d.playerId);
    await t.app.db
      .update(sandboxPayments)
      .set({ createdAt: new Date(Date.now() - (DEPOSIT_HOLD_MINUTES + 1) * 60_000) })
      .where(eq(sandboxPayments.id, d.paymentId));
    expect(locationOf(await decide(t.app, d.paymentId, 'approve')).path).toBe(
      '/account/ricarica/results/failed',
    );
    expect(await sandboxRow(d.paymentId)).toMatchObject({ status: 'declined' });
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('declined');
    expect(await cashOf(d.playerId)).toBe(before);
  });

  it('leaves pending, which can still be approved later, credited once', async () => {
    const d = await startTestDeposit(t.app, 'skrill', { amount: 1500 });
    const before = await cashOf(d.playerId);
    const pending = await decide(t.app, d.paymentId, 'pending');
    expect(locationOf(pending)).toEqual({
      path: '/account/ricarica/results/pending',
      query: { payment_id: d.paymentId, status: 'pending', payment_type: 'skrill' },
    });
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('pending');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${d.paymentId}` });
    expect(page.body).toContain(SANDBOX_TEXTS.pendingNote);
    expect(page.body).not.toContain('Lascia in sospeso');
    // Leaving it pending again changes nothing.
    expect(locationOf(await decide(t.app, d.paymentId, 'pending')).path).toBe(
      '/account/ricarica/results/pending',
    );
    await decide(t.app, d.paymentId, 'approve');
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('approved');
    expect(await cashOf(d.playerId)).toBe(before + 1500);
  });

  it('sends a card payment left pending to pending without a RESPONSE_CODE_AUT (an empty one reads as a refusal)', async () => {
    const d = await startTestDeposit(t.app, 'poste');
    expect(locationOf(await decide(t.app, d.paymentId, 'pending'))).toEqual({
      path: '/account/ricarica/results/pending',
      query: { payment_id: d.paymentId, payment_type: 'poste' },
    });
  });

  it('never changes a final payment: a decline after an approval only shows where it ended', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 900 });
    const token = await decisionTokenOf(t.app, d.paymentId);
    await decide(t.app, d.paymentId, 'approve');
    const after = await cashOf(d.playerId);
    const again = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${d.paymentId}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'decline', token }).toString(),
    });
    expect(locationOf(again).path).toBe('/account/ricarica/results/success');
    expect((await sandboxRow(d.paymentId)).status).toBe('approved');
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('approved');
    expect(await cashOf(d.playerId)).toBe(after);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${d.paymentId}` });
    expect(page.body).toContain(SANDBOX_TEXTS.approved);
    expect(page.body).not.toContain('<form');
  });

  it('lets only one of racing decisions through: the deposit ends as the provider’s payment, credited at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const d = await startTestDeposit(t.app, 'neteller', { amount: 1100 });
      const before = await cashOf(d.playerId);
      const token = await decisionTokenOf(t.app, d.paymentId);
      const responses = await Promise.all(
        ['approve', 'decline', 'approve', 'decline', 'pending', 'approve'].map((decision) =>
          t.app.inject({
            method: 'POST',
            url: `/sandbox/pay/${d.paymentId}/decision`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ decision, token }).toString(),
          }),
        ),
      );
      expect(responses.every((r) => r.statusCode === 303)).toBe(true);
      const final = (await sandboxRow(d.paymentId)).status;
      expect(['approved', 'declined']).toContain(final);
      expect((await depositOf(t.app.db, d.transactionId)).status).toBe(final);
      expect(await cashOf(d.playerId)).toBe(final === 'approved' ? before + 1100 : before);
      expect(await transfersOf(d.transactionId)).toHaveLength(final === 'approved' ? 1 : 0);
    }
  });

  it('refuses a decision without the page’s token, or with another payment’s', async () => {
    const d = await startTestDeposit(t.app, 'neteller');
    const other = await startTestDeposit(t.app, 'neteller');
    const otherToken = await decisionTokenOf(t.app, other.paymentId);
    for (const token of ['', otherToken, `${d.paymentId}.0.${'0'.repeat(64)}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/sandbox/pay/${d.paymentId}/decision`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ decision: 'approve', token }).toString(),
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await sandboxRow(d.paymentId)).status).toBe('open');
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('started');
  });
});

describe('POST /api/payment/sandbox/notify', () => {
  it('credits a signed approval once, however often it is delivered', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 2100 });
    const before = await cashOf(d.playerId);
    const body = notification(d, 'approved');
    const signature = t.app.sandboxPayments.signNotification(body);
    for (let i = 0; i < 3; i++) {
      const response = await notify(body, signature);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await cashOf(d.playerId)).toBe(before + 2100);
    expect(await transfersOf(d.transactionId)).toHaveLength(1);
    // A later decline (replayed or forged by the provider) cannot undo it.
    expect((await notify(notification(d, 'declined'))).statusCode).toBe(200);
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('approved');
  });

  it('never credits an approval of a deposit already declined, and tells an operator', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 2150 });
    const before = await cashOf(d.playerId);
    expect((await notify(notification(d, 'declined'))).statusCode).toBe(200);
    const response = await notify(notification(d, 'approved'));
    expect(response.statusCode).toBe(200);
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('declined');
    expect(await cashOf(d.playerId)).toBe(before);
    expect(errorLog.join('')).toContain('approval of a declined deposit');
  });

  it('refuses a missing, wrong, stale or future signature: nothing changes', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 2200 });
    const before = await cashOf(d.playerId);
    const body = notification(d, 'approved');
    const now = Math.floor(Date.now() / 1000);
    const secret = t.app.sandboxPayments.secret;
    for (const signature of [
      null,
      '',
      'nonsense',
      signNotification('another-secret-of-at-least-thirty-two-chars', body, now),
      signNotification(secret, body, now - 301),
      signNotification(secret, body, now + 301),
    ]) {
      const response = await notify(body, signature);
      expect(response.statusCode, String(signature)).toBe(400);
    }
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('started');
    expect(await cashOf(d.playerId)).toBe(before);
  });

  it('refuses a tampered body: the signature covers the raw bytes', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 2300 });
    const signed = notification(d, 'declined');
    const signature = t.app.sandboxPayments.signNotification(signed);
    const tampered = signed.replace('"declined"', '"approved"');
    expect((await notify(tampered, signature)).statusCode).toBe(400);
    // Same JSON, other spacing: still another body.
    expect((await notify(JSON.stringify(JSON.parse(signed), null, 2), signature)).statusCode).toBe(400);
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('started');
  });

  it('answers 404 for an unknown payment and 400 for a body that does not match the payment', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 2400 });
    const before = await cashOf(d.playerId);
    expect((await notify(notification(d, 'approved', { paymentId: 'SBX-UNKNOWN' }))).statusCode).toBe(404);
    expect((await notify(notification(d, 'approved', { amount: 240_000 }))).statusCode).toBe(400);
    expect(
      (await notify(notification(d, 'approved', { merchantReference: 'someone-else' }))).statusCode,
    ).toBe(400);
    expect((await notify(notification(d, 'approved', { status: 'refunded' }))).statusCode).toBe(400);
    expect((await notify('not json')).statusCode).toBe(400);
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('started');
    expect(await cashOf(d.playerId)).toBe(before);
  });

  it('follows declined and pending, and leaves an open payment alone', async () => {
    const declined = await startTestDeposit(t.app, 'skrill');
    expect((await notify(notification(declined, 'declined'))).statusCode).toBe(200);
    expect((await depositOf(t.app.db, declined.transactionId)).status).toBe('declined');
    const pending = await startTestDeposit(t.app, 'skrill');
    expect((await notify(notification(pending, 'pending'))).statusCode).toBe(200);
    expect((await depositOf(t.app.db, pending.transactionId)).status).toBe('pending');
    const open = await startTestDeposit(t.app, 'skrill');
    expect((await notify(notification(open, 'open'))).statusCode).toBe(200);
    expect((await depositOf(t.app.db, open.transactionId)).status).toBe('started');
  });

  it('credits a card approval only with response code 00; any other declines', async () => {
    const bad = await startTestDeposit(t.app, 'poste', { amount: 2600 });
    const before = await cashOf(bad.playerId);
    expect((await notify(notification(bad, 'approved', { responseCode: '05' }))).statusCode).toBe(200);
    expect(await depositOf(t.app.db, bad.transactionId)).toMatchObject({
      status: 'declined',
      responseCode: '05',
    });
    const none = await startTestDeposit(t.app, 'poste', { amount: 2600 });
    await notify(notification(none, 'approved'));
    expect((await depositOf(t.app.db, none.transactionId)).status).toBe('declined');
    expect(await cashOf(bad.playerId)).toBe(before);

    const good = await startTestDeposit(t.app, 'poste', { amount: 2600 });
    expect((await notify(notification(good, 'approved', { responseCode: '00' }))).statusCode).toBe(200);
    expect(await depositOf(t.app.db, good.transactionId)).toMatchObject({
      status: 'approved',
      responseCode: '00',
    });
    expect(await cashOf(good.playerId)).toBe(before + 2600);
  });
});
