import type { Balance } from '@conto-gioco/shared/wallet';
import type { Database, Executor } from '../../db/client.ts';
import { cachedBalance } from './balance-cache.ts';
import { playerBalances } from './ledger.ts';

export type PlayerBalance = Balance & { bonus: number };

/**
 * soldi is everything the player can play with (cash and bonus); prelevabile is the cash alone.
 * Bonus money is never withdrawable (docs/decisions.md); the withdrawal issue will also subtract
 * cash locked by pending withdrawals.
 */
export async function getBalance(db: Executor, playerId: number): Promise<PlayerBalance> {
  const { cash, bonus } = await playerBalances(db, playerId);
  return { soldi: cash + bonus, prelevabile: cash, bonus };
}

/** The balance a screen shows, through the short per-player cache. */
export function readBalance(db: Database, playerId: number): Promise<PlayerBalance> {
  return cachedBalance(db, playerId, () => getBalance(db, playerId));
}
