import codiceFiscaleJs from 'codice-fiscale-js';
import type CodiceFiscaleType from 'codice-fiscale-js';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * The library's CommonJS build exports `{ CodiceFiscale }` while its typings declare a default
 * export; this is the one place that bridges the two. Heavy (the municipality list): only the
 * registration screens and the API import this file.
 */
type CodiceFiscaleClass = typeof CodiceFiscaleType;
const CodiceFiscale = (codiceFiscaleJs as unknown as { CodiceFiscale: CodiceFiscaleClass }).CodiceFiscale;
export { CodiceFiscale };

export const normaliseFiscalCode = (value: string) => value.trim().toUpperCase();

/** Structure and check character, omocodia included (the library's check). */
export function isValidFiscalCode(value: string): boolean {
  const code = normaliseFiscalCode(value);
  if (code.length !== 16) return false;
  try {
    return CodiceFiscale.check(code);
  } catch {
    return false;
  }
}

/** The fiscal-code field of registration and migration: required, valid, sent upper-case. */
export const fiscalCode = () =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required })
    .transform(normaliseFiscalCode)
    .refine(isValidFiscalCode, { error: VALIDATION_MESSAGES.invalidFiscalCode });

export type FiscalCodeDetails = {
  /** YYYY-MM-DD */
  dataNascita: string;
  sesso: 'M' | 'F';
  /** Cadastral code of the birth place (chars 12 to 15, omocodia decoded): a municipality, or Zxxx abroad. */
  catastale: string;
};

/** Omocodia replaces digits with these letters, in this order (0 to 9). */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** Positions that hold digits in a regular code. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
const MONTH_LETTERS = 'ABCDEHLMPRST';

/** The code with omocodia letters turned back into digits (the check character left as is). */
export function withoutOmocodia(value: string): string {
  const chars = [...normaliseFiscalCode(value)];
  for (const position of DIGIT_POSITIONS) {
    const digit = OMOCODIA_LETTERS.indexOf(chars[position] ?? '');
    if (digit >= 0) chars[position] = String(digit);
  }
  return chars.join('');
}

/**
 * Birth date, sex and birth-place code read from a code (access.md §5): a day above 40 means
 * female; a two-digit year up to this year's last two digits is 20xx, otherwise 19xx.
 * Null when the code is not valid.
 */
export function fiscalCodeDetails(value: string, today = new Date()): FiscalCodeDetails | null {
  if (!isValidFiscalCode(value)) return null;
  const code = withoutOmocodia(value);
  const twoDigitYear = Number(code.slice(6, 8));
  const month = MONTH_LETTERS.indexOf(code[8]!) + 1;
  const dayField = Number(code.slice(9, 11));
  const currentTwoDigits = today.getFullYear() % 100;
  const year = (twoDigitYear <= currentTwoDigits ? 2000 : 1900) + twoDigitYear;
  const sesso = dayField > 40 ? 'F' : 'M';
  const day = dayField > 40 ? dayField - 40 : dayField;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { dataNascita: `${year}-${pad(month)}-${pad(day)}`, sesso, catastale: code.slice(11, 15) };
}
