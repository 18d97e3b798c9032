import { describe, expect, it } from 'vitest';
import { centsToEuroText, euroTextToCents } from './amount';
import { formatRequestDate } from './request-date';

describe('amount text', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25.05', 2505],
    ['', Number.NaN],
    ['1.000,00', Number.NaN],
    ['-5', Number.NaN],
  ])('%j -> %d cents', (text, cents) => expect(euroTextToCents(text)).toBe(cents));

  it('writes cents back as the field text', () => {
    expect(centsToEuroText(2000)).toBe('20');
    expect(centsToEuroText(2550)).toBe('25,50');
  });
});

describe('formatRequestDate', () => {
  it('shows DD/MM/YYYY HH:mm in Europe/Rome, across the summer-time change', () => {
    expect(formatRequestDate('2026-01-15T23:30:00Z')).toBe('16/01/2026 00:30');
    expect(formatRequestDate('2026-07-15T08:05:00Z')).toBe('15/07/2026 10:05');
  });
});
