import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYPAL_REDIRECT_CODE } from '@conto-gioco/shared/deposit';
import { SANDBOX_NOTIFY_PATH } from '../../adapters/payments/sandbox/provider.ts';
import { sandboxPayments } from '../../adapters/payments/sandbox/schema.ts';
import {
  depositOf,
  insertTestMethods,
  startTestDeposit,
  type StartedTestDeposit,
} from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { playerBalances } from '../wallet/ledger.ts';
import { ledgerTransfers } from '../wallet/schema.ts';
import { CONFIRMATION_MESSAGES } from './confirmation-routes.ts';
import { depositIdempotencyKey } from './settle.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertTestMethods(t.app.db);
});
afterAll(() => t?.close());

const cashOf = async (playerId: number) => (await playerBalances(t.app.db, playerId)).cash;
const transfersOf = async (transactionId: string) =>
  t.app.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, depositIdempotencyKey(transactionId)));

/** The call as the open result page makes it: no session. */
const confirm = (path: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/payment/${path}?${new URLSearchParams(query).toString()}` });

/** The provider's books change (the player decided) but its notification is lost on the way. */
const decideSilently = (d: StartedTestDeposit, decision: 'approve' | 'decline' | 'pending') =>
  t.app.sandboxPayments.decide(d.paymentId, decision);

const deliverNotification = async (d: StartedTestDeposit) => {
  const payment = (await t.app.sandboxPayments.find(d.paymentId))!;
  const { body, signature } = t.app.sandboxPayments.notificationOf(payment);
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_NOTIFY_PATH,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: body,
  });
};

const ok = (d: StartedTestDeposit) => ({
  ResponseCode: 0,
  ResponseMessage: '',
  ResponseData: { esito: 'OK', transactionId: d.transactionId, importo: d.amount, redirectUrl: null },
});

describe('GET api/payment/neteller', () => {
  it('asks the provider, credits an approval and answers OK; repeated calls credit nothing more', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 3100 });
    const before = await cashOf(d.playerId);
    await decideSilently(d, 'approve');
    for (let i = 0; i < 3; i++) {
      const response = await confirm('neteller', { payment_id: d.paymentId, status: 'approved' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ok(d));
    }
    expect(await cashOf(d.playerId)).toBe(before + 3100);
    expect(await transfersOf(d.transactionId)).toHaveLength(1);
  });

  it('never trusts the query: a status of approved while the provider waits credits nothing', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 3200 });
    const before = await cashOf(d.playerId);
    const response = await confirm('neteller', { payment_id: d.paymentId, status: 'approved' });
    expect(response.json()).toMatchObject({
      ResponseCode: 0,
      ResponseMessage: CONFIRMATION_MESSAGES.pending,
      ResponseData: { esito: 'PENDING' },
    });
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('started');
    expect(await cashOf(d.playerId)).toBe(before);
  });

  it('answers KO for a declined payment and PENDING for a pending one, and settles them', async () => {
    const declined = await startTestDeposit(t.app, 'neteller');
    await decideSilently(declined, 'decline');
    expect(
      (await confirm('neteller', { payment_id: declined.paymentId, status: 'approved' })).json(),
    ).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: CONFIRMATION_MESSAGES.declined,
      ResponseData: { esito: 'KO', transactionId: declined.transactionId },
    });
    expect((await depositOf(t.app.db, declined.transactionId)).status).toBe('declined');

    const pending = await startTestDeposit(t.app, 'neteller');
    await decideSilently(pending, 'pending');
    expect((await confirm('neteller', { payment_id: pending.paymentId })).json()).toMatchObject({
      ResponseCode: 0,
      ResponseData: { esito: 'PENDING' },
    });
    expect((await depositOf(t.app.db, pending.transactionId)).status).toBe('pending');
  });

  it('answers -1 for an unknown or missing payment, or one of another method’s type', async () => {
    const skrill = await startTestDeposit(t.app, 'skrill');
    await decideSilently(skrill, 'approve');
    const queries: Record<string, string>[] = [
      { payment_id: 'SBX-UNKNOWN' },
      {},
      { payment_id: skrill.paymentId },
    ];
    for (const query of queries) {
      expect((await confirm('neteller', query)).json()).toEqual({
        ResponseCode: -1,
        ResponseMessage: CONFIRMATION_MESSAGES.notFound,
        ResponseData: null,
      });
    }
    expect((await depositOf(t.app.db, skrill.transactionId)).status).toBe('started');
  });

  it('never credits an approval of another amount than the deposit’s', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 3300 });
    const before = await cashOf(d.playerId);
    await decideSilently(d, 'approve');
    await t.app.db
      .update(sandboxPayments)
      .set({ amount: 330_000 })
      .where(eq(sandboxPayments.id, d.paymentId));
    expect((await confirm('neteller', { payment_id: d.paymentId })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: CONFIRMATION_MESSAGES.amountMismatch,
      ResponseData: { esito: 'KO' },
    });
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('started');
    expect(await cashOf(d.playerId)).toBe(before);
  });
});

describe('credit once, whichever of callback and confirmation comes first', () => {
  it('callback first, then the confirmation', async () => {
    const d = await startTestDeposit(t.app, 'skrill', { amount: 3400 });
    const before = await cashOf(d.playerId);
    await decideSilently(d, 'approve');
    expect((await deliverNotification(d)).statusCode).toBe(200);
    expect((await confirm('skrillConfirm', { payment_id: d.paymentId, status: '2' })).json()).toEqual(ok(d));
    expect(await cashOf(d.playerId)).toBe(before + 3400);
    expect(await transfersOf(d.transactionId)).toHaveLength(1);
  });

  it('confirmation first, then the callback (and its replay)', async () => {
    const d = await startTestDeposit(t.app, 'skrill', { amount: 3500 });
    const before = await cashOf(d.playerId);
    await decideSilently(d, 'approve');
    expect((await confirm('skrillConfirm', { payment_id: d.paymentId })).json()).toEqual(ok(d));
    expect((await deliverNotification(d)).statusCode).toBe(200);
    expect((await deliverNotification(d)).statusCode).toBe(200);
    expect(await cashOf(d.playerId)).toBe(before + 3500);
    expect(await transfersOf(d.transactionId)).toHaveLength(1);
  });

  it('both at once, several times', async () => {
    const d = await startTestDeposit(t.app, 'neteller', { amount: 3600 });
    const before = await cashOf(d.playerId);
    await decideSilently(d, 'approve');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 ? deliverNotification(d) : confirm('neteller', { payment_id: d.paymentId }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await cashOf(d.playerId)).toBe(before + 3600);
    expect(await transfersOf(d.transactionId)).toHaveLength(1);
  });
});

describe('GET api/payment/paysafe', () => {
  it('finds the payment by payment_id and mtid (our transactionId), or by mtid alone', async () => {
    const d = await startTestDeposit(t.app, 'paysafe', { amount: 3700 });
    await decideSilently(d, 'approve');
    expect((await confirm('paysafe', { payment_id: d.paymentId, mtid: d.transactionId })).json()).toEqual(
      ok(d),
    );
    expect((await confirm('paysafe', { mtid: d.transactionId })).json()).toEqual(ok(d));
  });

  it('refuses a payment_id and an mtid of different payments', async () => {
    const a = await startTestDeposit(t.app, 'paysafe');
    const b = await startTestDeposit(t.app, 'paysafe');
    await decideSilently(a, 'approve');
    expect(
      (await confirm('paysafe', { payment_id: a.paymentId, mtid: b.transactionId })).json(),
    ).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: CONFIRMATION_MESSAGES.notFound,
    });
    expect((await depositOf(t.app.db, a.transactionId)).status).toBe('started');
  });
});

describe('GET api/payment/paypal', () => {
  it(`answers ${PAYPAL_REDIRECT_CODE} with the provider page while the payment is still open`, async () => {
    const d = await startTestDeposit(t.app, 'paypal', { amount: 3800 });
    const response = await confirm('paypal', {
      token: d.paymentId,
      payerEmail: 'acquirente@sandbox.example',
      payerId: 'X',
      playerId: String(d.playerId),
      pspTran: 'p',
      depositoVeloce: 'false',
    });
    expect(response.json()).toEqual({
      ResponseCode: PAYPAL_REDIRECT_CODE,
      ResponseMessage: CONFIRMATION_MESSAGES.paypalOpen,
      ResponseData: {
        esito: 'PENDING',
        transactionId: d.transactionId,
        importo: 3800,
        redirectUrl: `/sandbox/pay/${d.paymentId}`,
      },
    });
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('started');
  });

  it('confirms an approved payment by its token', async () => {
    const d = await startTestDeposit(t.app, 'paypal', { amount: 3900 });
    const before = await cashOf(d.playerId);
    await decideSilently(d, 'approve');
    expect((await confirm('paypal', { token: d.paymentId })).json()).toEqual(ok(d));
    expect(await cashOf(d.playerId)).toBe(before + 3900);
  });
});

describe('GET api/payment/poste', () => {
  it('credits only when the provider’s own response code is 00, whatever RESPONSE_CODE_AUT the query says', async () => {
    const good = await startTestDeposit(t.app, 'poste', { amount: 4000 });
    const before = await cashOf(good.playerId);
    await decideSilently(good, 'approve');
    expect((await confirm('poste', { payment_id: good.paymentId, RESPONSE_CODE_AUT: '05' })).json()).toEqual(
      ok(good),
    );
    expect(await depositOf(t.app.db, good.transactionId)).toMatchObject({
      status: 'approved',
      responseCode: '00',
    });

    const bad = await startTestDeposit(t.app, 'poste', { amount: 4000 });
    await decideSilently(bad, 'approve');
    await t.app.db
      .update(sandboxPayments)
      .set({ responseCode: '51' })
      .where(eq(sandboxPayments.id, bad.paymentId));
    expect(
      (await confirm('poste', { payment_id: bad.paymentId, RESPONSE_CODE_AUT: '00' })).json(),
    ).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: CONFIRMATION_MESSAGES.cardDeclined('51'),
      ResponseData: { esito: 'KO' },
    });
    expect(await depositOf(t.app.db, bad.transactionId)).toMatchObject({
      status: 'declined',
      responseCode: '51',
    });
    expect(await cashOf(good.playerId)).toBe(before + 4000);
  });

  it('answers KO with the card code for a declined card payment', async () => {
    const d = await startTestDeposit(t.app, 'poste');
    await decideSilently(d, 'decline');
    expect((await confirm('poste', { payment_id: d.paymentId })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseMessage: CONFIRMATION_MESSAGES.cardDeclined('05'),
    });
  });
});

describe('GET api/payment/safecharge', () => {
  it('confirms by payment_id', async () => {
    const d = await startTestDeposit(t.app, 'safecharge', { amount: 4100 });
    await decideSilently(d, 'approve');
    expect((await confirm('safecharge', { payment_id: d.paymentId, anything: 'else' })).json()).toEqual(
      ok(d),
    );
  });
});

describe('GET api/payment/skrillConfirm', () => {
  it('answers KO for a declined payment even when the query says it went through', async () => {
    const d = await startTestDeposit(t.app, 'skrill');
    await decideSilently(d, 'decline');
    expect((await confirm('skrillConfirm', { payment_id: d.paymentId, status: '2' })).json()).toMatchObject({
      ResponseCode: -1,
      ResponseData: { esito: 'KO' },
    });
    expect((await depositOf(t.app.db, d.transactionId)).status).toBe('declined');
  });
});

describe('rate limit', () => {
  it('limits the confirmation calls per address', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 2 });
    try {
      const call = () => limited.app.inject({ method: 'GET', url: '/api/payment/neteller?payment_id=SBX-X' });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
