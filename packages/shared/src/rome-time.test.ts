import { describe, expect, it } from 'vitest';
import {
  formatRomeDate,
  formatRomeDateTime,
  fromRomeWallClock,
  inRomeTimeSlot,
  romeClock,
  romeDate,
  romeDayEnd,
  romeDayStart,
  romeHour,
  romeOffset,
  romeWallClock,
  shiftRomeDays,
  shiftRomeMonths,
} from './rome-time.ts';

// 2026: 29 March 02:00 CET becomes 03:00 CEST, 25 October 03:00 CEST becomes 02:00 CET (01:00 UTC).
const at = (iso: string) => new Date(iso);
const iso = (date: Date | number) => new Date(date).toISOString();
const HOUR = 60 * 60 * 1000;

describe('the wall clock', () => {
  it('reads +1 h in winter and +2 h in summer', () => {
    expect(romeOffset(Date.parse('2026-01-15T12:00:00Z'))).toBe(HOUR);
    expect(romeOffset(Date.parse('2026-07-15T12:00:00Z'))).toBe(2 * HOUR);
    expect(romeWallClock(at('2026-07-15T12:34:56.789Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 15,
      hour: 14,
      minute: 34,
      second: 56,
    });
  });

  it('jumps from 01:59 to 03:00 on the last Sunday of March', () => {
    expect(romeClock(at('2026-03-29T00:59:00Z'))).toBe('01:59');
    expect(romeClock(at('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(romeHour(at('2026-03-29T01:00:00Z'))).toBe(3);
  });

  it('shows 02:30 twice on the last Sunday of October', () => {
    expect(romeClock(at('2026-10-25T00:30:00Z'))).toBe('02:30');
    expect(romeClock(at('2026-10-25T01:30:00Z'))).toBe('02:30');
    expect(romeOffset(Date.parse('2026-10-25T00:59:59Z'))).toBe(2 * HOUR);
    expect(romeOffset(Date.parse('2026-10-25T01:00:00Z'))).toBe(HOUR);
  });

  it("counts midnight as hour 0 and takes Rome's date, not UTC's, across the year", () => {
    expect(romeHour(at('2025-07-01T22:30:00Z'))).toBe(0);
    expect(romeDate(at('2025-12-31T22:59:59Z'))).toBe('2025-12-31');
    expect(romeDate(at('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });

  it('maps a skipped time to the hour after and a doubled time to its first occurrence', () => {
    const clock = { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 };
    expect(iso(fromRomeWallClock(clock))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(fromRomeWallClock({ ...clock, month: 10, day: 25 }))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(fromRomeWallClock({ ...clock, month: 10, day: 25, hour: 3, minute: 0 }))).toBe(
      '2026-10-25T02:00:00.000Z',
    );
  });
});

describe('days', () => {
  it('start at Rome midnight, in winter and in summer', () => {
    expect(iso(romeDayStart(at('2026-01-15T12:00:00Z')))).toBe('2026-01-14T23:00:00.000Z');
    expect(iso(romeDayStart(at('2026-01-15T22:59:59Z')))).toBe('2026-01-14T23:00:00.000Z');
    expect(iso(romeDayStart(at('2026-01-15T23:00:00Z')))).toBe('2026-01-15T23:00:00.000Z');
    expect(iso(romeDayStart(at('2026-07-20T21:59:59Z')))).toBe('2026-07-19T22:00:00.000Z');
  });

  it('last 23 hours on the last Sunday of March and 25 on the last Sunday of October', () => {
    const length = (day: string, next: string) =>
      romeDayStart(at(next)).getTime() - romeDayStart(at(day)).getTime();
    expect(iso(romeDayStart(at('2026-03-29T12:00:00Z')))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(romeDayStart(at('2026-03-30T12:00:00Z')))).toBe('2026-03-29T22:00:00.000Z');
    expect(length('2026-03-29T12:00:00Z', '2026-03-30T12:00:00Z')).toBe(23 * HOUR);
    expect(iso(romeDayStart(at('2026-10-25T12:00:00Z')))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(romeDayStart(at('2026-10-26T12:00:00Z')))).toBe('2026-10-25T23:00:00.000Z');
    expect(length('2026-10-25T12:00:00Z', '2026-10-26T12:00:00Z')).toBe(25 * HOUR);
  });

  it('start in the right year at the new year', () => {
    expect(iso(romeDayStart(at('2025-12-31T23:30:00Z')))).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(romeDayStart(at('2026-01-01T00:00:00Z')))).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(romeDayStart(at('2025-12-31T22:59:59Z')))).toBe('2025-12-30T23:00:00.000Z');
  });

  it('end one millisecond before the next Rome midnight, changes of time included', () => {
    expect(iso(romeDayEnd('2026-01-15'))).toBe('2026-01-15T22:59:59.999Z');
    expect(iso(romeDayEnd('2026-07-15'))).toBe('2026-07-15T21:59:59.999Z');
    expect(iso(romeDayEnd('2026-03-28'))).toBe('2026-03-28T22:59:59.999Z');
    expect(iso(romeDayEnd('2026-03-29'))).toBe('2026-03-29T21:59:59.999Z');
    expect(iso(romeDayEnd('2026-10-24'))).toBe('2026-10-24T21:59:59.999Z');
    expect(iso(romeDayEnd('2026-10-25'))).toBe('2026-10-25T22:59:59.999Z');
    expect(iso(romeDayEnd('2025-12-31'))).toBe('2025-12-31T22:59:59.999Z');
    expect(romeDayEnd('not a date')).toBeNaN();
  });
});

describe('week windows (shiftRomeDays)', () => {
  it('keep the wall-clock time and the milliseconds', () => {
    expect(iso(shiftRomeDays(at('2026-06-15T10:00:00.789Z'), -7))).toBe('2026-06-08T10:00:00.789Z');
  });

  it('are 167 hours across the March change and 169 across the October one', () => {
    expect(iso(shiftRomeDays(at('2026-03-31T10:00:00Z'), -7))).toBe('2026-03-24T11:00:00.000Z');
    expect(iso(shiftRomeDays(at('2026-10-30T10:00:00Z'), -7))).toBe('2026-10-23T09:00:00.000Z');
  });

  it('step over the short and the long day one calendar day at a time', () => {
    // 28 March 13:00 CET -> 29 March 13:00 CEST: 23 hours; 24 October 13:00 CEST -> 25 October 13:00 CET: 25.
    expect(iso(shiftRomeDays(at('2026-03-28T12:00:00Z'), 1))).toBe('2026-03-29T11:00:00.000Z');
    expect(iso(shiftRomeDays(at('2026-10-24T11:00:00Z'), 1))).toBe('2026-10-25T12:00:00.000Z');
  });

  it("count Rome's calendar days and cross the year", () => {
    // 2 June 00:30 in Rome is still 1 June in UTC.
    expect(iso(shiftRomeDays(at('2026-06-01T22:30:00Z'), -7))).toBe('2026-05-25T22:30:00.000Z');
    expect(iso(shiftRomeDays(at('2026-01-03T12:00:00Z'), -7))).toBe('2025-12-27T12:00:00.000Z');
    // 1 January 2026 00:30 in Rome is 31 December 2025 in UTC.
    expect(iso(shiftRomeDays(at('2025-12-31T23:30:00Z'), -7))).toBe('2025-12-24T23:30:00.000Z');
  });
});

describe('month windows (shiftRomeMonths)', () => {
  it('keep the wall-clock time across a change of time', () => {
    // 15 April 12:00 CEST -> 15 March 12:00 CET; 15 November 12:00 CET -> 15 October 12:00 CEST.
    expect(iso(shiftRomeMonths(at('2026-04-15T10:00:00Z'), -1))).toBe('2026-03-15T11:00:00.000Z');
    expect(iso(shiftRomeMonths(at('2026-11-15T11:00:00Z'), -1))).toBe('2026-10-15T10:00:00.000Z');
  });

  it('cross the year both ways', () => {
    expect(iso(shiftRomeMonths(at('2026-01-15T12:00:00Z'), -1))).toBe('2025-12-15T12:00:00.000Z');
    expect(iso(shiftRomeMonths(at('2025-12-31T12:00:00Z'), 1))).toBe('2026-01-31T12:00:00.000Z');
    // 1 January 2026 00:30 in Rome -> 1 December 2025 00:30.
    expect(iso(shiftRomeMonths(at('2025-12-31T23:30:00Z'), -1))).toBe('2025-11-30T23:30:00.000Z');
  });

  it('clamp the day to the shorter month, leap years included', () => {
    expect(iso(shiftRomeMonths(at('2026-03-31T10:00:00Z'), -1))).toBe('2026-02-28T11:00:00.000Z');
    expect(iso(shiftRomeMonths(at('2028-03-31T10:00:00Z'), -1))).toBe('2028-02-29T11:00:00.000Z');
    expect(iso(shiftRomeMonths(at('2026-05-31T10:00:00Z'), -1))).toBe('2026-04-30T10:00:00.000Z');
  });

  it('land on the hour after a skipped time and on the first of a doubled one', () => {
    expect(iso(shiftRomeMonths(at('2026-04-29T00:30:00Z'), -1))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(shiftRomeMonths(at('2026-11-25T01:30:00Z'), -1))).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('time slots (inRomeTimeSlot)', () => {
  it('cross midnight: 22:00 to 06:00, the end excluded', () => {
    const night = (when: string) => inRomeTimeSlot('22:00', '06:00', at(when));
    expect(night('2026-11-22T20:59:00Z')).toBe(false);
    expect(night('2026-11-22T21:00:00Z')).toBe(true);
    expect(night('2026-11-22T23:00:00Z')).toBe(true);
    expect(night('2026-11-23T04:59:00Z')).toBe(true);
    expect(night('2026-11-23T05:00:00Z')).toBe(false);
  });

  it('follow the clock on the night of the March change (one hour shorter)', () => {
    const night = (when: string) => inRomeTimeSlot('22:00', '06:00', at(when));
    expect(night('2026-03-28T20:59:00Z')).toBe(false); // 21:59 CET
    expect(night('2026-03-28T21:00:00Z')).toBe(true); // 22:00 CET
    expect(night('2026-03-29T00:59:00Z')).toBe(true); // 01:59 CET
    expect(night('2026-03-29T01:00:00Z')).toBe(true); // 03:00 CEST
    expect(night('2026-03-29T03:59:00Z')).toBe(true); // 05:59 CEST
    expect(night('2026-03-29T04:00:00Z')).toBe(false); // 06:00 CEST
    // 02:00 to 03:00 never shows on that night.
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const instant = Date.parse('2026-03-28T23:00:00Z') + minute * 60 * 1000;
      expect(inRomeTimeSlot('02:00', '03:00', instant)).toBe(false);
    }
  });

  it('follow the clock on the night of the October change (one hour longer)', () => {
    const night = (when: string) => inRomeTimeSlot('22:00', '06:00', at(when));
    expect(night('2026-10-24T19:59:00Z')).toBe(false); // 21:59 CEST
    expect(night('2026-10-24T20:00:00Z')).toBe(true); // 22:00 CEST
    expect(night('2026-10-25T04:59:00Z')).toBe(true); // 05:59 CET
    expect(night('2026-10-25T05:00:00Z')).toBe(false); // 06:00 CET
    // 02:00 to 03:00 shows twice: two hours of real time.
    expect(inRomeTimeSlot('02:00', '03:00', at('2026-10-24T23:59:00Z'))).toBe(false);
    expect(inRomeTimeSlot('02:00', '03:00', at('2026-10-25T00:00:00Z'))).toBe(true);
    expect(inRomeTimeSlot('02:00', '03:00', at('2026-10-25T01:59:00Z'))).toBe(true);
    expect(inRomeTimeSlot('02:00', '03:00', at('2026-10-25T02:00:00Z'))).toBe(false);
  });

  it('a slot within the day, and an empty slot', () => {
    expect(inRomeTimeSlot('09:00', '17:00', at('2026-07-10T10:00:00Z'))).toBe(true);
    expect(inRomeTimeSlot('09:00', '17:00', at('2026-07-10T15:00:00Z'))).toBe(false);
    expect(inRomeTimeSlot('09:00', '09:00', at('2026-07-10T07:00:00Z'))).toBe(false);
  });
});

describe('formatting', () => {
  it("shows Rome's date and time, Italian style, across the year", () => {
    expect(formatRomeDate(at('2025-12-31T23:30:00Z'))).toBe('01/01/2026');
    expect(formatRomeDateTime(at('2025-12-31T23:30:00Z'))).toBe('01/01/2026, 00:30');
    expect(formatRomeDateTime(at('2025-06-01T10:30:00Z'))).toBe('01/06/2025, 12:30');
  });

  it('matches what Intl says in Italian', () => {
    const italian = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const when of ['2026-03-29T01:00:00Z', '2026-10-25T01:30:00Z', '2026-02-28T23:59:00Z']) {
      expect(formatRomeDateTime(at(when))).toBe(italian.format(at(when)));
    }
  });
});
