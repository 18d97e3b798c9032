import { and, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import { DEPOSIT_HOLD_MINUTES } from '@conto-gioco/shared/deposit';
import { shiftRomeDays, shiftRomeMonths } from '@conto-gioco/shared/rome-time';
import type { Executor } from '../../db/client.ts';
import { deposits } from './schema.ts';

export type DepositLimitPeriod = 'WW' | 'MM';

export const depositLimitPeriod = (value: string | null | undefined): DepositLimitPeriod =>
  value === 'MM' ? 'MM' : 'WW';

/**
 * Where the limit's rolling window starts (Europe/Rome): WW the same wall-clock time seven days
 * earlier, MM the same wall-clock time one month earlier, the day clamped to the shorter month
 * (31 March looks back to 28 or 29 February). Milliseconds are kept.
 */
export function depositLimitWindowStart(period: DepositLimitPeriod, now: Date): Date {
  return period === 'WW' ? shiftRomeDays(now, -7) : shiftRomeMonths(now, -1);
}

/**
 * The amount that counts against the limit: deposits approved or pending since the window's
 * start, plus deposits started less than DEPOSIT_HOLD_MINUTES ago. Declined ones never count.
 */
export async function depositedInWindow(
  db: Executor,
  playerId: number,
  windowStart: Date,
  now: Date,
): Promise<number> {
  const holdSince = new Date(now.getTime() - DEPOSIT_HOLD_MINUTES * 60 * 1000);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.playerId, playerId),
        gte(deposits.createdAt, windowStart),
        or(
          inArray(deposits.status, ['approved', 'pending']),
          and(eq(deposits.status, 'started'), gt(deposits.createdAt, holdSince)),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}

/** How much the player may still deposit in the window; null when no limit is set. */
export function depositAllowance(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}
