import { describe, expect, it } from 'vitest';
import { registrationClosed } from './registration-window.ts';
import { romeHour } from './rome-time.ts';

const open = { registrationEnabled: true, withdrawOnly: false, nightLock: false };
const locked = { ...open, nightLock: true };

describe('registrationClosed', () => {
  it('is open when the module is on, outside withdraw-only mode and without the night lock', () => {
    expect(registrationClosed(open, new Date('2025-03-10T02:00:00Z'))).toBe(false);
  });

  it('is closed when the registration module is off or in withdraw-only mode, at any hour', () => {
    const noon = new Date('2025-03-10T11:00:00Z');
    expect(registrationClosed({ ...open, registrationEnabled: false }, noon)).toBe(true);
    expect(registrationClosed({ ...open, withdrawOnly: true }, noon)).toBe(true);
  });

  it('with the night lock, is open strictly between 8 and 23 Europe/Rome (09:00-22:59)', () => {
    // Winter (UTC+1): 08:59 Rome is 07:59Z.
    expect(registrationClosed(locked, new Date('2025-01-15T07:59:00Z'))).toBe(true);
    expect(registrationClosed(locked, new Date('2025-01-15T08:00:00Z'))).toBe(false);
    expect(registrationClosed(locked, new Date('2025-01-15T21:59:00Z'))).toBe(false);
    expect(registrationClosed(locked, new Date('2025-01-15T22:00:00Z'))).toBe(true);
    expect(registrationClosed(locked, new Date('2025-01-15T02:30:00Z'))).toBe(true);
  });

  it('reads the hour in Europe/Rome, summer time included', () => {
    // Summer (UTC+2): 07:30Z is 09:30 in Rome, 21:30Z is 23:30.
    expect(romeHour(new Date('2025-07-01T07:30:00Z'))).toBe(9);
    expect(registrationClosed(locked, new Date('2025-07-01T07:30:00Z'))).toBe(false);
    expect(registrationClosed(locked, new Date('2025-07-01T06:30:00Z'))).toBe(true);
    expect(registrationClosed(locked, new Date('2025-07-01T21:30:00Z'))).toBe(true);
    expect(romeHour(new Date('2025-07-01T22:30:00Z'))).toBe(0);
  });
});
