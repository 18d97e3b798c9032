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
 * Withdrawals (Prelievo). A request moves the amount from the player's cash to their
 * pending-withdrawal account (requestTransferId) in the transaction that writes the row; the
 * payout then either leaves to the provider (paid) or comes back to cash (rejected by the
 * provider, cancelled by the player: settleTransferId), exactly once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial().primaryKey(),
    /** The ticket id the player sees (idTicketField) and cancels by. */
    ticketId: text().notNull(),
    /** The serial (seriale) shown after the request. */
    serial: text().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    methodId: integer()
      .notNull()
      .references(() => paymentMethods.id),
    /** Cents. */
    amount: integer().notNull(),
    /** pending, paid, rejected, cancelled (shared WITHDRAWAL_STATUSES). */
    status: text().notNull().default('pending'),
    /**
     * Where the money goes, masked: an e-mail, an IBAN, a card as first six and last four digits,
     * a voucher or Scratch reference. Never a whole card number or a PIN.
     */
    destination: text(),
    /** An Apco card of a Postepay BIN is paid out as Postepay (money.md §5). */
    paidAs: text(),
    /** The time slot's bounds applied (money.md §4 'Withdrawal timing'). */
    timeSlot: boolean().notNull().default(false),
    isMobile: boolean().notNull().default(false),
    /** The provider's own id of the payout. */
    providerReference: text(),
    requestTransferId: integer()
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The payout (paid) or the return to cash (rejected, cancelled). */
    settleTransferId: integer().references(() => ledgerTransfers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_ticket_id_uq').on(t.ticketId),
    uniqueIndex('withdrawals_provider_reference_uq').on(t.providerReference),
    // The pending list, the 4-a-day count and the player's history read by (player, date).
    index('withdrawals_player_created_idx').on(t.playerId, t.createdAt),
    // Reconciliation reads the withdrawals still pending, in id order.
    index('withdrawals_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status', sql`${t.status} in ('pending', 'paid', 'rejected', 'cancelled')`),
    check('withdrawals_final_has_transfer', sql`(${t.status} = 'pending') = (${t.settleTransferId} is null)`),
  ],
);

/**
 * Cards a player may be paid on: Mastercard VIP cards issued to them (GetDatiMastercard) and the
 * debit cards they deposited with through Apco (GetDatiApco). Stored masked: a payout names the
 * card by id, the provider holds the whole number.
 */
export const playerCards = pgTable(
  'player_cards',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** 'mastercard' (Mastercard VIP) or 'apco'. */
    kind: text().notNull(),
    /** First six and last four digits: '533317******1234'. */
    maskedNumber: text().notNull(),
    /** MM/YY. */
    expiry: text().notNull(),
    holder: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('player_cards_player_kind_idx').on(t.playerId, t.kind),
    check('player_cards_kind', sql`${t.kind} in ('mastercard', 'apco')`),
  ],
);
