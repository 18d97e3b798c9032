import { eq } from 'drizzle-orm';
import type { PepInfo } from '@conto-gioco/shared/pep';
import { inTransaction, type Database } from '../../db/client.ts';
import { clearPepRequest } from '../auth/players.ts';
import { pepAnswers } from './schema.ts';

/** The adequate-verification (PEP) questionnaire (content-profile.md §3, §5): the latest answers. */
export function createPepService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async get(playerId: number) {
      const [row] = await db.select().from(pepAnswers).where(eq(pepAnswers.playerId, playerId));
      return {
        professione: row?.professione ?? null,
        fasciaReddito: row?.fasciaReddito ?? null,
        origineFondi: row?.origineFondi ?? null,
        origineFondiAltro: row?.origineFondiAltro ?? null,
        ragione: row?.ragione ?? null,
      };
    },

    /** Saves the answers and clears the richiedere_pep status item, in one transaction. */
    async save(playerId: number, info: PepInfo, now = new Date()): Promise<void> {
      const values = {
        professione: info.professione,
        fasciaReddito: info.fasciaReddito,
        origineFondi: info.origineFondi,
        origineFondiAltro: info.origineFondiAltro?.trim() || null,
        ragione: info.ragione?.trim() || null,
        savedAt: now,
      };
      await inTransaction(db, async (tx) => {
        await tx
          .insert(pepAnswers)
          .values({ playerId, ...values })
          .onConflictDoUpdate({ target: pepAnswers.playerId, set: values });
        await clearPepRequest(tx, playerId);
      });
    },
  };
}
