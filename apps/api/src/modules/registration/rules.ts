import type { z } from 'zod';
import type { LoginResponse } from '@conto-gioco/shared/auth';
import { envelope, type Envelope as SpecEnvelope } from '@conto-gioco/shared/envelope';
import type { generateCfRequest, preRegisterRequest } from '@conto-gioco/shared/registration';
import type { registrationRequest, verifyRegisterRequest } from '@conto-gioco/shared/registration-requests';
import { CodiceFiscale, withoutOmocodia } from '@conto-gioco/shared/validation/fiscal-code';

/**
 * The registration's rules and the pure helpers its parts share (verification, OTPs, look-ups,
 * account opening): no database here.
 */

export type RegistrationInput = Omit<z.output<typeof registrationRequest>, 'cellulare'> & {
  cellulare: string;
};
export type VerifyRegisterInput = z.output<typeof verifyRegisterRequest>;
export type PreRegisterInput = z.output<typeof preRegisterRequest>;
export type GenerateCfInput = z.output<typeof generateCfRequest>;
export type RegisterCall = 'Register' | 'RegisterUser' | 'RegisterMulti';
export type OtpType = 1 | 2;
export type PromoKind = 'bonus' | 'cart-coupon';
/** What names a person and an account: each is unique among the players. */
export type AccountKeys = { cf: string; email: string; mobile: string; username: string };

export type Envelope<T> = SpecEnvelope<T | null>;
export type RegistrationResult = Envelope<NonNullable<LoginResponse['ResponseData']>>;
export const answer = <T>(code: number, message: string, data: T | null = null): Envelope<T> =>
  envelope(code, message, data);

/** Rules of the registration (docs/decisions.md, registration (issue 4)). */
export const REGISTRATION_RULES = {
  /** VerifyRegister calls allowed per address per hour; more are abnormal traffic (-3). */
  VERIFICATIONS_PER_ADDRESS_PER_HOUR: 20,
  /** How long a pending registration (numConto) and its verified contacts stay usable. */
  VERIFICATION_TTL_SECONDS: 24 * 60 * 60,
  /** Wrong tries a single OTP allows before it is spent. */
  OTP_MAX_ATTEMPTS: 5,
  /** SendOtpCode: at most one new code per type this often. */
  OTP_RESEND_INTERVAL_SECONDS: 60,
  MINIMUM_AGE: 18,
  /** The step of the OTPs; listed in RegistrationDisabledSteps, Register needs no OTP. */
  OTP_STEP: 11,
} as const;

/** A refusal decided inside the transaction: rolls it back and becomes the answer. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly text: string,
  ) {
    super(`registration refused: ${reason}`);
  }
}

/** The mobile as stored: blanks removed. */
export const normaliseMobile = (value: string) => value.replace(/\s+/g, '');
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
export const orNull = (value: string | null | undefined) => value?.trim() || null;

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Full years from `birth` to `today` (both YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** codice-fiscale-js's computation; null when the data cannot give a code. */
export function computeFiscalCode(data: {
  nome: string;
  cognome: string;
  sesso: 'M' | 'F';
  dataNascita: string;
  catastale: string;
}): string | null {
  if (!isCalendarDate(data.dataNascita)) return null;
  const [year, month, day] = data.dataNascita.split('-').map(Number) as [number, number, number];
  try {
    return CodiceFiscale.compute({
      name: data.nome,
      surname: data.cognome,
      gender: data.sesso,
      day,
      month,
      year,
      birthplace: data.catastale,
    });
  } catch {
    return null;
  }
}

/** Whether the code is the one the data give (omocodia allowed: the first 15 characters, decoded). */
export function fiscalCodeMatches(code: string, computed: string): boolean {
  return withoutOmocodia(code).slice(0, 15) === computed.slice(0, 15);
}

/** Step numbers of the site variable RegistrationDisabledSteps ('3, 9'). */
export function disabledSteps(value: string | null): Set<number> {
  return new Set(
    (value ?? '')
      .split(/[\s,;]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  );
}
