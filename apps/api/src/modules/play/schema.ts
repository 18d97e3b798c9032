import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from '../auth/schema.ts';

/**
 * Tickets of every family but casino: sport and horse-racing tickets (with legs), lottery and
 * scratch tickets (with their detail). `platformId` is the platform's ticket id (the id the player
 * sees, and the idempotency key of its placement); `aamsCode` the regulator's code.
 */
export const playTickets = pgTable(
  'play_tickets',
  {
    id: serial().primaryKey(),
    platformId: text().notNull(),
    aamsCode: text().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** GAME_FAMILY: 1 sport, 2 horse racing, 20-23 lotteries, 30 scratch. */
    family: smallint().notNull(),
    /** single, multiple or system. */
    kind: text().notNull(),
    game: text(),
    platform: text(),
    stake: bigint({ mode: 'number' }).notNull(),
    possibleWin: bigint({ mode: 'number' }).notNull(),
    /** TICKET_STATE. */
    state: smallint().notNull().default(1),
    win: bigint({ mode: 'number' }).notNull().default(0),
    /** Lottery and scratch detail: numbers, wheels, draw, card. */
    detail: jsonb(),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    cashOutAmount: bigint({ mode: 'number' }),
    cashedOutAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('play_tickets_platform_id_uq').on(t.platformId),
    uniqueIndex('play_tickets_aams_code_uq').on(t.aamsCode),
    // The bet list: a player's tickets in a date range is one index range scan.
    index('play_tickets_player_placed_idx').on(t.playerId, t.placedAt),
    // In corso and cash-out: the player's open tickets only.
    index('play_tickets_player_open_idx')
      .on(t.playerId, t.placedAt)
      .where(sql`${t.state} = 1`),
    // The fidelity ranking's job: the tickets settled in a window (play/volumes.ts).
    index('play_tickets_settled_idx').on(t.settledAt),
    check('play_tickets_stake_positive', sql`${t.stake} > 0`),
    check('play_tickets_kind', sql`${t.kind} in ('single', 'multiple', 'system')`),
    check('play_tickets_state', sql`${t.state} in (1, 3, 4, 5, 8, 10)`),
  ],
);

/**
 * A ticket's legs (money.md §3): Cod_Esito is `outcomeCode`, Cod_Esito_vin `resultCode` (0 while
 * pending); a void leg is decided with resultCode = outcomeCode and paid at odds 1.00.
 */
export const playTicketLegs = pgTable(
  'play_ticket_legs',
  {
    ticketId: integer()
      .notNull()
      .references(() => playTickets.id),
    position: smallint().notNull(),
    eventId: text().notNull(),
    eventName: text().notNull(),
    eventDate: timestamp({ withTimezone: true }).notNull(),
    marketCode: text().notNull(),
    market: text().notNull(),
    outcome: text().notNull(),
    outcomeCode: integer().notNull(),
    resultCode: integer().notNull().default(0),
    outcomeHash: text(),
    /** Quota, in hundredths. */
    odds: integer().notNull(),
    /** Quota_pag, in hundredths, once decided: the odds if won, 100 if void, 0 if lost. */
    paidOdds: integer(),
    isVoid: boolean().notNull().default(false),
    handicap: text(),
    fixed: boolean().notNull().default(false),
    live: boolean().notNull().default(false),
    groupName: text(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.position] }),
    // Settling an event finds its pending legs.
    index('play_ticket_legs_pending_event_idx')
      .on(t.eventId, t.marketCode)
      .where(sql`${t.resultCode} = 0`),
  ],
);

/** A system ticket's sizes (money.md §3 system combinations: Sistema, Num_combinazioni, Importo_scomm). */
export const playTicketSystems = pgTable(
  'play_ticket_systems',
  {
    ticketId: integer()
      .notNull()
      .references(() => playTickets.id),
    size: smallint().notNull(),
    combinations: integer().notNull(),
    stakePerCombination: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.size] })],
);

/** A casino session: its rounds' bets and wins summed (money.md §2 'Casino ticket detail'). */
export const playCasinoSessions = pgTable(
  'play_casino_sessions',
  {
    id: serial().primaryKey(),
    sessionCode: text().notNull(),
    aamsCode: text().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    game: text().notNull(),
    platform: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    bet: bigint({ mode: 'number' }).notNull().default(0),
    win: bigint({ mode: 'number' }).notNull().default(0),
    rounds: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('play_casino_sessions_code_uq').on(t.sessionCode),
    uniqueIndex('play_casino_sessions_aams_code_uq').on(t.aamsCode),
    index('play_casino_sessions_player_started_idx').on(t.playerId, t.startedAt),
  ],
);

export const playCasinoRounds = pgTable(
  'play_casino_rounds',
  {
    sessionId: integer()
      .notNull()
      .references(() => playCasinoSessions.id),
    roundId: text().notNull(),
    bet: bigint({ mode: 'number' }).notNull(),
    win: bigint({ mode: 'number' }).notNull(),
    playedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.roundId] }),
    // The fidelity ranking's job: the rounds played in a window (play/volumes.ts).
    index('play_casino_rounds_played_idx').on(t.playedAt),
    check('play_casino_rounds_amounts', sql`${t.bet} >= 0 and ${t.win} >= 0`),
  ],
);

/**
 * The platform's current outcomes and odds (its palinsesto rows), by OutcomeId_hash: cash-out
 * offers read the open legs' current odds here, GetEventRows the reservations' event rows.
 */
export const playOutcomes = pgTable('play_outcomes', {
  outcomeHash: text().primaryKey(),
  eventId: text().notNull(),
  eventName: text().notNull(),
  eventDate: timestamp({ withTimezone: true }).notNull(),
  marketCode: text().notNull(),
  market: text().notNull(),
  outcome: text().notNull(),
  outcomeCode: integer().notNull(),
  odds: integer().notNull(),
  groupName: text(),
  live: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Booked slips (money.md §3 reservation: Id, ShortCode, Crediti, DateTime, Detail, SistemaComb). */
export const playReservations = pgTable(
  'play_reservations',
  {
    id: serial().primaryKey(),
    shortCode: text().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    credits: bigint({ mode: 'number' }).notNull(),
    systemComb: text().notNull().default(''),
    /** [{ outcomeHash, eventId, eventName, eventDate, market, outcome, outcomeCode, odds, groupName }] */
    details: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('play_reservations_short_code_uq').on(t.shortCode),
    index('play_reservations_player_created_idx').on(t.playerId, t.createdAt),
  ],
);

/**
 * Every operator call done, by the platform's own id: a replay answers the stored answer and moves
 * nothing. Written in the transaction of the call, so a call that fails leaves no trace.
 */
export const playRequests = pgTable(
  'play_requests',
  {
    operation: text().notNull(),
    requestId: text().notNull(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.requestId] })],
);
