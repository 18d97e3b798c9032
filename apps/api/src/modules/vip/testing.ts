import type { Database } from '../../db/client.ts';
import { casinoRounds, settledTicket } from '../ranking/testing.ts';
import { processClosedVipWindows, windowOf } from './job.ts';

/** Test helpers of the VIP Club's tests: play dated into windows of their own, and the job after them. */

const HOUR_MS = 3_600_000;
let windowsTaken = 1;

/** A window later than any taken before (and than the seed's), a time inside it and the clock after it. */
export function nextVipWindow() {
  let window = windowOf(new Date());
  for (let k = 0; k < windowsTaken; k++) window = windowOf(window.end);
  windowsTaken++;
  return {
    ...window,
    inside: new Date(window.start.getTime() + HOUR_MS),
    after: new Date(window.end.getTime() + 1),
  };
}

/** The player earns `points` sport comp points through the job (a lost ticket of points × 1 €). */
export async function earnSportPoints(db: Database, playerId: number, points: number): Promise<void> {
  const window = nextVipWindow();
  await settledTicket(db, playerId, points * 100, window.inside);
  await processClosedVipWindows(db, window.after);
}

export { casinoRounds, settledTicket };
