import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { players } from './schema.ts';

export type Player = typeof players.$inferSelect;

/** The player with this username, in any letter case (usernames are unique without case). */
export async function findPlayerByUsername(db: Executor, username: string): Promise<Player | undefined> {
  const [player] = await db
    .select()
    .from(players)
    .where(sql`lower(${players.username}) = lower(${username.trim()})`);
  return player;
}

export async function findPlayerById(db: Executor, playerId: number): Promise<Player | undefined> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  return player;
}
