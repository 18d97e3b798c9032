import {
  RANKING,
  RANKING_ENDPOINTS,
  type RankingConversion,
  type RankingData,
  type RankingEndpoint,
} from '@conto-gioco/shared/ranking';

export type ConversionTab = Extract<RankingEndpoint, `conversioni-${string}`>;
export type CouponTab = Extract<RankingEndpoint, `coupons-${string}`>;

export const COUPON_TABS: readonly CouponTab[] = ['coupons-active', 'coupons-expired'];

export const isRankingEndpoint = (value: string | undefined): value is RankingEndpoint =>
  (RANKING_ENDPOINTS as readonly string[]).includes(value ?? '');

export const isConversionTab = (tab: RankingEndpoint): tab is ConversionTab => tab.startsWith('conversioni-');

/** Which second-level conversion tab a conversion belongs to (money.md §2's dynamic tab set). */
export function tabOfConversion(conversion: RankingConversion): ConversionTab | null {
  if (conversion.IsConversione) return 'conversioni-coupons';
  if (conversion.IsTicketPromo) return 'conversioni-promozioni';
  if (conversion.IsCodiceUnico || conversion.IsBonusDeposito) return 'conversioni-codice-unico';
  return null;
}

/**
 * money.md §2: Coupons if any conversion is a coupon, Promozioni if any is a ticket promo, Bonus
 * Deposito if any is a unique code or a deposit bonus; always in that order.
 */
export function conversionTabs(conversions: RankingConversion[]): ConversionTab[] {
  const present = new Set(conversions.map(tabOfConversion));
  return (['conversioni-coupons', 'conversioni-promozioni', 'conversioni-codice-unico'] as const).filter(
    (tab) => present.has(tab),
  );
}

/** Every tab the page can show, in order: the conversion tabs present, then the coupon tabs. */
export const endpointsOf = (data: RankingData): RankingEndpoint[] => [
  ...conversionTabs(data.ConversioniDisponibili),
  ...COUPON_TABS,
];

export const conversionsOfTab = (conversions: RankingConversion[], tab: ConversionTab) =>
  conversions.filter((conversion) => tabOfConversion(conversion) === tab);

/** A ticket promotion is bought (RankingBuyPromoActivation); every other conversion converted. */
export const isPurchase = (conversion: RankingConversion) => conversion.IsTicketPromo;

/** A conversion whose result is a unique code to unlock in the code box. */
export const givesUniqueCode = (conversion: RankingConversion) =>
  conversion.IsCodiceUnico || conversion.IsBonusDeposito;

/** money.md §2, §9: the next update is the last run plus 12 hours. */
export function nextUpdateOf(lastRun: string | null): Date | null {
  if (!lastRun) return null;
  const at = new Date(lastRun).getTime();
  return Number.isNaN(at) ? null : new Date(at + RANKING.updateEveryHours * 3_600_000);
}
