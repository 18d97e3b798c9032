import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { LOGGED_IN_CODES } from '@conto-gioco/shared/auth';
import { DEPOSIT_CODE, DEPOSIT_MESSAGES } from '@conto-gioco/shared/deposit';
import { WITHDRAWAL_CODE, WITHDRAWAL_MESSAGES } from '@conto-gioco/shared/withdrawal';
import {
  STATUS_ITEM_NAMES,
  STATUS_SERVER_MESSAGES as MSG,
  accountStatusResponse,
  checkHierarchyResponse,
  confirmMobileResponse,
  type AccountStatus,
  type StatusItemName,
} from '@conto-gioco/shared/status';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { players } from '../auth/schema.ts';
import { outbox } from '../outbox/schema.ts';
import { securityEvents } from '../security/schema.ts';
import { computeAccountStatus } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE_DEFAULTS: Record<string, string> = {
  LoginVerifyContacts_Enabled: 'false',
  AllSectionsDisabled: 'false',
  maxDaysFromLastVerification: '7',
  AccountStatusModalClosable: 'true',
  ConsentiSoloPrelievo: 'false',
  Deposit_Enabled: 'true',
  DisableDepositifNotVerified: 'true',
  Disable_All_Withdraw: 'false',
};
/** A fresh client address per rate-limited call, so that only the rate-limit tests meet the limit. */
let addressCount = 0;
const freshAddress = () => `10.0.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;
const touchedPlayers = new Map<string, Partial<typeof players.$inferSelect>>();

afterEach(async () => {
  vi.useRealTimers();
  for (const [name, value] of Object.entries(SITE_DEFAULTS)) await t.app.siteConfig.set(name, value);
  for (const [username, original] of touchedPlayers) {
    await t.database.db.update(players).set(original).where(eq(players.username, username));
  }
  touchedPlayers.clear();
});

/** Logs in (any logged-in code) and returns the token. */
async function tokenFor(username: string): Promise<string> {
  const body = await login(t.app, username);
  if (!LOGGED_IN_CODES.includes(body.ResponseCode))
    throw new Error(`login of ${username}: ${body.ResponseCode}`);
  return body.ResponseData.Token;
}

async function playerRow(username: string) {
  const [row] = await t.database.db.select().from(players).where(eq(players.username, username));
  return row!;
}

/** Changes a demo player for one test; afterEach puts the old values back. */
async function setPlayer(username: string, patch: Partial<typeof players.$inferSelect>) {
  const row = await playerRow(username);
  if (!touchedPlayers.has(username)) {
    touchedPlayers.set(
      username,
      Object.fromEntries(Object.keys(patch).map((key) => [key, row[key as keyof typeof row]])),
    );
  }
  await t.database.db.update(players).set(patch).where(eq(players.username, username));
}

async function statusOf(token: string): Promise<AccountStatus> {
  const response = await t.app.inject({ url: '/api/Account/GetAccountStatus', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return accountStatusResponse.parse(response.json()).ResponseData!;
}

const notOk = (status: AccountStatus) => STATUS_ITEM_NAMES.filter((name) => !status.items[name].ok);

async function eventsOf(username: string, event: string) {
  const { id } = await playerRow(username);
  return t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.playerId, id), eq(securityEvents.event, event)));
}

async function lastMessage(recipient: string) {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

async function messageCount(recipient: string) {
  return (await t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;
}

describe('GET api/Account/GetAccountStatus', () => {
  it('answers 401 without a valid token', async () => {
    const response = await t.app.inject({ url: '/api/Account/GetAccountStatus' });
    expect(response.statusCode).toBe(401);
    expect(response.json().ResponseCode).toBe(-401);
  });

  it('answers the eleven items, all ok, for a validated account in order', async () => {
    const status = await statusOf(await tokenFor('mariorossi'));
    expect(Object.keys(status.items)).toEqual([...STATUS_ITEM_NAMES]);
    expect(notOk(status)).toEqual([]);
    expect(status).toMatchObject({
      allOk: true,
      verifyContacts: false,
      allSectionsDisabled: false,
      incompleteSeverity: 0,
      documentState: 0,
      warnings: { email: false, mobile: false, selfExclusion: false },
    });
    expect(status.items.terms_not_accepted).toEqual({
      ok: true,
      description: 'Termini e condizioni',
      error: 'Per continuare devi accettare i nuovi termini e condizioni del servizio.',
    });
  });

  it('shows a provisional account with unconfirmed contacts: documents missing, severity 2', async () => {
    const status = await statusOf(await tokenFor('giuliabianchi'));
    expect(notOk(status)).toEqual(['mobile_not_confirmed', 'mail_not_confirmed', 'conto_provvisorio']);
    expect(status).toMatchObject({
      allOk: false,
      incompleteSeverity: 2,
      documentState: 1,
      warnings: { email: true, mobile: true, selfExclusion: false },
      // The module is off: contacts are not to be verified now, the modal closes as the site says.
      verifyContacts: false,
      closable: true,
      onlyNotNow: false,
      email: 'giulia.bianchi@example.it',
      cellulare: '+393337654321',
    });
  });

  it('reads a password change, terms not accepted and a PEP request as not ok (severity 1)', async () => {
    const status = await statusOf(await tokenFor('davidemarino'));
    expect(notOk(status)).toEqual(['cambio_password', 'terms_not_accepted', 'richiedere_pep']);
    expect(status.incompleteSeverity).toBe(1);
    expect(status.documentState).toBe(0);
    expect(status.items.cambio_password.error).toBe('È necessario cambiare la password di accesso.');
  });

  it('reads a set exclusion and a temporary self-exclusion (statoConto 7)', async () => {
    const status = await statusOf(await tokenFor('chiararicci'));
    expect(notOk(status)).toEqual(['esclusione', 'auto_esclusione_temporanea']);
    expect(status.warnings.selfExclusion).toBe(false);
  });

  it.each([9, 70, 80])('reads statoConto %i as an exclusion', async (statoConto) => {
    const token = await tokenFor('mariorossi');
    await setPlayer('mariorossi', { statoConto });
    const status = await statusOf(token);
    expect(notOk(status)).toEqual(['esclusione']);
    // Only 70 shows 'Sei in modalità autoesclusione'.
    expect(status.warnings.selfExclusion).toBe(statoConto === 70);
  });

  it.each<[number, boolean, StatusItemName[], number]>([
    [0, false, ['conto_attivo'], 1],
    [1, true, ['conto_attivo'], 0],
    [1, false, ['conto_provvisorio'], 1],
    [7, true, ['auto_esclusione_temporanea'], 0],
    [8, true, ['auto_esclusione_permanente'], 0],
  ])(
    'reads statoConto %i with userStatusOk %s as %j (documentState %i)',
    async (statoConto, userStatusOk, expected, documentState) => {
      const token = await tokenFor('mariorossi');
      await setPlayer('mariorossi', { statoConto, userStatusOk });
      const status = await statusOf(token);
      expect(notOk(status)).toEqual(expected);
      expect(status.documentState).toBe(documentState);
    },
  );

  it('reads statoConto 6 as blocked (such a player has no session: the computation itself)', () => {
    const status = computeAccountStatus(
      {
        statoConto: 6,
        userStatusOk: true,
        esclusione: false,
        cambioPassword: false,
        termsAccepted: true,
        richiedereIsPep: false,
        confirmedMobile: true,
        playerConfirmed: true,
        lastMobileVerificationAt: new Date(),
        lastEmailVerificationAt: new Date(),
        email: 'a@example.it',
        cellulare: '+393330000000',
      },
      {
        verifyContactsModule: false,
        allSectionsDisabledModule: false,
        maxDaysFromLastVerification: 7,
        modalClosable: true,
      },
    );
    expect(notOk(status)).toEqual(['conto_bloccato']);
  });

  it('says NOT ACTIVE (contact support) for statoConto 1 with userStatusOk true, severity 1', async () => {
    const token = await tokenFor('mariorossi');
    await setPlayer('mariorossi', { statoConto: 1, userStatusOk: true });
    const status = await statusOf(token);
    expect(status.items.conto_attivo.error).toBe("Il conto NON È ATTIVO. Contatta l'assistenza clienti.");
    expect(status.incompleteSeverity).toBe(1);
  });

  it('ignores the age of a verification while LoginVerifyContacts_Enabled is off', async () => {
    const token = await tokenFor('mariorossi');
    await setPlayer('mariorossi', {
      lastMobileVerificationAt: new Date(Date.now() - 100 * DAY_MS),
      lastEmailVerificationAt: null,
    });
    const status = await statusOf(token);
    expect(status.allOk).toBe(true);
    expect(status.verifyContacts).toBe(false);
  });

  describe('with LoginVerifyContacts_Enabled on', () => {
    it('asks to verify a contact last verified more than maxDaysFromLastVerification days ago', async () => {
      await t.app.siteConfig.set('LoginVerifyContacts_Enabled', 'true');
      const token = await tokenFor('mariorossi');
      await setPlayer('mariorossi', { lastMobileVerificationAt: new Date(Date.now() - 8 * DAY_MS) });
      const status = await statusOf(token);
      expect(notOk(status)).toEqual(['mobile_not_confirmed']);
      expect(status).toMatchObject({
        verifyContacts: true,
        allSectionsDisabled: false,
        // Closable only through 'Non ora'.
        closable: true,
        onlyNotNow: true,
        incompleteSeverity: 1,
        warnings: { mobile: true, email: false },
      });
    });

    it('keeps a contact verified within the maximum days ok, and follows the site variable', async () => {
      await t.app.siteConfig.set('LoginVerifyContacts_Enabled', 'true');
      const token = await tokenFor('mariorossi');
      await setPlayer('mariorossi', { lastEmailVerificationAt: new Date(Date.now() - 6 * DAY_MS) });
      expect((await statusOf(token)).allOk).toBe(true);
      await setPlayer('mariorossi', { lastEmailVerificationAt: new Date(Date.now() - 20 * DAY_MS) });
      expect(notOk(await statusOf(token))).toEqual(['mail_not_confirmed']);
      await t.app.siteConfig.set('maxDaysFromLastVerification', '30');
      expect((await statusOf(token)).allOk).toBe(true);
    });

    it('asks to verify a contact that was never verified', async () => {
      await t.app.siteConfig.set('LoginVerifyContacts_Enabled', 'true');
      const token = await tokenFor('mariorossi');
      await setPlayer('mariorossi', { lastEmailVerificationAt: null });
      const status = await statusOf(token);
      expect(notOk(status)).toEqual(['mail_not_confirmed']);
      expect(status.verifyContacts).toBe(true);
    });

    it('disables all sections when AllSectionsDisabled is on; the modal then closes as the site says', async () => {
      await t.app.siteConfig.set('LoginVerifyContacts_Enabled', 'true');
      await t.app.siteConfig.set('AllSectionsDisabled', 'true');
      const token = await tokenFor('giuliabianchi');
      const status = await statusOf(token);
      expect(status).toMatchObject({
        verifyContacts: true,
        allSectionsDisabled: true,
        onlyNotNow: false,
        closable: true,
      });
      await t.app.siteConfig.set('AccountStatusModalClosable', 'false');
      expect(await statusOf(token)).toMatchObject({ closable: false, onlyNotNow: false });
    });

    it('does not disable sections for a player whose contacts are in order', async () => {
      await t.app.siteConfig.set('LoginVerifyContacts_Enabled', 'true');
      await t.app.siteConfig.set('AllSectionsDisabled', 'true');
      const status = await statusOf(await tokenFor('mariorossi'));
      expect(status).toMatchObject({ allOk: true, verifyContacts: false, allSectionsDisabled: false });
    });
  });

  it('follows AccountStatusModalClosable when contacts need no verification', async () => {
    await t.app.siteConfig.set('AccountStatusModalClosable', 'false');
    const status = await statusOf(await tokenFor('davidemarino'));
    expect(status).toMatchObject({ closable: false, onlyNotNow: false });
  });
});

describe('POST api/Account/AcceptTerms', () => {
  it('answers 401 without a valid token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Account/AcceptTerms', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('sets TermsAccepted, answers the spec text and records the event', async () => {
    await setPlayer('davidemarino', { termsAccepted: false });
    const token = await tokenFor('davidemarino');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/AcceptTerms',
      headers: bearer(token),
      payload: {},
    });
    expect(response.json()).toEqual({
      ResponseCode: 0,
      ResponseMessage: 'Termini accettati correttamente',
      ResponseData: null,
    });
    expect((await playerRow('davidemarino')).termsAccepted).toBe(true);
    expect((await statusOf(token)).items.terms_not_accepted.ok).toBe(true);
    expect(await eventsOf('davidemarino', 'terms-accepted')).toHaveLength(1);
  });

  it('accepts an empty body', async () => {
    const token = await tokenFor('mariorossi');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/AcceptTerms',
      headers: bearer(token),
    });
    expect(response.json().ResponseCode).toBe(0);
  });
});

describe('POST api/Account/ConfirmMobile (code from GET api/Account/SendMobileConfirmation)', () => {
  const MOBILE = '+393405556677';

  async function sendCode(token: string): Promise<string> {
    const response = await t.app.inject({
      url: '/api/Account/SendMobileConfirmation',
      headers: bearer(token),
      remoteAddress: freshAddress(),
    });
    expect(response.json()).toEqual({
      ResponseCode: 0,
      ResponseMessage: MSG.mobileCodeSent,
      ResponseData: null,
    });
    const sms = await lastMessage(MOBILE);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'mobile-confirm' });
    return /\b(\d{6})\b/.exec(sms!.body)![1]!;
  }

  const confirm = (token: string, code: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/ConfirmMobile',
      headers: bearer(token),
      payload: { code },
    });

  it('sends at most 5 codes a minute from one address', async () => {
    const token = await tokenFor('paolagreco');
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (
          await t.app.inject({
            url: '/api/Account/SendMobileConfirmation',
            headers: bearer(token),
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('needs a valid token for both calls', async () => {
    expect((await t.app.inject({ url: '/api/Account/SendMobileConfirmation' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Account/ConfirmMobile', payload: { code: '123456' } }))
        .statusCode,
    ).toBe(401);
  });

  it('sends a 6-digit code by SMS that confirms the mobile once', async () => {
    await setPlayer('paolagreco', { confirmedMobile: false, lastMobileVerificationAt: null });
    const token = await tokenFor('paolagreco');
    const code = await sendCode(token);
    expect(code).toMatch(/^\d{6}$/);
    const response = await confirm(token, code);
    expect(confirmMobileResponse.parse(response.json())).toEqual({
      ErrorCode: 0,
      ErrorMessage: 'Cellulare verificato con successo',
    });
    const row = await playerRow('paolagreco');
    expect(row.confirmedMobile).toBe(true);
    expect(row.lastMobileVerificationAt).not.toBeNull();
    expect((await statusOf(token)).items.mobile_not_confirmed.ok).toBe(true);
    expect(await eventsOf('paolagreco', 'mobile-confirmed')).toHaveLength(1);
    // Single use.
    expect((await confirm(token, code)).json().ErrorCode).toBe(-1);
  });

  it('refuses a wrong code with the spec text and changes nothing', async () => {
    await setPlayer('paolagreco', { confirmedMobile: false, lastMobileVerificationAt: null });
    const token = await tokenFor('paolagreco');
    const code = await sendCode(token);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(token, wrong)).json()).toEqual({
      ErrorCode: -1,
      ErrorMessage: 'Si è verificato un errore. Verifica il codice di conferma e riprova',
    });
    expect((await playerRow('paolagreco')).confirmedMobile).toBe(false);
    // The right code still works after one mistake.
    expect((await confirm(token, code)).json().ErrorCode).toBe(0);
  });

  it('refuses a code older than 3 minutes', async () => {
    await setPlayer('paolagreco', { confirmedMobile: false, lastMobileVerificationAt: null });
    const token = await tokenFor('paolagreco');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const code = await sendCode(token);
    vi.setSystemTime(start + 181_000);
    expect((await confirm(token, code)).json().ErrorCode).toBe(-1);
    expect((await playerRow('paolagreco')).confirmedMobile).toBe(false);
  });

  it('answers 400 to a code that is not 6 digits and spends nothing', async () => {
    await setPlayer('paolagreco', { confirmedMobile: false, lastMobileVerificationAt: null });
    const token = await tokenFor('paolagreco');
    const code = await sendCode(token);
    for (const bad of ['12345', 'abcdef', '', 123456]) {
      const response = await confirm(token, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().ResponseCode).toBe(-400);
    }
    expect((await confirm(token, code)).json().ErrorCode).toBe(0);
  });

  it('throttles wrong codes per account: once locked, even the right code is refused', async () => {
    await setPlayer('paolagreco', { confirmedMobile: false, lastMobileVerificationAt: null });
    const token = await tokenFor('paolagreco');
    let code = await sendCode(token);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await confirm(token, wrong)).json().ErrorCode).toBe(-1);
    code = await sendCode(token);
    expect((await confirm(token, code === '000000' ? '111111' : '000000')).json().ErrorCode).toBe(-1);
    // Five failures: locked.
    code = await sendCode(token);
    expect((await confirm(token, code)).json()).toEqual({ ErrorCode: -2, ErrorMessage: MSG.mobileThrottled });
    expect((await playerRow('paolagreco')).confirmedMobile).toBe(false);
    // After the lock the right code works and the count starts again.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 31_000 });
    code = await sendCode(token);
    expect((await confirm(token, code)).json().ErrorCode).toBe(0);
  });
});

describe('GET api/Account/ResendEmailConfirmation and GET api/Account/SetEmailMobileVerified', () => {
  const EMAIL = 'paola.greco@example.it';
  let clockOffset = 0;

  const resend = (email: string, token?: string) =>
    t.app.inject({
      url: `/api/Account/ResendEmailConfirmation?email=${encodeURIComponent(email)}`,
      headers: token ? bearer(token) : {},
      remoteAddress: freshAddress(),
    });

  async function linkFromMail(): Promise<URL> {
    const mail = await lastMessage(EMAIL);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Conferma il tuo indirizzo e-mail' });
    return new URL(/(http\S+)/.exec(mail!.body)![1]!);
  }

  const openLink = (query: Record<string, string>) =>
    t.app.inject({ url: `/api/Account/SetEmailMobileVerified?${new URLSearchParams(query)}` });

  async function freshMail(): Promise<URL> {
    // Past the resend interval of the previous test's mail.
    clockOffset += 61_000;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + clockOffset });
    await setPlayer('paolagreco', { playerConfirmed: false, lastEmailVerificationAt: null });
    const response = await resend(EMAIL);
    expect(response.json()).toEqual({
      ResponseCode: 0,
      ResponseMessage: MSG.emailLinkSent,
      ResponseData: null,
    });
    return linkFromMail();
  }

  it('sends a link to the verify-email page and answers the same for an unknown address', async () => {
    const link = await freshMail();
    expect(link.pathname).toBe('/account/verify-email');
    expect(link.searchParams.get('email')).toBe(EMAIL);
    expect(link.searchParams.get('source')).toBe('email');
    expect(link.searchParams.get('code')!.length).toBeGreaterThanOrEqual(32);
    const unknown = await resend('nessuno@example.it');
    expect(unknown.json()).toEqual((await resend(EMAIL)).json());
    expect(await messageCount('nessuno@example.it')).toBe(0);
  });

  it('sends at most one mail a minute per account', async () => {
    await freshMail();
    const before = await messageCount(EMAIL);
    await resend(EMAIL);
    expect(await messageCount(EMAIL)).toBe(before);
  });

  it("sends a logged-in player's request only to their own account", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const before = await messageCount(EMAIL);
    const response = await resend(EMAIL, await tokenFor('mariorossi'));
    expect(response.json().ResponseCode).toBe(0);
    expect(await messageCount(EMAIL)).toBe(before);
  });

  it('answers 400 to a bad address', async () => {
    for (const email of ['', 'non-una-mail']) {
      const response = await resend(email);
      expect(response.statusCode).toBe(400);
    }
  });

  it('marks the e-mail verified once, records the event, and refuses the link a second time', async () => {
    const link = await freshMail();
    const query = Object.fromEntries(link.searchParams);
    expect((await openLink(query)).json()).toEqual({
      ResponseCode: 0,
      ResponseMessage: MSG.emailVerified,
      ResponseData: null,
    });
    const row = await playerRow('paolagreco');
    expect(row.playerConfirmed).toBe(true);
    expect(row.lastEmailVerificationAt).not.toBeNull();
    expect((await eventsOf('paolagreco', 'email-confirmed')).at(-1)?.detail).toEqual({ source: 'email' });
    expect((await openLink(query)).json()).toEqual({
      ResponseCode: -1,
      ResponseMessage: MSG.emailLinkInvalid,
      ResponseData: null,
    });
  });

  it('refuses a link older than 24 hours', async () => {
    const link = await freshMail();
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect((await openLink(Object.fromEntries(link.searchParams))).json().ResponseCode).toBe(-1);
    expect((await playerRow('paolagreco')).playerConfirmed).toBe(false);
  });

  it('refuses a link with another address or a wrong code, which spends nothing', async () => {
    const link = await freshMail();
    const query = Object.fromEntries(link.searchParams);
    expect((await openLink({ ...query, email: 'mario.rossi@example.it' })).json().ResponseCode).toBe(-1);
    expect((await openLink({ ...query, code: 'x'.repeat(32) })).json().ResponseCode).toBe(-1);
    expect((await playerRow('paolagreco')).playerConfirmed).toBe(false);
    expect((await openLink(query)).json().ResponseCode).toBe(0);
  });

  it('refuses a link sent to an address the player has since changed', async () => {
    const link = await freshMail();
    await setPlayer('paolagreco', { email: 'paola.nuova@example.it' });
    expect((await openLink(Object.fromEntries(link.searchParams))).json().ResponseCode).toBe(-1);
    expect((await playerRow('paolagreco')).playerConfirmed).toBe(false);
  });

  it('answers 400 to a link without a code', async () => {
    const response = await openLink({ email: EMAIL });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET api/Account/CheckHierarchy', () => {
  const check = async (token: string, screen: string) => {
    const response = await t.app.inject({
      url: `/api/Account/CheckHierarchy?screen=${screen}`,
      headers: bearer(token),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const allowed = async (token: string, screen: string) =>
    checkHierarchyResponse.parse((await check(token, screen)).body);

  it('needs a valid token', async () => {
    expect((await t.app.inject({ url: '/api/Account/CheckHierarchy?screen=deposit' })).statusCode).toBe(401);
  });

  it('allows a validated account every screen', async () => {
    const token = await tokenFor('mariorossi');
    for (const screen of ['deposit', 'withdrawal', 'bonus', 'play', 'Deposit']) {
      expect(await allowed(token, screen)).toEqual({
        ResponseCode: 0,
        ResponseMessage: '',
        ResponseData: true,
      });
    }
  });

  it('refuses deposits and withdrawals while a password change is pending', async () => {
    const token = await tokenFor('davidemarino');
    // The deposit screen answers the deposit calls' own codes and texts (status/deposit-access.ts).
    expect(await allowed(token, 'deposit')).toEqual({
      ResponseCode: DEPOSIT_CODE.PASSWORD_CHANGE,
      ResponseMessage: DEPOSIT_MESSAGES.passwordChange,
      ResponseData: false,
    });
    // The withdrawal screen answers the withdrawal calls' own codes (status/withdrawal-access.ts).
    expect(await allowed(token, 'withdrawal')).toEqual({
      ResponseCode: WITHDRAWAL_CODE.PASSWORD_CHANGE,
      ResponseMessage: WITHDRAWAL_MESSAGES.passwordChange,
      ResponseData: false,
    });
  });

  it('refuses deposits, bonuses and play to a self-excluded player, who may still withdraw', async () => {
    const token = await tokenFor('chiararicci');
    for (const screen of ['bonus', 'play']) {
      expect(await allowed(token, screen)).toMatchObject({
        ResponseData: false,
        ResponseMessage: MSG.screenSelfExcluded,
      });
    }
    expect(await allowed(token, 'deposit')).toMatchObject({
      ResponseCode: DEPOSIT_CODE.SELF_EXCLUDED,
      ResponseData: false,
      ResponseMessage: DEPOSIT_MESSAGES.selfExcluded,
    });
    expect((await allowed(token, 'withdrawal')).ResponseData).toBe(true);
  });

  it('refuses deposits until contacts are confirmed when DisableDepositifNotVerified is on', async () => {
    const token = await tokenFor('giuliabianchi');
    expect(await allowed(token, 'deposit')).toMatchObject({
      ResponseCode: DEPOSIT_CODE.CONTACTS_NOT_VERIFIED,
      ResponseData: false,
      ResponseMessage: DEPOSIT_MESSAGES.notAllowed,
    });
    await t.app.siteConfig.set('DisableDepositifNotVerified', 'false');
    expect((await allowed(token, 'deposit')).ResponseData).toBe(true);
  });

  it('refuses deposits in withdraw-only mode and when the deposit module is off', async () => {
    const token = await tokenFor('mariorossi');
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect(await allowed(token, 'deposit')).toMatchObject({
      ResponseCode: DEPOSIT_CODE.SECTION_DISABLED,
      ResponseData: false,
      ResponseMessage: 'Questa sezione è stata disabilitata',
    });
    expect((await allowed(token, 'withdrawal')).ResponseData).toBe(true);
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
    await t.app.siteConfig.set('Deposit_Enabled', 'false');
    expect(await allowed(token, 'deposit')).toMatchObject({
      ResponseData: false,
      ResponseMessage: 'Questa sezione è stata disabilitata',
    });
  });

  it('refuses an inactive account (statoConto 1 with userStatusOk true) every screen but withdrawals', async () => {
    const token = await tokenFor('mariorossi');
    await setPlayer('mariorossi', { statoConto: 1, userStatusOk: true });
    expect(await allowed(token, 'deposit')).toMatchObject({
      ResponseCode: DEPOSIT_CODE.ACCOUNT_CLOSED,
      ResponseData: false,
      ResponseMessage: DEPOSIT_MESSAGES.accountClosed,
    });
    expect((await allowed(token, 'play')).ResponseData).toBe(false);
    expect((await allowed(token, 'withdrawal')).ResponseData).toBe(true);
  });

  it('refuses every screen while all sections are disabled', async () => {
    await t.app.siteConfig.set('LoginVerifyContacts_Enabled', 'true');
    await t.app.siteConfig.set('AllSectionsDisabled', 'true');
    const token = await tokenFor('giuliabianchi');
    for (const screen of ['deposit', 'withdrawal', 'play']) {
      expect(await allowed(token, screen)).toMatchObject({
        ResponseData: false,
        ResponseMessage:
          'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
      });
    }
  });

  it('answers 400 to an unknown or missing screen', async () => {
    const token = await tokenFor('mariorossi');
    expect((await check(token, 'casino')).status).toBe(400);
    const missing = await t.app.inject({ url: '/api/Account/CheckHierarchy', headers: bearer(token) });
    expect(missing.statusCode).toBe(400);
  });
});
