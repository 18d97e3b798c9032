import { TIME_ZONE } from './constants.ts';

/**
 * Europe/Rome calendar arithmetic, one copy for the API and the web app: day boundaries, the limit
 * windows, time slots and displayed dates are Rome's. Built on Intl alone because the web app's
 * first load imports it. Rome changes its clocks at 01:00 UTC (02:00 becomes 03:00 on the last
 * Sunday of March, 03:00 becomes 02:00 on the last Sunday of October), never at midnight.
 */

/** A time on Rome's clocks: month 1-12, hour 0-23. */
export type RomeWallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const HOUR_MS = 60 * 60 * 1000;

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** What Rome's clocks show at an instant (to the second). */
export function romeWallClock(at: Date | number): RomeWallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD on Rome's calendar. */
export function romeDate(at: Date | number): string {
  const w = romeWallClock(at);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'HH:mm' on Rome's clock. */
export function romeClock(at: Date | number): string {
  const w = romeWallClock(at);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** The hour of the day (0-23) in Rome. */
export const romeHour = (at: Date | number): number => romeWallClock(at).hour;

/** A wall-clock time read as if it were UTC, in milliseconds: Date.UTC also rolls days and months over. */
const asUtc = (w: RomeWallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Rome's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export const romeOffset = (epochMs: number): number =>
  asUtc(romeWallClock(epochMs)) - Math.floor(epochMs / 1000) * 1000;

/**
 * The instant Rome's clocks show a wall-clock time given as milliseconds read as UTC. The offset
 * is the one in force two hours earlier: always before the instant sought, so a time skipped in
 * March maps to the hour after and a time shown twice in October to its first occurrence.
 */
const fromRomeLocal = (local: number) => local - romeOffset(local - 2 * HOUR_MS);

/** The instant Rome's clocks show this wall-clock time (see fromRomeLocal for the changes of time). */
export const fromRomeWallClock = (w: RomeWallClock): Date => new Date(fromRomeLocal(asUtc(w)));

/** The last Rome midnight at or before an instant: 23 hours before the next one in March, 25 in October. */
export function romeDayStart(at: Date | number): Date {
  return fromRomeWallClock({ ...romeWallClock(at), hour: 0, minute: 0, second: 0 });
}

/** The last millisecond of a calendar day (YYYY-MM-DD) on Rome's clock; NaN for a date that does not parse. */
export function romeDayEnd(date: string): number {
  const dayAsUtc = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(dayAsUtc) ? Number.NaN : fromRomeLocal(dayAsUtc + 24 * HOUR_MS) - 1;
}

const keepMilliseconds = (shifted: Date, from: Date) =>
  new Date(shifted.getTime() + (((from.getTime() % 1000) + 1000) % 1000));

/**
 * The same Rome wall-clock time `days` calendar days later (earlier when negative), milliseconds
 * kept: a week back across a change of time is 167 or 169 hours.
 */
export function shiftRomeDays(at: Date, days: number): Date {
  const w = romeWallClock(at);
  return keepMilliseconds(fromRomeWallClock({ ...w, day: w.day + days }), at);
}

/**
 * The same Rome wall-clock time `months` months later (earlier when negative), the day clamped to
 * the target month's length (31 March back one month is 28 or 29 February), milliseconds kept.
 */
export function shiftRomeMonths(at: Date, months: number): Date {
  const w = romeWallClock(at);
  const target = new Date(Date.UTC(w.year, w.month - 1 + months, 1));
  const year = target.getUTCFullYear();
  const month = target.getUTCMonth() + 1;
  const monthLength = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return keepMilliseconds(fromRomeWallClock({ ...w, year, month, day: Math.min(w.day, monthLength) }), at);
}

/**
 * Whether Rome's clock is inside the slot [from, to) ('HH:mm'). A slot whose end is before its
 * start crosses midnight (22:00-06:00 is 22:00 to 23:59 and 00:00 to 05:59); an empty slot (from
 * equal to to) holds no time.
 */
export function inRomeTimeSlot(from: string, to: string, at: Date | number): boolean {
  if (from === to) return false;
  const clock = romeClock(at);
  return from < to ? clock >= from && clock < to : clock >= from || clock < to;
}

const dayMonthYear = (w: RomeWallClock) => `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`;

/** "21/11/2025" in Rome. */
export const formatRomeDate = (at: Date | number): string => dayMonthYear(romeWallClock(at));

/** "21/11/2025, 14:05" in Rome: the Italian date and time. */
export function formatRomeDateTime(at: Date | number): string {
  const w = romeWallClock(at);
  return `${dayMonthYear(w)}, ${pad(w.hour)}:${pad(w.minute)}`;
}
