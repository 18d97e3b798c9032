import { sql } from 'drizzle-orm';
import {
  bigint,
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

/**
 * Ledger accounts. Player accounts (cash, bonus) belong to a player and may never go negative;
 * `balance` is their wallet row, changed only in the transaction that writes their entries.
 * System accounts (house, funding, clearing) have no player and no stored balance (null): theirs
 * is the sum of their entries, so that no transfer locks or updates a row every transfer shares.
 * They are created by the migrations, once.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial().primaryKey(),
    playerId: integer().references(() => players.id),
    kind: text().notNull(),
    balance: bigint({ mode: 'number' }).default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_player_kind_uq')
      .on(t.playerId, t.kind)
      .where(sql`${t.playerId} is not null`),
    uniqueIndex('ledger_accounts_system_kind_uq')
      .on(t.kind)
      .where(sql`${t.playerId} is null`),
    check('ledger_accounts_player_non_negative', sql`${t.playerId} is null or ${t.balance} >= 0`),
    check('ledger_accounts_balance_of_players_only', sql`(${t.playerId} is null) = (${t.balance} is null)`),
  ],
);

/** One movement of money: a set of entries summing to zero, done at most once per idempotency key. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: serial().primaryKey(),
    idempotencyKey: text().notNull(),
    /** The statement's causale. */
    cause: text().notNull(),
    playerId: integer().references(() => players.id),
    /** The statement's id_ticketField: the ticket, casino session or payment the money moved for. */
    ticket: text(),
    /** The statement's id_applField: the game family (1 sport, 2 horse racing, 6 casino, ...). */
    application: integer(),
    /** The statement's ricevuta_pgadField: the regulator's receipt code, when there is one. */
    receipt: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_key_uq').on(t.idempotencyKey),
    index('ledger_transfers_player_date_idx').on(t.playerId, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial().primaryKey(),
    transferId: integer()
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Cents; positive credits the account, negative debits it. */
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transfer_idx').on(t.transferId),
    // amount too: a system account's balance (the sum of its entries) is read from the index alone.
    index('ledger_entries_account_date_idx').on(t.accountId, t.createdAt, t.amount),
    check('ledger_entries_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Payment methods (money.md §3): deposit methods are named Ricarica_<x>, withdrawal methods
 * Prelievo_<x> (withdrawalRecharge true). Amounts in cents; time slots 'HH:mm' Europe/Rome.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    nameLong: text().notNull(),
    description: text().notNull().default(''),
    testing: boolean().notNull().default(false),
    minAmount: integer().notNull(),
    maxAmount: integer(),
    infoMessage: text(),
    additionalCost: text().notNull().default('Nessun costo aggiuntivo'),
    deliveryTimeMessage: text(),
    creditTime: text(),
    withdrawalRecharge: boolean().notNull(),
    timeSlotMinAmount: integer(),
    timeSlotMaxAmount: integer(),
    timeSlotFrom: text(),
    timeSlotTo: text(),
    /** Which PaymentProvider adapter carries it ('sandbox' is the one that runs here). */
    provider: text().notNull().default('sandbox'),
    /** redirect, modal, form, form-new-tab: how the browser reaches the provider (deposits). */
    submitStyle: text(),
    /** email or code: the extra field the method needs. */
    requiredField: text(),
    /** The result page's payment_type, which picks the confirmation call. */
    paymentType: text(),
    icon: text().notNull(),
    viewOrder: integer().notNull(),
    enabled: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('payment_methods_name_uq').on(t.name),
    check(
      'payment_methods_amounts',
      sql`${t.minAmount} > 0 and (${t.maxAmount} is null or ${t.maxAmount} >= ${t.minAmount})`,
    ),
  ],
);
