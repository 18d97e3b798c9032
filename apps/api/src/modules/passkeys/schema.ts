import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/** WebAuthn passkeys: the spec's biometric login. */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    /** The credential id, base64url. */
    id: text().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: integer().notNull().default(0),
    transports: text().array(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    /** The name the player gave it on the Sicurezza tab (issue 17); null until then. */
    name: text(),
  },
  (t) => [index('passkey_credentials_player_idx').on(t.playerId)],
);

/** Challenges handed out for a registration or an authentication ceremony, single use, short-lived. */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challenge: text().primaryKey(),
  /** Set for a registration (the logged-in player); null for a login. */
  playerId: integer().references(() => players.id),
  purpose: text().$type<'register' | 'login'>().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
