/** Display formatting: amounts travel as integer cents; dates are shown in Europe/Rome. */
import { formatRomeDate, formatRomeDateTime, romeClock } from '@conto-gioco/shared/rome-time';

export { formatCents } from '@conto-gioco/shared/money';

/** A date that does not parse is shown as it came. */
const withDate = (iso: string, format: (date: Date) => string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date);
};

/** ISO date -> "21/11/2025, 14:05" in Europe/Rome. */
export const formatDateTime = (iso: string): string => withDate(iso, formatRomeDateTime);

/** ISO date -> "21/11/2025 14:05" (DD/MM/YYYY HH:mm, no comma) in Europe/Rome: the lists' date. */
export const formatDateTimeCompact = (iso: string): string =>
  withDate(iso, (date) => `${formatRomeDate(date)} ${romeClock(date)}`);

/** ISO date -> "21/11/2025" in Europe/Rome. */
export const formatDate = (iso: string): string => withDate(iso, formatRomeDate);
