import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/**
 * A deposit limit change that waits (a raise, or a move to a larger monthly equivalent): one per
 * player at most; it replaces the limit in force once effectiveAt has passed.
 */
export const depositLimitChanges = pgTable(
  'deposit_limit_changes',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    amount: integer().notNull(),
    period: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    effectiveAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('deposit_limit_changes_player_uq').on(t.playerId)],
);

/**
 * A self-exclusion: the whole account (category 0, statoConto 7 or 8 while in force) or one product
 * category. endsAt: a temporary one's end; a permanent one ends only at readmissionAt (asked for
 * after 6 months, effective 7 days later). endedAt is set when it ended (by time or readmission).
 */
export const selfExclusions = pgTable(
  'self_exclusions',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    category: smallint().notNull(),
    /** '30', '60', '90' (days) or 'P' (permanent). */
    term: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Temporary: when it ends; permanent: the earliest readmission request. */
    endsAt: timestamp({ withTimezone: true }).notNull(),
    readmissionRequestedAt: timestamp({ withTimezone: true }),
    readmissionAt: timestamp({ withTimezone: true }),
    /** The fiscal code at the time: a registration with it is refused while in force. */
    codiceFiscale: text(),
    /** The statoConto a whole-account exclusion replaced, given back when it ends. */
    previousStatoConto: smallint(),
    note: text(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('self_exclusions_player_idx').on(t.playerId),
    index('self_exclusions_fiscal_code_idx').on(t.codiceFiscale),
  ],
);
