import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/**
 * Countries for birth and residence (GetNazioni). Ids are the site's own (Italy 181) and never
 * change once seeded; the cadastral code (Zxxx, null for Italy) links them to fiscal codes.
 */
export const nations = pgTable('nations', {
  id: integer().primaryKey(),
  name: text().notNull(),
  catastale: text().unique(),
});

/**
 * A registration between VerifyRegister and Register: its id is the spec's numConto, the OTPs
 * sent to its mobile and e-mail are stored as hashes, and each contact is verified once.
 */
export const registrationVerifications = pgTable(
  'registration_verifications',
  {
    id: text().primaryKey(),
    codiceFiscale: text().notNull(),
    email: text().notNull(),
    cellulare: text().notNull(),
    mobileCodeHash: text(),
    mobileCodeExpiresAt: timestamp({ withTimezone: true }),
    mobileCodeAttempts: integer().notNull().default(0),
    mobileVerifiedAt: timestamp({ withTimezone: true }),
    emailCodeHash: text(),
    emailCodeExpiresAt: timestamp({ withTimezone: true }),
    emailCodeAttempts: integer().notNull().default(0),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** The player the registration opened; a verification opens one account only. */
    playerId: integer().references(() => players.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('registration_verifications_cf_idx').on(t.codiceFiscale, t.createdAt)],
);

/** Leads of step 1 (PreRegister, module PreRegistration_Enabled): contact data only. */
export const preRegistrations = pgTable('pre_registrations', {
  id: serial().primaryKey(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  mobile: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts of the group's old or sister site (access.md §2 'Migration page'). An invitation
 * (cf, inv, username) converts one into an account here with MigrateUser; RegisterMulti opens an
 * account here for the same person. Each is converted once.
 */
export const legacyAccounts = pgTable(
  'legacy_accounts',
  {
    accountNumber: text().primaryKey(),
    codiceFiscale: text().notNull(),
    username: text().notNull(),
    invitation: text().notNull(),
    nome: text().notNull(),
    cognome: text().notNull(),
    email: text().notNull(),
    cellulare: text().notNull(),
    sesso: text().notNull(),
    dataNascita: text().notNull(),
    migratedPlayerId: integer().references(() => players.id),
    migratedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('legacy_accounts_cf_idx').on(t.codiceFiscale),
    uniqueIndex('legacy_accounts_invitation_uq').on(t.invitation),
  ],
);

/**
 * Consents a player gave or refused, with when (adult declaration, contract, conditions, privacy,
 * marketing, profiling, the four channels, each newsletter entry).
 */
export const playerConsents = pgTable(
  'player_consents',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id),
    code: text().notNull(),
    accepted: boolean().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.code] })],
);

/**
 * Promo codes a registration may carry (step 9). A 'cart-coupon' code is entered in the cart
 * after registration (Register answers -5296).
 */
export const promoCodes = pgTable('promo_codes', {
  code: text().primaryKey(),
  kind: text().$type<'bonus' | 'cart-coupon'>().notNull(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
