import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/**
 * Every e-mail and SMS the product sends. Without an SMTP or SMS gateway configured this table is
 * the delivery: readable outside production at /dev/mailbox and by the tests.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    channel: text().$type<'email' | 'sms'>().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** What the message is for ('device-code', 'password-recovery', ...), for operators and tests. */
    purpose: text().notNull(),
    playerId: integer().references(() => players.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
