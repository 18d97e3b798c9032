import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';

/**
 * Promotions with coupons (money.md §3 'Promotion with coupons', §4 'Coupon colours', §7
 * V3_GetPromoBonusList). A promotion is a bonus offer; a coupon is one player's own code for it,
 * issued by a ranking conversion, a VIP profile or a promotion, and redeemed through RedeemBonus.
 * Amounts in cents; dates ISO 8601 (the screen shows them in Rome time).
 */

/** Id_ELBonusGiochi: 8 a fun bonus, 9 a ranking-points promotion; otherwise the bonus type. */
export const ID_EL_BONUS_GIOCHI = { FUN_BONUS: 8, RANKING: 9 } as const;

/** §4 coupon colours: verde usable, giallo waiting, rosso expired or used. */
export const COUPON_COLOR = { USABLE: 'verde', WAITING: 'giallo', CLOSED: 'rosso' } as const;
export type CouponColor = (typeof COUPON_COLOR)[keyof typeof COUPON_COLOR];

/** Promo card states (money.md §2): ok a coupon can be used now, wait one will be, ko none will. */
export const PROMO_STATE = { OK: 'ok', WAIT: 'wait', KO: 'ko' } as const;
export type PromoState = (typeof PROMO_STATE)[keyof typeof PROMO_STATE];

/**
 * The coupon's alert texts (ours; §4 names what each colour shows). `{date}` is 'DD/MM/YYYY HH:mm'
 * in Rome. 'In attesa di esito' is the spec's own.
 */
export const COUPON_TEXTS = {
  usableUntil: 'Utilizzabile entro il {date}',
  validFrom: 'Valido dal {date}',
  activatorPending: 'Ricarica {amount} entro il {date} per sbloccarlo',
  expired: 'Scaduto il {date}',
  activatorExpired: 'Non sbloccato entro il {date}',
  used: 'Utilizzato il {date}',
  pendingOutcome: 'In attesa di esito',
} as const;

export const couponItem = z.object({
  BonusCode: z.string(),
  SourceBonusCode: z.string(),
  DateFrom: z.string(),
  DateTo: z.string(),
  UsedDate: z.string().nullable(),
  Scaduto: z.boolean(),
  /** True when the coupon has no activator or its deposits were made in time. */
  AttivatoreSbloccato: z.boolean(),
  /** The activator's unlock deadline; null without an activator. */
  ExpirationDateTopUpTargetBonusAttivatore: z.string().nullable(),
  RemainingBonusValue: z.number().int(),
  BonusValue: z.number().int(),
  /** The coupon can be redeemed now (verde). */
  BonusCondOk: z.boolean(),
  ui: z.object({
    AlertColor: z.enum([COUPON_COLOR.USABLE, COUPON_COLOR.WAITING, COUPON_COLOR.CLOSED]),
    /** The alert shows the valid-from date (giallo) rather than the use-by date. */
    ShowValidFrom: z.boolean(),
    AlertText: z.string(),
    /** Where the screen goes after a redeem: the bonus tab the grant appears on. */
    DestPostRedeem: z.string(),
  }),
});
export type CouponItem = z.infer<typeof couponItem>;

export const promoWithCoupons = z.object({
  Bonus: z.object({
    Id: z.number().int(),
    Id_ELBonusGiochi: z.number().int(),
    Name: z.string(),
    /** descrizione_estesa of the offer: what the player gets and on which terms. */
    Description: z.string(),
    IsBonusSport: z.boolean(),
    BonusTypology: z.object({ WinOrLost: z.boolean(), CodiceUnico: z.boolean() }),
    Bonus_PuntiRankMin: z.number().int(),
    BonusValue: z.number().int(),
    /** The offer's public promo code (siglapromo); null when only coupons grant it. */
    Code: z.string().nullable(),
    DateFrom: z.string().nullable(),
    DateTo: z.string().nullable(),
    State: z.enum([PROMO_STATE.OK, PROMO_STATE.WAIT, PROMO_STATE.KO]),
  }),
  Attivatore: z
    .object({
      /** Deposits to make, cents. */
      TargetValue: z.number().int(),
      Description: z.string(),
    })
    .nullable(),
  Coupons: z.array(couponItem),
});
export type PromoWithCoupons = z.infer<typeof promoWithCoupons>;

const isoDate = z.iso.datetime({ offset: true });

/** POST api/BetPlay/V3_GetPromoBonusList's body (money.md §7). */
export const promoBonusListRequest = z.object({
  DateFrom: isoDate.nullable().optional(),
  DateTo: isoDate.nullable().optional(),
  Skip: z.number().int().min(0).max(100_000).default(0),
  Take: z.number().int().min(1).max(100).default(10),
  SortBy: z.literal('DateTo').default('DateTo'),
  SortAscending: z.boolean().default(false),
  ResetCache: z.boolean().default(false),
});
export type PromoBonusListRequest = z.input<typeof promoBonusListRequest>;

export const promoBonusListResponse = responseEnvelope(
  z
    .object({
      Promos: z.array(promoWithCoupons),
      /** Promotions in all (the list is one page of them). */
      Total: z.number().int(),
      /** 'available bonus value': the usable coupons' values, cents. */
      TotalBonusValue: z.number().int(),
      /** 'available free-spin value': spins of the usable free-spin coupons. */
      TotalFreeSpinValue: z.number().int(),
    })
    .nullable(),
);
export type PromoBonusList = NonNullable<z.infer<typeof promoBonusListResponse>['ResponseData']>;
