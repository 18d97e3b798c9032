import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { LOGIN_CODE } from '@conto-gioco/shared/auth';
import {
  PROFILE_CODE,
  PROFILE_MESSAGES as MSG,
  activateTwoFactorResponse,
  anagraficaResponse,
  type Anagrafica,
  type UpdateUserRequest,
} from '@conto-gioco/shared/profile';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { accountStatusResponse } from '@conto-gioco/shared/status';
import { WITHDRAWAL_CODE, WITHDRAWAL_MESSAGES } from '@conto-gioco/shared/withdrawal';
import { DEMO_PASSWORD } from '../../seed/demo-players.ts';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { demoData } from '../../testing/demo-data.ts';
import { playerDevices } from '../auth/schema.ts';
import { totpCode } from '../auth/totp.ts';
import { passkeyCredentials } from '../passkeys/schema.ts';
import { forgetOldLoginOrigins } from '../security/audit.ts';
import { loginOrigins } from '../security/schema.ts';
import { outbox } from '../outbox/schema.ts';
import { addressChanges } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { playerRow, setPlayer } = demoData(() => t);
/** The player's session: a login elsewhere ends the others, so the 2FA test keeps its own in here. */
const tokens = new Map<string, string>();
async function tokenFor(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  const body = await login(t.app, username);
  if (body.ResponseCode !== 0) throw new Error(`login of ${username}: ${body.ResponseCode}`);
  tokens.set(username, body.ResponseData.Token);
  return body.ResponseData.Token;
}
/** A login of the test (its session replaces the cached one). */
async function loginAgain(extra: Record<string, string> = {}) {
  const body = await login(t.app, PLAYER, DEMO_PASSWORD, extra);
  if (body.ResponseCode === 0) tokens.set(PLAYER, body.ResponseData.Token);
  return body.ResponseCode as number;
}
/** Demo players of this file only (seed/demo-players.ts: the e2e journey uses others). */
const PLAYER = 'pierofabbri';

async function call(method: 'GET' | 'POST', url: string, payload?: object, username = PLAYER) {
  const response = await t.app.inject({ method, url, payload, headers: bearer(await tokenFor(username)) });
  return { status: response.statusCode, body: response.json() };
}

async function anagrafica(username = PLAYER): Promise<Anagrafica> {
  const { body } = await call('GET', '/api/Account/EL_GetAnagrafica', undefined, username);
  return anagraficaResponse.parse(body).ResponseData!;
}

/** UpdateUser's payload: the player's current data with the changes. */
async function payloadOf(
  changes: Partial<UpdateUserRequest> = {},
  username = PLAYER,
): Promise<UpdateUserRequest> {
  const a = await anagrafica(username);
  return {
    nome: a.nome,
    cognome: a.cognome,
    sesso: a.sesso!,
    dataNascita: a.dataNascita!,
    nazioneNascitaId: a.nazioneNascitaId!,
    comuneNascitaId: a.comuneNascitaId!,
    codiceFiscale: a.codiceFiscale!,
    nazioneResidenzaId: a.nazioneResidenzaId!,
    indirizzoResidenza: a.indirizzoResidenza!,
    capResidenza: a.capResidenza!,
    comuneResidenzaId: a.comuneResidenzaId!,
    tipoDocumentoId: a.tipoDocumentoId!,
    numeroDocumento: a.numeroDocumento!,
    enteRilascioId: a.enteRilascioId!,
    comuneRilascioId: a.comuneRilascioId!,
    dataRilascioDocumento: a.dataRilascioDocumento!,
    dataScadenzaDocumento: a.dataScadenzaDocumento!,
    privacy: a.privacy,
    privacyAcceptProfilazione: a.privacyAcceptProfilazione,
    ...changes,
  };
}

const updateUser = (payload: object, username = PLAYER) =>
  call('POST', '/api/Account/UpdateUser', payload, username);

/** The last code of an outbox message to `to`. */
async function lastCodeTo(to: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /(\d{6})/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

describe('GET api/Account/EL_GetAnagrafica', () => {
  it('answers the profile data and the header of the logged-in player', async () => {
    const a = await anagrafica();
    expect(a).toMatchObject({
      nome: 'Piero',
      cognome: 'Fabbri',
      codiceFiscale: 'FBBPRI85D12H501Y',
      username: PLAYER,
      numeroContratto: '1000030',
      comuneResidenzaNome: 'ROMA',
      twoFactor: false,
      documentoScaduto: false,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/api/Account/EL_GetAnagrafica' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET api/Account/GetTipiStatoDocumenti', () => {
  it('lists the document states', async () => {
    const { body } = await call('GET', '/api/Account/GetTipiStatoDocumenti');
    expect(body.ResponseData.map((row: { id: number }) => row.id)).toEqual([0, 1, 2, 3]);
  });
});

describe('POST api/Account/UpdateUser', () => {
  it('never changes the fiscal code', async () => {
    const { body } = await updateUser(await payloadOf({ codiceFiscale: 'RSSMRA80A01H501U' }));
    expect(body).toEqual({
      ErrorCode: PROFILE_CODE.FISCAL_CODE_READ_ONLY,
      ErrorMessage: MSG.fiscalCodeReadOnly,
    });
    expect((await playerRow(PLAYER)).codiceFiscale).toBe('FBBPRI85D12H501Y');
  });

  it('saves consents at once (no code), each with the time it changed', async () => {
    const first = await updateUser(await payloadOf());
    expect(first.body).toEqual({ ErrorCode: 0, ErrorMessage: MSG.saved });
    const before = await anagrafica();
    expect(Object.keys(before.privacyAggiornata).sort()).toEqual([
      'newsletter',
      'posta',
      'profilazione',
      'push',
      'sms',
      'telefono',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { body } = await updateUser(
      await payloadOf({
        privacy: { ...before.privacy, sms: true, newsletter: true },
        privacyAcceptProfilazione: true,
      }),
    );
    expect(body).toEqual({ ErrorCode: 0, ErrorMessage: MSG.saved });
    const after = await anagrafica();
    expect(after.privacy).toMatchObject({ sms: true, newsletter: true, push: false });
    expect(after.privacyAcceptProfilazione).toBe(true);
    expect(Date.parse(after.privacyAggiornata.sms!)).toBeGreaterThan(
      Date.parse(before.privacyAggiornata.sms!),
    );
    expect(after.privacyAggiornata.push).toBe(before.privacyAggiornata.push);
  });

  it('asks for the SMS code (-3333) before changing the address, then saves the same data with it and records the change', async () => {
    const payload = await payloadOf({ indirizzoResidenza: 'Via Tuscolana 200', capResidenza: '00181' });
    const first = await updateUser(payload);
    expect(first.body).toEqual({ ErrorCode: PROFILE_CODE.OTP_REQUIRED, ErrorMessage: MSG.otpRequired });
    expect((await playerRow(PLAYER)).indirizzoResidenza).toBe('Via Appia Nuova 10');
    const code = await lastCodeTo('+393401113030');

    const wrong = await updateUser({ ...payload, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.ErrorCode).toBe(PROFILE_CODE.OTP_INVALID);
    expect((await playerRow(PLAYER)).indirizzoResidenza).toBe('Via Appia Nuova 10');

    // A wrong try does not spend the code; it confirms only these data.
    const other = await updateUser({ ...payload, indirizzoResidenza: 'Via Altra 1', otp: code });
    expect(other.body.ErrorCode).toBe(PROFILE_CODE.OTP_INVALID);

    const retried = await updateUser({ ...payload, otp: code });
    expect(retried.body).toEqual({ ErrorCode: 0, ErrorMessage: MSG.saved });
    const row = await playerRow(PLAYER);
    expect(row).toMatchObject({ indirizzoResidenza: 'Via Tuscolana 200', capResidenza: '00181' });
    const [change] = await t.database.db
      .select()
      .from(addressChanges)
      .where(eq(addressChanges.playerId, row.id));
    expect(change).toMatchObject({ previousAddress: 'Via Appia Nuova 10', newAddress: 'Via Tuscolana 200' });
    expect(Date.now() - change!.changedAt.getTime()).toBeLessThan(60_000);

    // The code worked once.
    const again = await updateUser({ ...payload, indirizzoResidenza: 'Via Tuscolana 201', otp: code });
    expect(again.body.ErrorCode).toBe(PROFILE_CODE.OTP_INVALID);
  });

  it("applies registration's rules again: expired document, issue date, residence, the person against the fiscal code", async () => {
    const cases: [Partial<UpdateUserRequest>, string][] = [
      [{ dataScadenzaDocumento: '2020-01-01' }, SERVER_MESSAGES.documentExpired],
      [{ dataRilascioDocumento: '2099-01-01' }, SERVER_MESSAGES.documentIssueDateInvalid],
      [{ comuneResidenzaId: 999_999 }, SERVER_MESSAGES.residenceInvalid],
      [{ tipoDocumentoId: 99 }, SERVER_MESSAGES.documentDataInvalid],
      [{ nome: 'Pietro' }, SERVER_MESSAGES.fiscalCodeMismatch],
      [{ dataNascita: '1985-04-13' }, SERVER_MESSAGES.fiscalCodeMismatch],
    ];
    for (const [changes, message] of cases) {
      const { body } = await updateUser(await payloadOf(changes));
      expect(body, JSON.stringify(changes)).toEqual({
        ErrorCode: PROFILE_CODE.DATA_INVALID,
        ErrorMessage: message,
      });
    }
    // A bad CAP is a bad body: 400 with the field's message.
    const { status, body } = await updateUser(await payloadOf({ capResidenza: '123' }));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Inserire un CAP valido');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Account/UpdateUser', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('contact change (RequestContactChange, ConfirmContactChange)', () => {
  it('changes the e-mail only once the code sent to the new address is confirmed', async () => {
    const requested = await call('POST', '/api/Account/RequestContactChange', {
      tipo: 'email',
      valore: 'Piero.Nuovo@example.it',
    });
    expect(requested.body).toMatchObject({ ResponseCode: 0, ResponseMessage: MSG.contactCodeSent('email') });
    expect((await playerRow(PLAYER)).email).toBe('piero.fabbri@example.it');
    const code = await lastCodeTo('piero.nuovo@example.it');

    const wrong = await call('POST', '/api/Account/ConfirmContactChange', {
      tipo: 'email',
      valore: 'piero.nuovo@example.it',
      codice: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toMatchObject({
      ResponseCode: PROFILE_CODE.CONTACT_CODE_INVALID,
      ResponseMessage: MSG.contactCodeInvalid,
    });
    // The code names its address: it does not confirm another one.
    const otherAddress = await call('POST', '/api/Account/ConfirmContactChange', {
      tipo: 'email',
      valore: 'altro@example.it',
      codice: code,
    });
    expect(otherAddress.body.ResponseCode).toBe(PROFILE_CODE.CONTACT_CODE_INVALID);
    expect((await playerRow(PLAYER)).email).toBe('piero.fabbri@example.it');

    const confirmed = await call('POST', '/api/Account/ConfirmContactChange', {
      tipo: 'email',
      valore: 'piero.nuovo@example.it',
      codice: code,
    });
    expect(confirmed.body).toMatchObject({ ResponseCode: 0, ResponseMessage: MSG.emailVerified });
    expect(await playerRow(PLAYER)).toMatchObject({ email: 'piero.nuovo@example.it', playerConfirmed: true });
    await setPlayer(PLAYER, { email: 'piero.fabbri@example.it' });
  });

  it('changes the mobile the same way', async () => {
    await call('POST', '/api/Account/RequestContactChange', {
      tipo: 'cellulare',
      valore: '+39 340 111 9999',
    });
    expect((await playerRow(PLAYER)).cellulare).toBe('+393401113030');
    const code = await lastCodeTo('+393401119999');
    const confirmed = await call('POST', '/api/Account/ConfirmContactChange', {
      tipo: 'cellulare',
      valore: '+393401119999',
      codice: code,
    });
    expect(confirmed.body).toMatchObject({ ResponseCode: 0, ResponseMessage: MSG.mobileVerified });
    expect(await playerRow(PLAYER)).toMatchObject({ cellulare: '+393401119999', confirmedMobile: true });
    await setPlayer(PLAYER, { cellulare: '+393401113030' });
  });

  it("refuses another account's address, the same address, and a bad one", async () => {
    const taken = await call('POST', '/api/Account/RequestContactChange', {
      tipo: 'email',
      valore: 'mario.rossi@example.it',
    });
    expect(taken.body.ResponseCode).toBe(PROFILE_CODE.CONTACT_TAKEN);
    const same = await call('POST', '/api/Account/RequestContactChange', {
      tipo: 'cellulare',
      valore: '+393401113030',
    });
    expect(same.body.ResponseCode).toBe(PROFILE_CODE.CONTACT_UNCHANGED);
    const bad = await call('POST', '/api/Account/RequestContactChange', {
      tipo: 'cellulare',
      valore: '0612345',
    });
    expect(bad.status).toBe(400);
  });
});

describe('two-factor (ActivateTwoFactor, VerifyTwoFactor, DeactivateTwoFactor)', () => {
  it('sets up with a computed code, then the login needs a code, then turning it off needs the password', async () => {
    const activated = activateTwoFactorResponse.parse(
      (await call('POST', '/api/Account/ActivateTwoFactor', { enable2fa: true })).body,
    );
    const { tfaSetupCode, otpauthUri } = activated.ResponseData!;
    expect(otpauthUri).toContain(`secret=${tfaSetupCode}`);
    // Not on until verified: the login needs nothing yet.
    expect(await loginAgain()).toBe(0);

    const wrongCode = totpCode(tfaSetupCode, Date.now() + 10 * 60_000);
    const wrong = await call('POST', '/api/Account/VerifyTwoFactor', { twofactor: wrongCode });
    expect(wrong.body.ResponseCode).toBe(PROFILE_CODE.TWO_FACTOR_WRONG);
    const verified = await call('POST', '/api/Account/VerifyTwoFactor', {
      twofactor: totpCode(tfaSetupCode),
    });
    expect(verified.body).toMatchObject({ ResponseCode: 0, ResponseMessage: MSG.twoFactorDone });
    expect((await anagrafica()).twoFactor).toBe(true);

    expect(await loginAgain()).toBe(LOGIN_CODE.twoFactorRequired);
    // The code of the next step: the verify step's code worked once.
    const next = totpCode(tfaSetupCode, Date.now() + 30_000);
    expect(await loginAgain({ twofactorCode: next })).toBe(0);

    const noPassword = await call('POST', '/api/Account/DeactivateTwoFactor', { disable2fa: true });
    expect(noPassword.body.ResponseCode).toBe(PROFILE_CODE.WRONG_PASSWORD);
    const badPassword = await call('POST', '/api/Account/DeactivateTwoFactor', {
      disable2fa: true,
      password: 'Sbagliata1',
    });
    expect(badPassword.body.ResponseCode).toBe(PROFILE_CODE.WRONG_PASSWORD);
    expect(await loginAgain()).toBe(LOGIN_CODE.twoFactorRequired);

    const off = await call('POST', '/api/Account/DeactivateTwoFactor', {
      disable2fa: true,
      password: DEMO_PASSWORD,
    });
    expect(off.body.ResponseCode).toBe(0);
    expect(await loginAgain()).toBe(0);
  });

  it('a set-up left unverified is cleared without the password', async () => {
    await call('POST', '/api/Account/ActivateTwoFactor', { enable2fa: true });
    const cleared = await call('POST', '/api/Account/DeactivateTwoFactor', { disable2fa: true });
    expect(cleared.body.ResponseCode).toBe(0);
    expect(await playerRow(PLAYER)).toMatchObject({ totpSecret: null, totpEnabled: false });
    const verify = await call('POST', '/api/Account/VerifyTwoFactor', { twofactor: '123456' });
    expect(verify.body.ResponseCode).toBe(PROFILE_CODE.TWO_FACTOR_STATE);
  });

  it('is refused with module IsTwoFactorAuthenticationEnabled off', async () => {
    await t.app.siteConfig.set('IsTwoFactorAuthenticationEnabled', 'false');
    try {
      const { body } = await call('POST', '/api/Account/ActivateTwoFactor', { enable2fa: true });
      expect(body).toMatchObject({
        ResponseCode: PROFILE_CODE.SECTION_DISABLED,
        ResponseMessage: MSG.sectionDisabled,
      });
    } finally {
      await t.app.siteConfig.set('IsTwoFactorAuthenticationEnabled', 'true');
    }
  });
});

describe('an expired identity document', () => {
  it('blocks withdrawals with its own notice, shows in the status recap, and a valid one sent lifts it', async () => {
    await setPlayer(PLAYER, { dataScadenzaDocumento: '2024-01-31' });
    const hierarchy = await call('GET', '/api/Account/CheckHierarchy?screen=withdrawal');
    expect(hierarchy.body).toMatchObject({
      ResponseCode: WITHDRAWAL_CODE.DOCUMENT_EXPIRED,
      ResponseMessage: WITHDRAWAL_MESSAGES.documentExpired,
      ResponseData: false,
    });
    const prelievo = await call('POST', '/api/Account/Prelievo', {
      type: 'Prelievo_Neteller',
      importo: 2_000,
      pin: DEMO_PASSWORD,
      email: 'piero.fabbri@example.it',
    });
    expect(prelievo.body.ResponseCode).toBe(WITHDRAWAL_CODE.DOCUMENT_EXPIRED);
    const status = accountStatusResponse.parse((await call('GET', '/api/Account/GetAccountStatus')).body);
    expect(status.ResponseData!.items.documento_scaduto.ok).toBe(false);
    expect((await anagrafica()).documentoScaduto).toBe(true);

    const payload = await payloadOf({
      numeroDocumento: 'CA7777777',
      dataRilascioDocumento: '2025-01-10',
      dataScadenzaDocumento: '2035-01-10',
    });
    expect((await updateUser(payload)).body.ErrorCode).toBe(PROFILE_CODE.OTP_REQUIRED);
    const saved = await updateUser({ ...payload, otp: await lastCodeTo('+393401113030') });
    expect(saved.body.ErrorCode).toBe(0);
    const after = await call('GET', '/api/Account/CheckHierarchy?screen=withdrawal');
    expect(after.body).toMatchObject({ ResponseCode: 0, ResponseData: true });
  });
});

describe('GET api/Account/GetLoginHistory', () => {
  it("lists the player's last 20 logins, newest first, refused ones included", async () => {
    const username = 'ritafabbri';
    await login(t.app, username, 'Sbagliata1');
    const { body } = await call('GET', '/api/Account/GetLoginHistory', undefined, username);
    const entries = body.ResponseData as { esito: string; evento: string; data: string }[];
    // The call's own login is the newest; the wrong password before it.
    expect(entries.slice(0, 2).map((entry) => [entry.esito, entry.evento])).toEqual([
      ['ok', 'login'],
      ['refused', 'login-failed'],
    ]);
    for (let i = 0; i < 21; i++) {
      const body = await login(t.app, username);
      tokens.set(username, body.ResponseData.Token);
    }
    const later = await call('GET', '/api/Account/GetLoginHistory', undefined, username);
    expect(later.body.ResponseData).toHaveLength(20);
    const times = (later.body.ResponseData as { data: string }[]).map((entry) => Date.parse(entry.data));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('where logins came from (login history and known devices)', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  it('shows the browser, system and address of each login and device, and forgets them after a year', async () => {
    const username = 'ritafabbri';
    const loginFrom = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/LoginUser2FA',
        payload: { username, password },
        headers: { 'user-agent': IPHONE },
        remoteAddress,
      });
    await loginFrom('Sbagliata1', '203.0.113.9');
    const ok = (await loginFrom(DEMO_PASSWORD, '198.51.100.7')).json();
    tokens.set(username, ok.ResponseData.Token);

    const history = (await call('GET', '/api/Account/GetLoginHistory', undefined, username)).body
      .ResponseData;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({
        evento: 'login',
        browser: 'Safari',
        sistema: 'iPhone',
        indirizzo: '198.51.100.7',
      }),
      expect.objectContaining({
        evento: 'login-failed',
        browser: 'Safari',
        sistema: 'iPhone',
        indirizzo: '203.0.113.9',
      }),
    ]);
    const devices = (await call('GET', '/api/Account/GetDevices', undefined, username)).body.ResponseData;
    expect(devices[0]).toEqual(
      expect.objectContaining({ browser: 'Safari', sistema: 'iPhone', indirizzo: '198.51.100.7' }),
    );

    // A year and a day later the addresses are gone; the logins themselves stay in the history.
    const removed = await forgetOldLoginOrigins(t.database.db, new Date(Date.now() + 366 * 24 * 3600_000));
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await t.database.db.select().from(loginOrigins)).toEqual([]);
    const later = (await call('GET', '/api/Account/GetLoginHistory', undefined, username)).body.ResponseData;
    expect(later.slice(0, 2)).toEqual([
      expect.objectContaining({ evento: 'login', browser: null, sistema: null, indirizzo: null }),
      expect.objectContaining({ evento: 'login-failed', browser: null, sistema: null, indirizzo: null }),
    ]);
  });
});

describe('passkeys and known devices (GetPasskeys, RenamePasskey, RemovePasskey, GetDevices, ForgetDevice)', () => {
  it("lists, renames and removes the player's own passkeys only", async () => {
    const username = 'ritafabbri';
    const player = await playerRow(username);
    const other = await playerRow(PLAYER);
    await t.database.db.insert(passkeyCredentials).values([
      { id: 'rita-key', playerId: player.id, publicKey: 'pk' },
      { id: 'piero-key', playerId: other.id, publicKey: 'pk' },
    ]);
    const listed = await call('GET', '/api/Account/GetPasskeys', undefined, username);
    expect(listed.body.ResponseData).toEqual([
      expect.objectContaining({ id: 'rita-key', nome: null, ultimoUso: null }),
    ]);

    const renamed = await call(
      'POST',
      '/api/Account/RenamePasskey',
      { id: 'rita-key', nome: 'Telefono' },
      username,
    );
    expect(renamed.body.ResponseCode).toBe(0);
    // Another player's passkey is out of reach.
    const foreign = await call('POST', '/api/Account/RemovePasskey', { id: 'piero-key' }, username);
    expect(foreign.body.ResponseCode).toBe(-1);
    expect(
      (await call('GET', '/api/Account/GetPasskeys', undefined, username)).body.ResponseData[0].nome,
    ).toBe('Telefono');

    expect(
      (await call('POST', '/api/Account/RemovePasskey', { id: 'rita-key' }, username)).body.ResponseCode,
    ).toBe(0);
    expect((await call('GET', '/api/Account/GetPasskeys', undefined, username)).body.ResponseData).toEqual(
      [],
    );
    expect((await call('GET', '/api/Account/GetPasskeys')).body.ResponseData).toHaveLength(1);
  });

  it('lists the known devices with their last use, and forgets one', async () => {
    const username = 'ritafabbri';
    const player = await playerRow(username);
    const lastUsedAt = new Date('2026-03-01T10:00:00Z');
    const [device] = await t.database.db
      .insert(playerDevices)
      .values({ playerId: player.id, tokenHash: 'hash-1', authorisedAt: lastUsedAt, lastUsedAt })
      .returning();
    const listed = await call('GET', '/api/Account/GetDevices', undefined, username);
    const devices = listed.body.ResponseData as { id: number; ultimoUso: string }[];
    // Every login records its device: the one used longest ago comes last.
    expect(devices.at(-1)).toEqual(
      expect.objectContaining({ id: device!.id, ultimoUso: lastUsedAt.toISOString(), autorizzato: true }),
    );
    const times = devices.map((entry) => Date.parse(entry.ultimoUso));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Not another player's.
    expect((await call('POST', '/api/Account/ForgetDevice', { id: device!.id })).body.ResponseCode).toBe(-1);
    expect(
      (await call('POST', '/api/Account/ForgetDevice', { id: device!.id }, username)).body.ResponseCode,
    ).toBe(0);
    const after = (await call('GET', '/api/Account/GetDevices', undefined, username)).body.ResponseData;
    expect(after.map((entry: { id: number }) => entry.id)).not.toContain(device!.id);
    expect(after).toHaveLength(devices.length - 1);
  });
});
