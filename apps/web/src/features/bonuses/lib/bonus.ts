import { BONUS_FAMILY, BONUS_STATE, FUN_BONUS_GIOCO, type BonusItem } from '@conto-gioco/shared/bonuses';
import type { BONUS_TABS } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { itBonuses as t } from '@/messages/it-bonuses';
import type { BonusListKind } from '../api/get-bonuses';

export type BonusTab = (typeof BONUS_TABS)[number];

/** The tabs in the order they are shown, and the list each one reads. */
export const TAB_ORDER = ['real-bonus', 'fun-bonus', 'free-spin', 'free-bet', 'scaduti'] as const;
export const LIST_OF_TAB: Record<BonusTab, BonusListKind> = {
  'real-bonus': 'real',
  'fun-bonus': 'funbonus',
  'free-spin': 'freespin',
  'free-bet': 'freebet',
  scaduti: 'all',
};

/** money.md §9: bonus pagination 10 per page. */
export const BONUS_PAGE_SIZE = 10;

export const isBonusTab = (value: string | undefined): value is BonusTab =>
  (TAB_ORDER as readonly string[]).includes(value ?? '');

/** Still usable: active and not past its expiry. */
export const isActive = (item: BonusItem) => item.stato === BONUS_STATE.ACTIVE && !item.Expired;

/** The items a tab shows: the kind tabs their active bonuses, 'scaduti' every closed one. */
export const itemsOfTab = (tab: BonusTab, items: BonusItem[]) =>
  tab === 'scaduti' ? items.filter((item) => !isActive(item)) : items.filter(isActive);

export type Totals = { amount: number; residual: number; count: number };

/** The section's totals (money.md §2): free spins count spins, the others cents. */
export function totalsOf(tab: BonusTab, items: BonusItem[]): Totals {
  const spins = tab === 'free-spin';
  return items.reduce<Totals>(
    (sum, item) => ({
      amount: sum.amount + (spins ? item.nSpin : item.importo),
      residual: sum.residual + (spins ? Math.max(0, item.nSpin - item.nSpinGiocati) : item.importoResiduo),
      count: sum.count + 1,
    }),
    { amount: 0, residual: 0, count: 0 },
  );
}

/** money.md §2: green when the game list is non-empty or famiglia is 1, yellow otherwise. */
export const dotColour = (item: BonusItem): 'green' | 'yellow' =>
  item.listaGiochi.length > 0 || item.famiglia === BONUS_FAMILY.SPORT ? 'green' : 'yellow';

/** money.md §2: with UserCanCancelFunBonus, a residual amount, famiglia 6 and gioco 2. */
export const canCancel = (item: BonusItem, moduleOn: boolean) =>
  moduleOn &&
  isActive(item) &&
  item.importoResiduo > 0 &&
  item.famiglia === BONUS_FAMILY.CASINO &&
  item.gioco === FUN_BONUS_GIOCO;

/** Wagering done, 0-100; null when the bonus has nothing to wager. */
export function wageringPercent(item: BonusItem): number | null {
  if (item.TargetBonusAttivatoreValue <= 0) return null;
  return Math.min(100, Math.round((item.importoGiocato / item.TargetBonusAttivatoreValue) * 1000) / 10);
}

const odds = (hundredths: number) =>
  (hundredths / 100).toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The terms in plain Italian: events and odds, games, bets, wagering (issue 19, beyond the spec). */
export function termsOf(item: BonusItem): string[] {
  const lines: string[] = [];
  const sport = item.json_raccolta;
  if (sport) {
    const kind =
      sport.prematch && sport.live
        ? t.terms.sportKind.both
        : sport.live
          ? t.terms.sportKind.live
          : t.terms.sportKind.prematch;
    lines.push(
      sport.min_eve > 1
        ? t.terms.multiple(kind, sport.min_eve, odds(sport.min_odd))
        : t.terms.single(kind, odds(sport.min_odd)),
    );
    if (sport.max_eve !== null) lines.push(t.terms.maxEvents(sport.max_eve));
    if (sport.tot_odd !== null) lines.push(t.terms.totalOdds(odds(sport.tot_odd)));
  }
  if (item.listaGiochi.length > 0) lines.push(t.terms.games(item.listaGiochi.join(', ')));
  else if (item.famiglia === BONUS_FAMILY.CASINO) lines.push(t.terms.allCasino);
  else if (!sport) lines.push(t.terms.allSport);
  if (item.min_bet !== null) lines.push(t.terms.minBet(formatCents(item.min_bet)));
  if (item.max_bet !== null) lines.push(t.terms.maxBet(formatCents(item.max_bet)));
  if (item.importo > 0 && item.TargetBonusAttivatoreValue > 0)
    lines.push(t.terms.wagering(Math.round(item.TargetBonusAttivatoreValue / item.importo)));
  return lines;
}

/** 'Scade tra 4 giorni e 23 ore' from the ISO expiry. */
export function countdownOf(expiration: string, now: Date): string {
  const left = new Date(expiration).getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0) return t.countdown.expired;
  const minutes = Math.floor(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return t.countdown.days(days, hours % 24);
  if (hours > 0) return t.countdown.hours(hours, minutes % 60);
  return t.countdown.minutes(minutes);
}
