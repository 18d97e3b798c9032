import { inArray } from 'drizzle-orm';
import { RANKING_CAUSES } from '@conto-gioco/shared/ranking';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { enrolInFidelity } from '../auth/players.ts';
import { rankingConversions, rankingMovements, rankingProfiles } from './schema.ts';

/** A conversion as the catalogue describes it. */
export type RankingConversionEntry = Omit<typeof rankingConversions.$inferInsert, 'id'>;

/** Adds the conversions whose code is not there yet (the seed's catalogue); what exists is kept. */
export async function addMissingConversions(
  db: Executor,
  conversions: readonly RankingConversionEntry[],
): Promise<void> {
  if (conversions.length === 0) return;
  const present = await db
    .select({ code: rankingConversions.code })
    .from(rankingConversions)
    .where(
      inArray(
        rankingConversions.code,
        conversions.map((conversion) => conversion.code),
      ),
    );
  const known = new Set(present.map((row) => row.code));
  const missing = conversions.filter((conversion) => !known.has(conversion.code));
  if (missing.length > 0) await db.insert(rankingConversions).values(missing).onConflictDoNothing();
}

/**
 * Points the operator gives (a welcome, a goodwill gesture): they count in the balance and the
 * totals but cannot be converted (the screen's note). Once per `key`; the player gets a fidelity
 * profile.
 */
export async function giftPoints(
  db: Database,
  gift: { playerId: number; points: number; key: string; description: string },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.insert(rankingProfiles).values({ playerId: gift.playerId }).onConflictDoNothing();
    await enrolInFidelity(tx, [gift.playerId]);
    await tx
      .insert(rankingMovements)
      .values({
        playerId: gift.playerId,
        points: gift.points,
        cause: 'gift',
        description: gift.description || RANKING_CAUSES.gift,
        convertible: false,
        key: `gift:${gift.key}`,
      })
      .onConflictDoNothing();
  });
}
