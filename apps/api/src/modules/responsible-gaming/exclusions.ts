import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import {
  EXCLUSION_CATEGORIES,
  type ExclusionCategory,
  type ExclusionTerm,
} from '@conto-gioco/shared/responsible-gaming';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { findPlayerById, lockPlayer, setAccountState } from '../auth/players.ts';
import { isSelfExcluded } from '../auth/account-rules.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { selfExclusions } from './schema.ts';

export type ExclusionRow = typeof selfExclusions.$inferSelect;
type Sessions = Pick<SessionStore, 'revokeAllOf' | 'announceRevoked'>;

export const WHOLE_ACCOUNT = 0;

/** In force at `now`: started, not ended, not past a temporary end or an effective readmission. */
const inForceAt = (now: Date) =>
  and(
    isNull(selfExclusions.endedAt),
    lte(selfExclusions.startsAt, now),
    or(eq(selfExclusions.term, 'P'), sql`${selfExclusions.endsAt} > ${now}`),
    or(isNull(selfExclusions.readmissionAt), sql`${selfExclusions.readmissionAt} > ${now}`),
  );

export async function exclusionsInForce(db: Executor, playerId: number, now: Date): Promise<ExclusionRow[]> {
  return db
    .select()
    .from(selfExclusions)
    .where(and(eq(selfExclusions.playerId, playerId), inForceAt(now)))
    .orderBy(selfExclusions.id);
}

const categoryId = (category: ExclusionCategory) => EXCLUSION_CATEGORIES.find((c) => c.key === category)!.id;

/**
 * Whether the player may not play (or take a bonus) in this product category at `now`: a
 * whole-account exclusion (or an excluded statoConto), or one of that category. The one check the
 * play and bonus modules call.
 */
export async function isExcluded(
  db: Executor,
  playerId: number,
  category: ExclusionCategory,
  now: Date = new Date(),
): Promise<boolean> {
  const player = await findPlayerById(db, playerId);
  if (player && isSelfExcluded(player)) return true;
  const rows = await exclusionsInForce(db, playerId, now);
  return rows.some((row) => row.category === WHOLE_ACCOUNT || row.category === categoryId(category));
}

/** Whether a whole-account exclusion taken with this fiscal code is in force (registration asks). */
export async function isFiscalCodeExcluded(db: Executor, codiceFiscale: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: selfExclusions.id })
    .from(selfExclusions)
    .where(
      and(
        eq(sql`upper(${selfExclusions.codiceFiscale})`, codiceFiscale.trim().toUpperCase()),
        eq(selfExclusions.category, WHOLE_ACCOUNT),
        inForceAt(now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Starts a self-exclusion in the caller's transaction. The whole account: statoConto becomes 7
 * (temporary) or 8 (permanent) and every session of the player is revoked; returns the revoked
 * session ids to announce after the commit.
 */
export async function startExclusion(
  tx: Executor,
  sessions: Sessions,
  request: { playerId: number; category: number; term: ExclusionTerm; endsAt: Date; note: string | null },
  now: Date,
): Promise<string[]> {
  const player = await lockPlayer(tx, request.playerId);
  const whole = request.category === WHOLE_ACCOUNT;
  await tx.insert(selfExclusions).values({
    playerId: request.playerId,
    category: request.category,
    term: request.term,
    startsAt: now,
    endsAt: request.endsAt,
    codiceFiscale: player?.codiceFiscale ?? null,
    previousStatoConto: whole ? (player?.statoConto ?? null) : null,
    note: request.note,
  });
  if (!whole) return [];
  await setAccountState(
    tx,
    request.playerId,
    request.term === 'P' ? ACCOUNT_STATE.PERMANENT_SELF_EXCLUSION : ACCOUNT_STATE.TEMPORARY_SELF_EXCLUSION,
  );
  return sessions.revokeAllOf(tx, request.playerId, 'self-excluded');
}

/**
 * Ends the exclusions whose time is over at `now` (a temporary one's end, a permanent one's
 * effective readmission): a whole-account one gives the account back the statoConto it replaced.
 * Idempotent; the job runs it, and tests with a fixed clock. Returns the ids ended.
 */
export async function endDueExclusions(db: Database, now: Date): Promise<number[]> {
  const due = await db
    .select({ id: selfExclusions.id })
    .from(selfExclusions)
    .where(
      and(
        isNull(selfExclusions.endedAt),
        or(
          and(ne(selfExclusions.term, 'P'), lte(selfExclusions.endsAt, now)),
          lte(selfExclusions.readmissionAt, now),
        ),
      ),
    );
  const ended: number[] = [];
  for (const { id } of due) {
    const done = await inTransaction(db, async (tx) => {
      const [row] = await tx.select().from(selfExclusions).where(eq(selfExclusions.id, id)).for('update');
      if (!row || row.endedAt) return false;
      const player = await lockPlayer(tx, row.playerId);
      await tx.update(selfExclusions).set({ endedAt: now }).where(eq(selfExclusions.id, id));
      const excludedState =
        player?.statoConto === ACCOUNT_STATE.TEMPORARY_SELF_EXCLUSION ||
        player?.statoConto === ACCOUNT_STATE.PERMANENT_SELF_EXCLUSION;
      if (row.category === WHOLE_ACCOUNT && row.previousStatoConto !== null && excludedState) {
        const otherWhole = (await exclusionsInForce(tx, row.playerId, now)).some(
          (other) => other.category === WHOLE_ACCOUNT && other.id !== id,
        );
        if (!otherWhole) await setAccountState(tx, row.playerId, row.previousStatoConto);
      }
      return true;
    });
    if (done) ended.push(id);
  }
  return ended;
}

export async function markReadmission(tx: Executor, id: number, now: Date, effectiveAt: Date) {
  await tx
    .update(selfExclusions)
    .set({ readmissionRequestedAt: now, readmissionAt: effectiveAt })
    .where(eq(selfExclusions.id, id));
}
