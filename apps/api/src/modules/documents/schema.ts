import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/**
 * Identity documents a player uploaded. The file lives outside the web root under `storageKey`
 * (a random name); only its owner can read it back. status: 3 received, to be checked; 0 accepted;
 * 2 refused (access.md §4: document state 0 success, 3 warning, others danger).
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** front, back, other */
    side: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    storageKey: text().notNull().unique(),
    sha256: text().notNull(),
    status: smallint().notNull().default(3),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_documents_player_uploaded_idx').on(t.playerId, t.uploadedAt)],
);
