import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginResponse } from '@conto-gioco/shared/auth';
import type { BotAction } from '@conto-gioco/shared/bot-check';
import {
  DEPOSIT_LIMIT_OPTIONS_CENTS,
  MIGRATION_CODE,
  migrateUserResponse,
} from '@conto-gioco/shared/registration';
import { type MigrateUserRequest } from '@conto-gioco/shared/registration-requests';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { CodiceFiscale } from '@conto-gioco/shared/validation/fiscal-code';
import { DEMO_PASSWORD } from '../../seed/demo-players.ts';
import { LEGACY_ACCOUNTS, migrationLink, seedLegacyAccounts } from '../../seed/legacy-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { hashPassword, verifyPassword, verifySecurityAnswer } from '../auth/passwords.ts';
import { players } from '../auth/schema.ts';
import { securityEvents } from '../security/schema.ts';
import { THROTTLE } from '../security/throttle.ts';
import { ledgerAccounts } from '../wallet/schema.ts';
import { legacyAccounts, playerConsents } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every test calls from its own address, so the per-address throttle of one cannot touch another. */
let addressCounter = 1;
const newAddress = () => `10.40.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

/** A legacy account of its own for each test, with a real fiscal code. */
let legacyCounter = 0;
async function createLegacy(overrides: Partial<typeof legacyAccounts.$inferInsert> = {}) {
  legacyCounter++;
  const year = 1960 + legacyCounter;
  const day = 1 + (legacyCounter % 28);
  const codiceFiscale = new CodiceFiscale({
    name: 'Test',
    surname: 'Migrazione',
    gender: 'M',
    day,
    month: 5,
    year,
    birthplace: 'Roma',
    birthplaceProvincia: 'RM',
  }).toString();
  const [row] = await t.database.db
    .insert(legacyAccounts)
    .values({
      accountNumber: `90${String(legacyCounter).padStart(5, '0')}`,
      codiceFiscale,
      username: `vecchio${legacyCounter}`,
      invitation: `INV-TEST-${legacyCounter}`,
      nome: 'Test',
      cognome: 'Migrazione',
      email: `migrazione${legacyCounter}@example.it`,
      cellulare: `+39349${String(1_000_000 + legacyCounter)}`,
      sesso: 'M',
      dataNascita: `${year}-05-${String(day).padStart(2, '0')}`,
      ...overrides,
    })
    .returning();
  return row!;
}

let usernameCounter = 0;
const newUsername = () => `migrato${++usernameCounter}`;

type Legacy = Awaited<ReturnType<typeof createLegacy>>;

const requestFor = (legacy: Legacy, overrides: Partial<MigrateUserRequest> = {}): MigrateUserRequest => ({
  codiceFiscale: legacy.codiceFiscale,
  invitation: legacy.invitation,
  legacyUsername: legacy.username,
  username: newUsername(),
  password: 'Nuova2026pass',
  newsletter: [
    {
      accettatoField: true,
      descrizioneField: 'Novità e promozioni',
      famigliaField: 'newsletter',
      flag_consensoField: 'NEWS_CASINO',
      giocoField: 'sport',
    },
  ],
  security: { id: 2, question: 'Qual è la tua squadra del cuore?', answer: 'Lazio' },
  deposito: { tipoPeriodo: 'WW', numVoltePeriodo: 1, importo: 25_000 },
  comunicazioniSms: true,
  comunicazioniPush: false,
  comunicazioniPosta: false,
  comunicazioniTelefono: true,
  privacyMarketing: true,
  privacyProfilazione: false,
  ...overrides,
});

async function migrate(payload: unknown, address = newAddress(), app = t) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/Account/MigrateUser',
    payload: payload as object,
    remoteAddress: address,
  });
  expect(response.statusCode).toBe(200);
  return migrateUserResponse.parse(response.json());
}

const refusal = (code: number, message: string) => ({
  ResponseCode: code,
  ResponseMessage: message,
  ResponseData: null,
});
const NOT_FOUND = refusal(MIGRATION_CODE.notFound, SERVER_MESSAGES.migrationNotFound);
const ALREADY_MIGRATED = refusal(MIGRATION_CODE.alreadyMigrated, SERVER_MESSAGES.migrationAlreadyDone);
const USERNAME_TAKEN = refusal(MIGRATION_CODE.usernameTaken, SERVER_MESSAGES.migrationUsernameTaken);
const ALREADY_REGISTERED = refusal(
  MIGRATION_CODE.alreadyRegistered,
  SERVER_MESSAGES.migrationAlreadyRegistered,
);

const playersOf = (legacy: Legacy) =>
  t.database.db.select().from(players).where(eq(players.legacyAccountNumber, legacy.accountNumber));

async function login(username: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Account/LoginUser2FA',
    payload: { username, password },
    remoteAddress: newAddress(),
  });
  return loginResponse.parse(response.json());
}

let otherCounter = 0;
/** A player of this site, not from a migration. */
async function createPlayer(overrides: Partial<typeof players.$inferInsert> = {}) {
  otherCounter++;
  const [row] = await t.database.db
    .insert(players)
    .values({
      username: `presente${otherCounter}`,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      contractNumber: `88${String(otherCounter).padStart(5, '0')}`,
      nome: 'Già',
      cognome: 'Presente',
      email: `presente${otherCounter}@example.it`,
      cellulare: `+39348${String(1_000_000 + otherCounter)}`,
      statoConto: 2,
      ...overrides,
    })
    .returning();
  return row!;
}

describe('POST api/Account/MigrateUser', () => {
  it('opens the account from the legacy data in one go, and the player logs in with the new credentials', async () => {
    const legacy = await createLegacy();
    const request = requestFor(legacy);
    const before = Date.now();
    const body = await migrate(request);
    expect(body).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: { username: request.username },
    });

    const [player] = await playersOf(legacy);
    expect(player).toMatchObject({
      username: request.username,
      nome: legacy.nome,
      cognome: legacy.cognome,
      email: legacy.email,
      cellulare: legacy.cellulare,
      sesso: legacy.sesso,
      dataNascita: legacy.dataNascita,
      codiceFiscale: legacy.codiceFiscale,
      statoConto: 1,
      userStatusOk: false,
      termsAccepted: false,
      confirmedMobile: false,
      playerConfirmed: false,
      securityQuestionId: 2,
      depositLimit: 25_000,
      depositLimitPeriod: 'WW',
      legacyAccountNumber: legacy.accountNumber,
    });
    expect(player!.contractNumber).toMatch(/^\d{7,}$/);
    expect(player!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(player!.passwordHash, request.password)).toBe(true);
    expect(player!.securityAnswerHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecurityAnswer(player!.securityAnswerHash!, ' LAZIO ')).toBe(true);

    const [converted] = await t.database.db
      .select()
      .from(legacyAccounts)
      .where(eq(legacyAccounts.accountNumber, legacy.accountNumber));
    expect(converted!.migratedPlayerId).toBe(player!.id);
    expect(converted!.migratedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const consents = await t.database.db
      .select()
      .from(playerConsents)
      .where(eq(playerConsents.playerId, player!.id));
    expect(Object.fromEntries(consents.map((row) => [row.code, row.accepted]))).toEqual({
      privacyMarketing: true,
      privacyProfilazione: false,
      comunicazioniSms: true,
      comunicazioniPush: false,
      comunicazioniPosta: false,
      comunicazioniTelefono: true,
      'newsletter:NEWS_SCOMMESSE': false,
      'newsletter:NEWS_CASINO': true,
      'newsletter:NEWS_POKER': false,
      'newsletter:NEWS_LOTTERIE': false,
    });
    for (const row of consents) expect(row.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const wallet = await t.database.db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, player!.id));
    expect(wallet.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'PLAYER_BONUS', balance: 0 },
      { kind: 'PLAYER_CASH', balance: 0 },
    ]);

    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player!.id));
    expect(events.map((row) => [row.event, row.detail])).toEqual([['account-migrated', null]]);

    // Usernames are unique without case: the player logs in however it is typed.
    const logged = await login(request.username.toUpperCase(), request.password);
    expect(logged.ResponseCode).toBe(0);
    expect(logged.ResponseData?.UserData).toMatchObject({ username: request.username, statoConto: 1 });
  });

  it('converts the seeded invitations of the README (fiscal code, invitation and username from the link)', async () => {
    expect(await seedLegacyAccounts(t.database.db)).toBe(0); // already seeded, kept as they are
    for (const seeded of LEGACY_ACCOUNTS.slice(0, 2)) {
      const link = new URL(migrationLink(seeded), 'http://localhost');
      expect(link.pathname).toBe('/account/migration');
      const body = await migrate({
        ...requestFor(seeded as Legacy),
        codiceFiscale: link.searchParams.get('cf')!,
        invitation: link.searchParams.get('inv')!,
        legacyUsername: link.searchParams.get('username')!,
      });
      expect(body.ResponseCode).toBe(0);
    }
  });

  it('finds the legacy account with a lower-case fiscal code and the old username in any case, or without it', async () => {
    const first = await createLegacy();
    expect(
      (
        await migrate(
          requestFor(first, {
            codiceFiscale: first.codiceFiscale.toLowerCase(),
            legacyUsername: first.username.toUpperCase(),
          }),
        )
      ).ResponseCode,
    ).toBe(0);
    const second = await createLegacy();
    expect((await migrate(requestFor(second, { legacyUsername: undefined }))).ResponseCode).toBe(0);
  });

  it('answers -1 when fiscal code, invitation and old username do not name a legacy account', async () => {
    const legacy = await createLegacy();
    const other = await createLegacy();
    const cases: Partial<MigrateUserRequest>[] = [
      { invitation: 'INV-NON-ESISTE' },
      { invitation: other.invitation },
      { codiceFiscale: other.codiceFiscale },
      { legacyUsername: 'qualcunaltro' },
    ];
    for (const overrides of cases) expect(await migrate(requestFor(legacy, overrides))).toEqual(NOT_FOUND);
    expect(await playersOf(legacy)).toEqual([]);
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.event, 'migration-failed'))
      .orderBy(sql`${securityEvents.id} desc`)
      .limit(1);
    expect(event).toMatchObject({ playerId: null, detail: { reason: 'not-found', code: -1 } });
  });

  it('answers -4 to a second conversion of the same account', async () => {
    const legacy = await createLegacy();
    expect((await migrate(requestFor(legacy))).ResponseCode).toBe(0);
    expect(await migrate(requestFor(legacy))).toEqual(ALREADY_MIGRATED);
    expect(await playersOf(legacy)).toHaveLength(1);
  });

  it('answers -2 when the new username is taken, in any letter case, and converts with another one', async () => {
    const legacy = await createLegacy();
    expect(await migrate(requestFor(legacy, { username: 'MarioRossi' }))).toEqual(USERNAME_TAKEN);
    expect(await playersOf(legacy)).toEqual([]);
    expect((await migrate(requestFor(legacy))).ResponseCode).toBe(0);
  });

  it('answers -5 when the person already has an account here: same fiscal code, e-mail (any case) or mobile', async () => {
    const byCf = await createLegacy();
    await createPlayer({ codiceFiscale: byCf.codiceFiscale });
    const byEmail = await createLegacy();
    await createPlayer({ email: byEmail.email.toUpperCase() });
    const byMobile = await createLegacy();
    await createPlayer({ cellulare: byMobile.cellulare });
    for (const legacy of [byCf, byEmail, byMobile]) {
      expect(await migrate(requestFor(legacy))).toEqual(ALREADY_REGISTERED);
      expect(await playersOf(legacy)).toEqual([]);
    }
  });

  it('opens exactly one account when two conversions of the same invitation race', async () => {
    const legacy = await createLegacy();
    const bodies = await Promise.all([migrate(requestFor(legacy)), migrate(requestFor(legacy))]);
    const codes = bodies.map((body) => body.ResponseCode).sort();
    expect(codes).toEqual([MIGRATION_CODE.alreadyMigrated, 0].sort());
    expect(await playersOf(legacy)).toHaveLength(1);
  });

  it('gives a username to one account only when two conversions race for it', async () => {
    const [first, second] = [await createLegacy(), await createLegacy()];
    const username = newUsername();
    const bodies = await Promise.all([
      migrate(requestFor(first, { username })),
      migrate(requestFor(second, { username: username.toUpperCase() })),
    ]);
    expect(bodies.map((body) => body.ResponseCode).sort()).toEqual([MIGRATION_CODE.usernameTaken, 0].sort());
    const owners = await t.database.db
      .select()
      .from(players)
      .where(sql`lower(${players.username}) = ${username}`);
    expect(owners).toHaveLength(1);
    // The loser's legacy account is still there to convert with another username.
    const loser = bodies[0]!.ResponseCode === 0 ? second : first;
    expect((await migrate(requestFor(loser))).ResponseCode).toBe(0);
  });

  it('gives every converted account its own contract number, also when conversions run together', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createLegacy()));
    const bodies = await Promise.all(accounts.map((legacy) => migrate(requestFor(legacy))));
    expect(bodies.map((body) => body.ResponseCode)).toEqual([0, 0, 0, 0]);
    const numbers = await Promise.all(
      accounts.map(async (legacy) => (await playersOf(legacy))[0]!.contractNumber),
    );
    expect(new Set(numbers).size).toBe(4);
  });

  it('locks an address that keeps failing look-ups (-3), while other addresses go on', async () => {
    const legacy = await createLegacy();
    const address = newAddress();
    for (let i = 0; i < THROTTLE.FREE_ATTEMPTS_PER_ADDRESS; i++) {
      expect(await migrate(requestFor(legacy, { invitation: `INV-INDOVINATO-${i}` }), address)).toEqual(
        NOT_FOUND,
      );
    }
    expect(await migrate(requestFor(legacy), address)).toEqual(
      refusal(MIGRATION_CODE.abnormalTraffic, SERVER_MESSAGES.migrationThrottled),
    );
    expect(await playersOf(legacy)).toEqual([]);
    expect((await migrate(requestFor(legacy), newAddress())).ResponseCode).toBe(0);
  });

  it('refuses with 400 what the form would not send: weak password, invalid fiscal code, deposit not among the options', async () => {
    const legacy = await createLegacy();
    const cases: Partial<MigrateUserRequest>[] = [
      { password: 'corta1' },
      { password: 'senzanumeri' },
      { codiceFiscale: 'RSSMRA80A01H501X' },
      { username: 'ab' },
      { username: 'con spazio' },
      { deposito: { tipoPeriodo: 'WW', numVoltePeriodo: 1, importo: 12_345 } },
      { security: { id: 9, question: '?', answer: 'x' } },
      { security: { id: 1, question: 'Qual è il cognome da nubile di tua madre?', answer: '' } },
    ];
    for (const overrides of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Account/MigrateUser',
        payload: requestFor(legacy, overrides) as object,
        remoteAddress: newAddress(),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(DEPOSIT_LIMIT_OPTIONS_CENTS).not.toContain(12_345);
    expect(await playersOf(legacy)).toEqual([]);
  });
});

describe('POST api/Account/MigrateUser with the bot check on', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ config: { botCheck: true } });
  });
  afterAll(() => b.close());

  async function solved(action: BotAction) {
    const challenge = (await b.app.inject({ url: `/api/Account/BotCheckChallenge?action=${action}` })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const seeded = LEGACY_ACCOUNTS[0]! as Legacy;
  const BOT_REFUSAL = refusal(MIGRATION_CODE.abnormalTraffic, SERVER_MESSAGES.botCheckFailed);

  it('answers -3 without a solution, with a solution for another action, or with one already used', async () => {
    expect(await migrate(requestFor(seeded), newAddress(), b)).toEqual(BOT_REFUSAL);
    const forLogin = await solved('AccountLogin');
    expect(await migrate(requestFor(seeded, { recaptcha: forLogin }), newAddress(), b)).toEqual(BOT_REFUSAL);
    const [player] = await b.database.db
      .select()
      .from(players)
      .where(eq(players.legacyAccountNumber, seeded.accountNumber));
    expect(player).toBeUndefined();
  });

  it('converts with a solution for AccountRegistration, good once', async () => {
    const recaptcha = await solved('AccountRegistration');
    const body = await migrate(requestFor(seeded, { recaptcha }), newAddress(), b);
    expect(body.ResponseCode).toBe(0);
    const other = LEGACY_ACCOUNTS[1]! as Legacy;
    expect(await migrate(requestFor(other, { recaptcha }), newAddress(), b)).toEqual(BOT_REFUSAL);
  });
});
