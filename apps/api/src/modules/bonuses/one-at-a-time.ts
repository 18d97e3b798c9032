import { and, eq, sql } from 'drizzle-orm';
import { BONUS_STATE, type BonusTerms } from '@conto-gioco/shared/bonuses';
import type { Executor } from '../../db/client.ts';
import { bonusGrants } from './schema.ts';

/** Fun bonuses and free spins are taken one at a time, either way (money.md §4 fun bonus use). */
export const isOneAtATime = (terms: BonusTerms) => terms.kind === 'funbonus' || terms.kind === 'freespin';

/** Whether the player has an active fun bonus or free spins not past their date. */
export async function hasActiveFunBonus(tx: Executor, playerId: number): Promise<boolean> {
  const [active] = await tx
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.playerId, playerId),
        eq(bonusGrants.state, BONUS_STATE.ACTIVE),
        sql`${bonusGrants.terms}->>'kind' in ('funbonus', 'freespin')`,
        sql`${bonusGrants.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return active !== undefined;
}
