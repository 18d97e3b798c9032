import { CodiceFiscale } from '@conto-gioco/shared/validation/fiscal-code';
import { describe, expect, it } from 'vitest';
import { sameFiscalCode } from './fiscal-code';

describe('sameFiscalCode', () => {
  const code = CodiceFiscale.compute({
    name: 'Mario',
    surname: 'Rossi',
    gender: 'M',
    day: 1,
    month: 1,
    year: 1980,
    birthplace: 'H501',
  });

  it('accepts the computed code, whatever its case', () => {
    expect(sameFiscalCode(code, code)).toBe(true);
    expect(sameFiscalCode(code.toLowerCase(), code)).toBe(true);
  });

  it('accepts an omocodia variant of the computed code', () => {
    // The last digit of the place code (1) becomes M; the check character changes with it.
    const variant = `${code.slice(0, 14)}M`;
    const full = `${variant}${CodiceFiscale.getCheckCode(variant)}`;
    expect(sameFiscalCode(full, code)).toBe(true);
  });

  it('refuses a code of other data', () => {
    const other = CodiceFiscale.compute({
      name: 'Mario',
      surname: 'Rossi',
      gender: 'M',
      day: 2,
      month: 1,
      year: 1980,
      birthplace: 'H501',
    });
    expect(sameFiscalCode(other, code)).toBe(false);
    expect(sameFiscalCode('RSSMRA', code)).toBe(false);
  });
});
