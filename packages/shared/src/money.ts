/** Amounts travel as integer cents; these turn them into the euro text the site shows. */

const euroGrouped = new Intl.NumberFormat('it-IT', {
  style: 'decimal',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/**
 * 123456 -> "€ 1.234,56". Intl's it-IT puts the symbol after the amount ("1.234,56 €"), so the
 * symbol goes first with a no-break space, the way the site shows money. Grouping is forced so
 * that four-digit amounts get their dot too.
 */
export function formatCents(cents: number): string {
  return `${cents < 0 ? '-' : ''}€\u00a0${euroGrouped.format(Math.abs(cents) / 100)}`;
}
