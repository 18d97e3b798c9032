import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/** A player's client settings as the web app last saved them. */
export const playerSettings = pgTable('player_settings', {
  playerId: integer()
    .primaryKey()
    .references(() => players.id),
  settings: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
