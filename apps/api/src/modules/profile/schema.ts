import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/** Every change of a player's residence address, with its date (issue 17). */
export const addressChanges = pgTable(
  'profile_address_changes',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    previousAddress: text(),
    previousCap: text(),
    previousComuneId: integer(),
    newAddress: text().notNull(),
    newCap: text().notNull(),
    newComuneId: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_address_changes_player_idx').on(t.playerId, t.changedAt)],
);
