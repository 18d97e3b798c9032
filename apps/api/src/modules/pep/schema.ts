import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/** The player's adequate-verification (PEP) answers, the latest only. */
export const pepAnswers = pgTable('pep_answers', {
  playerId: integer()
    .primaryKey()
    .references(() => players.id),
  professione: smallint().notNull(),
  fasciaReddito: smallint().notNull(),
  origineFondi: smallint().notNull(),
  origineFondiAltro: text(),
  ragione: text(),
  savedAt: timestamp({ withTimezone: true }).notNull(),
});
