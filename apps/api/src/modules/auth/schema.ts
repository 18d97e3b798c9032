import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A player account: the logged-in user data of access.md §3 that is not derived elsewhere. */
export const players = pgTable(
  'players',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    /** Contract number (contratto), unique, shown to the player. */
    contractNumber: text().notNull(),
    nome: text().notNull(),
    cognome: text().notNull(),
    email: text().notNull(),
    cellulare: text().notNull(),
    statoConto: smallint().notNull(),
    userStatusOk: boolean().notNull().default(false),
    esclusione: boolean().notNull().default(false),
    cambioPassword: boolean().notNull().default(false),
    termsAccepted: boolean().notNull().default(true),
    richiedereIsPep: boolean().notNull().default(false),
    confirmedMobile: boolean().notNull().default(false),
    playerConfirmed: boolean().notNull().default(false),
    verifyContacts: boolean().notNull().default(false),
    lastMobileVerificationAt: timestamp({ withTimezone: true }),
    lastEmailVerificationAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    previousLoginAt: timestamp({ withTimezone: true }),
    invitation: text(),
    supportData: text(),
    primaRicarica: boolean().notNull().default(true),
    fidelity: boolean().notNull().default(false),
    father: text(),
    /** RFC 6238 secret (base32); two-factor is on when totpEnabled. */
    totpSecret: text(),
    totpEnabled: boolean().notNull().default(false),
    /** The last TOTP time step accepted: a code works once. */
    totpLastStep: integer(),
    /** Secret question (registration's four options) and the Argon2id hash of its answer. */
    securityQuestionId: smallint(),
    securityAnswerHash: text(),
    /** Responsible-gaming deposit limit in cents; null means none set yet (login answers -6443). */
    depositLimit: integer(),
    /** Set when the account moved to another site (login answers 1020 with this address). */
    movedToUrl: text(),
    /** The player asked for an SMS code on every new device (device authorisation, -3333). */
    deviceCheck: boolean().notNull().default(false),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Registration data (access.md §3 'Registration payload'); null for accounts opened before it.
    codiceFiscale: text(),
    sesso: text(),
    dataNascita: date(),
    nazioneNascitaId: integer(),
    comuneNascitaId: integer(),
    nazioneResidenzaId: integer(),
    indirizzoResidenza: text(),
    capResidenza: text(),
    comuneResidenzaId: integer(),
    tipoDocumentoId: integer(),
    numeroDocumento: text(),
    enteRilascioId: integer(),
    comuneRilascioId: integer(),
    rilasciatoDocumento: text(),
    dataRilascioDocumento: date(),
    dataScadenzaDocumento: date(),
    /** Deposit limit period ('WW', once per period); the amount is depositLimit. */
    depositLimitPeriod: text().notNull().default('WW'),
    // Attribution of the registration (father above): promo code, referrer, affiliate tag, VNE source.
    codicePromo: text(),
    refer: text(),
    btag: text(),
    btagType: text(),
    sourceId: text(),
    /** The legacy account this one was opened from (RegisterMulti or MigrateUser). */
    legacyAccountNumber: text(),
    /** Why statoConto became 6 when a rule did it ('documents-missing'), for the status screens. */
    blockedReason: text(),
  },
  (t) => [
    uniqueIndex('players_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('players_contract_number_uq').on(t.contractNumber),
    // One account per person, e-mail and mobile (access.md §4 'Registration flow').
    uniqueIndex('players_codice_fiscale_uq').on(t.codiceFiscale),
    uniqueIndex('players_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('players_cellulare_uq').on(t.cellulare),
    // The documents job looks for provisional accounts by opening date.
    index('players_stato_created_idx').on(t.statoConto, t.createdAt),
  ],
);

/** A login session; its id is the spec's betsession. Revocable, and idle-expired on the server. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (t) => [
    index('sessions_player_open_idx')
      .on(t.playerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Devices a player logged in from; only a hash of the device token is kept. */
export const playerDevices = pgTable(
  'player_devices',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    tokenHash: text().notNull(),
    /** Set once the player proved the device with an SMS code (device authorisation, -3333). */
    authorisedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The browser's user agent and the address at its last login, shown to the player (issue 17). */
    userAgent: text(),
    lastAddress: text(),
  },
  (t) => [
    // One device (a family computer) may serve several players: the token is unique per player.
    uniqueIndex('player_devices_player_token_uq').on(t.playerId, t.tokenHash),
  ],
);

/**
 * The Argon2id hashes of a player's previous passwords, the newest PASSWORD_HISTORY_SIZE kept: a
 * new password may not be one of them (issue 22).
 */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    passwordHash: text().notNull(),
    /** When this password stopped being the player's. */
    replacedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_player_idx').on(t.playerId, t.id)],
);
