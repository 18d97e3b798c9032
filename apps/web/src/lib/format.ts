/** Display formatting: amounts travel as integer cents; dates are shown in Europe/Rome. */
import { TIME_ZONE } from '@conto-gioco/shared/constants';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/**
 * 123456 -> "€ 1.234,56". Intl's it-IT puts the symbol after the amount ("1.234,56 €"), so the
 * parts are reassembled with the symbol first and a no-break space, the way the site shows money.
 * Grouping is forced so that four-digit amounts get their dot too.
 */
const euroGrouped = new Intl.NumberFormat('it-IT', {
  style: 'decimal',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

export function formatCents(cents: number): string {
  const value = euroGrouped.format(Math.abs(cents) / 100);
  const symbol = euro.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '€';
  return `${cents < 0 ? '-' : ''}${symbol}\u00a0${value}`;
}

const dateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** ISO date -> "21/11/2025, 14:05" in Europe/Rome. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** ISO date -> "21/11/2025" in Europe/Rome. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}
