import type { CouponItem, PromoBonusList, PromoWithCoupons } from '@conto-gioco/shared/promotions';
import { ok, type Handler, type renderApp } from '@/testing/render';

export function coupon(overrides: Partial<CouponItem> = {}, ui: Partial<CouponItem['ui']> = {}): CouponItem {
  return {
    BonusCode: 'CPN-VERDE',
    SourceBonusCode: 'RANK5',
    DateFrom: '2026-11-20T09:00:00.000Z',
    DateTo: '2026-12-20T09:00:00.000Z',
    UsedDate: null,
    Scaduto: false,
    AttivatoreSbloccato: true,
    ExpirationDateTopUpTargetBonusAttivatore: null,
    RemainingBonusValue: 500,
    BonusValue: 500,
    BonusCondOk: true,
    ...overrides,
    ui: {
      AlertColor: 'verde',
      ShowValidFrom: false,
      AlertText: 'Utilizzabile entro il 20/12/2026 10:00',
      DestPostRedeem: '/account/promozioni-bonus/real-bonus',
      ...ui,
    },
  };
}

export const WAITING = coupon(
  { BonusCode: 'CPN-GIALLO', BonusCondOk: false, BonusValue: 1_000, RemainingBonusValue: 1_000 },
  { AlertColor: 'giallo', ShowValidFrom: true, AlertText: 'Valido dal 01/12/2026 10:00' },
);
export const EXPIRED = coupon(
  { BonusCode: 'CPN-ROSSO', BonusCondOk: false, Scaduto: true },
  { AlertColor: 'rosso', AlertText: 'Scaduto il 10/11/2026 10:00' },
);

export function promo(
  bonus: Partial<PromoWithCoupons['Bonus']> = {},
  rest: Partial<Omit<PromoWithCoupons, 'Bonus'>> = {},
): PromoWithCoupons {
  return {
    Bonus: {
      Id: 1,
      Id_ELBonusGiochi: 1,
      Name: 'Coupon sport 5 €',
      Description: 'Un bonus sport da giocare sulle multiple',
      IsBonusSport: true,
      BonusTypology: { WinOrLost: false, CodiceUnico: false },
      Bonus_PuntiRankMin: 0,
      BonusValue: 500,
      Code: null,
      DateFrom: '2026-11-01T09:00:00.000Z',
      DateTo: '2026-12-31T09:00:00.000Z',
      State: 'ok',
      ...bonus,
    },
    Attivatore: null,
    Coupons: [],
    ...rest,
  };
}

export const list = (
  promos: PromoWithCoupons[],
  overrides: Partial<PromoBonusList> = {},
): PromoBonusList => ({
  Promos: promos,
  Total: promos.length,
  TotalBonusValue: 500,
  TotalFreeSpinValue: 0,
  ...overrides,
});

export const PROMO_LIST_PATH = '/api/BetPlay/V3_GetPromoBonusList';

/** Answers V3_GetPromoBonusList with this list (or what the function makes of the request's body). */
export const promoListHandler = (
  answer: PromoBonusList | null | ((body: Record<string, unknown>) => PromoBonusList | null),
): Record<string, Handler> => ({
  [`POST ${PROMO_LIST_PATH}`]: ({ body }) =>
    ok(typeof answer === 'function' ? answer(body as Record<string, unknown>) : answer),
});

/** The JSON bodies the app posted to `path`, oldest first. */
export const postedBodies = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
