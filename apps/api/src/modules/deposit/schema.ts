import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';
import { ledgerTransfers, paymentMethods } from '../wallet/schema.ts';

/**
 * Deposits (Ricarica): started when the player submits, final once the provider approves or
 * declines. Only an approval moves money, through one ledger transfer (transferId), once.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial().primaryKey(),
    /** Our reference, sent to the provider and back in every callback and confirmation. */
    transactionId: text().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    methodId: integer()
      .notNull()
      .references(() => paymentMethods.id),
    /** Cents. */
    amount: integer().notNull(),
    /** started, pending, approved, declined (shared DEPOSIT_STATUSES). */
    status: text().notNull().default('started'),
    /** The provider's own id of the payment. */
    providerReference: text(),
    /** The card provider's RESPONSE_CODE_AUT, when it sends one. */
    responseCode: text(),
    promo: text(),
    isMobile: boolean().notNull().default(false),
    /** Whether this was the player's first approved deposit; set when approved. */
    firstDeposit: boolean(),
    transferId: integer().references(() => ledgerTransfers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_transaction_id_uq').on(t.transactionId),
    uniqueIndex('deposits_provider_reference_uq').on(t.providerReference),
    // The deposit-limit sum and the player's history read by (player, date).
    index('deposits_player_created_idx').on(t.playerId, t.createdAt),
    // Reconciliation reads the deposits still open, in id order: a few rows of a large table.
    index('deposits_open_idx')
      .on(t.id)
      .where(sql`${t.status} in ('started', 'pending')`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_status', sql`${t.status} in ('started', 'pending', 'approved', 'declined')`),
    check('deposits_approved_has_transfer', sql`(${t.status} = 'approved') = (${t.transferId} is not null)`),
  ],
);
