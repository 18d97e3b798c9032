import { and, desc, eq, notInArray } from 'drizzle-orm';
import { PASSWORD_HISTORY_SIZE } from '@conto-gioco/shared/constants';
import type { Executor } from '../../db/client.ts';
import { verifyPassword } from './passwords.ts';
import { passwordHistory, players } from './schema.ts';

/**
 * Keeps the password a change replaces (its Argon2id hash) and drops all but the newest
 * PASSWORD_HISTORY_SIZE. Runs in the change's transaction: the current hash is read under the
 * row lock, so two changes at once cannot lose one.
 */
export async function recordReplacedPassword(tx: Executor, playerId: number): Promise<void> {
  const [current] = await tx
    .select({ passwordHash: players.passwordHash })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  if (!current) return;
  await tx.insert(passwordHistory).values({ playerId, passwordHash: current.passwordHash });
  const kept = tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.playerId, playerId))
    .orderBy(desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_SIZE);
  await tx
    .delete(passwordHistory)
    .where(and(eq(passwordHistory.playerId, playerId), notInArray(passwordHistory.id, kept)));
}

/** Whether `password` is one of the player's PASSWORD_HISTORY_SIZE passwords before the current one. */
export async function isPreviousPassword(db: Executor, playerId: number, password: string): Promise<boolean> {
  const rows = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.playerId, playerId))
    .orderBy(desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_SIZE);
  // One Argon2id check at a time (19 MiB each), newest first: a player going back usually picks the last.
  for (const row of rows) if (await verifyPassword(row.passwordHash, password)) return true;
  return false;
}
