import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/**
 * Audit trail of security events (logins, failures, lockouts, password and two-factor changes).
 * Never a password, code, token or address: `detail` holds codes and reasons only.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial().primaryKey(),
    playerId: integer().references(() => players.id),
    event: text().notNull(),
    detail: jsonb().$type<Record<string, string | number | boolean | null>>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_player_at_idx').on(t.playerId, t.at)],
);

/**
 * Where a login event came from (address and user agent): personal data, so kept apart from the
 * audit and deleted after LOGIN_ORIGIN_RETENTION_DAYS; the player sees them in the login history.
 */
export const loginOrigins = pgTable(
  'login_origins',
  {
    eventId: integer()
      .primaryKey()
      .references(() => securityEvents.id, { onDelete: 'cascade' }),
    address: text(),
    userAgent: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_origins_at_idx').on(t.at)],
);

/**
 * Consecutive failures per key ('login:player:12', 'totp:player:12', 'recovery:ip:...'), shared by
 * every API instance. A key over its threshold is locked until lockedUntil.
 */
export const securityThrottles = pgTable('security_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Short-lived single-use codes sent by SMS or e-mail (device authorisation, mobile and e-mail
 * confirmation, temporary passwords of recovery). Only a hash of the code is kept.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    purpose: text().notNull(),
    /** What the code is bound to: a device token hash, an e-mail address, a mobile number. */
    subject: text(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_player_purpose_idx')
      .on(t.playerId, t.purpose)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** ALTCHA solutions already accepted: a solved challenge is good for one request only. */
export const botCheckSolutions = pgTable('bot_check_solutions', {
  signature: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
