import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEPOSIT_CODE,
  DEPOSIT_HOLD_MINUTES,
  DEPOSIT_MESSAGES,
  PAAS_METHOD_NAME,
  checkBonusPrimaRicaricaResponse,
  checkPrimaRicaricaResponse,
  depositWithPaasResponse,
  ricaricaResponse,
  type RicaricaRequest,
} from '@conto-gioco/shared/deposit';
import { BLOCKED_REASON_DOCUMENTS } from '@conto-gioco/shared/document-rules';
import { checkHierarchyResponse } from '@conto-gioco/shared/status';
import { balanceResponse } from '@conto-gioco/shared/wallet';
import { bearer, createTestApp, type TestApp } from '../../testing/app.ts';
import { demoData } from '../../testing/demo-data.ts';
import { sandboxPayments } from '../../adapters/payments/sandbox/schema.ts';
import { paymentMethods } from '../wallet/schema.ts';
import { depositAccess } from '../status/deposit-access.ts';
import { deposits } from './schema.ts';
import { settleDeposit } from './settle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Seeded method ids (seed/payment-methods.ts). */
const METHOD = {
  card: 1,
  paypal: 2,
  postepay: 3,
  neteller: 4,
  skrill: 5,
  paysafecard: 6,
  scratch: 7,
  paas: 50,
  withdrawalNeteller: 101,
} as const;

const SITE_DEFAULTS: Record<string, string> = {
  Deposit_Enabled: 'true',
  ConsentiSoloPrelievo: 'false',
  LoginVerifyContacts_Enabled: 'false',
  AllSectionsDisabled: 'false',
  DisableDepositifNotVerified: 'true',
  DepositBlockedHierarchies: '',
  DepositWithPaas_Enabled: 'false',
};
const { tokenFor, playerRow, setPlayer, setMethod, restore } = demoData(() => t);

afterEach(async () => {
  vi.restoreAllMocks();
  for (const [name, value] of Object.entries(SITE_DEFAULTS)) await t.app.siteConfig.set(name, value);
  await restore();
  // Each test starts with no deposit counting against the limits (approved ones keep their transfer).
  await t.database.db.delete(deposits);
});

/** Any body, valid or not. */
async function ricarica(username: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Account/Ricarica',
    headers: bearer(await tokenFor(username)),
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A valid Ricarica answer (ResponseCode 0 or a refusal). */
async function ricaricaOk(username: string, body: Partial<RicaricaRequest>) {
  const response = await ricarica(username, body);
  expect(response.status).toBe(200);
  return ricaricaResponse.parse(response.body);
}

/** A deposit mariorossi can always start: PayPal, 20 euro. */
const paypal = (importo = 2_000): Partial<RicaricaRequest> => ({
  importo,
  metodo: METHOD.paypal,
  email: 'mario.rossi@example.it',
});

async function checkDeposit(username: string) {
  const response = await t.app.inject({
    url: '/api/Account/CheckHierarchy?screen=deposit',
    headers: bearer(await tokenFor(username)),
  });
  expect(response.statusCode).toBe(200);
  return checkHierarchyResponse.parse(response.json());
}

async function depositsOf(username: string) {
  const player = await playerRow(username);
  return t.database.db.select().from(deposits).where(eq(deposits.playerId, player.id));
}

async function balanceOf(username: string) {
  const response = await t.app.inject({
    url: '/api/Account/GetSaldo',
    headers: bearer(await tokenFor(username)),
  });
  return balanceResponse.parse(response.json());
}

describe('POST api/Account/Ricarica', () => {
  it('needs a valid token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Account/Ricarica', payload: paypal() });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 to a bad body and writes nothing', async () => {
    const paymentsBefore = (await t.database.db.select().from(sandboxPayments)).length;
    for (const body of [
      {},
      { metodo: METHOD.paypal },
      { importo: 20.5, metodo: METHOD.paypal },
      { importo: -2_000, metodo: METHOD.paypal },
      { importo: '2000', metodo: METHOD.paypal },
      { importo: 2_000, metodo: 'Ricarica_PayPal' },
      // Beyond the database's integers: refused as a bad body, not a server error.
      { importo: 2_000, metodo: 2 ** 31 },
      { importo: 2 ** 31, metodo: METHOD.paypal },
    ]) {
      const response = await ricarica('mariorossi', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await depositsOf('mariorossi')).toHaveLength(0);
    expect(await t.database.db.select().from(sandboxPayments)).toHaveLength(paymentsBefore);
  });

  it('starts a redirect deposit: a started row, the provider payment and where the browser goes', async () => {
    const body = await ricaricaOk('mariorossi', { ...paypal(2_500), promo: ' BENVENUTO ', isMobile: true });
    expect(body.ResponseCode).toBe(0);
    const started = body.ResponseData!;
    expect(started.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.primaRicarica).toBe(false);
    expect(started.action).toEqual({ type: 'redirect', url: expect.stringMatching(/^\/sandbox\/pay\/SBX-/) });

    const [row] = await depositsOf('mariorossi');
    expect(row).toMatchObject({
      transactionId: started.transactionId,
      methodId: METHOD.paypal,
      amount: 2_500,
      status: 'started',
      promo: 'BENVENUTO',
      isMobile: true,
      firstDeposit: null,
      transferId: null,
    });
    const payment = await t.app.sandboxPayments.find(row!.providerReference!);
    expect(payment).toMatchObject({
      merchantReference: started.transactionId,
      amount: 2_500,
      status: 'open',
    });
    expect(started.action.type === 'redirect' && started.action.url).toBe(`/sandbox/pay/${payment!.id}`);
  });

  it('answers each submit style: modal, hidden form, hidden form in a new tab', async () => {
    const skrill = await ricaricaOk('mariorossi', {
      importo: 2_000,
      metodo: METHOD.skrill,
      email: 'a@example.it',
    });
    expect(skrill.ResponseData!.action).toMatchObject({ type: 'modal' });
    const card = await ricaricaOk('mariorossi', { importo: 2_000, metodo: METHOD.card });
    expect(card.ResponseData!.action).toMatchObject({ type: 'form', newTab: false });
    const poste = await ricaricaOk('mariorossi', { importo: 2_000, metodo: METHOD.postepay });
    expect(poste.ResponseData!.action).toMatchObject({
      type: 'form',
      newTab: true,
      fields: expect.objectContaining({ amount: '2000', currency: '978' }),
    });
  });

  it('says primaRicarica true while the first deposit is still to be made', async () => {
    await setPlayer('mariorossi', { primaRicarica: true });
    const body = await ricaricaOk('mariorossi', { ...paypal(), primaricarica: false });
    expect(body.ResponseData!.primaRicarica).toBe(true);
  });

  it('refuses an unknown, disabled, withdrawal or embedded-only method with METHOD_UNKNOWN', async () => {
    await setMethod(METHOD.neteller, { enabled: false });
    for (const metodo of [9_999, METHOD.withdrawalNeteller, METHOD.neteller, METHOD.paas]) {
      expect(await ricaricaOk('mariorossi', { importo: 2_000, metodo, email: 'a@example.it' })).toEqual({
        ResponseCode: DEPOSIT_CODE.METHOD_UNKNOWN,
        ResponseMessage: DEPOSIT_MESSAGES.methodUnknown,
        ResponseData: null,
      });
    }
    expect(await depositsOf('mariorossi')).toHaveLength(0);
  });

  it("requires the method's e-mail or code (FIELD_INVALID)", async () => {
    const refused = async (body: Partial<RicaricaRequest>) => {
      const answer = await ricaricaOk('mariorossi', body);
      expect(answer.ResponseCode, JSON.stringify(body)).toBe(DEPOSIT_CODE.FIELD_INVALID);
      return answer.ResponseMessage;
    };
    expect(await refused({ importo: 2_000, metodo: METHOD.paypal })).toBe('Il campo è richiesto');
    expect(await refused({ importo: 2_000, metodo: METHOD.neteller, email: '   ' })).toBe(
      'Il campo è richiesto',
    );
    expect(await refused({ importo: 2_000, metodo: METHOD.skrill, email: 'not-an-email' })).toBe(
      'Inserire una mail valida',
    );
    // A code in place of the e-mail does not count.
    expect(await refused({ importo: 2_000, metodo: METHOD.paypal, code: 'ABC' })).toBe(
      'Il campo è richiesto',
    );
    expect(await refused({ importo: 2_000, metodo: METHOD.scratch, email: 'a@example.it' })).toBe(
      'Il campo è richiesto',
    );
    expect(await depositsOf('mariorossi')).toHaveLength(0);
    expect(
      (await ricaricaOk('mariorossi', { importo: 2_000, metodo: METHOD.scratch, code: 'SCR-1234' }))
        .ResponseCode,
    ).toBe(0);
  });

  it("keeps the amount within the method's minimum and maximum", async () => {
    expect(await ricaricaOk('mariorossi', paypal(999))).toEqual({
      ResponseCode: DEPOSIT_CODE.AMOUNT_TOO_LOW,
      ResponseMessage: 'Importo minimo €\u00a010,00',
      ResponseData: null,
    });
    // PayPal's maximum is 500 euro; the player's limit is lifted so that only the method's counts.
    await setPlayer('mariorossi', { depositLimit: null });
    expect(await ricaricaOk('mariorossi', paypal(50_001))).toEqual({
      ResponseCode: DEPOSIT_CODE.AMOUNT_TOO_HIGH,
      ResponseMessage: 'Importo massimo €\u00a0500,00',
      ResponseData: null,
    });
    expect(await depositsOf('mariorossi')).toHaveLength(0);
    expect((await ricaricaOk('mariorossi', paypal(1_000))).ResponseCode).toBe(0);
    expect((await ricaricaOk('mariorossi', paypal(50_000))).ResponseCode).toBe(0);
  });

  it('checks in order: access, method, field, amount', async () => {
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect((await ricaricaOk('mariorossi', { importo: 1, metodo: 9_999 })).ResponseCode).toBe(
      DEPOSIT_CODE.SECTION_DISABLED,
    );
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
    expect((await ricaricaOk('mariorossi', { importo: 1, metodo: 9_999 })).ResponseCode).toBe(
      DEPOSIT_CODE.METHOD_UNKNOWN,
    );
    expect((await ricaricaOk('mariorossi', { importo: 1, metodo: METHOD.paypal })).ResponseCode).toBe(
      DEPOSIT_CODE.FIELD_INVALID,
    );
    await setPlayer('mariorossi', { depositLimit: 1_000 });
    expect((await ricaricaOk('mariorossi', paypal(60_000))).ResponseCode).toBe(DEPOSIT_CODE.AMOUNT_TOO_HIGH);
  });

  it('answers PROVIDER_ERROR when the provider cannot open the payment, and the deposit is declined', async () => {
    vi.spyOn(t.app.paymentProvider, 'startPayment').mockRejectedValueOnce(new Error('provider down'));
    expect(await ricaricaOk('mariorossi', paypal(3_000))).toEqual({
      ResponseCode: DEPOSIT_CODE.PROVIDER_ERROR,
      ResponseMessage: DEPOSIT_MESSAGES.providerError,
      ResponseData: null,
    });
    const [row] = await depositsOf('mariorossi');
    expect(row).toMatchObject({ amount: 3_000, status: 'declined', providerReference: null });
    // A declined deposit holds nothing against the limit.
    await setPlayer('mariorossi', { depositLimit: 3_000 });
    expect((await ricaricaOk('mariorossi', paypal(3_000))).ResponseCode).toBe(0);
  });

  it('credits nothing by itself; an approval through settleDeposit shows in GetSaldo', async () => {
    const before = await balanceOf('mariorossi');
    const started = (await ricaricaOk('mariorossi', paypal(4_200))).ResponseData!;
    expect(await balanceOf('mariorossi')).toEqual(before);
    const settled = await settleDeposit(t.database.db, started.transactionId, 'approved');
    expect(settled).toMatchObject({ changed: true, deposit: { status: 'approved' } });
    expect(await balanceOf('mariorossi')).toEqual({
      soldi: before.soldi + 4_200,
      prelevabile: before.prelevabile + 4_200,
    });
  });
});

describe('deposit limit (Ricarica)', () => {
  /** Puts a deposit of mariorossi in the past, in any status (approved ones get a transfer). */
  async function pastDeposit(
    amount: number,
    status: 'started' | 'pending' | 'approved' | 'declined',
    ageMs: number,
  ) {
    const started = (await ricaricaOk('mariorossi', { ...paypal(1_000) })).ResponseData!;
    await t.database.db
      .update(deposits)
      .set({ amount, createdAt: new Date(Date.now() - ageMs) })
      .where(eq(deposits.transactionId, started.transactionId));
    if (status !== 'started')
      await settleDeposit(t.database.db, started.transactionId, status === 'pending' ? 'pending' : status);
  }
  const MINUTE = 60 * 1000;
  const DAY = 24 * 60 * MINUTE;

  it('refuses a deposit over what is left of the weekly limit, saying how much is left', async () => {
    await setPlayer('mariorossi', { depositLimit: 5_000, depositLimitPeriod: 'WW' });
    expect((await ricaricaOk('mariorossi', paypal(3_000))).ResponseCode).toBe(0);
    expect(await ricaricaOk('mariorossi', paypal(3_000))).toEqual({
      ResponseCode: DEPOSIT_CODE.LIMIT_EXCEEDED,
      ResponseMessage: DEPOSIT_MESSAGES.limitExceeded('WW', 2_000),
      ResponseData: null,
    });
    expect(DEPOSIT_MESSAGES.limitExceeded('WW', 2_000)).toBe(
      "L'importo supera il tuo limite di deposito settimanale: puoi ricaricare ancora €\u00a020,00.",
    );
    expect((await ricaricaOk('mariorossi', paypal(2_000))).ResponseCode).toBe(0);
    expect((await ricaricaOk('mariorossi', paypal(1_000))).ResponseMessage).toBe(
      DEPOSIT_MESSAGES.limitExceeded('WW', 0),
    );
    expect((await depositsOf('mariorossi')).map((row) => row.amount).sort()).toEqual([2_000, 3_000]);
  });

  it('says monthly for a monthly limit', async () => {
    await setPlayer('mariorossi', { depositLimit: 1_500, depositLimitPeriod: 'MM' });
    const answer = await ricaricaOk('mariorossi', paypal(2_000));
    expect(answer.ResponseCode).toBe(DEPOSIT_CODE.LIMIT_EXCEEDED);
    expect(answer.ResponseMessage).toBe(
      "L'importo supera il tuo limite di deposito mensile: puoi ricaricare ancora €\u00a015,00.",
    );
  });

  it('has no limit when none is set', async () => {
    await setPlayer('mariorossi', { depositLimit: null });
    for (let i = 0; i < 3; i++) expect((await ricaricaOk('mariorossi', paypal(50_000))).ResponseCode).toBe(0);
  });

  it('counts approved and pending deposits of the window, and started ones only for half an hour', async () => {
    await setPlayer('mariorossi', { depositLimit: 10_000, depositLimitPeriod: 'WW' });
    await pastDeposit(2_000, 'approved', 6 * DAY);
    await pastDeposit(2_000, 'pending', 6 * DAY);
    await pastDeposit(2_000, 'started', (DEPOSIT_HOLD_MINUTES - 1) * MINUTE);
    // Not counted: declined, abandoned (started long ago), approved before the window.
    await pastDeposit(5_000, 'declined', 1 * DAY);
    await pastDeposit(5_000, 'started', (DEPOSIT_HOLD_MINUTES + 1) * MINUTE);
    await pastDeposit(5_000, 'approved', 8 * DAY);
    // 10 000 - 6 000 = 4 000 left.
    expect((await ricaricaOk('mariorossi', paypal(4_001))).ResponseMessage).toBe(
      DEPOSIT_MESSAGES.limitExceeded('WW', 4_000),
    );
    expect((await ricaricaOk('mariorossi', paypal(4_000))).ResponseCode).toBe(0);
  });

  it('a monthly limit looks back a month', async () => {
    await setPlayer('mariorossi', { depositLimit: 10_000, depositLimitPeriod: 'MM' });
    await pastDeposit(5_000, 'approved', 8 * DAY);
    await pastDeposit(5_000, 'approved', 40 * DAY);
    expect((await ricaricaOk('mariorossi', paypal(5_001))).ResponseMessage).toBe(
      DEPOSIT_MESSAGES.limitExceeded('MM', 5_000),
    );
  });

  it('parallel starts never go over the limit together', async () => {
    await setPlayer('mariorossi', { depositLimit: 10_000, depositLimitPeriod: 'WW' });
    await tokenFor('mariorossi');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => ricaricaOk('mariorossi', paypal(1_000))),
    );
    const codes = answers.map((answer) => answer.ResponseCode);
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === DEPOSIT_CODE.LIMIT_EXCEEDED)).toHaveLength(15);
    const rows = await depositsOf('mariorossi');
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(10_000);
  });
});

/** Every access rule, first failing one answering; Ricarica and CheckHierarchy agree. */
describe('deposit access (Ricarica and CheckHierarchy screen=deposit)', () => {
  async function expectRefused(username: string, code: number, message: string) {
    expect(await checkDeposit(username)).toEqual({
      ResponseCode: code,
      ResponseMessage: message,
      ResponseData: false,
    });
    expect(await ricaricaOk(username, paypal())).toEqual({
      ResponseCode: code,
      ResponseMessage: message,
      ResponseData: null,
    });
    expect(await depositsOf(username)).toHaveLength(0);
  }
  async function expectAllowed(username: string) {
    expect(await checkDeposit(username)).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: true,
    });
    expect((await ricaricaOk(username, paypal())).ResponseCode).toBe(0);
  }

  it('allows a validated account', async () => {
    await expectAllowed('mariorossi');
  });

  it('CheckHierarchy needs a token; other screens keep their own answers', async () => {
    expect((await t.app.inject({ url: '/api/Account/CheckHierarchy?screen=deposit' })).statusCode).toBe(401);
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    const withdraw = await t.app.inject({
      url: '/api/Account/CheckHierarchy?screen=withdrawal',
      headers: bearer(await tokenFor('mariorossi')),
    });
    expect(checkHierarchyResponse.parse(withdraw.json()).ResponseData).toBe(true);
  });

  it('refuses when the deposit module is off', async () => {
    await t.app.siteConfig.set('Deposit_Enabled', 'false');
    await expectRefused('mariorossi', DEPOSIT_CODE.SECTION_DISABLED, 'Questa sezione è stata disabilitata');
  });

  it('refuses in withdraw-only mode (ConsentiSoloPrelievo)', async () => {
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    await expectRefused('mariorossi', DEPOSIT_CODE.SECTION_DISABLED, 'Questa sezione è stata disabilitata');
  });

  it('refuses while all sections are disabled until the contacts are verified', async () => {
    await t.app.siteConfig.set('AllSectionsDisabled', 'true');
    // The module alone disables nothing: the contacts must also be due for verification.
    await expectAllowed('mariorossi');
    await t.database.db.delete(deposits);
    await t.app.siteConfig.set('LoginVerifyContacts_Enabled', 'true');
    await setPlayer('mariorossi', { lastMobileVerificationAt: null });
    await expectRefused(
      'mariorossi',
      DEPOSIT_CODE.SECTION_DISABLED,
      'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
    );
  });

  it('refuses an inactive or not-active account, and one blocked for missing documents (which may log in)', async () => {
    for (const patch of [
      { statoConto: 6, blockedReason: BLOCKED_REASON_DOCUMENTS },
      { statoConto: 0 },
      { statoConto: 1, userStatusOk: true },
    ]) {
      await setPlayer('mariorossi', patch);
      await expectRefused('mariorossi', DEPOSIT_CODE.ACCOUNT_CLOSED, DEPOSIT_MESSAGES.accountClosed);
      await setPlayer('mariorossi', { statoConto: 2, userStatusOk: true, blockedReason: null });
    }
  });

  it('refuses a blocked account (its sessions stop working too; the rule holds for one still cached)', async () => {
    // Through HTTP a blocked player's token is refused with 401 within seconds, so the rule is asked directly.
    const blocked = { ...(await playerRow('mariorossi')), statoConto: 6, blockedReason: null };
    expect(await depositAccess(blocked, t.app.siteConfig)).toEqual({
      code: DEPOSIT_CODE.ACCOUNT_CLOSED,
      message: DEPOSIT_MESSAGES.accountClosed,
    });
    expect(await depositAccess({ ...blocked, statoConto: 2 }, t.app.siteConfig)).toEqual({
      code: 0,
      message: '',
    });
  });

  it('refuses a self-excluded player', async () => {
    await expectRefused('chiararicci', DEPOSIT_CODE.SELF_EXCLUDED, DEPOSIT_MESSAGES.selfExcluded);
    await setPlayer('mariorossi', { esclusione: true });
    await expectRefused('mariorossi', DEPOSIT_CODE.SELF_EXCLUDED, DEPOSIT_MESSAGES.selfExcluded);
  });

  it('refuses while the password must be changed', async () => {
    await expectRefused(
      'davidemarino',
      DEPOSIT_CODE.PASSWORD_CHANGE,
      'Le operazioni di ricarica e prelievo non sono consentite',
    );
  });

  it('refuses unconfirmed contacts while DisableDepositifNotVerified is on', async () => {
    await expectRefused(
      'giuliabianchi',
      DEPOSIT_CODE.CONTACTS_NOT_VERIFIED,
      'Le operazioni di deposito non sono consentite',
    );
    // One contact confirmed is not enough.
    await setPlayer('giuliabianchi', { confirmedMobile: true });
    await expectRefused(
      'giuliabianchi',
      DEPOSIT_CODE.CONTACTS_NOT_VERIFIED,
      'Le operazioni di deposito non sono consentite',
    );
    await setPlayer('giuliabianchi', { confirmedMobile: false, playerConfirmed: true });
    await expectRefused(
      'giuliabianchi',
      DEPOSIT_CODE.CONTACTS_NOT_VERIFIED,
      'Le operazioni di deposito non sono consentite',
    );
    await t.app.siteConfig.set('DisableDepositifNotVerified', 'false');
    await expectAllowed('giuliabianchi');
  });

  it('refuses a player whose network is in DepositBlockedHierarchies', async () => {
    await setPlayer('mariorossi', { father: 'RETE-07' });
    await t.app.siteConfig.set('DepositBlockedHierarchies', 'RETE-01, RETE-07');
    await expectRefused(
      'mariorossi',
      DEPOSIT_CODE.HIERARCHY,
      'Questa sezione è temporaneamente disabilitata',
    );
    await t.app.siteConfig.set('DepositBlockedHierarchies', 'RETE-01,RETE-070');
    await expectAllowed('mariorossi');
  });

  it('answers the first failing rule', async () => {
    // Section switch before the account; account before exclusion; exclusion before password; password before contacts.
    await setPlayer('mariorossi', {
      statoConto: 0,
      esclusione: true,
      cambioPassword: true,
      confirmedMobile: false,
      father: 'RETE-07',
    });
    await t.app.siteConfig.set('DepositBlockedHierarchies', 'RETE-07');
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    const codes: number[] = [];
    const next = async () => codes.push((await checkDeposit('mariorossi')).ResponseCode);
    await next();
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
    await next();
    await setPlayer('mariorossi', { statoConto: 2 });
    await next();
    await setPlayer('mariorossi', { esclusione: false });
    await next();
    await setPlayer('mariorossi', { cambioPassword: false });
    await next();
    await setPlayer('mariorossi', { confirmedMobile: true });
    await next();
    expect(codes).toEqual([
      DEPOSIT_CODE.SECTION_DISABLED,
      DEPOSIT_CODE.ACCOUNT_CLOSED,
      DEPOSIT_CODE.SELF_EXCLUDED,
      DEPOSIT_CODE.PASSWORD_CHANGE,
      DEPOSIT_CODE.CONTACTS_NOT_VERIFIED,
      DEPOSIT_CODE.HIERARCHY,
    ]);
  });
});

describe('POST api/Account/DepositWithPaas', () => {
  async function paas(username: string, payload: unknown) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/DepositWithPaas',
      headers: bearer(await tokenFor(username)),
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('is closed unless DepositWithPaas_Enabled is on', async () => {
    expect((await paas('mariorossi', { importo: 2_000 })).body).toEqual({
      ResponseCode: DEPOSIT_CODE.SECTION_DISABLED,
      ResponseMessage: 'Questa sezione è stata disabilitata',
      ResponseData: null,
    });
    expect(await depositsOf('mariorossi')).toHaveLength(0);
  });

  it('starts a deposit with the embedded method and answers the page and its token', async () => {
    await t.app.siteConfig.set('DepositWithPaas_Enabled', 'true');
    const answer = depositWithPaasResponse.parse((await paas('mariorossi', { importo: 2_000 })).body);
    expect(answer.ResponseCode).toBe(0);
    const [row] = await depositsOf('mariorossi');
    const [method] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, row!.methodId));
    expect(method!.name).toBe(PAAS_METHOD_NAME);
    expect(row).toMatchObject({ amount: 2_000, status: 'started' });
    expect(answer.ResponseData!.endpoint).toBe('/sandbox/paas');
    expect(t.app.sandboxPayments.paymentOfEmbedToken(answer.ResponseData!.token)).toBe(
      row!.providerReference,
    );
  });

  it('applies the same rules as Ricarica: access, amount, limit, body', async () => {
    await t.app.siteConfig.set('DepositWithPaas_Enabled', 'true');
    expect((await paas('davidemarino', { importo: 2_000 })).body.ResponseCode).toBe(
      DEPOSIT_CODE.PASSWORD_CHANGE,
    );
    expect((await paas('mariorossi', { importo: 500 })).body).toMatchObject({
      ResponseCode: DEPOSIT_CODE.AMOUNT_TOO_LOW,
      ResponseMessage: 'Importo minimo €\u00a010,00',
    });
    await setPlayer('mariorossi', { depositLimit: 1_500 });
    expect((await paas('mariorossi', { importo: 2_000 })).body.ResponseCode).toBe(
      DEPOSIT_CODE.LIMIT_EXCEEDED,
    );
    expect((await paas('mariorossi', { importo: 'molto' })).status).toBe(400);
    expect((await paas('mariorossi', {})).status).toBe(400);
    expect(await depositsOf('mariorossi')).toHaveLength(0);
  });
});

describe('GET api/BetPlay/V3_CheckBonusPrimaRicarica', () => {
  const check = async (username: string) => {
    const response = await t.app.inject({
      url: '/api/BetPlay/V3_CheckBonusPrimaRicarica',
      headers: bearer(await tokenFor(username)),
    });
    return checkBonusPrimaRicaricaResponse.parse(response.json());
  };

  it('needs a valid token', async () => {
    expect((await t.app.inject({ url: '/api/BetPlay/V3_CheckBonusPrimaRicarica' })).statusCode).toBe(401);
  });

  it('says whether the first deposit is still to be made, until one is approved', async () => {
    expect((await check('mariorossi')).ResponseData).toEqual({ primaRicarica: false });
    await setPlayer('mariorossi', { primaRicarica: true });
    expect(await check('mariorossi')).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: { primaRicarica: true },
    });
    const started = (await ricaricaOk('mariorossi', paypal())).ResponseData!;
    expect((await check('mariorossi')).ResponseData.primaRicarica).toBe(true);
    await settleDeposit(t.database.db, started.transactionId, 'approved');
    expect((await check('mariorossi')).ResponseData.primaRicarica).toBe(false);
  });
});

describe('GET api/payment/checkPrimaRicarica', () => {
  const check = async (username: string, transactionId: string) => {
    const response = await t.app.inject({
      url: `/api/payment/checkPrimaRicarica?transactionId=${encodeURIComponent(transactionId)}`,
      headers: bearer(await tokenFor(username)),
    });
    expect(response.statusCode).toBe(200);
    return checkPrimaRicaricaResponse.parse(response.json());
  };

  it('needs a token and a transactionId', async () => {
    expect((await t.app.inject({ url: '/api/payment/checkPrimaRicarica?transactionId=x' })).statusCode).toBe(
      401,
    );
    const missing = await t.app.inject({
      url: '/api/payment/checkPrimaRicarica',
      headers: bearer(await tokenFor('mariorossi')),
    });
    expect(missing.statusCode).toBe(400);
  });

  it("answers true for the player's approved first deposit only", async () => {
    await setPlayer('mariorossi', { primaRicarica: true });
    const first = (await ricaricaOk('mariorossi', paypal())).ResponseData!;
    const second = (await ricaricaOk('mariorossi', paypal())).ResponseData!;
    // Not settled yet: not (yet) a first deposit.
    expect((await check('mariorossi', first.transactionId)).ResponseData).toBe(false);
    await settleDeposit(t.database.db, first.transactionId, 'approved');
    await settleDeposit(t.database.db, second.transactionId, 'approved');
    expect(await check('mariorossi', first.transactionId)).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: true,
    });
    expect((await check('mariorossi', second.transactionId)).ResponseData).toBe(false);
  });

  it("answers -1 and false for an unknown transaction or another player's", async () => {
    await setPlayer('mariorossi', { primaRicarica: true });
    const started = (await ricaricaOk('mariorossi', paypal())).ResponseData!;
    await settleDeposit(t.database.db, started.transactionId, 'approved');
    const foreign = await check('martinaleone', started.transactionId);
    expect(foreign).toMatchObject({ ResponseCode: -1, ResponseData: false });
    expect(foreign.ResponseMessage).toBe('Transazione non trovata');
    expect(await check('mariorossi', 'no-such-transaction')).toMatchObject({
      ResponseCode: -1,
      ResponseData: false,
    });
  });
});
