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
 * One row per 12-hour window the job processed (money.md §2 'Fidelity ranking'): its start is
 * unique, so a window is processed once however many runs or instances try. RankingEstrattoConto's
 * Punti list (ExecutionTime) and UltimoAggiornamento come from here.
 */
export const rankingRuns = pgTable(
  'ranking_runs',
  {
    id: serial().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    windowEnd: timestamp({ withTimezone: true }).notNull(),
    executedAt: timestamp({ withTimezone: true }).notNull(),
    /** Players credited and points credited by the window (counts for the log). */
    players: integer().notNull().default(0),
    points: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('ranking_runs_window_uq').on(t.windowStart),
    index('ranking_runs_executed_idx').on(t.executedAt),
  ],
);

/**
 * A player's fidelity profile on the ranking's side: created with the first points (the auth
 * module's players.fidelity is set at the same time). Its row is what a conversion locks, so two
 * conversions of one player run one after the other and cannot spend the same points.
 */
export const rankingProfiles = pgTable('ranking_profiles', {
  playerId: integer()
    .primaryKey()
    .references(() => players.id),
  enrolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The points ledger of each player (Movimenti): earned from play by a window (positive), spent by
 * a conversion (negative), or given (not convertible). `key` makes each one once: a window credits
 * a player once ('play:<window>:<player>'), a conversion spends once ('use:<id>').
 */
export const rankingMovements = pgTable(
  'ranking_movements',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    points: integer().notNull(),
    /** RANKING_CAUSE: 'play', 'conversion', 'gift'. */
    cause: text().notNull(),
    description: text().notNull(),
    convertible: boolean().notNull(),
    runId: integer().references(() => rankingRuns.id),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ranking_movements_key_uq').on(t.key),
    // The statement (a player's movements, newest first) and the balances.
    index('ranking_movements_player_idx').on(t.playerId, t.createdAt),
    // The leaderboard: the points earned since the start of the month, by player.
    index('ranking_movements_earned_idx')
      .on(t.createdAt, t.playerId)
      .where(sql`${t.cause} = 'play'`),
    check('ranking_movements_points_nonzero', sql`${t.points} <> 0`),
    check('ranking_movements_cause', sql`${t.cause} in ('play', 'conversion', 'gift')`),
  ],
);

/**
 * The conversion catalogue (ConversioniDisponibili): what points buy. `offerTrigger` names the
 * bonuses module's coupon-only offer the conversion issues a coupon of.
 */
export const rankingConversions = pgTable(
  'ranking_conversions',
  {
    id: serial().primaryKey(),
    /** The catalogue's own key (the seed adds a conversion once). */
    code: text().notNull(),
    /** RANKING_CONVERSION_KIND: 'coupon', 'ticket-promo', 'unique-code', 'deposit-bonus'. */
    kind: text().notNull(),
    name: text().notNull(),
    offerTrigger: text().notNull(),
    /** Cents. */
    bonusValue: bigint({ mode: 'number' }).notNull(),
    pointsToConvert: integer().notNull(),
    /** Cents before a discount; 0: none. */
    insteadOf: bigint({ mode: 'number' }).notNull().default(0),
    releaseMaxPerPlayerMonth: integer().notNull(),
    /** Cents a player may get from it in a month. */
    releaseMaxAmountMonth: bigint({ mode: 'number' }).notNull(),
    dateTo: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('ranking_conversions_code_uq').on(t.code),
    check(
      'ranking_conversions_kind',
      sql`${t.kind} in ('coupon', 'ticket-promo', 'unique-code', 'deposit-bonus')`,
    ),
    check(
      'ranking_conversions_amounts',
      sql`${t.bonusValue} > 0 and ${t.pointsToConvert} > 0 and ${t.releaseMaxPerPlayerMonth} > 0`,
    ),
  ],
);

/**
 * Each conversion a player made: the monthly limits count them, and a unique code (the deposit
 * bonus) waits here until the player redeems it, which issues its coupon.
 */
export const rankingConversionUses = pgTable(
  'ranking_conversion_uses',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    conversionId: integer()
      .notNull()
      .references(() => rankingConversions.id),
    points: integer().notNull(),
    bonusValue: bigint({ mode: 'number' }).notNull(),
    /** The coupon issued (a coupon or a ticket promo at once, a deposit bonus once its code is redeemed). */
    couponCode: text(),
    /** The unique code of a unique-code or deposit-bonus conversion. */
    uniqueCode: text(),
    redeemedAt: timestamp({ withTimezone: true }),
    /** The deposit bonus's deadline (BonusDepositoValidoAl), once redeemed. */
    validUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ranking_conversion_uses_unique_code_uq').on(t.uniqueCode),
    // The monthly limits: a player's uses of a conversion since the month's start.
    index('ranking_conversion_uses_player_idx').on(t.playerId, t.conversionId, t.createdAt),
    // BonusDepositoValidoAl: the player's redeemed deposit bonuses.
    index('ranking_conversion_uses_redeemed_idx')
      .on(t.playerId, t.validUntil)
      .where(sql`${t.validUntil} is not null`),
  ],
);
