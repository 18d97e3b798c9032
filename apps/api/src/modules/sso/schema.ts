import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Partner assertions already used for LoginUserSSO, by their jti: an assertion logs in once. Kept
 * until the assertion would have expired anyway.
 */
export const ssoAssertions = pgTable('sso_assertions', {
  jti: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
