import { romeDate } from '@conto-gioco/shared/rome-time';

/** Today in Europe/Rome as YYYY-MM-DD (day boundaries are Rome's). */
export const todayIso = (now = new Date()): string => romeDate(now);

/** The same calendar day `years` years later (29 February becomes 28 February). */
export function addYearsIso(iso: string, years: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${target}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}
