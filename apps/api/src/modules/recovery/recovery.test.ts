import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { LOGIN_CODE, loginResponse } from '@conto-gioco/shared/auth';
import {
  CHANGE_PASSWORD_CODE,
  changePasswordResponse,
  getSecurityQuestionResponse,
  RECOVERY_CODE,
  recoveryResult,
  SECURITY_QUESTIONS,
} from '@conto-gioco/shared/recovery';
import { PASSWORD_HISTORY_SIZE } from '@conto-gioco/shared/constants';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../seed/demo-players.ts';
import { bearer, createTestApp, testConfig, type TestApp } from '../../testing/app.ts';
import { hashPassword, hashSecurityAnswer, verifyPassword } from '../auth/passwords.ts';
import { passwordHistory, players, sessions } from '../auth/schema.ts';
import { totpCode } from '../auth/totp.ts';
import { outbox } from '../outbox/schema.ts';
import { oneTimeCodes, securityEvents, securityThrottles } from '../security/schema.ts';
import { THROTTLE } from '../security/throttle.ts';
import { decoyQuestionFor, TEMP_PASSWORD_VALIDITY_SECONDS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const SECRET = testConfig().jwtSecret;
const ANSWER = 'Verdi';

/** Every test calls from its own address, so the per-address throttle of one cannot touch another. */
let addressCounter = 1;
const newAddress = () => `10.20.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

/** A fresh player of its own for each test: nothing one test changes reaches another. */
let playerCounter = 0;
type TestPlayer = { id: number; username: string; email: string; cellulare: string };
async function createPlayer(
  overrides: Partial<typeof players.$inferInsert> = {},
): Promise<TestPlayer & { questionId: number }> {
  playerCounter++;
  const username = `recupero${playerCounter}`;
  const [row] = await t.database.db
    .insert(players)
    .values({
      username,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      contractNumber: `77${String(playerCounter).padStart(5, '0')}`,
      nome: 'Test',
      cognome: 'Recupero',
      email: `${username}@example.it`,
      cellulare: `+39340${String(1_000_000 + playerCounter)}`,
      statoConto: 2,
      userStatusOk: true,
      confirmedMobile: true,
      playerConfirmed: true,
      securityQuestionId: 2,
      securityAnswerHash: await hashSecurityAnswer(ANSWER),
      depositLimit: 50_000,
      ...overrides,
    })
    .returning();
  return {
    id: row!.id,
    username: row!.username,
    email: row!.email,
    cellulare: row!.cellulare,
    questionId: row!.securityQuestionId!,
  };
}

const post = (url: string, payload: unknown, address = newAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: address, headers });

async function securityQuestion(payload: Record<string, unknown>, address?: string) {
  const response = await post('/api/Account/GetSecurityQuestion', payload, address);
  expect(response.statusCode).toBe(200);
  return getSecurityQuestionResponse.parse(response.json());
}

const questionOf = (id: number) => ({ id, question: SECURITY_QUESTIONS[id - 1]!.question });

async function recuperoPass(payload: Record<string, unknown>, address?: string) {
  const response = await post('/api/Account/RecuperoPass', payload, address);
  expect(response.statusCode).toBe(200);
  return recoveryResult.parse(response.json());
}

async function recuperoUser(payload: Record<string, unknown>, address?: string) {
  const response = await post('/api/Account/RecuperoUser', payload, address);
  expect(response.statusCode).toBe(200);
  return recoveryResult.parse(response.json());
}

/** RecuperoPass by e-mail with the player's own question. */
const recoverByEmail = (player: TestPlayer, answer = ANSWER, id = 2, address?: string) =>
  recuperoPass(
    {
      value: player.email,
      type: 1,
      username: player.username,
      security: [{ ...questionOf(id), answer }],
    },
    address,
  );

async function login(username: string, password: string, extra: Record<string, string> = {}) {
  const response = await post('/api/Account/LoginUser2FA', { username, password, ...extra });
  return loginResponse.parse(response.json());
}

const messagesTo = (recipient: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

const temporaryPasswordIn = (body: string) => /password temporanea è:? ([A-Za-z0-9]{10})\b/.exec(body)![1]!;

const eventsOf = async (playerId: number) =>
  (
    await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, playerId))
      .orderBy(securityEvents.id)
  ).map((row) => row.event);

const ACCEPTED_EMAIL = {
  returnCodeField: RECOVERY_CODE.accepted,
  returnDescriptionField: SERVER_MESSAGES.recoveryRequestedEmail,
};
const THROTTLED = {
  returnCodeField: RECOVERY_CODE.throttled,
  returnDescriptionField: SERVER_MESSAGES.recoveryThrottled,
};

describe('POST api/Account/GetSecurityQuestion', () => {
  it("answers the player's question when username and e-mail match, in any letter case", async () => {
    const player = await createPlayer({ securityQuestionId: 3 });
    const body = await securityQuestion({
      Value: player.email.toUpperCase(),
      Username: player.username.toUpperCase(),
      Type: 1,
      Recaptcha: 'payload',
    });
    expect(body).toEqual({ ResponseCode: 0, ResponseMessage: '', ResponseData: questionOf(3) });
  });

  it('answers by mobile, typed with or without the 39 prefix', async () => {
    const player = await createPlayer({ securityQuestionId: 4 });
    const digits = player.cellulare.slice(3);
    for (const value of [digits, `39${digits}`]) {
      const body = await securityQuestion({ Value: value, Username: player.username, Type: 2 });
      expect(body.ResponseData).toEqual(questionOf(4));
    }
  });

  it('answers a wrong e-mail, an unknown username or an unconfirmed contact with a keyed decoy of the same shape', async () => {
    const unconfirmed = await createPlayer({ playerConfirmed: false });
    const known = await createPlayer();
    const cases = [
      { Value: 'altro@example.it', Username: known.username, Type: 1 as const },
      { Value: 'nessuno@example.it', Username: 'nessunoqui', Type: 1 as const },
      { Value: unconfirmed.email, Username: unconfirmed.username, Type: 1 as const },
    ];
    for (const data of cases) {
      const body = await securityQuestion(data);
      expect(body.ResponseCode).toBe(0);
      expect(body.ResponseData).toEqual(decoyQuestionFor(SECRET, data.Type, data.Username, data.Value));
      // The same data get the same question every time.
      expect((await securityQuestion(data)).ResponseData).toEqual(body.ResponseData);
    }
  });

  it('spreads decoys over the four questions, depending on both username and contact', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) seen.add(decoyQuestionFor(SECRET, 1, `utente${i}`, 'stesso@example.it').id);
    for (let i = 0; i < 40; i++)
      seen.add(decoyQuestionFor(SECRET, 1, 'stessoutente', `mail${i}@example.it`).id);
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
    // Another server secret gives other decoys: nobody without it can predict them.
    const other = Array.from(
      { length: 20 },
      (_, i) => decoyQuestionFor('altro-segreto', 1, `u${i}`, 'x@y.it').id,
    );
    const ours = Array.from({ length: 20 }, (_, i) => decoyQuestionFor(SECRET, 1, `u${i}`, 'x@y.it').id);
    expect(other).not.toEqual(ours);
  });

  it('finds the account by e-mail alone for username recovery (empty Username)', async () => {
    const player = await createPlayer({ securityQuestionId: 1 });
    const body = await securityQuestion({ Value: player.email, Username: '', Type: 1 });
    expect(body.ResponseData).toEqual(questionOf(1));
  });

  it('can rely on an e-mail naming one account: the database refuses a second, whatever its case', async () => {
    const first = await createPlayer({ securityQuestionId: 1 });
    await expect(createPlayer({ email: first.email.toUpperCase(), securityQuestionId: 2 })).rejects.toThrow();
  });

  it("verifies the bot-protection payload for 'AccountSecurityQuestion' and answers -3 without a question when it fails", async () => {
    const player = await createPlayer();
    const verify = vi.spyOn(t.app.botCheck, 'verify').mockResolvedValueOnce(false);
    try {
      const body = await securityQuestion({
        Value: player.email,
        Username: player.username,
        Type: 1,
        Recaptcha: 'not-solved',
      });
      expect(verify).toHaveBeenCalledWith('not-solved', 'AccountSecurityQuestion');
      expect(body).toEqual({
        ResponseCode: LOGIN_CODE.botCheckFailed,
        ResponseMessage: SERVER_MESSAGES.botCheckFailed,
        ResponseData: null,
      });
    } finally {
      verify.mockRestore();
    }
  });

  it.each([
    [{ Value: 'non-una-mail', Username: 'x', Type: 1 }, 'Value: Inserire una mail valida'],
    [{ Value: '33312', Username: 'x', Type: 2 }, 'Value: Lunghezza minima 6 caratteri'],
    [{ Value: '+393331234567', Username: 'x', Type: 2 }, 'Value: Usare solo lettere e numeri'],
    [{ Value: '', Username: 'x', Type: 1 }, 'Value: Il campo è richiesto'],
    [{ Value: 'a@b.it', Username: 'x', Type: 3 }, 'Type: Il campo è richiesto'],
  ])('answers 400 to %j', async (payload, message) => {
    const response = await post('/api/Account/GetSecurityQuestion', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseMessage).toBe(`Dati non validi: ${message}`);
  });
});

describe('POST api/Account/RecuperoPass', () => {
  it('sends a single-use temporary password valid 30 minutes to the confirmed e-mail; the real password keeps working', async () => {
    const player = await createPlayer();
    const before = Date.now();
    expect(await recoverByEmail(player, ' verdi ')).toEqual(ACCEPTED_EMAIL);

    const [mail] = await messagesTo(player.email);
    expect(mail).toMatchObject({ channel: 'email', purpose: 'temp-password', playerId: player.id });
    const password = temporaryPasswordIn(mail!.body);
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])[a-z0-9]{10}$/i);
    const [code] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.playerId, player.id), eq(oneTimeCodes.purpose, 'temp-password')));
    expect(code!.usedAt).toBeNull();
    const validFor = (code!.expiresAt.getTime() - before) / 1000;
    expect(validFor).toBeGreaterThan(TEMP_PASSWORD_VALIDITY_SECONDS - 5);
    expect(validFor).toBeLessThanOrEqual(TEMP_PASSWORD_VALIDITY_SECONDS + 1);
    expect(code!.codeHash).not.toContain(password);

    // A stranger asking for a recovery cannot lock the player out.
    expect((await login(player.username, DEMO_PASSWORD)).ResponseCode).toBe(LOGIN_CODE.ok);
    expect(await eventsOf(player.id)).toContain('recovery-requested');
  });

  it('sends the temporary password by SMS to the confirmed mobile for type 2', async () => {
    const player = await createPlayer();
    const body = await recuperoPass({
      value: player.cellulare.slice(3),
      type: 2,
      username: player.username,
      security: [{ ...questionOf(2), answer: ANSWER }],
    });
    expect(body).toEqual({
      returnCodeField: RECOVERY_CODE.accepted,
      returnDescriptionField: SERVER_MESSAGES.recoveryRequestedSms,
    });
    const [sms] = await messagesTo(player.cellulare);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'temp-password', subject: null });
    expect(temporaryPasswordIn(sms!.body)).toHaveLength(10);
  });

  it('gives the same reply and sends nothing for a wrong answer, wrong question, wrong e-mail, unknown username or unconfirmed contact', async () => {
    const player = await createPlayer();
    const unconfirmed = await createPlayer({ playerConfirmed: false });
    const replies = [
      await recoverByEmail(player, 'Bianchi'),
      await recoverByEmail(player, ANSWER, 1),
      await recuperoPass({
        value: 'altro@example.it',
        type: 1,
        username: player.username,
        security: [{ ...questionOf(2), answer: ANSWER }],
      }),
      await recuperoPass({
        value: 'nessuno@example.it',
        type: 1,
        username: 'nessunoqui',
        security: [{ ...questionOf(2), answer: ANSWER }],
      }),
      await recoverByEmail(unconfirmed),
    ];
    for (const reply of replies) expect(reply).toEqual(ACCEPTED_EMAIL);
    expect(await messagesTo(player.email)).toEqual([]);
    expect(await messagesTo(unconfirmed.email)).toEqual([]);
    expect(await eventsOf(player.id)).toContain('recovery-failed');
  });

  it('names the account by the contact alone when no username is sent', async () => {
    const single = await createPlayer();
    const send = (value: string) =>
      recuperoPass({ value, type: 1, security: [{ ...questionOf(2), answer: ANSWER }] });
    expect(await send(single.email)).toEqual(ACCEPTED_EMAIL);
    expect(await messagesTo(single.email)).toHaveLength(1);
  });

  it('throttles wrong answers per account, the same way for an unknown username, even with the right answer', async () => {
    const player = await createPlayer();
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS; i++) {
      expect(await recoverByEmail(player, `sbagliata${i}`)).toEqual(ACCEPTED_EMAIL);
    }
    expect(await recoverByEmail(player)).toEqual(THROTTLED);
    expect(await messagesTo(player.email)).toEqual([]);

    const unknown = { email: 'nessuno2@example.it', username: 'nessunoqui2', id: 0, cellulare: '' };
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS; i++) await recoverByEmail(unknown, `x${i}`);
    expect(await recoverByEmail(unknown)).toEqual(THROTTLED);
  });

  it('throttles failures per address, whatever account they name', async () => {
    const address = newAddress();
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS_PER_ADDRESS; i++) {
      const someone = { email: `n${i}@example.it`, username: `nessuno${i}x`, id: 0, cellulare: '' };
      expect(await recoverByEmail(someone, 'x', 2, address)).toEqual(ACCEPTED_EMAIL);
    }
    const player = await createPlayer();
    expect(await recoverByEmail(player, ANSWER, 2, address)).toEqual(THROTTLED);
    expect(await recoverByEmail(player, ANSWER, 2, newAddress())).toEqual(ACCEPTED_EMAIL);
  });

  it("resets the account's login throttle on success", async () => {
    const player = await createPlayer();
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS; i++) await login(player.username, `Sbagliata${i}`);
    expect((await login(player.username, DEMO_PASSWORD)).ResponseCode).toBe(LOGIN_CODE.throttled);

    expect(await recoverByEmail(player)).toEqual(ACCEPTED_EMAIL);
    const keys = await t.database.db
      .select()
      .from(securityThrottles)
      .where(eq(securityThrottles.key, `login:user:${player.username}`));
    expect(keys).toEqual([]);
    expect((await login(player.username, DEMO_PASSWORD)).ResponseCode).toBe(LOGIN_CODE.ok);
  });

  it('answers 400 to a bad body and sends nothing', async () => {
    const player = await createPlayer();
    const response = await post('/api/Account/RecuperoPass', {
      value: player.email,
      type: 1,
      username: player.username,
      security: [{ ...questionOf(2), answer: '  ' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseMessage).toBe('Dati non validi: security.0.answer: Inserire la risposta');
    const empty = await post('/api/Account/RecuperoPass', { value: player.email, type: 1, security: [] });
    expect(empty.statusCode).toBe(400);
    expect(await messagesTo(player.email)).toEqual([]);
  });
});

describe('login with the temporary password (the login part of recovery)', () => {
  async function temporaryPasswordOf(player: TestPlayer) {
    expect(await recoverByEmail(player)).toEqual(ACCEPTED_EMAIL);
    return temporaryPasswordIn((await messagesTo(player.email))[0]!.body);
  }

  it('logs in once, sets cambio_password, and the real password keeps working until then', async () => {
    const player = await createPlayer();
    const temporary = await temporaryPasswordOf(player);
    const body = await login(player.username, temporary);
    expect(body.ResponseCode).toBe(LOGIN_CODE.ok);
    expect(body.ResponseData!.UserData.cambio_password).toBe(true);
    expect((await login(player.username, temporary)).ResponseCode).toBe(LOGIN_CODE.wrongCredentials);
  });

  it('expires after 30 minutes', async () => {
    const player = await createPlayer();
    const temporary = await temporaryPasswordOf(player);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (TEMP_PASSWORD_VALIDITY_SECONDS + 1) * 1000 });
    expect((await login(player.username, temporary)).ResponseCode).toBe(LOGIN_CODE.wrongCredentials);
  });

  it('never bypasses two-factor: the TOTP code is still asked', async () => {
    const player = await createPlayer({ totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
    const temporary = await temporaryPasswordOf(player);
    expect((await login(player.username, temporary)).ResponseCode).toBe(LOGIN_CODE.twoFactorRequired);
    const body = await login(player.username, temporary, { twofactorCode: totpCode(DEMO_TOTP_SECRET) });
    expect(body.ResponseCode).toBe(LOGIN_CODE.ok);
  });
});

describe('POST api/Account/RecuperoUser', () => {
  const recoverUsername = (email: string, answer = ANSWER, id = 2, address?: string) =>
    recuperoUser({ email, security: { ...questionOf(id), answer } }, address);
  const ACCEPTED = {
    returnCodeField: RECOVERY_CODE.accepted,
    returnDescriptionField: SERVER_MESSAGES.usernameRecoveryRequested,
  };

  it('sends the username by e-mail when e-mail and answer match', async () => {
    const player = await createPlayer();
    expect(await recoverUsername(player.email.toUpperCase())).toEqual(ACCEPTED);
    const [mail] = await messagesTo(player.email);
    expect(mail).toMatchObject({ channel: 'email', purpose: 'username-recovery', playerId: player.id });
    expect(mail!.body).toContain(`il tuo username è: ${player.username}`);
    expect(await eventsOf(player.id)).toContain('username-recovered');
  });

  it('gives the same reply and sends nothing for a wrong answer, another question, an unknown or unconfirmed e-mail', async () => {
    const player = await createPlayer();
    const unconfirmed = await createPlayer({ playerConfirmed: false });
    for (const reply of [
      await recoverUsername(player.email, 'Bianchi'),
      await recoverUsername(player.email, ANSWER, 3),
      await recoverUsername('nessuno@example.it'),
      await recoverUsername(unconfirmed.email),
    ]) {
      expect(reply).toEqual(ACCEPTED);
    }
    expect(await messagesTo(player.email)).toEqual([]);
    expect(await messagesTo(unconfirmed.email)).toEqual([]);
  });

  it('throttles wrong answers per e-mail, even with the right answer', async () => {
    const player = await createPlayer();
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS; i++) await recoverUsername(player.email, `x${i}`);
    expect(await recoverUsername(player.email)).toEqual(THROTTLED);
    expect(await messagesTo(player.email)).toEqual([]);
  });

  it("answers 400 to a bad e-mail or an empty answer ('Inserire la risposta')", async () => {
    const bad = await post('/api/Account/RecuperoUser', {
      email: 'non-valida',
      security: { ...questionOf(1), answer: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseMessage).toBe('Dati non validi: email: Inserire una mail valida');
    const empty = await post('/api/Account/RecuperoUser', {
      email: 'a@example.it',
      security: { ...questionOf(1), answer: '' },
    });
    expect(empty.json().ResponseMessage).toBe('Dati non validi: security.answer: Inserire la risposta');
  });
});

describe('POST /api/Account/EL_ChangePassword', () => {
  const NEW_PASSWORD = 'Nuova2025x';

  async function changePassword(token: string, payload: Record<string, unknown>) {
    const response = await post('/api/Account/EL_ChangePassword', payload, newAddress(), bearer(token));
    expect(response.statusCode).toBe(200);
    return changePasswordResponse.parse(response.json());
  }
  const change = (token: string, oldPassword: string, newPassword = NEW_PASSWORD, confirm = newPassword) =>
    changePassword(token, { oldPassword, newPassword, newPasswordConfirm: confirm });

  async function loggedIn(player: TestPlayer, password = DEMO_PASSWORD) {
    const body = await login(player.username, password);
    expect(body.ResponseCode).toBe(LOGIN_CODE.ok);
    return body.ResponseData!.Token;
  }
  const storedPlayer = async (id: number) =>
    (await t.database.db.select().from(players).where(eq(players.id, id)))[0]!;
  const failure = (returnCode: number, returnDescription: string) => ({
    ResponseCode: returnCode,
    ResponseMessage: returnDescription,
    ResponseData: { returnCode, returnDescription },
  });

  it('needs a login', async () => {
    const response = await post('/api/Account/EL_ChangePassword', {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password, clears cambio_password, closes every session of the player and records it', async () => {
    const player = await createPlayer({ cambioPassword: true });
    const token = await loggedIn(player);
    const before = await storedPlayer(player.id);

    expect(await change(token, DEMO_PASSWORD)).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: {
        returnCode: CHANGE_PASSWORD_CODE.ok,
        returnDescription: SERVER_MESSAGES.passwordChanged,
      },
    });
    const after = await storedPlayer(player.id);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(after.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(after.passwordChangedAt).not.toBeNull();
    expect(after.cambioPassword).toBe(false);

    const open = await t.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.playerId} = ${player.id} and ${sessions.revokedAt} is null`);
    expect(open).toEqual([]);
    const saldo = await t.app.inject({ url: '/api/Account/GetSaldo', headers: bearer(token) });
    expect(saldo.statusCode).toBe(401);

    expect(await eventsOf(player.id)).toContain('password-changed');
    expect((await messagesTo(player.email))[0]).toMatchObject({ purpose: 'password-changed' });
    expect((await login(player.username, DEMO_PASSWORD)).ResponseCode).toBe(LOGIN_CODE.wrongCredentials);
    expect((await login(player.username, NEW_PASSWORD)).ResponseCode).toBe(LOGIN_CODE.ok);
  });

  it.each([
    [
      'a weak new password',
      'corta1',
      'corta1',
      CHANGE_PASSWORD_CODE.weakPassword,
      'Sicurezza password non sufficiente',
    ],
    [
      'a new password with a space',
      'Nuova 2025',
      'Nuova 2025',
      CHANGE_PASSWORD_CODE.weakPassword,
      'Sicurezza password non sufficiente',
    ],
    [
      'a confirmation that differs',
      NEW_PASSWORD,
      'Altra2025x',
      CHANGE_PASSWORD_CODE.passwordsDiffer,
      'Le password non coincidono',
    ],
    [
      'the old password again',
      DEMO_PASSWORD,
      DEMO_PASSWORD,
      CHANGE_PASSWORD_CODE.sameAsOld,
      SERVER_MESSAGES.passwordSameAsOld,
    ],
  ])(
    'refuses %s with its returnDescription and changes nothing',
    async (_case, newPassword, confirm, code, text) => {
      const player = await createPlayer();
      const token = await loggedIn(player);
      const before = await storedPlayer(player.id);
      expect(await change(token, DEMO_PASSWORD, newPassword, confirm)).toEqual(failure(code, text));
      expect((await storedPlayer(player.id)).passwordHash).toBe(before.passwordHash);
      const saldo = await t.app.inject({ url: '/api/Account/GetSaldo', headers: bearer(token) });
      expect(saldo.statusCode).toBe(200);
    },
  );

  it('refuses a wrong old password and throttles the guesses, even with the right one afterwards', async () => {
    const player = await createPlayer();
    const token = await loggedIn(player);
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS; i++) {
      expect(await change(token, `Sbagliata${i}`)).toEqual(
        failure(CHANGE_PASSWORD_CODE.wrongOldPassword, SERVER_MESSAGES.wrongOldPassword),
      );
    }
    expect(await change(token, DEMO_PASSWORD)).toEqual(
      failure(CHANGE_PASSWORD_CODE.throttled, SERVER_MESSAGES.changePasswordThrottled),
    );
    expect(await verifyPassword((await storedPlayer(player.id)).passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await eventsOf(player.id)).toContain('password-change-failed');
  });

  it('after a recovery, accepts the temporary password the player logged in with as the old one', async () => {
    const player = await createPlayer();
    expect(await recoverByEmail(player)).toEqual(ACCEPTED_EMAIL);
    const temporary = temporaryPasswordIn((await messagesTo(player.email))[0]!.body);
    const token = await loggedIn(player, temporary);
    expect((await storedPlayer(player.id)).cambioPassword).toBe(true);

    expect((await change(token, temporary)).ResponseCode).toBe(CHANGE_PASSWORD_CODE.ok);
    expect((await storedPlayer(player.id)).cambioPassword).toBe(false);
    expect((await login(player.username, NEW_PASSWORD)).ResponseCode).toBe(LOGIN_CODE.ok);
  });

  it('does not accept a temporary password that was never used to log in', async () => {
    const player = await createPlayer();
    const token = await loggedIn(player);
    expect(await recoverByEmail(player)).toEqual(ACCEPTED_EMAIL);
    const temporary = temporaryPasswordIn((await messagesTo(player.email))[0]!.body);
    expect((await change(token, temporary)).ResponseCode).toBe(CHANGE_PASSWORD_CODE.wrongOldPassword);
  });

  it('spends a temporary password not used yet', async () => {
    const player = await createPlayer();
    expect(await recoverByEmail(player)).toEqual(ACCEPTED_EMAIL);
    const temporary = temporaryPasswordIn((await messagesTo(player.email))[0]!.body);
    const token = await loggedIn(player);
    expect((await change(token, DEMO_PASSWORD)).ResponseCode).toBe(CHANGE_PASSWORD_CODE.ok);
    expect((await login(player.username, temporary)).ResponseCode).toBe(LOGIN_CODE.wrongCredentials);
  });

  it(`refuses each of the last ${PASSWORD_HISTORY_SIZE} passwords, keeping only their Argon2id hashes`, async () => {
    const player = await createPlayer();
    // Demo12345, then Storia1 ... Storia5: the current one and the five before it.
    const used = [
      DEMO_PASSWORD,
      ...Array.from({ length: PASSWORD_HISTORY_SIZE }, (_, i) => `Storia${i + 1}x`),
    ];
    for (let i = 1; i < used.length; i++) {
      const token = await loggedIn(player, used[i - 1]);
      expect((await change(token, used[i - 1]!, used[i])).ResponseCode).toBe(CHANGE_PASSWORD_CODE.ok);
    }
    const current = used.at(-1)!;
    const token = await loggedIn(player, current);
    for (const previous of used.slice(0, -1)) {
      expect(await change(token, current, previous), previous).toEqual(
        failure(CHANGE_PASSWORD_CODE.recentlyUsed, SERVER_MESSAGES.passwordRecentlyUsed),
      );
    }
    expect(await verifyPassword((await storedPlayer(player.id)).passwordHash, current)).toBe(true);
    const kept = await t.database.db
      .select()
      .from(passwordHistory)
      .where(eq(passwordHistory.playerId, player.id));
    expect(kept).toHaveLength(PASSWORD_HISTORY_SIZE);
    for (const row of kept) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      for (const password of used) expect(row.passwordHash).not.toContain(password);
    }
    expect(await eventsOf(player.id)).toContain('password-change-failed');

    // One more change: the oldest (the demo password) leaves the history and may be chosen again.
    expect((await change(token, current, 'Storia6x')).ResponseCode).toBe(CHANGE_PASSWORD_CODE.ok);
    const again = await loggedIn(player, 'Storia6x');
    expect((await change(again, 'Storia6x', DEMO_PASSWORD)).ResponseCode).toBe(CHANGE_PASSWORD_CODE.ok);
  });

  it("refuses a previous password in the change a recovery's temporary password forces", async () => {
    const player = await createPlayer();
    expect((await change(await loggedIn(player), DEMO_PASSWORD)).ResponseCode).toBe(CHANGE_PASSWORD_CODE.ok);
    expect(await recoverByEmail(player)).toEqual(ACCEPTED_EMAIL);
    const temporary = temporaryPasswordIn((await messagesTo(player.email))[0]!.body);
    const token = await loggedIn(player, temporary);
    expect(await change(token, temporary, DEMO_PASSWORD)).toEqual(
      failure(CHANGE_PASSWORD_CODE.recentlyUsed, SERVER_MESSAGES.passwordRecentlyUsed),
    );
    expect((await storedPlayer(player.id)).cambioPassword).toBe(true);
    expect((await change(token, temporary, 'DopoRecupero1')).ResponseCode).toBe(CHANGE_PASSWORD_CODE.ok);
  });

  it('answers 400 without the old password and changes nothing', async () => {
    const player = await createPlayer();
    const token = await loggedIn(player);
    const response = await post(
      '/api/Account/EL_ChangePassword',
      { oldPassword: '', newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      newAddress(),
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseMessage).toBe('Dati non validi: oldPassword: Il campo è richiesto');
  });
});
