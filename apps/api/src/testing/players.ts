import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { players } from '../modules/auth/schema.ts';
import { fundPlayer, playerIdOf } from './payments.ts';

/**
 * A new player made like mariorossi (same password, state and contacts; its own username, contract,
 * e-mail and mobile), with `cash` cents from the demo funding: a test's own player, whose money no
 * other test touches.
 */
export async function newFundedPlayer(db: Database, cash: number): Promise<number> {
  const [model] = await db
    .select()
    .from(players)
    .where(eq(players.id, await playerIdOf(db)));
  const { id: _id, ...row } = model!;
  const name = `p${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const [player] = await db
    .insert(players)
    .values({
      ...row,
      username: name,
      contractNumber: name,
      email: `${name}@example.it`,
      cellulare: `+39${String(Math.floor(Math.random() * 1e10)).padStart(10, '3')}`,
    })
    .returning({ id: players.id });
  if (cash > 0) await fundPlayer(db, player!.id, cash);
  return player!.id;
}
