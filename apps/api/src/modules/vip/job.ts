import { desc, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@conto-gioco/shared/money';
import { formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import { VIP, VIP_PLATFORM } from '@conto-gioco/shared/vip';
import { romeWindowOf } from '../../lib/rome-windows.ts';
import { inTransaction, type Database, type DatabaseHandle, type Executor } from '../../db/client.ts';
import { playVolumesByGameBetween, type GameVolume } from '../play/volumes.ts';
import { vipMovements, vipPointRules, vipRuns, vipSubscriptions } from './schema.ts';

/** The advisory lock of the job (7_310_001 migrations, 7_310_002 reconciliation, 7_310_010 ranking). */
export const VIP_LOCK_ID = 7_310_020;

/** The job's window holding an instant: 12 hours from Rome's 00:00 or 12:00. */
export const windowOf = (at: Date) => romeWindowOf(at, VIP.updateEveryHours);

const windowBefore = (start: Date) => windowOf(new Date(start.getTime() - 1));

type Rule = typeof vipPointRules.$inferSelect;

/**
 * The rule of a game's play: the provider's rule for the game, else the provider's '*', else the
 * platform's '*' / '*'. None: the play earns no points.
 */
export function ruleOf(rules: Rule[], platformId: number, provider: string, game: string): Rule | null {
  const of = (p: string, g: string) =>
    rules.find((rule) => rule.platformId === platformId && rule.provider === p && rule.game === g);
  return of(provider, game) ?? of(provider, '*') ?? of('*', '*') ?? null;
}

const platformOf = (volume: GameVolume) =>
  volume.kind === 'sport' ? VIP_PLATFORM.SPORT : VIP_PLATFORM.CASINO;

/** All the rules, for the job and GetVipClubPoints. */
export const pointRules = (db: Executor) => db.select().from(vipPointRules);

export type VipRunSummary = { windows: number; movements: number; points: number };

/**
 * Credits one window's comp points, in one transaction, at most once: its vip_runs row is unique
 * by start and each movement's key names the window, the subscription, the provider and the game.
 * Only the play of enrolled players earns points (docs/decisions.md 'VIP Club (issue 20)').
 */
async function processWindow(db: Database, window: { start: Date; end: Date }, now: Date) {
  return inTransaction(db, async (tx) => {
    const [run] = await tx
      .insert(vipRuns)
      .values({ windowStart: window.start, windowEnd: window.end, executedAt: now })
      .onConflictDoNothing()
      .returning({ id: vipRuns.id });
    if (!run) return null;
    const volumes = await playVolumesByGameBetween(tx, window.start, window.end);
    if (volumes.length === 0) return { movements: 0, points: 0 };
    const subscriptions = await tx
      .select()
      .from(vipSubscriptions)
      .where(inArray(vipSubscriptions.playerId, [...new Set(volumes.map((volume) => volume.playerId))]));
    const rules = await pointRules(tx);
    const period = `dal ${formatRomeDateTime(window.start)} al ${formatRomeDateTime(window.end)}`;
    const values = volumes.flatMap((volume) => {
      const platformId = platformOf(volume);
      const subscription = subscriptions.find(
        (row) => row.playerId === volume.playerId && row.platformId === platformId,
      );
      const rule = ruleOf(rules, platformId, volume.provider, volume.game);
      if (!subscription || !rule) return [];
      const points = Math.floor(volume.amount / rule.centsPerPoint);
      if (points <= 0) return [];
      const game = volume.game || volume.provider;
      return [
        {
          playerId: volume.playerId,
          subscriptionId: subscription.id,
          points,
          cause: 'play',
          notes: `Giocati ${formatCents(volume.amount)} su ${game || 'scommesse'}, ${period}`,
          game: game || null,
          amount: volume.amount,
          amountPerPoint: rule.centsPerPoint,
          runId: run.id,
          key: `play:${window.start.toISOString()}:${subscription.id}:${volume.provider}:${volume.game}`,
          createdAt: window.end,
        },
      ];
    });
    if (values.length === 0) return { movements: 0, points: 0 };
    const credited = await tx
      .insert(vipMovements)
      .values(values)
      .onConflictDoNothing()
      .returning({ points: vipMovements.points });
    const points = credited.reduce((sum, movement) => sum + movement.points, 0);
    await tx
      .update(vipRuns)
      .set({ points })
      .where(sql`${vipRuns.id} = ${run.id}`);
    return { movements: credited.length, points };
  });
}

/**
 * Every window closed by `now` and not processed yet, oldest first, as the ranking's job: from the
 * last processed one (or the window of `options.firstAt`, by default VIP.catchUpWindows back), at
 * most that many per run. Safe to run twice or at once.
 */
export async function processClosedVipWindows(
  db: Database,
  now = new Date(),
  options: { firstAt?: Date } = {},
): Promise<VipRunSummary> {
  const current = windowOf(now);
  const [last] = await db
    .select({ end: vipRuns.windowEnd })
    .from(vipRuns)
    .orderBy(desc(vipRuns.windowStart))
    .limit(1);
  let start = last?.end ?? (options.firstAt ? windowOf(options.firstAt).start : current.start);
  if (!last && !options.firstAt)
    for (let n = 0; n < VIP.catchUpWindows; n++) start = windowBefore(start).start;
  const summary: VipRunSummary = { windows: 0, movements: 0, points: 0 };
  for (let n = 0; n < VIP.catchUpWindows && start < current.start; n++) {
    const window = windowOf(start);
    const done = await processWindow(db, window, now);
    if (done) {
      summary.windows++;
      summary.movements += done.movements;
      summary.points += done.points;
    }
    start = window.end;
  }
  return summary;
}

/** The scheduled run: one instance at a time under the job's advisory lock; null when another holds it. */
export async function updateVipPoints(
  database: Pick<DatabaseHandle, 'db' | 'runExclusive'>,
  now = new Date(),
): Promise<VipRunSummary | null> {
  const outcome = await database.runExclusive(VIP_LOCK_ID, () => processClosedVipWindows(database.db, now));
  return outcome.ran ? outcome.value : null;
}
