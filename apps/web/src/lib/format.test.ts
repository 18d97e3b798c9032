import { describe, expect, it } from 'vitest';
import { formatCents, formatDateTime, formatDateTimeCompact } from './format';

describe('formatCents', () => {
  it('shows cents as euro, symbol first, Italian separators and a no-break space', () => {
    expect(formatCents(123456)).toBe('€\u00a01.234,56');
    expect(formatCents(0)).toBe('€\u00a00,00');
    expect(formatCents(5)).toBe('€\u00a00,05');
    expect(formatCents(123456789)).toBe('€\u00a01.234.567,89');
    expect(formatCents(-2550)).toBe('-€\u00a025,50');
  });
});

describe('formatDateTime', () => {
  it('shows times in Europe/Rome (summer and winter offsets)', () => {
    expect(formatDateTime('2025-06-01T10:30:00Z')).toBe('01/06/2025, 12:30');
    expect(formatDateTime('2025-01-15T23:30:00Z')).toBe('16/01/2025, 00:30');
  });
});

describe('formatDateTimeCompact', () => {
  it('shows DD/MM/YYYY HH:mm in Europe/Rome, across the summer-time change', () => {
    expect(formatDateTimeCompact('2026-01-15T23:30:00Z')).toBe('16/01/2026 00:30');
    expect(formatDateTimeCompact('2026-07-15T08:05:00Z')).toBe('15/07/2026 10:05');
  });
});
