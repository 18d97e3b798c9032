/**
 * What CheckAuth reads of a player besides the balance (the row, the client settings), kept per
 * instance for a moment like sessions and balances, so that a CheckAuth costs no database round
 * trip when the same player came by just before. Every change of a player row (players.ts) or of
 * the settings calls playerChanged, which makes this instance read the player again at once;
 * another instance shows a change at most SNAPSHOT_TTL_MS later, as with balances.
 */
export const SNAPSHOT_TTL_MS = 2000;
/**
 * playerChanged runs inside the change's transaction: a read begun before the commit may still see
 * the old row, so reads begun this soon after a change are answered but not kept.
 */
const COMMIT_GRACE_MS = 1000;
const SNAPSHOTS_KEPT = 50_000;

/** When each player last changed, for every instance of this process (a shared change is harmless). */
const changedAt = new Map<number, number>();
let pruneAbove = 1000;

export function playerChanged(playerId: number): void {
  changedAt.set(playerId, Date.now());
  if (changedAt.size <= pruneAbove) return;
  // A change older than this can no longer make a kept snapshot stale: those have expired.
  const before = Date.now() - SNAPSHOT_TTL_MS - COMMIT_GRACE_MS;
  for (const [id, at] of changedAt) if (at < before) changedAt.delete(id);
  pruneAbove = Math.max(1000, changedAt.size * 2);
}

export class PlayerSnapshots<T> {
  private readonly kept = new Map<number, { value: T; readAt: number }>();

  /** The player's snapshot, read with `read` when none is fresh; undefined (no player) is not kept. */
  async get(playerId: number, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.kept.get(playerId);
    if (hit && this.fresh(playerId, hit.readAt)) return hit.value;
    const readAt = Date.now();
    const value = await read();
    if (value === undefined) {
      this.kept.delete(playerId);
      return undefined;
    }
    this.kept.set(playerId, { value, readAt });
    if (this.kept.size > SNAPSHOTS_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return value;
  }

  private fresh(playerId: number, readAt: number): boolean {
    const age = Date.now() - readAt;
    // A clock moved back (tests fake it) makes the age negative: read again rather than trust it.
    if (age < 0 || age >= SNAPSHOT_TTL_MS) return false;
    const changed = changedAt.get(playerId);
    return changed === undefined || readAt >= changed + COMMIT_GRACE_MS;
  }
}
