import { windowSequence } from '../../lib/rome-windows.ts';
import type { Database } from '../../db/client.ts';
import { casinoRounds, settledTicket } from '../ranking/testing.ts';
import { processClosedVipWindows, windowOf } from './job.ts';

/** Test helpers of the VIP Club's tests: play dated into windows of their own, and the job after them. */

/** A window later than any taken before (and than the seed's), with a time inside it and the clock after it. */
export const nextVipWindow = windowSequence(windowOf);

/** The player earns `points` sport comp points through the job (a lost ticket of points × 1 €). */
export async function earnSportPoints(db: Database, playerId: number, points: number): Promise<void> {
  const window = nextVipWindow();
  await settledTicket(db, playerId, points * 100, window.inside);
  await processClosedVipWindows(db, window.after);
}

export { casinoRounds, settledTicket };
