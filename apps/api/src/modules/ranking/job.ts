import { desc, sql } from 'drizzle-orm';
import { formatCents } from '@conto-gioco/shared/money';
import { RANKING, RANKING_DESCRIPTIONS, RANKING_POINTS } from '@conto-gioco/shared/ranking';
import { formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import { romeWindowOf } from '../../lib/rome-windows.ts';
import { inTransaction, type Database, type DatabaseHandle } from '../../db/client.ts';
import { enrolInFidelity } from '../auth/players.ts';
import { playVolumesBetween, type PlayVolume } from '../play/volumes.ts';
import { rankingMovements, rankingProfiles, rankingRuns } from './schema.ts';

/** The advisory lock of the job (7_310_001 migrations, 7_310_002 reconciliation). */
export const RANKING_LOCK_ID = 7_310_010;

/** The job's window holding an instant: 12 hours from Rome's 00:00 or 12:00. */
export const windowOf = (at: Date) => romeWindowOf(at, RANKING.updateEveryHours);

/** The window before the one starting at `start`. */
const windowBefore = (start: Date) => windowOf(new Date(start.getTime() - 1));

/** The points a window's play earns (docs/decisions.md 'Fidelity ranking (issue 19)'). */
export function pointsOf(volume: Pick<PlayVolume, 'sportStake' | 'casinoBet'>): number {
  return (
    Math.floor(volume.sportStake / RANKING_POINTS.sportCentsPerPoint) +
    Math.floor(volume.casinoBet / RANKING_POINTS.casinoCentsPerPoint)
  );
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

export type RankingRunSummary = { windows: number; players: number; points: number };

/**
 * Credits one window's points, in one transaction, at most once: its ranking_runs row is unique by
 * start (a second run at once waits on that index and then finds it taken) and each movement's key
 * names the window and the player. Players earning for the first time get their fidelity profile.
 */
async function processWindow(
  db: Database,
  window: { start: Date; end: Date },
  now: Date,
): Promise<{ players: number; points: number } | null> {
  return inTransaction(db, async (tx) => {
    const [run] = await tx
      .insert(rankingRuns)
      .values({ windowStart: window.start, windowEnd: window.end, executedAt: now })
      .onConflictDoNothing()
      .returning({ id: rankingRuns.id });
    if (!run) return null;
    const credits = (await playVolumesBetween(tx, window.start, window.end))
      .map((volume) => ({ volume, points: pointsOf(volume) }))
      .filter((credit) => credit.points > 0);
    if (credits.length === 0) return { players: 0, points: 0 };
    const period = { from: formatRomeDateTime(window.start), to: formatRomeDateTime(window.end) };
    const credited = await tx
      .insert(rankingMovements)
      .values(
        credits.map(({ volume, points }) => ({
          playerId: volume.playerId,
          points,
          cause: 'play',
          description: fill(RANKING_DESCRIPTIONS.play, {
            sport: formatCents(volume.sportStake),
            casino: formatCents(volume.casinoBet),
            ...period,
          }),
          convertible: true,
          runId: run.id,
          key: `play:${window.start.toISOString()}:${volume.playerId}`,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ playerId: rankingMovements.playerId, points: rankingMovements.points });
    const playerIds = credited.map((movement) => movement.playerId);
    await tx
      .insert(rankingProfiles)
      .values(playerIds.map((playerId) => ({ playerId, enrolledAt: now })))
      .onConflictDoNothing();
    await enrolInFidelity(tx, playerIds);
    const points = credited.reduce((sum, movement) => sum + movement.points, 0);
    await tx
      .update(rankingRuns)
      .set({ players: credited.length, points })
      .where(sql`${rankingRuns.id} = ${run.id}`);
    return { players: credited.length, points };
  });
}

/**
 * Every window closed by `now` and not processed yet, oldest first: from the last processed one
 * (or, the first time, the window of `options.firstAt`, by default RANKING_POINTS.catchUpWindows
 * back), at most that many per run, so a long outage is caught up over the next runs and no window
 * is skipped. Safe to run twice or at once.
 */
export async function processClosedWindows(
  db: Database,
  now = new Date(),
  options: { firstAt?: Date } = {},
): Promise<RankingRunSummary> {
  const current = windowOf(now);
  const [last] = await db
    .select({ end: rankingRuns.windowEnd })
    .from(rankingRuns)
    .orderBy(desc(rankingRuns.windowStart))
    .limit(1);
  let start = last?.end ?? (options.firstAt ? windowOf(options.firstAt).start : current.start);
  if (!last && !options.firstAt)
    for (let n = 0; n < RANKING_POINTS.catchUpWindows; n++) start = windowBefore(start).start;
  const summary: RankingRunSummary = { windows: 0, players: 0, points: 0 };
  for (let n = 0; n < RANKING_POINTS.catchUpWindows && start < current.start; n++) {
    const window = windowOf(start);
    const done = await processWindow(db, window, now);
    if (done) {
      summary.windows++;
      summary.players += done.players;
      summary.points += done.points;
    }
    start = window.end;
  }
  return summary;
}

/**
 * The scheduled run (every few minutes; a window closes every 12 hours): one instance at a time
 * under the job's advisory lock, which only saves duplicate work (processing is idempotent).
 * Null when another instance holds the lock.
 */
export async function updateRanking(
  database: Pick<DatabaseHandle, 'db' | 'runExclusive'>,
  now = new Date(),
): Promise<RankingRunSummary | null> {
  const outcome = await database.runExclusive(RANKING_LOCK_ID, () => processClosedWindows(database.db, now));
  return outcome.ran ? outcome.value : null;
}
