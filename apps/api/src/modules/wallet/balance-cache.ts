import type { Database } from '../../db/client.ts';

/**
 * Balance reads of the screens (GetSaldo, EL_RefreshBalance) are cached for a moment per player:
 * a transfer committed by this instance drops the entry at once, and the short life bounds how
 * long a movement made through another instance takes to show. Money rules never read this cache:
 * they lock the wallet rows.
 */
export const BALANCE_CACHE_TTL_MS = 2000;

type Entry<T> = { value: T; at: number };
const caches = new WeakMap<Database, Map<number, Entry<unknown>>>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export async function cachedBalance<T>(db: Database, playerId: number, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(playerId);
  if (hit && Date.now() - hit.at < BALANCE_CACHE_TTL_MS) return hit.value as T;
  const value = await load();
  cache.set(playerId, { value, at: Date.now() });
  if (cache.size > 100_000) cache.delete(cache.keys().next().value!);
  return value;
}

export function forgetBalance(db: Database, playerId: number): void {
  cacheOf(db).delete(playerId);
}
