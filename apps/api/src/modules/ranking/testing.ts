import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GAME_FAMILY } from '@conto-gioco/shared/play';
import { windowSequence } from '../../lib/rome-windows.ts';
import type { Database } from '../../db/client.ts';
import { openCasinoSession, placeTicket, playCasinoRound, settleEvent, voidTicket } from '../play/service.ts';
import { processClosedWindows, windowOf } from './job.ts';

/**
 * Test helpers of the ranking's tests: play that a window's job counts, dated into the window the
 * test chooses (the play service stamps its own calls now).
 */

const HOUR_MS = 3_600_000;

/** A sport single of `stake` cents, decided (won or lost) or voided, settled at `at`. */
export async function settledTicket(
  db: Database,
  playerId: number,
  stake: number,
  at: Date,
  outcome: 'won' | 'lost' | 'void' | 'open' = 'lost',
): Promise<string> {
  const ticketId = `RKT${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const eventId = `EV${ticketId}`;
  const placed = await placeTicket(db, {
    ticketId,
    playerId,
    family: GAME_FAMILY.SPORT,
    kind: 'single',
    stake,
    systems: [],
    legs: [
      {
        eventId,
        eventName: 'Inter - Milan',
        eventDate: new Date(Date.now() + HOUR_MS).toISOString(),
        marketCode: '1X2',
        market: '1X2 Esito finale',
        outcome: '1',
        outcomeCode: 1,
        odds: 200,
        fixed: false,
        live: false,
      },
    ],
  });
  if (!placed.ok) throw new Error(`ticket refused: ${placed.message}`);
  if (outcome === 'void') await voidTicket(db, { requestId: `void:${ticketId}`, ticketId });
  else if (outcome !== 'open')
    await settleEvent(db, {
      requestId: `settle:${ticketId}`,
      eventId,
      marketCode: '1X2',
      resultCode: outcome === 'won' ? 1 : 2,
      void: false,
      payWinners: true,
    });
  await db.execute(
    sql`update play_tickets set settled_at = ${at} where platform_id = ${ticketId} and settled_at is not null`,
  );
  return ticketId;
}

/** Casino rounds of `bet` cents each, played at `at`. */
export async function casinoRounds(db: Database, playerId: number, bets: number[], at: Date): Promise<void> {
  const sessionCode = `RKC${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await openCasinoSession(db, { sessionCode, playerId, game: 'Starburst', platform: 'NetEnt' });
  for (const [index, bet] of bets.entries())
    await playCasinoRound(db, { sessionCode, roundId: `R${index}`, bet, win: 0, playedAt: at.toISOString() });
}

/** A window of its own for each use (windowSequence). */
export const nextWindow = windowSequence(windowOf);

/** The player earns `points` convertible points through the job (a lost sport ticket in a window of its own). */
export async function earnPoints(db: Database, playerId: number, points: number): Promise<void> {
  const window = nextWindow();
  await settledTicket(db, playerId, points * 100, window.inside);
  await processClosedWindows(db, window.after);
}
