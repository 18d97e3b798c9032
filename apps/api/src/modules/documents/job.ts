import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { BLOCKED_REASON_DOCUMENTS, DOCUMENTS_DEADLINE_DAYS } from '@conto-gioco/shared/document-rules';
import { inTransaction, type Database } from '../../db/client.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { blockPlayer, lockPlayer, provisionalPlayersOpenedBefore } from '../auth/players.ts';
import { schedulePeriodic } from '../../lib/periodic-job.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { playerDocuments } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts looked at per query; the run goes on until none is left. */
const BATCH = 200;

type Sessions = Pick<SessionStore, 'revokeAllOf' | 'announceRevoked'>;

/**
 * The 30-day rule (access.md §9 'Document submission deadline after registration: 30 days; account
 * blocked after'): every provisional account (statoConto 1) opened more than 30 days before `now`
 * that has not uploaded a single document is blocked (statoConto 6, blockedReason
 * 'documents-missing'), its sessions end at once, and an audit event records it. Idempotent: a
 * blocked account is no longer provisional, so a second run changes nothing. Returns the ids blocked.
 */
export async function blockAccountsWithoutDocuments(
  db: Database,
  now: Date,
  sessions: Sessions,
): Promise<number[]> {
  const openedBefore = new Date(now.getTime() - DOCUMENTS_DEADLINE_DAYS * DAY_MS);
  const blocked: number[] = [];
  let after = 0;
  for (;;) {
    const batch = await provisionalPlayersOpenedBefore(db, { openedBefore, afterId: after, limit: BATCH });
    if (batch.length === 0) break;
    after = batch.at(-1)!;
    const withDocuments = new Set(
      (
        await db
          .selectDistinct({ playerId: playerDocuments.playerId })
          .from(playerDocuments)
          .where(inArray(playerDocuments.playerId, batch))
      ).map((row) => row.playerId),
    );
    for (const id of batch.filter((candidate) => !withDocuments.has(candidate))) {
      const closed = await inTransaction(db, async (tx) => {
        // Checked again under the player's row lock, which an upload takes as well.
        const player = await lockPlayer(tx, id);
        if (player?.statoConto !== ACCOUNT_STATE.PROVISIONAL || player.createdAt >= openedBefore) return null;
        const [document] = await tx
          .select({ id: playerDocuments.id })
          .from(playerDocuments)
          .where(eq(playerDocuments.playerId, id))
          .limit(1);
        if (document) return null;
        await blockPlayer(tx, id, BLOCKED_REASON_DOCUMENTS);
        const revoked = await sessions.revokeAllOf(tx, id, BLOCKED_REASON_DOCUMENTS);
        await recordSecurityEvent(tx, 'account-blocked', id, {
          reason: BLOCKED_REASON_DOCUMENTS,
          deadlineDays: DOCUMENTS_DEADLINE_DAYS,
        });
        return revoked;
      });
      if (closed === null) continue;
      await sessions.announceRevoked(closed);
      blocked.push(id);
    }
  }
  return blocked;
}

/**
 * Runs the 30-day rule at start and then every `intervalSeconds` (config
 * DOCUMENTS_JOB_EVERY; off in tests). Every instance may run it: the rule is idempotent
 * and each account is blocked under its row lock.
 */
export function scheduleDocumentsJob(app: FastifyInstance, intervalSeconds: number): void {
  schedulePeriodic(app, 'documents job', intervalSeconds, async (now) => {
    const ids = await blockAccountsWithoutDocuments(app.db, now, app.sessions);
    if (ids.length > 0) app.log.info({ count: ids.length }, 'documents job: accounts blocked');
  });
}
