import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The applications the local affiliate service received (the external service is not reachable). */
export const affiliateApplications = pgTable('affiliate_applications', {
  id: serial().primaryKey(),
  email: text().notNull(),
  /** Every field of the form as sent (content-profile.md §3 'Affiliate form'). */
  fields: jsonb().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull(),
});
