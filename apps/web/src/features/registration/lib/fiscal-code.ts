import { normaliseFiscalCode } from '@conto-gioco/shared/validation/fiscal-code';

/** Omocodia replaces the digits of these positions with letters, L=0 ... V=9. */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

/** The code with omocodia undone, without its check character. */
function canonical(code: string): string {
  const chars = [...normaliseFiscalCode(code)];
  for (const position of DIGIT_POSITIONS) {
    const digit = OMOCODIA_LETTERS.indexOf(chars[position] ?? '');
    if (digit >= 0) chars[position] = String(digit);
  }
  return chars.slice(0, 15).join('');
}

/**
 * Whether an entered code is the one the data give: the same code, or one of its omocodia variants
 * (the Agenzia delle Entrate assigns those to people whose data give the same code).
 */
export function sameFiscalCode(entered: string, generated: string): boolean {
  return normaliseFiscalCode(entered).length === 16 && canonical(entered) === canonical(generated);
}
