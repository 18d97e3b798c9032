import { describe, expect, it } from 'vitest';
import { DEPOSIT_HOLD_MINUTES } from '@conto-gioco/shared/deposit';
import { depositAllowance, depositLimitPeriod, depositLimitWindowStart } from './limits.ts';

const start = (period: 'WW' | 'MM', now: string) =>
  depositLimitWindowStart(period, new Date(now)).toISOString();

describe('depositLimitWindowStart (Europe/Rome)', () => {
  it('WW looks back seven days to the same Rome time', () => {
    expect(start('WW', '2026-06-15T10:00:00.000Z')).toBe('2026-06-08T10:00:00.000Z');
    expect(start('WW', '2026-01-20T08:15:30.000Z')).toBe('2026-01-13T08:15:30.000Z');
  });

  it('WW across the spring change is 167 hours: the same wall-clock time, one hour less', () => {
    // 31 March 12:00 in Rome (summer time) -> 24 March 12:00 (winter time).
    expect(start('WW', '2026-03-31T10:00:00.000Z')).toBe('2026-03-24T11:00:00.000Z');
  });

  it('WW across the autumn change is 169 hours', () => {
    // 30 October 11:00 in Rome (winter time) -> 23 October 11:00 (summer time).
    expect(start('WW', '2026-10-30T10:00:00.000Z')).toBe('2026-10-23T09:00:00.000Z');
  });

  it('MM looks back one month to the same Rome time', () => {
    expect(start('MM', '2026-06-15T10:00:00.000Z')).toBe('2026-05-15T10:00:00.000Z');
  });

  it('MM in January goes back to December of the year before', () => {
    expect(start('MM', '2026-01-15T12:00:00.000Z')).toBe('2025-12-15T12:00:00.000Z');
  });

  it('MM clamps the day to the shorter month, leap years included', () => {
    // 31 March 12:00 Rome (summer time) -> 28 February 12:00 (winter time).
    expect(start('MM', '2026-03-31T10:00:00.000Z')).toBe('2026-02-28T11:00:00.000Z');
    expect(start('MM', '2028-03-31T10:00:00.000Z')).toBe('2028-02-29T11:00:00.000Z');
    expect(start('MM', '2026-05-31T10:00:00.000Z')).toBe('2026-04-30T10:00:00.000Z');
  });

  it("counts days by Rome's calendar, not UTC's", () => {
    // 2 June 00:30 in Rome is still 1 June in UTC: the window starts on 2 May 00:30 Rome.
    expect(start('MM', '2026-06-01T22:30:00.000Z')).toBe('2026-05-01T22:30:00.000Z');
    expect(start('WW', '2026-06-01T22:30:00.000Z')).toBe('2026-05-25T22:30:00.000Z');
  });

  it('a start inside the hour skipped in March moves to the hour after', () => {
    // 29 April 02:30 Rome -> 29 March 02:30, which did not exist in 2026: 03:30 summer time.
    expect(start('MM', '2026-04-29T00:30:00.000Z')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a start inside the hour shown twice in October takes its first occurrence', () => {
    // 25 November 02:30 Rome -> 25 October 02:30, first shown in summer time (00:30 UTC).
    expect(start('MM', '2026-11-25T01:30:00.000Z')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('keeps the milliseconds', () => {
    expect(start('WW', '2026-06-15T10:00:00.789Z')).toBe('2026-06-08T10:00:00.789Z');
  });
});

describe('depositAllowance and period', () => {
  it('is what is left, never negative; null without a limit', () => {
    expect(depositAllowance(50_000, 20_000)).toBe(30_000);
    expect(depositAllowance(50_000, 70_000)).toBe(0);
    expect(depositAllowance(null, 70_000)).toBeNull();
  });

  it('reads MM as monthly and anything else as weekly', () => {
    expect(depositLimitPeriod('MM')).toBe('MM');
    expect(depositLimitPeriod('WW')).toBe('WW');
    expect(depositLimitPeriod('')).toBe('WW');
  });

  it('holds started deposits half an hour', () => {
    expect(DEPOSIT_HOLD_MINUTES).toBe(30);
  });
});
