import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/** The level catalogue: a subscription is at the highest level whose threshold it reached. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Points earned in the last 12 months to reach it. */
    threshold: integer().notNull(),
  },
  (t) => [
    uniqueIndex('vip_levels_name_uq').on(t.name),
    check('vip_levels_threshold', sql`${t.threshold} >= 0`),
  ],
);

/**
 * A player's enrolment on one platform (VIP_PLATFORM): SubscriptionId. Its row is what a recharge
 * locks, so two recharges of one subscription take turns and cannot spend the same points. The
 * level is not stored: it follows the points of the last 12 months when read.
 */
export const vipSubscriptions = pgTable(
  'vip_subscriptions',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    platformId: smallint().notNull(),
    since: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vip_subscriptions_player_platform_uq').on(t.playerId, t.platformId),
    check('vip_subscriptions_platform', sql`${t.platformId} in (1, 2)`),
  ],
);

/** GetVipClubPoints: cents played per point, by provider and game ('*': any). */
export const vipPointRules = pgTable(
  'vip_point_rules',
  {
    id: serial().primaryKey(),
    platformId: smallint().notNull(),
    provider: text().notNull(),
    game: text().notNull(),
    centsPerPoint: integer().notNull(),
  },
  (t) => [
    uniqueIndex('vip_point_rules_uq').on(t.platformId, t.provider, t.game),
    check('vip_point_rules_cents', sql`${t.centsPerPoint} > 0`),
  ],
);

/** One row per 12-hour window the job processed: its start is unique, so a window is done once. */
export const vipRuns = pgTable(
  'vip_runs',
  {
    id: serial().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    windowEnd: timestamp({ withTimezone: true }).notNull(),
    executedAt: timestamp({ withTimezone: true }).notNull(),
    points: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('vip_runs_window_uq').on(t.windowStart)],
);

/**
 * The comp points ledger of each subscription (the statement's rows): earned from a game's play in
 * a window (positive), spent by a recharge (negative). `key` makes each one once.
 */
export const vipMovements = pgTable(
  'vip_movements',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    subscriptionId: integer()
      .notNull()
      .references(() => vipSubscriptions.id),
    points: integer().notNull(),
    /** VIP_CAUSES: 'play', 'recharge'. */
    cause: text().notNull(),
    notes: text().notNull(),
    game: text(),
    /** Cents played (0 for a recharge). */
    amount: bigint({ mode: 'number' }).notNull().default(0),
    amountPerPoint: integer().notNull().default(0),
    runId: integer().references(() => vipRuns.id),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vip_movements_key_uq').on(t.key),
    index('vip_movements_subscription_idx').on(t.subscriptionId, t.createdAt),
    check('vip_movements_points_nonzero', sql`${t.points} <> 0`),
    check('vip_movements_cause', sql`${t.cause} in ('play', 'recharge')`),
  ],
);

/** The recharge cards: `points` buy a coupon of the bonuses module's offer `offerTrigger`. */
export const vipRechargeCards = pgTable(
  'vip_recharge_cards',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    platformId: smallint().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    points: integer().notNull(),
    /** Cents. */
    bonusAmount: bigint({ mode: 'number' }).notNull(),
    offerTrigger: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('vip_recharge_cards_code_uq').on(t.code),
    check('vip_recharge_cards_amounts', sql`${t.points} > 0 and ${t.bonusAmount} > 0`),
  ],
);

/** Each recharge a player made; granted at once (its coupon redeemed in the same transaction). */
export const vipRechargeRequests = pgTable(
  'vip_recharge_requests',
  {
    id: serial().primaryKey(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    cardId: integer()
      .notNull()
      .references(() => vipRechargeCards.id),
    subscriptionId: integer()
      .notNull()
      .references(() => vipSubscriptions.id),
    points: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    state: text().notNull(),
    couponCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vip_recharge_requests_player_idx').on(t.playerId, t.createdAt),
    check('vip_recharge_requests_state', sql`${t.state} in ('granted')`),
  ],
);
