import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A leg as the sandbox sold it; `settled` once the operator set its market's result. */
export type SandboxLeg = {
  eventId: string;
  eventName: string;
  marketCode: string;
  market: string;
  outcomeCode: number;
  outcome: string;
  odds: number;
  settled: boolean;
};

/**
 * The play sandbox's own books: the tickets it sold, as a real platform keeps them on its side, so
 * that its operator page can list the open legs and tickets. The account's tickets (modules/play)
 * learn every result only through the operator API; `state` and `win` mirror its answers.
 */
export const sandboxPlayTickets = pgTable(
  'sandbox_play_tickets',
  {
    /** The platform's ticket id sent to the operator API. */
    ticketId: text().primaryKey(),
    playerId: integer().notNull(),
    family: integer().notNull(),
    kind: text().notNull(),
    game: text().notNull(),
    stake: integer().notNull(),
    possibleWin: integer().notNull().default(0),
    legs: jsonb().$type<SandboxLeg[]>().notNull().default([]),
    /** The ticket state of the operator API's last answer (TICKET_STATE). */
    state: integer().notNull(),
    win: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_play_tickets_state_idx').on(t.state, t.createdAt)],
);
