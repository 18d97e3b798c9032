import { and, count, eq, gte, isNotNull, ne, or } from 'drizzle-orm';
import { romeDayStart } from '@conto-gioco/shared/rome-time';
import type { Executor } from '../../db/client.ts';
import { withdrawals } from './schema.ts';

/**
 * Withdrawals the player asked for since the last Europe/Rome midnight, whatever became of them:
 * MAX_WITHDRAWALS_PER_DAY counts requests, so cancelling does not give one back. Only a request the
 * provider never took (rejected at once with no payout opened, answered -20) does not count: an
 * outage must not use up the player's day.
 */
export async function withdrawalsToday(db: Executor, playerId: number, now: Date): Promise<number> {
  const [today] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        gte(withdrawals.createdAt, romeDayStart(now)),
        or(ne(withdrawals.status, 'rejected'), isNotNull(withdrawals.providerReference)),
      ),
    );
  return today!.n;
}
