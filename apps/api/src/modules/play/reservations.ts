import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Result } from '@conto-gioco/shared/envelope';
import { PLAY_CODE, PLAY_MESSAGES, type CreateReservationRequest } from '@conto-gioco/shared/play';
import type { Database, Executor } from '../../db/client.ts';
import { findPlayerById } from '../auth/players.ts';
import { once, refuse } from './requests.ts';
import { playOutcomes, playReservations } from './schema.ts';
import { recordOutcomes } from './tickets.ts';

export type ReservationDetail = CreateReservationRequest['details'][number];

export type Reservation = {
  id: number;
  shortCode: string;
  /** Crediti, in cents. */
  credits: number;
  createdAt: Date;
  systemComb: string;
  details: ReservationDetail[];
};

/**
 * Books a slip for a player (money.md §3 reservation); no money moves. Its outcomes join the
 * platform's outcome rows, so GetEventRows answers them while their events are ahead. Idempotent
 * by its ShortCode.
 */
export async function createReservation(
  db: Database,
  request: CreateReservationRequest,
): Promise<Result<{ id: number; shortCode: string }>> {
  return once(db, 'reservation', request.shortCode, async (context) => {
    if (!(await findPlayerById(context.tx, request.playerId)))
      refuse(PLAY_CODE.UNKNOWN_PLAYER, PLAY_MESSAGES.unknownPlayer);
    const [row] = await context.tx
      .insert(playReservations)
      .values({
        shortCode: request.shortCode,
        playerId: request.playerId,
        credits: request.credits,
        systemComb: request.systemComb,
        details: request.details,
      })
      .returning({ id: playReservations.id, shortCode: playReservations.shortCode });
    await recordOutcomes(
      context.tx,
      request.details.map((detail) => ({ ...detail, live: false })),
      { onlyNew: true },
    );
    return row!;
  });
}

/** A player's reservations, newest first (GetBetsReserved: skip, take). */
export async function listReservations(
  db: Executor,
  playerId: number,
  page: { skip: number; take: number } = { skip: 0, take: 1000 },
): Promise<Reservation[]> {
  const rows = await db
    .select()
    .from(playReservations)
    .where(and(eq(playReservations.playerId, playerId), isNull(playReservations.deletedAt)))
    .orderBy(desc(playReservations.createdAt), desc(playReservations.id))
    .offset(page.skip)
    .limit(page.take);
  return rows.map((row) => ({
    id: row.id,
    shortCode: row.shortCode,
    credits: row.credits,
    createdAt: row.createdAt,
    systemComb: row.systemComb,
    details: row.details as ReservationDetail[],
  }));
}

/** DeleteBetReserved: answers whether the player's reservation existed and is now gone. */
export async function deleteReservation(db: Executor, playerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .update(playReservations)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(playReservations.id, id),
        eq(playReservations.playerId, playerId),
        isNull(playReservations.deletedAt),
      ),
    )
    .returning({ id: playReservations.id });
  return deleted.length > 0;
}

export type EventRow = typeof playOutcomes.$inferSelect;

/**
 * GetEventRows: the outcome rows of these OutcomeId_hash whose event is still ahead at `now`
 * (an empty answer is the reservation's expired note).
 */
export async function eventRows(
  db: Executor,
  outcomeHashes: string[],
  now = new Date(),
): Promise<EventRow[]> {
  if (outcomeHashes.length === 0) return [];
  return db
    .select()
    .from(playOutcomes)
    .where(and(inArray(playOutcomes.outcomeHash, outcomeHashes), gt(playOutcomes.eventDate, now)))
    .orderBy(playOutcomes.eventDate, playOutcomes.outcomeHash);
}
