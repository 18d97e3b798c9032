import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox provider's own books: what a real provider keeps on its side. Our deposits table
 * learns the outcome only through the signed callback or a server-to-server status query.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** The provider's payment id (payment_id, token, mtid in the result query). */
    id: text().primaryKey(),
    /** The merchant's (our) transactionId. */
    merchantReference: text().notNull(),
    amount: integer().notNull(),
    /** The deposit method's Name, shown on the hosted page. */
    methodName: text().notNull(),
    paymentType: text(),
    /**
     * A deposit's: open (waiting for the player), pending, approved, declined. A payout's: open
     * (waiting for the operator), paid, rejected, cancelled.
     */
    status: text().notNull().default('open'),
    /** RESPONSE_CODE_AUT of a card payment: 00 approved, anything else declined. */
    responseCode: text(),
    /** 'deposit', or 'withdrawal' for a payout (status open, paid, rejected, cancelled). */
    kind: text().notNull().default('deposit'),
    playerId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_payments_merchant_reference_uq').on(t.kind, t.merchantReference),
    index('sandbox_payments_created_idx').on(t.createdAt),
  ],
);
