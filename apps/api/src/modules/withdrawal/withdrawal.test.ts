import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { BLOCKED_REASON_DOCUMENTS } from '@conto-gioco/shared/document-rules';
import { formatCents } from '@conto-gioco/shared/money';
import { romeDayStart } from '@conto-gioco/shared/rome-time';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { checkHierarchyResponse } from '@conto-gioco/shared/status';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { balanceResponse } from '@conto-gioco/shared/wallet';
import {
  MAX_WITHDRAWALS_PER_DAY,
  WITHDRAWAL_CODE,
  WITHDRAWAL_MESSAGES,
  annullaPrelievoResponse,
  elencoPrelievoResponse,
  prelievoResponse,
  savedCardsResponse,
  withdrawWithPaasResponse,
  type PrelievoRequest,
} from '@conto-gioco/shared/withdrawal';
import { decidePayout, payoutOf } from '../../testing/payments.ts';
import { DEMO_PASSWORD } from '../../seed/demo-players.ts';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { demoData } from '../../testing/demo-data.ts';
import { players } from '../auth/schema.ts';
import { outbox } from '../outbox/schema.ts';
import { securityEvents, securityThrottles } from '../security/schema.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, paymentMethods } from '../wallet/schema.ts';
import { PLAYER_ACCOUNT } from '../wallet/ledger.ts';
import { playerCards, withdrawals } from './schema.ts';
import { withdrawalAccess } from '../status/withdrawal-access.ts';
import { createWithdrawalService } from './service.ts';
import { settleWithdrawal } from './settle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Seeded withdrawal method ids (seed/payment-methods.ts). */
const METHOD = { neteller: 101 } as const;

const SITE_DEFAULTS: Record<string, string> = {
  Disable_All_Withdraw: 'false',
  AllSectionsDisabled: 'false',
  LoginVerifyContacts_Enabled: 'false',
  RegistrationMobileAvoidConfirmation: 'false',
  PrelievoOtpDaImporto: '50000',
  WithdrawWithPaas_Enabled: 'false',
};
const { tokenFor, playerRow, setPlayer, setMethod, restore } = demoData(() => t);

afterEach(async () => {
  vi.restoreAllMocks();
  for (const [name, value] of Object.entries(SITE_DEFAULTS)) await t.app.siteConfig.set(name, value);
  await restore();
  // Each test starts with no withdrawal counting against the day: pending ones give the money back first.
  for (const row of await t.database.db.select().from(withdrawals).where(eq(withdrawals.status, 'pending')))
    await settleWithdrawal(t.database.db, { ticketId: row.ticketId }, 'cancelled');
  await t.database.db.delete(withdrawals);
  // Wrong OTPs of one test do not lock the next one's.
  await t.database.db.delete(securityThrottles).where(like(securityThrottles.key, 'withdrawal-otp:%'));
});

/** Any body, valid or not. */
async function prelievo(username: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Account/Prelievo',
    headers: bearer(await tokenFor(username)),
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

async function prelievoOk(username: string, body: Partial<PrelievoRequest>) {
  const response = await prelievo(username, body);
  expect(response.status).toBe(200);
  return prelievoResponse.parse(response.body);
}

/** A withdrawal mariorossi can always make: Neteller, 20 euro, below the OTP amount. */
const neteller = (importo = 2_000): PrelievoRequest => ({
  type: 'Prelievo_Neteller',
  importo,
  pin: DEMO_PASSWORD,
  email: 'mario.rossi@example.it',
});

async function get(username: string, url: string) {
  const response = await t.app.inject({ url, headers: bearer(await tokenFor(username)) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const balanceOf = async (username: string) =>
  balanceResponse.parse(await get(username, '/api/Account/GetSaldo'));

async function withdrawalsOf(username: string) {
  const player = await playerRow(username);
  return t.database.db.select().from(withdrawals).where(eq(withdrawals.playerId, player.id));
}

/** The player's cash and pending-withdrawal balances, straight from the wallet rows. */
async function walletOf(username: string) {
  const player = await playerRow(username);
  const rows = await t.database.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, player.id));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { cash: of(PLAYER_ACCOUNT.cash), pending: of(PLAYER_ACCOUNT.pendingWithdrawal) };
}

/** The latest withdrawal OTP sent, with its channel, recipient and code. */
async function lastOtp() {
  const [message] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.purpose, 'withdrawal-otp'))
    .orderBy(outbox.id)
    .then((rows) => rows.slice(-1));
  return message ? { ...message, code: /(\d{6})$/.exec(message.body)![1]! } : undefined;
}

const otpCount = async () =>
  (await t.database.db.select().from(outbox).where(eq(outbox.purpose, 'withdrawal-otp'))).length;

/** Runs a request and expects it refused with nothing moved, written or sent. */
async function expectRefusedUnchanged(username: string, body: object, code: number, message?: string) {
  const before = {
    wallet: await walletOf(username),
    rows: await withdrawalsOf(username),
    otps: await otpCount(),
  };
  const response = await prelievoOk(username, body);
  expect(response.ResponseCode, JSON.stringify(body)).toBe(code);
  if (message !== undefined) expect(response.ResponseMessage).toBe(message);
  expect(response.ResponseData).toBeNull();
  expect(await walletOf(username)).toEqual(before.wallet);
  expect(await withdrawalsOf(username)).toEqual(before.rows);
  expect(await otpCount()).toBe(before.otps);
}

const service = () =>
  createWithdrawalService({
    db: t.database.db,
    siteConfig: t.app.siteConfig,
    provider: t.app.paymentProvider,
    outbox: t.app.outbox,
    log: t.app.log,
  });

describe('POST api/Account/Prelievo', () => {
  it('needs a valid token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Prelievo',
      payload: neteller(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 to a bad body and changes nothing', async () => {
    const before = await walletOf('mariorossi');
    for (const body of [
      {},
      { ...neteller(), importo: 20.5 },
      { ...neteller(), importo: -2_000 },
      { ...neteller(), importo: '2000' },
      { ...neteller(), importo: 2 ** 31 },
      { ...neteller(), pin: undefined },
      { ...neteller(), type: '' },
      { ...neteller(), otpSource: 'fax' },
      { ...neteller(), metodo: 'Pay' },
      // PostgreSQL's text refuses NUL: these were 500s (the method lookup, the Scratch code kept).
      { ...neteller(), type: 'Prelievo_Neteller\u0000' },
      { type: 'Prelievo_Scratch', importo: 2_000, pin: DEMO_PASSWORD, code: 'SCR-1234\u00005678' },
    ]) {
      expect((await prelievo('mariorossi', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await walletOf('mariorossi')).toEqual(before);
    expect(await withdrawalsOf('mariorossi')).toHaveLength(0);
  });

  it('moves the amount from cash to pending: answer, row, ledger, payout and GetSaldo', async () => {
    const before = await balanceOf('mariorossi');
    const wallet = await walletOf('mariorossi');
    const body = await prelievoOk('mariorossi', { ...neteller(2_500), isMobile: true });
    expect(body).toMatchObject({ ResponseCode: 0, ResponseMessage: '' });
    const result = body.ResponseData!;
    expect(result).toEqual({
      esito: { returnCode: 0, returnDescription: '' },
      idTicket: expect.stringMatching(/^[1-9]\d{11}$/),
      seriale: expect.stringMatching(/^PR[0-9A-F]{14}$/),
      result: 'OK',
      transactionId: null,
      form: null,
    });

    expect(await balanceOf('mariorossi')).toEqual({
      ...before,
      soldi: before.soldi - 2_500,
      prelevabile: before.prelevabile - 2_500,
    });
    expect(await walletOf('mariorossi')).toEqual({
      cash: wallet.cash - 2_500,
      pending: wallet.pending + 2_500,
    });

    const [row] = await withdrawalsOf('mariorossi');
    expect(row).toMatchObject({
      ticketId: result.idTicket,
      serial: result.seriale,
      methodId: METHOD.neteller,
      amount: 2_500,
      status: 'pending',
      destination: 'm***@example.it',
      isMobile: true,
      timeSlot: false,
      settleTransferId: null,
    });
    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, row!.requestTransferId));
    expect(transfer).toMatchObject({
      idempotencyKey: `withdrawal:${result.idTicket}:request`,
      cause: 'Prelievo',
    });
    const entries = await t.database.db
      .select({ amount: ledgerEntries.amount, kind: ledgerAccounts.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transferId, transfer!.id));
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        { amount: -2_500, kind: PLAYER_ACCOUNT.cash },
        { amount: 2_500, kind: PLAYER_ACCOUNT.pendingWithdrawal },
      ]),
    );
    const payout = await payoutOf(t.database.db, result.idTicket!);
    expect(payout).toMatchObject({
      id: row!.providerReference,
      amount: 2_500,
      methodName: 'Prelievo_Neteller',
    });
  });

  it('refuses an unknown, deposit, disabled or embedded-only method with -1', async () => {
    for (const type of ['Prelievo_Sconosciuto', 'Ricarica_PayPal', 'Prelievo_PaaS'])
      await expectRefusedUnchanged(
        'mariorossi',
        { ...neteller(), type },
        WITHDRAWAL_CODE.METHOD_UNKNOWN,
        WITHDRAWAL_MESSAGES.methodUnknown,
      );
    await setMethod(METHOD.neteller, { enabled: false });
    await expectRefusedUnchanged('mariorossi', neteller(), WITHDRAWAL_CODE.METHOD_UNKNOWN);
  });

  describe("each method's fields (-4, nothing moves)", () => {
    const base = { importo: 2_000, pin: DEMO_PASSWORD };
    const refused = (body: object, message: string) =>
      expectRefusedUnchanged('mariorossi', { ...base, ...body }, WITHDRAWAL_CODE.FIELD_INVALID, message);

    it('Neteller and Skrill: a valid e-mail', async () => {
      for (const type of ['Prelievo_Neteller', 'Prelievo_Skrill']) {
        await refused({ type }, VALIDATION_MESSAGES.required);
        await refused({ type, email: 'mario.rossi' }, VALIDATION_MESSAGES.invalidEmail);
      }
      expect(
        (await prelievoOk('mariorossi', { ...base, type: 'Prelievo_Skrill', email: 'm@example.it' }))
          .ResponseCode,
      ).toBe(0);
    });

    it('Scratch: the code', async () => {
      await refused({ type: 'Prelievo_Scratch', code: '  ' }, VALIDATION_MESSAGES.required);
      expect(
        (await prelievoOk('mariorossi', { ...base, type: 'Prelievo_Scratch', code: 'SCR-12345678' }))
          .ResponseCode,
      ).toBe(0);
      expect((await withdrawalsOf('mariorossi'))[0]!.destination).toBe('****5678');
    });

    it('XElektra: the card number and the step', async () => {
      const type = 'Prelievo_XElektra';
      await refused({ type, metodo: 'Withdraw' }, VALIDATION_MESSAGES.required);
      await refused({ type, metodo: 'Withdraw', code: '12ab' }, VALIDATION_MESSAGES.invalidCode);
      await refused({ type, code: '5100123412341234' }, VALIDATION_MESSAGES.required);
      await refused(
        { type, code: '5100123412341234', metodo: 'Confirm', otp: '123456' },
        VALIDATION_MESSAGES.required,
      );
    });

    it("Mastercard VIP: one of the player's own cards, by id", async () => {
      const [giorgias] = await t.database.db
        .select()
        .from(playerCards)
        .where(
          and(
            eq(playerCards.playerId, (await playerRow('giorgiafontana')).id),
            eq(playerCards.kind, 'mastercard'),
          ),
        );
      await refused({ type: 'Prelievo_MasterCard' }, VALIDATION_MESSAGES.required);
      await refused(
        { type: 'Prelievo_MasterCard', code: String(giorgias!.id) },
        WITHDRAWAL_MESSAGES.cardUnknown,
      );
      await refused({ type: 'Prelievo_MasterCard', code: 'abc' }, WITHDRAWAL_MESSAGES.cardUnknown);
      const own = await prelievoOk('giorgiafontana', {
        ...base,
        type: 'Prelievo_MasterCard',
        code: String(giorgias!.id),
      });
      expect(own.ResponseCode).toBe(0);
      expect((await withdrawalsOf('giorgiafontana'))[0]!.destination).toBe(giorgias!.maskedNumber);
    });

    it('Voucher: a PIN of at least 4 characters, never kept', async () => {
      await refused({ type: 'Prelievo_Voucher', secret: '123' }, WITHDRAWAL_MESSAGES.pinMinLength);
      expect(
        (await prelievoOk('mariorossi', { ...base, type: 'Prelievo_Voucher', secret: '1234' })).ResponseCode,
      ).toBe(0);
      expect((await withdrawalsOf('mariorossi'))[0]!.destination).toBeNull();
    });

    it('Poste, Postepay and Apco: card number and expiry', async () => {
      for (const type of ['Prelievo_Poste', 'Prelievo_Postepay', 'Prelievo_Apco']) {
        await refused({ type, data_scadenza: '12/30' }, VALIDATION_MESSAGES.required);
        await refused({ type, poste_pay: '4111111111111111' }, VALIDATION_MESSAGES.required);
        await refused(
          { type, poste_pay: '4111111111111111', data_scadenza: '13/30' },
          WITHDRAWAL_MESSAGES.invalidExpiry,
        );
        await refused(
          { type, poste_pay: '4111111111111111', data_scadenza: '01/20' },
          WITHDRAWAL_MESSAGES.invalidExpiry,
        );
      }
    });

    it('Apco: a card of a Postepay BIN is recorded and paid out as Postepay', async () => {
      const apco = { ...base, type: 'Prelievo_Apco', data_scadenza: '12/30' };
      const postepay = await prelievoOk('mariorossi', { ...apco, poste_pay: '4023 6000 0000 7315' });
      const other = await prelievoOk('mariorossi', { ...apco, poste_pay: '4539970000000142' });
      const rows = await withdrawalsOf('mariorossi');
      const byTicket = (ticket: string | null | undefined) => rows.find((row) => row.ticketId === ticket)!;
      expect(byTicket(postepay.ResponseData?.idTicket)).toMatchObject({
        paidAs: 'Postepay',
        destination: '402360******7315',
      });
      expect(byTicket(other.ResponseData?.idTicket)).toMatchObject({ paidAs: null });
      expect((await payoutOf(t.database.db, postepay.ResponseData!.idTicket!)).methodName).toBe(
        'Prelievo_Postepay',
      );
      expect((await payoutOf(t.database.db, other.ResponseData!.idTicket!)).methodName).toBe('Prelievo_Apco');
    });

    it('bank transfer: only a valid Italian IBAN, as typed', async () => {
      const type = 'Prelievo_BonificoBancario';
      await refused({ type }, VALIDATION_MESSAGES.required);
      await refused({ type, iban: 'DE89370400440532013000' }, WITHDRAWAL_MESSAGES.ibanItalianOnly);
      await refused({ type, iban: 'IT61X0542811101000000123456' }, WITHDRAWAL_MESSAGES.ibanItalianOnly);
      const spaced = await prelievoOk('mariorossi', {
        ...base,
        type,
        iban: 'it60 x054 2811 1010 0000 0123 456',
      });
      expect(spaced.ResponseCode).toBe(0);
      expect((await withdrawalsOf('mariorossi'))[0]!.destination).toBe('IT60*******************3456');
    });
  });

  it('refuses a wrong password with -6, changing nothing but the audit', async () => {
    const player = await playerRow('mariorossi');
    const eventsBefore = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.id));
    await expectRefusedUnchanged(
      'mariorossi',
      { ...neteller(), pin: 'Sbagliata1' },
      WITHDRAWAL_CODE.WRONG_PASSWORD,
      WITHDRAWAL_MESSAGES.wrongPassword,
    );
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.id));
    expect(events.slice(eventsBefore.length)).toMatchObject([
      { event: 'login-failed', detail: { method: 'withdrawal' } },
    ]);
    // Not a field error: an empty password is one (-4).
    await expectRefusedUnchanged(
      'mariorossi',
      { ...neteller(), pin: '' },
      WITHDRAWAL_CODE.FIELD_INVALID,
      VALIDATION_MESSAGES.required,
    );
  });

  it('stops password guesses: after the free attempts even the right password is refused for a while', async () => {
    const body = { type: 'Prelievo_Neteller', importo: 2_000, email: 'l@example.it' };
    for (let i = 0; i < 5; i++) await prelievoOk('lorenzogallo', { ...body, pin: `Sbagliata${i}` });
    await expectRefusedUnchanged(
      'lorenzogallo',
      { ...body, pin: DEMO_PASSWORD },
      WITHDRAWAL_CODE.WRONG_PASSWORD,
      SERVER_MESSAGES.loginThrottled,
    );
  });

  it('keeps the amount within the bounds: the minimum, the maximum and the withdrawable balance', async () => {
    await expectRefusedUnchanged(
      'mariorossi',
      neteller(999),
      WITHDRAWAL_CODE.AMOUNT_TOO_LOW,
      WITHDRAWAL_MESSAGES.amountMin(1_000),
    );
    // chiararicci has € 80: the balance caps Neteller's € 5.000.
    const chiara = { ...neteller(8_001), email: 'c@example.it' };
    await expectRefusedUnchanged(
      'chiararicci',
      chiara,
      WITHDRAWAL_CODE.AMOUNT_TOO_HIGH,
      WITHDRAWAL_MESSAGES.amountMax(8_000),
    );
    await setMethod(METHOD.neteller, { maxAmount: 3_000 });
    await expectRefusedUnchanged(
      'mariorossi',
      neteller(3_001),
      WITHDRAWAL_CODE.AMOUNT_TOO_HIGH,
      WITHDRAWAL_MESSAGES.amountMax(3_000),
    );
    expect((await prelievoOk('mariorossi', neteller(3_000))).ResponseCode).toBe(0);
  });

  it('applies the time slot bounds inside the slot, also after midnight (fixed clock)', async () => {
    await t.app.siteConfig.set('PrelievoOtpDaImporto', '');
    const mario = (await playerRow('mariorossi')).id;
    const iban = {
      type: 'Prelievo_BonificoBancario',
      pin: DEMO_PASSWORD,
      iban: 'IT60X0542811101000000123456',
    };
    const at = (iso: string, importo: number) =>
      service().requestWithdrawal(mario, { ...iban, importo }, new Date(iso));
    // Winter: Rome is UTC+1. The slot 22:00-06:00 caps at € 1.000.
    expect(await at('2026-01-15T21:30:00Z', 100_001)).toMatchObject({
      ok: false,
      code: WITHDRAWAL_CODE.AMOUNT_TOO_HIGH,
      message: WITHDRAWAL_MESSAGES.amountMax(100_000),
    });
    expect(await at('2026-01-16T01:00:00Z', 100_001)).toMatchObject({
      ok: false,
      code: WITHDRAWAL_CODE.AMOUNT_TOO_HIGH,
    });
    expect(await at('2026-01-16T04:59:00Z', 100_001)).toMatchObject({
      ok: false,
      code: WITHDRAWAL_CODE.AMOUNT_TOO_HIGH,
    });
    // 06:00 and 21:59 in Rome: automatic, up to the withdrawable balance (mariorossi has € 1.250).
    expect(await at('2026-01-16T05:00:00Z', 100_001)).toMatchObject({ ok: true });
    expect(await at('2026-01-16T20:59:00Z', 1_000)).toMatchObject({ ok: true });
    expect(await at('2026-01-16T01:00:00Z', 20_000)).toMatchObject({ ok: true });
    const rows = await withdrawalsOf('mariorossi');
    expect(rows.map((row) => [row.amount, row.timeSlot]).sort()).toEqual([
      [1_000, false],
      [100_001, false],
      [20_000, true],
    ]);
  });

  it('takes at most 4 requests a day, counting cancelled ones (the 5th answers -5)', async () => {
    const tickets: string[] = [];
    for (let i = 0; i < 4; i++)
      tickets.push((await prelievoOk('mariorossi', neteller(1_000))).ResponseData!.idTicket!);
    await get('mariorossi', `/api/Account/EL_AnnullaPrelievo?ticket=${tickets[0]}`);
    await expectRefusedUnchanged(
      'mariorossi',
      neteller(1_000),
      WITHDRAWAL_CODE.DAILY_LIMIT,
      WITHDRAWAL_MESSAGES.dailyLimit,
    );
  });

  it('starts a new day at Europe/Rome midnight (fixed clock)', async () => {
    const mario = (await playerRow('mariorossi')).id;
    const at = (iso: string) => service().requestWithdrawal(mario, neteller(1_000), new Date(iso));
    // Summer: Rome is UTC+2, so its 20 July starts at 19 July 22:00 UTC.
    for (let i = 0; i < 4; i++) expect(await at('2026-07-19T22:00:00Z')).toMatchObject({ ok: true });
    expect(await at('2026-07-20T21:59:59Z')).toMatchObject({ ok: false, code: WITHDRAWAL_CODE.DAILY_LIMIT });
    expect(await at('2026-07-20T22:00:00Z')).toMatchObject({ ok: true });
  });

  it('answers -7 when the balance went down after the first checks: the locked balance decides', async () => {
    await t.app.siteConfig.set('PrelievoOtpDaImporto', '');
    const mario = (await playerRow('mariorossi')).id;
    const { cash } = await walletOf('mariorossi');
    const read = t.app.siteConfig.value.bind(t.app.siteConfig);
    let raced = false;
    // The OTP amount is read between the first checks and the money transaction: another
    // withdrawal takes almost all the cash right then.
    vi.spyOn(t.app.siteConfig, 'value').mockImplementation(async (name) => {
      if (name === 'PrelievoOtpDaImporto' && !raced) {
        raced = true;
        expect(await service().requestWithdrawal(mario, neteller(cash - 1_000))).toMatchObject({ ok: true });
      }
      return read(name);
    });
    const body = await prelievoOk('mariorossi', neteller(2_000));
    expect(body).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.INSUFFICIENT_FUNDS,
      ResponseMessage: WITHDRAWAL_MESSAGES.insufficientFunds,
    });
    expect(await withdrawalsOf('mariorossi')).toHaveLength(1);
    expect((await walletOf('mariorossi')).cash).toBe(1_000);
  });

  it('answers -20 when the provider cannot open the payout: the withdrawal is rejected and the money is back', async () => {
    const wallet = await walletOf('mariorossi');
    vi.spyOn(t.app.paymentProvider, 'startPayout').mockRejectedValueOnce(new Error('provider down'));
    const body = await prelievoOk('mariorossi', neteller());
    expect(body).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.PROVIDER_ERROR,
      ResponseMessage: WITHDRAWAL_MESSAGES.providerError,
      ResponseData: null,
    });
    expect(await walletOf('mariorossi')).toEqual(wallet);
    expect(await withdrawalsOf('mariorossi')).toMatchObject([
      { status: 'rejected', settleTransferId: expect.any(Number) },
    ]);
  });

  it("does not count a request the provider never took in the day's 4", async () => {
    vi.spyOn(t.app.paymentProvider, 'startPayout').mockRejectedValueOnce(new Error('provider down'));
    expect((await prelievoOk('mariorossi', neteller())).ResponseCode).toBe(WITHDRAWAL_CODE.PROVIDER_ERROR);
    for (let i = 0; i < MAX_WITHDRAWALS_PER_DAY; i++)
      expect((await prelievoOk('mariorossi', neteller())).ResponseCode).toBe(WITHDRAWAL_CODE.OK);
    expect((await prelievoOk('mariorossi', neteller())).ResponseCode).toBe(WITHDRAWAL_CODE.DAILY_LIMIT);
  });

  it('checks in order: access, method, fields, password, amount', async () => {
    await t.app.siteConfig.set('Disable_All_Withdraw', 'true');
    await expectRefusedUnchanged(
      'mariorossi',
      { ...neteller(1), type: 'Prelievo_X', pin: 'x' },
      WITHDRAWAL_CODE.SECTION_DISABLED,
    );
    await t.app.siteConfig.set('Disable_All_Withdraw', 'false');
    await expectRefusedUnchanged(
      'mariorossi',
      { ...neteller(1), type: 'Prelievo_X', pin: 'x' },
      WITHDRAWAL_CODE.METHOD_UNKNOWN,
    );
    await expectRefusedUnchanged(
      'mariorossi',
      { ...neteller(1), email: 'x', pin: 'x' },
      WITHDRAWAL_CODE.FIELD_INVALID,
    );
    await expectRefusedUnchanged('mariorossi', { ...neteller(1), pin: 'x' }, WITHDRAWAL_CODE.WRONG_PASSWORD);
    // Over the balance and over the OTP amount: refused before any code is sent.
    await expectRefusedUnchanged('mariorossi', neteller(400_000), WITHDRAWAL_CODE.AMOUNT_TOO_HIGH);
  });
});

describe('withdrawal access (Prelievo and CheckHierarchy screen=withdrawal)', () => {
  const check = async (username: string) =>
    checkHierarchyResponse.parse(await get(username, '/api/Account/CheckHierarchy?screen=withdrawal'));

  it('allows a validated account, and a self-excluded one (who may always take their money out)', async () => {
    expect(await check('mariorossi')).toEqual({ ResponseCode: 0, ResponseMessage: '', ResponseData: true });
    expect(await check('chiararicci')).toMatchObject({ ResponseCode: 0, ResponseData: true });
    expect(
      (await prelievoOk('chiararicci', { ...neteller(2_000), email: 'c@example.it' })).ResponseCode,
    ).toBe(0);
  });

  async function expectRefused(username: string, code: number, message: string) {
    expect(await check(username)).toEqual({
      ResponseCode: code,
      ResponseMessage: message,
      ResponseData: false,
    });
    await expectRefusedUnchanged(username, { ...neteller(), email: 'x@example.it' }, code, message);
  }

  it('-12 when withdrawals are switched off (Disable_All_Withdraw)', async () => {
    await t.app.siteConfig.set('Disable_All_Withdraw', 'true');
    await expectRefused('mariorossi', WITHDRAWAL_CODE.SECTION_DISABLED, WITHDRAWAL_MESSAGES.sectionDisabled);
  });

  it('-12 while all sections are disabled until the contacts are verified', async () => {
    await t.app.siteConfig.set('LoginVerifyContacts_Enabled', 'true');
    await t.app.siteConfig.set('AllSectionsDisabled', 'true');
    await expectRefused(
      'giuliabianchi',
      WITHDRAWAL_CODE.SECTION_DISABLED,
      'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
    );
  });

  it('-14 for an inactive account', async () => {
    await tokenFor('mariorossi');
    await setPlayer('mariorossi', { statoConto: 0 });
    await expectRefused('mariorossi', WITHDRAWAL_CODE.ACCOUNT_CLOSED, WITHDRAWAL_MESSAGES.accountClosed);
  });

  it('-11 while the password must be changed', async () => {
    await expectRefused('davidemarino', WITHDRAWAL_CODE.PASSWORD_CHANGE, WITHDRAWAL_MESSAGES.passwordChange);
  });

  it('-10 for an unconfirmed mobile or e-mail; RegistrationMobileAvoidConfirmation lets the mobile through', async () => {
    await setPlayer('mariorossi', { confirmedMobile: false });
    await expectRefused('mariorossi', WITHDRAWAL_CODE.CONTACTS_NOT_VERIFIED, WITHDRAWAL_MESSAGES.notAllowed);
    await t.app.siteConfig.set('RegistrationMobileAvoidConfirmation', 'true');
    expect(await check('mariorossi')).toMatchObject({ ResponseCode: 0, ResponseData: true });
    expect((await prelievoOk('mariorossi', neteller())).ResponseCode).toBe(0);
    await setPlayer('mariorossi', { confirmedMobile: true, playerConfirmed: false });
    await expectRefused('mariorossi', WITHDRAWAL_CODE.CONTACTS_NOT_VERIFIED, WITHDRAWAL_MESSAGES.notAllowed);
  });

  it('answers the first failing rule', async () => {
    await setPlayer('mariorossi', { confirmedMobile: false, cambioPassword: true, statoConto: 0 });
    await t.app.siteConfig.set('Disable_All_Withdraw', 'true');
    const codes: number[] = [];
    const next = async () => codes.push((await check('mariorossi')).ResponseCode);
    await next();
    await t.app.siteConfig.set('Disable_All_Withdraw', 'false');
    await next();
    await setPlayer('mariorossi', { statoConto: 2 });
    await next();
    await setPlayer('mariorossi', { cambioPassword: false });
    await next();
    expect(codes).toEqual([-12, -14, -11, -10]);
  });

  it('-14 for a blocked account, also one blocked for missing documents (which may still log in)', async () => {
    const mario = await playerRow('mariorossi');
    for (const blocked of [
      { statoConto: ACCOUNT_STATE.BLOCKED },
      { statoConto: ACCOUNT_STATE.BLOCKED, blockedReason: BLOCKED_REASON_DOCUMENTS },
    ])
      expect(await withdrawalAccess({ ...mario, ...blocked }, t.app.siteConfig)).toEqual({
        code: WITHDRAWAL_CODE.ACCOUNT_CLOSED,
        message: WITHDRAWAL_MESSAGES.accountClosed,
      });
  });

  it('CheckHierarchy answers screen=withdrawal with these rules and keeps answering the other screens', async () => {
    const hierarchy = async (screen: string) =>
      checkHierarchyResponse.parse(await get('mariorossi', `/api/Account/CheckHierarchy?screen=${screen}`));
    expect(await hierarchy('withdrawal')).toMatchObject({ ResponseCode: 0, ResponseData: true });
    await t.app.siteConfig.set('Disable_All_Withdraw', 'true');
    expect(await hierarchy('withdrawal')).toEqual({
      ResponseCode: WITHDRAWAL_CODE.SECTION_DISABLED,
      ResponseMessage: WITHDRAWAL_MESSAGES.sectionDisabled,
      ResponseData: false,
    });
    // The other screens do not read the withdrawal switch.
    for (const screen of ['deposit', 'play']) expect((await hierarchy(screen)).ResponseData).toBe(true);
  });
});

describe('the withdrawal OTP (-3333, -1010)', () => {
  const big = (importo = 60_000, extra: Partial<PrelievoRequest> = {}) => ({
    ...neteller(importo),
    ...extra,
  });

  it('from PrelievoOtpDaImporto up sends a code by SMS and moves nothing', async () => {
    const before = await walletOf('mariorossi');
    const body = await prelievoOk('mariorossi', big());
    expect(body).toEqual({
      ResponseCode: -3333,
      ResponseMessage: WITHDRAWAL_MESSAGES.otpSentSms,
      ResponseData: null,
    });
    const otp = await lastOtp();
    expect(otp).toMatchObject({ channel: 'sms', recipient: '+393331234567' });
    expect(otp!.body).toBe(
      `Il tuo codice per confermare il prelievo di ${formatCents(60_000)} è ${otp!.code}`,
    );
    expect(await walletOf('mariorossi')).toEqual(before);
    expect(await withdrawalsOf('mariorossi')).toHaveLength(0);

    const confirmed = await prelievoOk('mariorossi', big(60_000, { otp: otp!.code }));
    expect(confirmed.ResponseCode).toBe(0);
    expect(await walletOf('mariorossi')).toEqual({
      cash: before.cash - 60_000,
      pending: before.pending + 60_000,
    });
  });

  it('below the amount, or with the variable empty, asks for no code', async () => {
    const sent = await otpCount();
    expect((await prelievoOk('mariorossi', neteller(49_999))).ResponseCode).toBe(0);
    await t.app.siteConfig.set('PrelievoOtpDaImporto', '');
    expect((await prelievoOk('mariorossi', neteller(60_000))).ResponseCode).toBe(0);
    expect(await otpCount()).toBe(sent);
  });

  it('switches to e-mail with otpSource: the new code works, the SMS one no longer', async () => {
    await prelievoOk('mariorossi', big());
    const sms = (await lastOtp())!;
    const body = await prelievoOk('mariorossi', big(60_000, { otpSource: 'email' }));
    expect(body).toMatchObject({ ResponseCode: -3333, ResponseMessage: WITHDRAWAL_MESSAGES.otpSentEmail });
    const email = (await lastOtp())!;
    expect(email).toMatchObject({ channel: 'email', recipient: 'mario.rossi@example.it' });
    if (sms.code !== email.code)
      await expectRefusedUnchanged(
        'mariorossi',
        big(60_000, { otp: sms.code }),
        WITHDRAWAL_CODE.OTP_INVALID,
        WITHDRAWAL_MESSAGES.otpInvalid,
      );
    expect((await prelievoOk('mariorossi', big(60_000, { otp: email.code }))).ResponseCode).toBe(0);
  });

  it('refuses a wrong code with -1010 and moves nothing; the right one still works', async () => {
    await prelievoOk('mariorossi', big());
    const { code } = (await lastOtp())!;
    const wrong = code === '000000' ? '111111' : '000000';
    await expectRefusedUnchanged(
      'mariorossi',
      big(60_000, { otp: wrong }),
      WITHDRAWAL_CODE.OTP_INVALID,
      WITHDRAWAL_MESSAGES.otpInvalid,
    );
    expect((await prelievoOk('mariorossi', big(60_000, { otp: code }))).ResponseCode).toBe(0);
  });

  it('refuses the code for another amount, method or destination', async () => {
    await prelievoOk('mariorossi', big());
    const { code } = (await lastOtp())!;
    await expectRefusedUnchanged('mariorossi', big(70_000, { otp: code }), WITHDRAWAL_CODE.OTP_INVALID);
    await expectRefusedUnchanged(
      'mariorossi',
      big(60_000, { otp: code, email: 'altro@example.it' }),
      WITHDRAWAL_CODE.OTP_INVALID,
    );
    await expectRefusedUnchanged(
      'mariorossi',
      big(60_000, { otp: code, type: 'Prelievo_Skrill' }),
      WITHDRAWAL_CODE.OTP_INVALID,
    );
  });

  it('refuses the code for another destination that has the same mask (e-mail, IBAN)', async () => {
    // 'mx@example.it' is stored as 'm***@example.it', like mario.rossi@example.it.
    await prelievoOk('mariorossi', big());
    const mail = (await lastOtp())!;
    await expectRefusedUnchanged(
      'mariorossi',
      big(60_000, { otp: mail.code, email: 'mx@example.it' }),
      WITHDRAWAL_CODE.OTP_INVALID,
    );
    // Both IBANs are IT60*******************3456.
    const transfer = (iban: string, otp?: string) => ({
      type: 'Prelievo_BonificoBancario',
      importo: 60_000,
      pin: DEMO_PASSWORD,
      iban,
      ...(otp ? { otp } : {}),
    });
    await prelievoOk('mariorossi', transfer('IT60X0542811101000000123456'));
    const iban = (await lastOtp())!;
    await expectRefusedUnchanged(
      'mariorossi',
      transfer('IT60X0542811101000001093456', iban.code),
      WITHDRAWAL_CODE.OTP_INVALID,
    );
    // The IBAN as typed (spaces, lower case) is the same destination.
    expect(
      (await prelievoOk('mariorossi', transfer('it60 x054 2811 1010 0000 0123 456', iban.code))).ResponseCode,
    ).toBe(0);
    expect((await withdrawalsOf('mariorossi'))[0]!.destination).toBe('IT60*******************3456');
  });

  it('throttles wrong codes across codes: past the free tries even the right code is refused', async () => {
    await t.app.siteConfig.set('PrelievoOtpDaImporto', '1000');
    const body = { ...neteller(2_000), email: 'c@example.it' };
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    const player = await playerRow('chiararicci');
    const eventsBefore = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.id));
    // Five wrong tries spend a code; asking for a new one must not give five more.
    await prelievoOk('chiararicci', body);
    const first = (await lastOtp())!;
    for (let i = 0; i < 5; i++)
      expect(await prelievoOk('chiararicci', { ...body, otp: wrongFor(first.code) })).toMatchObject({
        ResponseCode: WITHDRAWAL_CODE.OTP_INVALID,
        ResponseMessage: WITHDRAWAL_MESSAGES.otpInvalid,
      });
    await prelievoOk('chiararicci', body);
    const second = (await lastOtp())!;
    await expectRefusedUnchanged(
      'chiararicci',
      { ...body, otp: second.code },
      WITHDRAWAL_CODE.OTP_INVALID,
      SERVER_MESSAGES.loginThrottled,
    );
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.id));
    expect(events.slice(eventsBefore.length)).toEqual(
      Array(5).fill(
        expect.objectContaining({
          event: 'two-factor-failed',
          detail: expect.objectContaining({ method: 'withdrawal-otp' }),
        }),
      ),
    );
  });

  it('takes each code once', async () => {
    await prelievoOk('mariorossi', big());
    const { code } = (await lastOtp())!;
    expect((await prelievoOk('mariorossi', big(60_000, { otp: code }))).ResponseCode).toBe(0);
    await expectRefusedUnchanged('mariorossi', big(60_000, { otp: code }), WITHDRAWAL_CODE.OTP_INVALID);
    expect(await withdrawalsOf('mariorossi')).toHaveLength(1);
  });
});

describe('XElektra (Withdraw, then Confirm with the OTP)', () => {
  const card = '5100 1234 1234 1234';
  const step = (metodo: 'Withdraw' | 'Confirm', extra: Partial<PrelievoRequest> = {}): PrelievoRequest => ({
    type: 'Prelievo_XElektra',
    importo: 3_000,
    pin: DEMO_PASSWORD,
    code: card,
    metodo,
    ...extra,
  });

  it('Withdraw sends a code and answers OTP with a transactionId; Confirm moves the money', async () => {
    const before = await walletOf('mariorossi');
    const first = await prelievoOk('mariorossi', step('Withdraw'));
    expect(first).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: {
        esito: { returnCode: 0, returnDescription: '' },
        idTicket: null,
        seriale: null,
        result: 'OTP',
        transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        form: null,
      },
    });
    expect(await walletOf('mariorossi')).toEqual(before);
    expect(await withdrawalsOf('mariorossi')).toHaveLength(0);
    const { code, channel } = (await lastOtp())!;
    expect(channel).toBe('sms');

    const transactionId = first.ResponseData!.transactionId!;
    const confirmed = await prelievoOk('mariorossi', step('Confirm', { transactionId, otp: code }));
    expect(confirmed.ResponseData).toMatchObject({
      result: 'OK',
      idTicket: expect.any(String),
      seriale: expect.any(String),
    });
    expect(await walletOf('mariorossi')).toEqual({
      cash: before.cash - 3_000,
      pending: before.pending + 3_000,
    });
    expect((await withdrawalsOf('mariorossi'))[0]!.destination).toBe('510012******1234');
  });

  it('Confirm needs the code of that Withdraw step, for the same amount and card', async () => {
    const first = await prelievoOk('mariorossi', step('Withdraw', { otpSource: 'email' }));
    const otp = (await lastOtp())!;
    expect(otp.channel).toBe('email');
    const transactionId = first.ResponseData!.transactionId!;
    const invalid = WITHDRAWAL_CODE.OTP_INVALID;
    await expectRefusedUnchanged('mariorossi', step('Confirm', { transactionId }), invalid);
    await expectRefusedUnchanged(
      'mariorossi',
      step('Confirm', { transactionId: crypto.randomUUID(), otp: otp.code }),
      invalid,
    );
    await expectRefusedUnchanged(
      'mariorossi',
      step('Confirm', { transactionId, otp: otp.code, importo: 3_001 }),
      invalid,
    );
    await expectRefusedUnchanged(
      'mariorossi',
      step('Confirm', { transactionId, otp: otp.code, code: '5100999999991234' }),
      invalid,
    );
    expect(
      (await prelievoOk('mariorossi', step('Confirm', { transactionId, otp: otp.code }))).ResponseCode,
    ).toBe(0);
    await expectRefusedUnchanged('mariorossi', step('Confirm', { transactionId, otp: otp.code }), invalid);
  });

  it('Confirm checks everything again (a wrong password, the day count)', async () => {
    const first = await prelievoOk('mariorossi', step('Withdraw'));
    const { code } = (await lastOtp())!;
    const transactionId = first.ResponseData!.transactionId!;
    await expectRefusedUnchanged(
      'mariorossi',
      step('Confirm', { transactionId, otp: code, pin: 'Sbagliata1' }),
      WITHDRAWAL_CODE.WRONG_PASSWORD,
    );
    for (let i = 0; i < 4; i++)
      expect((await prelievoOk('mariorossi', neteller(1_000))).ResponseCode).toBe(0);
    await expectRefusedUnchanged(
      'mariorossi',
      step('Confirm', { transactionId, otp: code }),
      WITHDRAWAL_CODE.DAILY_LIMIT,
    );
  });
});

describe('GET api/Account/EL_GetElencoPrelievo', () => {
  const list = async (username: string) =>
    elencoPrelievoResponse.parse(await get(username, '/api/Account/EL_GetElencoPrelievo?cookie=x'))
      .ResponseData!.elencoprelieviField;

  it('needs a valid token', async () => {
    expect((await t.app.inject({ url: '/api/Account/EL_GetElencoPrelievo' })).statusCode).toBe(401);
  });

  it("lists the player's pending withdrawals only, newest first, typed by the method's Name", async () => {
    const mario = (await playerRow('mariorossi')).id;
    const at = (iso: string, body: PrelievoRequest) =>
      service().requestWithdrawal(mario, body, new Date(iso));
    await at('2026-01-10T10:00:00Z', neteller(1_000));
    await at('2026-01-10T11:00:00Z', {
      type: 'Prelievo_Safecharge_Sepa',
      importo: 2_000,
      pin: DEMO_PASSWORD,
    });
    await at('2026-01-10T12:00:00Z', {
      type: 'Prelievo_BonificoBancario',
      importo: 3_000,
      pin: DEMO_PASSWORD,
      iban: 'IT60X0542811101000000123456',
    });
    const cancelled = await at('2026-01-10T13:00:00Z', neteller(4_000));
    await get(
      'mariorossi',
      `/api/Account/EL_AnnullaPrelievo?ticket=${cancelled.ok && cancelled.data.idTicket}`,
    );
    await prelievoOk('chiararicci', { ...neteller(1_500), email: 'c@example.it' });

    const rows = await list('mariorossi');
    expect(
      rows.map(({ importoField, tipoField, richiestaField }) => ({
        importoField,
        tipoField,
        richiestaField,
      })),
    ).toEqual([
      { importoField: 3_000, tipoField: 'BonificoBancario', richiestaField: '2026-01-10T12:00:00.000Z' },
      { importoField: 2_000, tipoField: 'Safecharge_Sepa', richiestaField: '2026-01-10T11:00:00.000Z' },
      { importoField: 1_000, tipoField: 'Neteller', richiestaField: '2026-01-10T10:00:00.000Z' },
    ]);
    const own = await withdrawalsOf('mariorossi');
    expect(rows.every((row) => own.some((w) => w.ticketId === row.idTicketField))).toBe(true);
    expect(await list('giorgiafontana')).toEqual([]);
  });
});

describe('GET api/Account/EL_AnnullaPrelievo', () => {
  const cancel = async (username: string, ticket: string) =>
    annullaPrelievoResponse.parse(
      await get(username, `/api/Account/EL_AnnullaPrelievo?cookie=x&ticket=${ticket}`),
    );

  it('needs a valid token and a ticket', async () => {
    expect((await t.app.inject({ url: '/api/Account/EL_AnnullaPrelievo?ticket=1' })).statusCode).toBe(401);
    for (const query of ['', '?ticket=', '?ticket=1%00', '?ticket=1&ticket=2']) {
      const response = await t.app.inject({
        url: `/api/Account/EL_AnnullaPrelievo${query}`,
        headers: bearer(await tokenFor('mariorossi')),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('gives the money back once: a second cancel answers -31', async () => {
    const before = await walletOf('mariorossi');
    const ticket = (await prelievoOk('mariorossi', neteller(5_000))).ResponseData!.idTicket!;
    expect(await cancel('mariorossi', ticket)).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: true,
    });
    expect(await walletOf('mariorossi')).toEqual(before);
    expect(await cancel('mariorossi', ticket)).toEqual({
      ResponseCode: WITHDRAWAL_CODE.NOT_CANCELLABLE,
      ResponseMessage: WITHDRAWAL_MESSAGES.notCancellable,
      ResponseData: null,
    });
    expect(await walletOf('mariorossi')).toEqual(before);
    expect(await withdrawalsOf('mariorossi')).toMatchObject([{ status: 'cancelled' }]);
  });

  it("answers -30 for another player's ticket or an unknown one, and moves nothing", async () => {
    const ticket = (await prelievoOk('mariorossi', neteller(5_000))).ResponseData!.idTicket!;
    const mario = await walletOf('mariorossi');
    const chiara = await walletOf('chiararicci');
    for (const [username, id] of [
      ['chiararicci', ticket],
      ['mariorossi', '999999999999'],
    ] as const)
      expect(await cancel(username, id)).toMatchObject({
        ResponseCode: WITHDRAWAL_CODE.NOT_FOUND,
        ResponseMessage: WITHDRAWAL_MESSAGES.notFound,
      });
    expect(await walletOf('mariorossi')).toEqual(mario);
    expect(await walletOf('chiararicci')).toEqual(chiara);
    expect(await withdrawalsOf('mariorossi')).toMatchObject([{ status: 'pending' }]);
  });

  it('answers -20 when the provider cannot be asked to cancel, and changes nothing', async () => {
    const ticket = (await prelievoOk('mariorossi', neteller(5_000))).ResponseData!.idTicket!;
    const wallet = await walletOf('mariorossi');
    vi.spyOn(t.app.paymentProvider, 'cancelPayout').mockRejectedValueOnce(new Error('provider down'));
    expect(await cancel('mariorossi', ticket)).toEqual({
      ResponseCode: WITHDRAWAL_CODE.PROVIDER_ERROR,
      ResponseMessage: WITHDRAWAL_MESSAGES.providerError,
      ResponseData: null,
    });
    expect(await walletOf('mariorossi')).toEqual(wallet);
    expect(await withdrawalsOf('mariorossi')).toMatchObject([{ status: 'pending' }]);
  });

  it('answers -31 for a withdrawal the provider already paid: the money stays out', async () => {
    const before = await walletOf('mariorossi');
    const ticket = (await prelievoOk('mariorossi', neteller(5_000))).ResponseData!.idTicket!;
    expect((await decidePayout(t.app, ticket, 'pay')).statusCode).toBeLessThan(400);
    expect(await cancel('mariorossi', ticket)).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.NOT_CANCELLABLE,
    });
    expect(await walletOf('mariorossi')).toEqual({ cash: before.cash - 5_000, pending: before.pending });
  });
});

describe('GET api/Account/GetDatiMastercard and GetDatiApco', () => {
  it("lists the player's own cards of each kind, masked", async () => {
    const mastercard = savedCardsResponse.parse(
      await get('giorgiafontana', '/api/Account/GetDatiMastercard?cookie=x'),
    );
    expect(mastercard.ResponseData).toEqual([
      {
        Id: expect.any(Number),
        NumeroCarta: '535110******4821',
        Scadenza: '09/29',
        Intestatario: 'Giorgia Fontana',
      },
    ]);
    const apco = savedCardsResponse.parse(await get('giorgiafontana', '/api/Account/GetDatiApco'));
    expect(apco.ResponseData.map((card) => card.NumeroCarta)).toEqual([
      '402360******7315',
      '453997******0142',
    ]);
    expect(
      savedCardsResponse.parse(await get('mariorossi', '/api/Account/GetDatiMastercard')).ResponseData,
    ).toEqual([]);
  });

  it('needs a valid token', async () => {
    expect((await t.app.inject({ url: '/api/Account/GetDatiApco' })).statusCode).toBe(401);
  });
});

describe('POST api/Account/WithdrawWithPaas', () => {
  const paas = async (username: string, body: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/WithdrawWithPaas',
      headers: bearer(await tokenFor(username)),
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return withdrawWithPaasResponse.parse(response.json());
  };

  it('is closed unless WithdrawWithPaas_Enabled is on', async () => {
    const before = await walletOf('mariorossi');
    expect(await paas('mariorossi', { importo: 2_000, pin: DEMO_PASSWORD })).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.SECTION_DISABLED,
    });
    expect(await walletOf('mariorossi')).toEqual(before);
  });

  it('takes the withdrawal with the hidden method and answers the embedded page and its token', async () => {
    await t.app.siteConfig.set('WithdrawWithPaas_Enabled', 'true');
    const before = await walletOf('mariorossi');
    const body = await paas('mariorossi', { importo: 2_000, pin: DEMO_PASSWORD });
    expect(body).toMatchObject({
      ResponseCode: 0,
      ResponseData: { endpoint: expect.any(String), token: expect.any(String) },
    });
    expect(await walletOf('mariorossi')).toEqual({
      cash: before.cash - 2_000,
      pending: before.pending + 2_000,
    });
    const [row] = await withdrawalsOf('mariorossi');
    const [method] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(inArray(paymentMethods.id, [row!.methodId]));
    expect(method!.name).toBe('Prelievo_PaaS');
  });

  it('applies the same rules: access, password, bounds, the day count', async () => {
    await t.app.siteConfig.set('WithdrawWithPaas_Enabled', 'true');
    const before = await walletOf('mariorossi');
    expect(await paas('mariorossi', { importo: 2_000, pin: 'Sbagliata1' })).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.WRONG_PASSWORD,
    });
    expect(await paas('mariorossi', { importo: 2_000, pin: ' ' })).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.FIELD_INVALID,
    });
    expect(await paas('mariorossi', { importo: 999, pin: DEMO_PASSWORD })).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.AMOUNT_TOO_LOW,
    });
    expect(await paas('davidemarino', { importo: 2_000, pin: DEMO_PASSWORD })).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.PASSWORD_CHANGE,
    });
    expect(await walletOf('mariorossi')).toEqual(before);
    for (let i = 0; i < 4; i++)
      expect((await paas('mariorossi', { importo: 1_000, pin: DEMO_PASSWORD })).ResponseCode).toBe(0);
    expect(await paas('mariorossi', { importo: 1_000, pin: DEMO_PASSWORD })).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.DAILY_LIMIT,
    });
  });
});

describe('the day of the 4-a-day count (romeDayStart)', () => {
  it('starts at Europe/Rome midnight, in winter, in summer and on the days the clocks change', () => {
    const cases: [string, string][] = [
      ['2026-01-15T12:00:00Z', '2026-01-14T23:00:00.000Z'],
      ['2026-01-15T23:00:00Z', '2026-01-15T23:00:00.000Z'],
      ['2026-01-15T22:59:59Z', '2026-01-14T23:00:00.000Z'],
      ['2026-07-20T21:59:59Z', '2026-07-19T22:00:00.000Z'],
      // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
      ['2026-03-29T12:00:00Z', '2026-03-28T23:00:00.000Z'],
      ['2026-03-30T12:00:00Z', '2026-03-29T22:00:00.000Z'],
      ['2026-10-25T12:00:00Z', '2026-10-24T22:00:00.000Z'],
      ['2026-10-26T12:00:00Z', '2026-10-25T23:00:00.000Z'],
    ];
    for (const [now, start] of cases) expect(romeDayStart(new Date(now)).toISOString(), now).toBe(start);
  });
});

describe('withdrawal requests per player', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { withdrawalRequestsPerMinute: 2 } });
  });
  afterAll(() => limited.close());

  it('refuses a player past the limit with 429 and takes nothing; other players are not affected', async () => {
    const tokenOf = async (username: string) =>
      (await login(limited.app, username)).ResponseData.Token as string;
    const send = (token: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/Account/Prelievo',
        headers: bearer(token),
        payload: neteller(1_000),
      });
    const mario = await tokenOf('mariorossi');
    for (let i = 0; i < 2; i++) expect((await send(mario)).json().ResponseCode).toBe(0);
    const refused = await send(mario);
    expect(refused.statusCode).toBe(429);
    const rows = await limited.database.db
      .select()
      .from(withdrawals)
      .where(
        eq(
          withdrawals.playerId,
          (await limited.database.db.select().from(players).where(eq(players.username, 'mariorossi')))[0]!.id,
        ),
      );
    expect(rows).toHaveLength(2);
    const chiara = await tokenOf('chiararicci');
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/Account/Prelievo',
      headers: bearer(chiara),
      payload: { ...neteller(1_000), email: 'c@example.it' },
    });
    expect(other.json().ResponseCode).toBe(0);
  });
});
