import { describe, expect, it } from 'vitest';
import { linkTarget, withToken } from './links';

describe('links', () => {
  it('adds the token with ? or & as the URL needs, nothing without a token', () => {
    expect(withToken('https://partner.example.it/gioca', 'abc')).toBe(
      'https://partner.example.it/gioca?token=abc',
    );
    expect(withToken('https://partner.example.it/gioca?x=1', 'abc')).toBe(
      'https://partner.example.it/gioca?x=1&token=abc',
    );
    expect(withToken('https://partner.example.it/gioca', '')).toBe('https://partner.example.it/gioca');
    expect(withToken('https://partner.example.it/gioca', undefined)).toBe('https://partner.example.it/gioca');
  });

  it('opens "1" in the same window, anything else per its fallback', () => {
    expect(linkTarget('1', '_blank')).toBe('_self');
    expect(linkTarget('_blank', '_self')).toBe('_blank');
    expect(linkTarget('', '_blank')).toBe('_blank');
    expect(linkTarget(undefined, '_self')).toBe('_self');
  });
});
