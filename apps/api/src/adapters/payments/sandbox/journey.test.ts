import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ricaricaResponse, type DepositAction } from '@conto-gioco/shared/deposit';
import { bearer, createTestApp, tokenOf, type TestApp } from '../../../testing/app.ts';

/**
 * Whole deposits through the real calls, as the browser and the provider make them: Ricarica, the
 * provider's hosted page, its decision (with the signed callback), the result page's query and its
 * confirmation call, and the balance.
 */

/** Seeded deposit methods (seed/payment-methods.ts). */
const METHOD = { card: 1, paypal: 2, postepay: 3, skrill: 5 } as const;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'mariorossi');
});
afterAll(() => t?.close());

const soldi = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/Account/GetSaldo', headers: bearer(token) })).json()
    .soldi as number;

async function ricarica(body: object): Promise<{ transactionId: string; action: DepositAction }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Account/Ricarica',
    headers: bearer(token),
    payload: body,
  });
  const answer = ricaricaResponse.parse(response.json());
  expect(answer.ResponseCode, answer.ResponseMessage).toBe(0);
  return answer.ResponseData!;
}

/** The browser on the provider's page: opens it, reads its form, clicks a decision. */
async function clickOnPage(pageUrl: string, decision: 'approve' | 'decline' | 'pending') {
  const page = await t.app.inject({ method: 'GET', url: pageUrl });
  expect(page.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
  const formToken = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
  const response = await t.app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, token: formToken }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return { page, result: new URL(String(response.headers.location), 'http://localhost') };
}

/** The result page's confirmation call for the query it was given. */
async function confirmationOf(result: URL) {
  const query = Object.fromEntries(result.searchParams);
  const call = query.payment_type === 'skrill' ? 'skrillConfirm' : query.payment_type;
  const response = await t.app.inject({ method: 'GET', url: `/api/payment/${call}${result.search}` });
  return response.json();
}

describe('a deposit from Ricarica to the balance', () => {
  it('card (form): the signed hidden fields open the page; approval credits once', async () => {
    const before = await soldi();
    const started = await ricarica({ importo: 5_000, metodo: METHOD.card });
    expect(started.action).toMatchObject({ type: 'form', action: '/sandbox/pay', newTab: false });
    if (started.action.type !== 'form') return;
    const posted = await t.app.inject({
      method: 'POST',
      url: started.action.action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(started.action.fields).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const { page, result } = await clickOnPage(String(posted.headers.location), 'approve');
    expect(page.body).toContain('AMBIENTE DI PROVA');
    expect(page.body).toContain('€\u00a050,00');
    expect(result.pathname).toBe('/account/ricarica/results/success');
    expect(result.searchParams.get('payment_type')).toBe('safecharge');
    expect(await soldi()).toBe(before + 5_000);
    expect(await confirmationOf(result)).toMatchObject({
      ResponseCode: 0,
      ResponseData: { esito: 'OK', transactionId: started.transactionId, importo: 5_000 },
    });
    expect(await soldi()).toBe(before + 5_000);
  });

  it('Postepay (form in a new tab): card options, lock 92; a decline answers KO with 05', async () => {
    const before = await soldi();
    const started = await ricarica({ importo: 2_000, metodo: METHOD.postepay });
    expect(started.action).toMatchObject({
      type: 'form',
      newTab: true,
      fields: { currency: '978', capture: 'I', authorisation: 'I', options: 'P', lockcard: '92' },
    });
    if (started.action.type !== 'form') return;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(started.action.fields).toString(),
    });
    const { result } = await clickOnPage(String(posted.headers.location), 'decline');
    expect(result.pathname).toBe('/account/ricarica/results/failed');
    expect(Object.fromEntries(result.searchParams)).toMatchObject({
      RESPONSE_CODE_AUT: '05',
      payment_type: 'poste',
    });
    expect(await confirmationOf(result)).toMatchObject({ ResponseCode: -1, ResponseData: { esito: 'KO' } });
    expect(await soldi()).toBe(before);
  });

  it('PayPal (redirect): back without paying answers -121212 to the page; then approved', async () => {
    const before = await soldi();
    const started = await ricarica({
      importo: 3_000,
      metodo: METHOD.paypal,
      email: 'mario.rossi@example.it',
    });
    if (started.action.type !== 'redirect') throw new Error('redirect expected');
    const paymentId = started.action.url.split('/').pop()!;
    const early = await confirmationOf(
      new URL(`/account/ricarica/results/success?token=${paymentId}&payment_type=paypal`, 'http://localhost'),
    );
    expect(early).toMatchObject({ ResponseCode: -121212, ResponseData: { redirectUrl: started.action.url } });
    expect(await soldi()).toBe(before);
    const { result } = await clickOnPage(started.action.url, 'approve');
    expect(result.searchParams.get('token')).toBe(paymentId);
    expect(await confirmationOf(result)).toMatchObject({ ResponseCode: 0, ResponseData: { esito: 'OK' } });
    expect(await soldi()).toBe(before + 3_000);
  });

  it('Skrill (modal): pending first, approved later', async () => {
    const before = await soldi();
    const started = await ricarica({
      importo: 1_500,
      metodo: METHOD.skrill,
      email: 'mario.rossi@example.it',
    });
    expect(started.action.type).toBe('modal');
    if (started.action.type !== 'modal') return;
    const pending = await clickOnPage(started.action.url, 'pending');
    expect(pending.page.body).toContain('target="_top"');
    expect(pending.result.pathname).toBe('/account/ricarica/results/pending');
    expect(await confirmationOf(pending.result)).toMatchObject({
      ResponseCode: 0,
      ResponseData: { esito: 'PENDING' },
    });
    const approved = await clickOnPage(started.action.url, 'approve');
    expect(approved.result.pathname).toBe('/account/ricarica/results/success');
    expect(await soldi()).toBe(before + 1_500);
  });

  it('PaaS: DepositWithPaas answers the embedded page, which completes the deposit', async () => {
    await t.app.siteConfig.set('DepositWithPaas_Enabled', 'true');
    try {
      const before = await soldi();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Account/DepositWithPaas',
        headers: bearer(token),
        payload: { importo: 2_500 },
      });
      const { endpoint, token: paasToken } = response.json().ResponseData;
      const { page, result } = await clickOnPage(
        `${endpoint}?token=${encodeURIComponent(paasToken)}`,
        'approve',
      );
      expect(page.body).toContain('target="_top"');
      expect(result.pathname).toBe('/account/ricarica/results/success');
      expect(await soldi()).toBe(before + 2_500);
    } finally {
      await t.app.siteConfig.set('DepositWithPaas_Enabled', 'false');
    }
  });
});
