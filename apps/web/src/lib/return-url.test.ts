import { describe, expect, it } from 'vitest';
import { sanitizeReturnUrl } from './return-url';

describe('sanitizeReturnUrl', () => {
  it('keeps same-origin relative paths with their query', () => {
    expect(sanitizeReturnUrl('/account/ricarica')).toBe('/account/ricarica');
    expect(sanitizeReturnUrl('/account/elenco-giocate?page=2')).toBe('/account/elenco-giocate?page=2');
  });

  it.each([
    ['//evil.com'],
    ['https://x'],
    ['http://evil.com/account'],
    ['/\\evil.com'],
    ['javascript:alert(1)'],
    ['account'],
    ['/\t/evil.com'],
    [''],
    [null],
  ])('rejects %j', (value) => {
    expect(sanitizeReturnUrl(value)).toBeNull();
  });
});
