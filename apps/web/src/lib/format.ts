/** Display formatting: amounts travel as integer cents; dates are shown in Europe/Rome. */
import { TIME_ZONE } from '@conto-gioco/shared/constants';

export { formatCents } from '@conto-gioco/shared/money';

const dateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** ISO date -> "21/11/2025, 14:05" in Europe/Rome. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** ISO date -> "21/11/2025 14:05" (DD/MM/YYYY HH:mm, no comma) in Europe/Rome: the lists' date. */
export function formatDateTimeCompact(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(dateTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
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
