import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BonusTerms } from '@conto-gioco/shared/bonuses';
import { players } from '../auth/schema.ts';

/**
 * What can be granted: a promo code's bonus (`code`, siglapromo), or one the site grants by itself
 * (`trigger`: the first deposit). Its terms are copied into each grant, so a later change of the
 * offer never changes a bonus already given.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial().primaryKey(),
    /** The promo code a player types (upper case), or null for an offer only a trigger grants. */
    code: text(),
    /** 'first-deposit': granted with the player's first approved deposit. */
    trigger: text(),
    /** descrizione, descrizione_estesa. */
    name: text().notNull(),
    description: text().notNull(),
    /** BONUS_TYPE. */
    type: smallint().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** A share of the first deposit (percent) up to `amount`, for a first-deposit offer; null: `amount`. */
    depositPercent: integer(),
    terms: jsonb().$type<BonusTerms>().notNull(),
    /** Days a grant has to complete its wagering. */
    validDays: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }),
    validTo: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_offers_code_uq').on(t.code),
    uniqueIndex('bonus_offers_trigger_uq').on(t.trigger),
    check('bonus_offers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A bonus given to a player, with its terms and progress. `residual` is what is left of it in the
 * player's bonus account: the bonus account's balance is the sum of the active grants' residuals.
 * `wagered` counts qualifying stakes towards `toWager`.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    offerId: integer()
      .notNull()
      .references(() => bonusOffers.id),
    type: smallint().notNull(),
    name: text().notNull(),
    code: text(),
    amount: bigint({ mode: 'number' }).notNull(),
    residual: bigint({ mode: 'number' }).notNull(),
    toWager: bigint({ mode: 'number' }).notNull(),
    wagered: bigint({ mode: 'number' }).notNull().default(0),
    /** totWinPlay: what wins of its stakes gave back to it. */
    won: bigint({ mode: 'number' }).notNull().default(0),
    terms: jsonb().$type<BonusTerms>().notNull(),
    /** The coupon this grant was redeemed with; null for a promo code or a trigger. */
    couponId: integer().references((): AnyPgColumn => bonusCoupons.id),
    /** BONUS_STATE. */
    state: text().notNull().default('active'),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One grant of an offer per player, except through coupons: one grant per coupon.
    uniqueIndex('bonus_grants_player_offer_uq')
      .on(t.playerId, t.offerId)
      .where(sql`${t.couponId} is null`),
    uniqueIndex('bonus_grants_coupon_uq').on(t.couponId),
    // A stake finds the player's active grants; the expiry job the active ones past their date.
    index('bonus_grants_active_idx')
      .on(t.playerId, t.grantedAt)
      .where(sql`${t.state} = 'active'`),
    index('bonus_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'active'`),
    check('bonus_grants_amounts', sql`${t.residual} >= 0 and ${t.wagered} >= 0 and ${t.toWager} >= 0`),
    check('bonus_grants_state', sql`${t.state} in ('active', 'completed', 'expired', 'cancelled')`),
  ],
);

/**
 * The bonus share of a stake, by the stake's ledger key: what the win or refund of that stake
 * gives back to the bonus (while its grant is active) rather than to cash.
 */
export const bonusStakes = pgTable('bonus_stakes', {
  stakeKey: text().primaryKey(),
  grantId: integer()
    .notNull()
    .references(() => bonusGrants.id),
  stake: bigint({ mode: 'number' }).notNull(),
  bonus: bigint({ mode: 'number' }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A coupon: one player's own code for an offer (money.md §3 'Promotion with coupons'), issued by a
 * ranking conversion, a VIP profile or a promotion, redeemed through RedeemBonus like a promo code.
 * An activator, when set, asks for `activatorTarget` cents of deposits between issue and
 * `unlockBy` before the coupon can be used.
 */
export const bonusCoupons = pgTable(
  'bonus_coupons',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    offerId: integer()
      .notNull()
      .references(() => bonusOffers.id),
    /** BonusCode: what the player types or the card redeems; unique across the site. */
    code: text().notNull(),
    /** SourceBonusCode: what issued it ('RANKING', 'VIP', a promotion's code). */
    source: text().notNull(),
    /** What the coupon grants, cents (the offer's amount unless the issuer set another). */
    amount: bigint({ mode: 'number' }).notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }).notNull(),
    activatorTarget: bigint({ mode: 'number' }),
    /** Approved deposits counted toward the activator so far, cents (the deposit flow adds them). */
    activatorDeposited: bigint({ mode: 'number' }).notNull().default(0),
    unlockBy: timestamp({ withTimezone: true }),
    unlockedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    /** The issuer's key (a conversion's id, ...): the same issue twice makes one coupon. */
    issueKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_coupons_code_uq').on(t.code),
    uniqueIndex('bonus_coupons_issue_key_uq').on(t.issueKey),
    index('bonus_coupons_player_idx').on(t.playerId, t.validTo),
    check('bonus_coupons_amount_positive', sql`${t.amount} > 0`),
    check('bonus_coupons_period', sql`${t.validTo} > ${t.validFrom}`),
  ],
);
