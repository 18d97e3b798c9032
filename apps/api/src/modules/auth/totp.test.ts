import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { totpCode, totpStep } from './totp.ts';

// RFC 6238 Appendix B: SHA-1 with the ASCII secret "12345678901234567890", 8 digits.
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32;
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('passes the RFC test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('accepts the current step and one step either side, nothing further', () => {
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(RFC_SECRET, now + offset * 30_000);
      expect(totpStep(RFC_SECRET, code, now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, now + offset * 30_000), now)).toBeNull();
    }
  });

  it('refuses codes that are not six digits', () => {
    expect(totpStep(RFC_SECRET, '', 0)).toBeNull();
    expect(totpStep(RFC_SECRET, '12345a', 0)).toBeNull();
    expect(totpStep(RFC_SECRET, '1234567', 0)).toBeNull();
  });
});
