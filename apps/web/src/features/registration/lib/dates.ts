import { TIME_ZONE } from '@conto-gioco/shared/constants';

/** Today in Europe/Rome as YYYY-MM-DD (day boundaries are Rome's). */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The same calendar day `years` years later (29 February becomes 28 February). */
export function addYearsIso(iso: string, years: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${target}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}
