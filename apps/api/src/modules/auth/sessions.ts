import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import type { Database, Executor } from '../../db/client.ts';
import type { RevocationBus } from '../../lib/revocation-bus.ts';
import { players, sessions } from './schema.ts';
import { blockedForDocuments } from './account-rules.ts';

/** How long a session look-up is trusted before the database is asked again. */
const CACHE_TTL_MS = 5000;
/**
 * Activity (CheckAuth, RefreshToken) is written at most this often per session; this instance
 * keeps the exact time meanwhile. Another instance may so see a session idle up to this much early.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 30_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CachedSession = {
  playerId: number;
  lastActivityAt: number;
  /** The last activity the database holds. */
  storedActivityAt: number;
  usable: boolean;
  cachedAt: number;
};

/**
 * Sessions live in the database (revocable, idle-expired on the server). Each API instance keeps
 * a short cache so that an authenticated call costs no database round trip; a revocation clears
 * it at once here and, through the revocation bus, on every other instance.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();

  constructor(
    private readonly db: Database,
    private readonly idleSeconds: number,
    private readonly bus: RevocationBus,
  ) {
    bus.onRevoked((sessionId) => this.cache.delete(sessionId));
  }

  /** Opens a session and closes the player's other open sessions (one session per player). */
  async open(tx: Executor, playerId: number): Promise<{ sessionId: string; closedOthers: string[] }> {
    const sessionId = randomUUID();
    const closedOthers = await this.revokeAllOf(tx, playerId, 'new-login');
    await tx.insert(sessions).values({ id: sessionId, playerId });
    return { sessionId, closedOthers };
  }

  /** Tells the cache and the other instances about sessions closed in a committed transaction. */
  async announceRevoked(sessionIds: string[]): Promise<void> {
    for (const id of sessionIds) {
      this.cache.delete(id);
      await this.bus.publish(id);
    }
  }

  /** Whether the session is open, not idle-expired, belongs to the player and the account is usable. */
  async isValid(sessionId: string, playerId: number): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    let entry = this.cache.get(sessionId);
    if (!entry || Date.now() - entry.cachedAt > CACHE_TTL_MS || (entry.usable && this.isIdle(entry))) {
      entry = await this.load(sessionId);
    }
    return !!entry && entry.playerId === playerId && entry.usable && !this.isIdle(entry);
  }

  /**
   * Records activity (CheckAuth, RefreshToken): the idle timer starts again. The database is told
   * when its time is ACTIVITY_WRITE_INTERVAL_MS old (or the session is not cached here).
   */
  async touch(sessionId: string): Promise<void> {
    const now = Date.now();
    const entry = this.cache.get(sessionId);
    if (entry) entry.lastActivityAt = now;
    const sinceStored = entry ? now - entry.storedActivityAt : Infinity;
    if (sinceStored >= 0 && sinceStored < ACTIVITY_WRITE_INTERVAL_MS) return;
    await this.db
      .update(sessions)
      .set({ lastActivityAt: new Date(now) })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    if (entry) entry.storedActivityAt = now;
  }

  /**
   * Closes every open session of the player (a new login, a password change, a block) in the caller's
   * transaction and
   * returns their ids: announce them with announceRevoked once the transaction has committed.
   */
  async revokeAllOf(tx: Executor, playerId: number, reason: string): Promise<string[]> {
    const closed = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return closed.map((row) => row.id);
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await this.announceRevoked([sessionId]);
  }

  private isIdle(entry: CachedSession): boolean {
    return Date.now() - entry.lastActivityAt >= this.idleSeconds * 1000;
  }

  private async load(sessionId: string): Promise<CachedSession | undefined> {
    const [row] = await this.db
      .select({
        playerId: sessions.playerId,
        lastActivityAt: sessions.lastActivityAt,
        revokedAt: sessions.revokedAt,
        statoConto: players.statoConto,
        blockedReason: players.blockedReason,
      })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(eq(sessions.id, sessionId));
    if (!row) {
      this.cache.delete(sessionId);
      return undefined;
    }
    const stored = row.lastActivityAt.getTime();
    // Activity recorded here and not yet written counts as well as the database's.
    const previous = this.cache.get(sessionId);
    const entry: CachedSession = {
      playerId: row.playerId,
      lastActivityAt: Math.max(stored, previous?.lastActivityAt ?? stored),
      storedActivityAt: stored,
      usable:
        row.revokedAt === null && (row.statoConto !== ACCOUNT_STATE.BLOCKED || blockedForDocuments(row)),
      cachedAt: Date.now(),
    };
    this.cache.set(sessionId, entry);
    if (this.cache.size > 50_000) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }
}
