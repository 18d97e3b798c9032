import { and, asc, eq } from 'drizzle-orm';
import type { SavedCard } from '@conto-gioco/shared/withdrawal';
import type { Executor } from '../../db/client.ts';
import { playerCards } from './schema.ts';

/** Mastercard VIP cards issued to the player, and the debit cards they deposited with through Apco. */
export type CardKind = 'mastercard' | 'apco';

type CardRow = typeof playerCards.$inferSelect;

const toSavedCard = (row: CardRow): SavedCard => ({
  Id: row.id,
  NumeroCarta: row.maskedNumber,
  Scadenza: row.expiry,
  Intestatario: row.holder,
});

/** GetDatiMastercard, GetDatiApco: the player's cards of the kind, masked, oldest first. */
export async function savedCards(db: Executor, playerId: number, kind: CardKind): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(playerCards)
    .where(and(eq(playerCards.playerId, playerId), eq(playerCards.kind, kind)))
    .orderBy(asc(playerCards.id));
  return rows.map(toSavedCard);
}

/**
 * The player's card of the kind by the id the screen sent (Prelievo_MasterCard's `code`); undefined
 * when the id is not a number or names another player's card.
 */
export async function findPlayerCard(
  db: Executor,
  playerId: number,
  kind: CardKind,
  id: string | undefined,
): Promise<CardRow | undefined> {
  const text = id?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const cardId = Number(text);
  const [row] = await db
    .select()
    .from(playerCards)
    .where(and(eq(playerCards.id, cardId), eq(playerCards.playerId, playerId), eq(playerCards.kind, kind)));
  return row;
}
