import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site modules (on/off switches) and system variables (string values), read by GetSiteModule. */
export const siteConfig = pgTable('site_config', {
  name: text().primaryKey(),
  kind: text({ enum: ['module', 'variable'] }).notNull(),
  value: text().notNull(),
  /** Readable by anonymous clients; false keeps operator-only values on the server. */
  public: boolean().notNull().default(true),
  description: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
