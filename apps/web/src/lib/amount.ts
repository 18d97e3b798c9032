/**
 * The free amount the player types, in euro with up to two decimals ("25", "25,5", "1.000,00" is
 * not accepted: no grouping), as integer cents; NaN when it is not such a number.
 */
export function euroTextToCents(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole, fraction = ''] = trimmed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the text of the amount field: 2000 -> "20", 2550 -> "25,50". */
export function centsToEuroText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole},${String(fraction).padStart(2, '0')}`;
}

/** 'Nessun costo aggiuntivo' is shown as 0% (money.md §2); any other fee as written. */
export function feeText(additionalCost: string, noFee: string, zero: string): string {
  const text = additionalCost.trim();
  return text === '' || text.toLowerCase() === noFee.toLowerCase() ? zero : text;
}
