import { describe, expect, it } from 'vitest';
import { centsToEuroText, euroTextToCents, feeText } from './amount';

describe('euroTextToCents', () => {
  it.each([
    ['20', 2000],
    ['25', 2500],
    ['25,5', 2550],
    [' 25,5 ', 2550],
    ['25.50', 2550],
    ['25.05', 2505],
    ['0,01', 1],
    ['1000', 100000],
  ])('%j is %i cents', (text, cents) => expect(euroTextToCents(text)).toBe(cents));

  it.each(['', 'abc', '1.000,00', '10,123', '-5', '1e3'])('%j is not an amount', (text) =>
    expect(euroTextToCents(text)).toBeNaN(),
  );
});

describe('centsToEuroText', () => {
  it.each([
    [2000, '20'],
    [2550, '25,50'],
    [1, '0,01'],
  ])('%i cents is %j', (cents, text) => expect(centsToEuroText(cents)).toBe(text));
});

describe('feeText', () => {
  it("shows 'Nessun costo aggiuntivo' (and an empty fee) as 0%", () => {
    expect(feeText('Nessun costo aggiuntivo', 'Nessun costo aggiuntivo', '0%')).toBe('0%');
    expect(feeText('', 'Nessun costo aggiuntivo', '0%')).toBe('0%');
    expect(feeText('1,5%', 'Nessun costo aggiuntivo', '0%')).toBe('1,5%');
  });
});
