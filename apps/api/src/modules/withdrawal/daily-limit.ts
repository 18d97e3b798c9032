import { and, count, eq, gte, isNotNull, ne, or } from 'drizzle-orm';
import { TIME_ZONE } from '@conto-gioco/shared/constants';
import type { Executor } from '../../db/client.ts';
import { withdrawals } from './schema.ts';

const romeDate = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' });
const romeTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The instant of the last Europe/Rome midnight: the day the 4-a-day count starts. Rome changes
 * its clocks at 02:00 and 03:00, never at midnight, so the offset of the day's start is the one
 * in force an hour before the wall-clock midnight read as UTC.
 */
export function romeDayStart(now: Date): Date {
  const midnightAsUtc = Date.parse(`${romeDate.format(now)}T00:00:00Z`);
  const probe = new Date(midnightAsUtc - 60 * 60 * 1000);
  const [h, m, s] = romeTime.format(probe).split(':').map(Number);
  const probeWallAsUtc =
    Date.parse(`${romeDate.format(probe)}T00:00:00Z`) + ((h! * 60 + m!) * 60 + s!) * 1000;
  return new Date(midnightAsUtc - (probeWallAsUtc - probe.getTime()));
}

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
