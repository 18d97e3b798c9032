import { and, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import { TIME_ZONE } from '@conto-gioco/shared/constants';
import type { Executor } from '../../db/client.ts';
import { deposits } from './schema.ts';

/**
 * A started deposit holds its amount against the limit this long: the player is on the provider's
 * page. Older started deposits were abandoned and no longer count (an approval that still comes
 * makes them count again as approved).
 */
export const DEPOSIT_HOLD_MINUTES = 30;

export type DepositLimitPeriod = 'WW' | 'MM';

export const depositLimitPeriod = (value: string | null | undefined): DepositLimitPeriod =>
  value === 'MM' ? 'MM' : 'WW';

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const romeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function romeWallClock(instant: Date): WallClock {
  const parts = Object.fromEntries(
    romeFormat
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Rome's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
const romeOffset = (epochMs: number) =>
  asUtc(romeWallClock(new Date(epochMs))) - Math.floor(epochMs / 1000) * 1000;

/**
 * The instant Rome's clocks show this wall-clock time. A time skipped when the clocks go forward
 * (02:00-02:59 on the last Sunday of March) maps to the hour after; a time shown twice in October
 * maps to its first occurrence.
 */
function fromRomeWallClock(w: WallClock): Date {
  const local = asUtc(w);
  // The offset in force two hours before the wall-clock value read as UTC: before the instant sought.
  return new Date(local - romeOffset(local - 2 * 60 * 60 * 1000));
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Where the limit's rolling window starts (Europe/Rome): WW the same wall-clock time seven days
 * earlier, MM the same wall-clock time one month earlier, the day clamped to the shorter month
 * (31 March looks back to 28 or 29 February). Milliseconds are kept.
 */
export function depositLimitWindowStart(period: DepositLimitPeriod, now: Date): Date {
  const w = romeWallClock(now);
  let start: WallClock;
  if (period === 'WW') {
    const day = new Date(Date.UTC(w.year, w.month - 1, w.day - 7));
    start = { ...w, year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
  } else {
    const year = w.month === 1 ? w.year - 1 : w.year;
    const month = w.month === 1 ? 12 : w.month - 1;
    start = { ...w, year, month, day: Math.min(w.day, daysInMonth(year, month)) };
  }
  return new Date(fromRomeWallClock(start).getTime() + (now.getTime() % 1000));
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
