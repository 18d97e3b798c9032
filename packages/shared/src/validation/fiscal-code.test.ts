import { describe, expect, it } from 'vitest';
import { CodiceFiscale, fiscalCode, fiscalCodeDetails, isValidFiscalCode } from './fiscal-code.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

// Codes computed by codice-fiscale-js from the data in the comments.
/** Mario Rossi, M, 1 January 1980, Roma (H501). */
const MARIO = 'RSSMRA80A01H501U';
/** Anna Verdi, F, 12 May 1990, Milano (F205). */
const ANNA = 'VRDNNA90E52F205A';
/** Luca Bruno, M, 1 March 2005, Roma. */
const LUCA = 'BRNLCU05C01H501A';
/** Rosa Gallo, F, 20 July 1926, Roma. */
const ROSA = 'GLLRSO26L60H501L';
/** Luca Bianco, M, 3 November 1985, born in the United States (Z404). */
const ABROAD = 'BNCLCU85S03Z404K';

const IN_2026 = new Date('2026-06-01T12:00:00Z');

describe('isValidFiscalCode', () => {
  it('accepts valid codes, in any case and with blanks around', () => {
    expect(isValidFiscalCode(MARIO)).toBe(true);
    expect(isValidFiscalCode(` ${ANNA.toLowerCase()} `)).toBe(true);
    expect(isValidFiscalCode(ABROAD)).toBe(true);
  });

  it('refuses a wrong check character, a wrong length or a wrong structure', () => {
    expect(isValidFiscalCode('RSSMRA80A01H501A')).toBe(false);
    expect(isValidFiscalCode(MARIO.slice(0, 15))).toBe(false);
    expect(isValidFiscalCode(`${MARIO}X`)).toBe(false);
    expect(isValidFiscalCode('1234567890123456')).toBe(false);
    expect(isValidFiscalCode('')).toBe(false);
  });

  it('accepts the omocodia variants (digits replaced by letters, check character recomputed)', () => {
    const variants = CodiceFiscale.getOmocodie(MARIO);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants.slice(0, 10)) expect(isValidFiscalCode(variant)).toBe(true);
  });
});

describe('fiscalCode (the form field)', () => {
  it('answers the code upper-case, or the exact messages', () => {
    expect(fiscalCode().parse(` ${MARIO.toLowerCase()} `)).toBe(MARIO);
    expect(fiscalCode().safeParse('').error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.required);
    expect(fiscalCode().safeParse('RSSMRA80A01H501A').error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.invalidFiscalCode,
    );
  });
});

describe('fiscalCodeDetails', () => {
  it('reads birth date, sex and birth-place code', () => {
    expect(fiscalCodeDetails(MARIO, IN_2026)).toEqual({
      dataNascita: '1980-01-01',
      sesso: 'M',
      catastale: 'H501',
    });
  });

  it('reads a day above 40 as a woman born on day - 40', () => {
    expect(fiscalCodeDetails(ANNA, IN_2026)).toEqual({
      dataNascita: '1990-05-12',
      sesso: 'F',
      catastale: 'F205',
    });
    expect(fiscalCodeDetails(ROSA, IN_2026)?.dataNascita.endsWith('-07-20')).toBe(true);
  });

  it('reads a two-digit year up to this year as 20xx, a later one as 19xx', () => {
    expect(fiscalCodeDetails(LUCA, IN_2026)?.dataNascita).toBe('2005-03-01');
    // '26' is this year's two digits: 2026, not 1926.
    expect(fiscalCodeDetails(ROSA, IN_2026)?.dataNascita).toBe('2026-07-20');
    // A year earlier, '26' is above '25': 1926.
    expect(fiscalCodeDetails(ROSA, new Date('2025-06-01T12:00:00Z'))?.dataNascita).toBe('1926-07-20');
    // And '05' before 2005 was 1905.
    expect(fiscalCodeDetails(LUCA, new Date('2004-06-01T12:00:00Z'))?.dataNascita).toBe('1905-03-01');
  });

  it('decodes omocodia in the date and the birth place', () => {
    for (const variant of CodiceFiscale.getOmocodie(ANNA)) {
      expect(fiscalCodeDetails(variant, IN_2026)).toEqual({
        dataNascita: '1990-05-12',
        sesso: 'F',
        catastale: 'F205',
      });
    }
  });

  it('gives the foreign country code (Zxxx) of a birth abroad', () => {
    expect(fiscalCodeDetails(ABROAD, IN_2026)).toEqual({
      dataNascita: '1985-11-03',
      sesso: 'M',
      catastale: 'Z404',
    });
  });

  it('is null for an invalid code', () => {
    expect(fiscalCodeDetails('RSSMRA80A01H501A', IN_2026)).toBeNull();
  });
});
