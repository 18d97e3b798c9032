import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { botCheckSolutions } from './schema.ts';

/** Spends a solved bot-check challenge: true for the first request that presents it, false after. */
export async function spendSolution(db: Executor, signature: string, expiresAt: Date): Promise<boolean> {
  const used = await db
    .insert(botCheckSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: botCheckSolutions.signature });
  return used.length === 1;
}

/** Forgets the solutions whose challenge has expired (it would be refused anyway). */
export async function pruneSolutions(db: Executor, now: Date): Promise<void> {
  await db.delete(botCheckSolutions).where(lt(botCheckSolutions.expiresAt, now));
}
