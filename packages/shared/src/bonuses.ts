import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';

/**
 * Bonuses (money.md §3 bonus item and bonus types, §4 bonus expiry and fun bonus use, §9 defaults).
 * Amounts in cents, odds in hundredths.
 */

/** Bonus type enumeration (money.md §3). */
export const BONUS_TYPE = {
  SPORT: 1,
  CASINO: 2,
  CASINO_CASH: 3,
  CASINO_REAL_BONUS: 4,
  CASINO_FUN_BONUS: 5,
  CASINO_FREE_SPIN: 6,
  FREE_BET: 7,
  SPORT_FUN_BONUS: 8,
  PUNTI_RANKING: 9,
} as const;
export type BonusType = (typeof BONUS_TYPE)[keyof typeof BONUS_TYPE];

/** A bonus's famiglia: 1 sport, 6 casino (the game families of play). */
export const BONUS_FAMILY = { SPORT: 1, CASINO: 6 } as const;
export type BonusFamily = (typeof BONUS_FAMILY)[keyof typeof BONUS_FAMILY];

/**
 * What a grant's money is, as the bonus item's `type` names it: real bonus money (wagered, then
 * released to cash), a fun bonus (played only on its terms, one at a time), free spins, a free bet.
 */
export const BONUS_KINDS = ['real', 'funbonus', 'freespin', 'freebet'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** A grant's life: active until its wagering is complete, it expires or the player cancels it. */
export const BONUS_STATE = {
  ACTIVE: 'active',
  COMPLETED: 'completed',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
} as const;
export type BonusState = (typeof BONUS_STATE)[keyof typeof BONUS_STATE];

/** money.md §5 and §9: wagering 35x; sport: at least 3 events, each at odds 1.50 or more, pre-match. */
export const BONUS_DEFAULTS = {
  wageringMultiple: 35,
  minEvents: 3,
  minOdds: 150,
  /** 'about 5 days' for a fun bonus. */
  funBonusDays: 5,
  /** Real bonuses: a month to complete the wagering. */
  realBonusDays: 30,
} as const;

/** The sport conditions of a grant (the bonus item's json_raccolta). */
export type SportConditions = {
  /** min_eve, max_eve: events on the ticket. */
  minEvents: number;
  maxEvents: number | null;
  /** min_odd: each event's odds, hundredths. */
  minOdds: number;
  /** tot_odd: the ticket's total odds, hundredths. */
  totalOdds: number | null;
  live: boolean;
  prematch: boolean;
};

/** The terms a grant records when it is made (its offer's, at that moment). */
export type BonusTerms = {
  kind: BonusKind;
  family: BonusFamily;
  /** Wagering: the amount times this must be staked on qualifying bets (0: none). */
  wageringMultiple: number;
  /** listaGiochi: the casino games whose bets count; empty means every game of the family. */
  games: string[];
  /** Sport bets only; null for casino. */
  sport: SportConditions | null;
  /** min_bet, max_bet: a bet outside them neither uses the bonus nor counts, cents. */
  minBet: number | null;
  maxBet: number | null;
  /**
   * Free spins: each spin's stake, cents (minBet and maxBet are the same); the grant's amount is
   * the spins' value. Kept when the spins' wins become a real bonus, to show the spins.
   */
  spinValue?: number | null;
};

/** Statement causes of bonus movements (the statement lists them with the others). */
export const BONUS_CAUSES = {
  granted: 'Accredito bonus',
  released: 'Bonus convertito in saldo',
  expired: 'Bonus scaduto',
  cancelled: 'Bonus annullato',
} as const;

/** Result codes of the bonus calls (ResponseCode); ours. */
export const BONUS_CODE = {
  OK: 0,
  NOT_FOUND: -5001,
  ALREADY_REDEEMED: -5002,
  NOT_ALLOWED: -5003,
  FUN_BONUS_ACTIVE: -5004,
  NOT_CANCELLABLE: -5005,
  /** A coupon not valid yet, or whose activator's deposits are not made yet. */
  COUPON_NOT_YET: -5006,
  /** A coupon used, expired, or whose activator was not unlocked in time. */
  COUPON_CLOSED: -5007,
} as const;

/** The server's messages beside them (the screen puts money.md §8's titles above them). */
export const BONUS_MESSAGES = {
  notFound: 'Il codice inserito non corrisponde a nessuna promozione attiva.',
  alreadyRedeemed: 'Hai già riscattato questa promozione.',
  notAllowed: 'Il tuo conto al momento non può ricevere bonus.',
  funBonusActive: 'Hai già un Fun Bonus attivo: usalo completamente prima di riscattarne un altro.',
  notCancellable: 'Questo bonus non può essere cancellato.',
  couponNotYet: 'Questo coupon non è ancora utilizzabile: controlla da quando è valido.',
  couponLocked: 'Questo coupon si sblocca con la ricarica richiesta dalla promozione.',
  couponUsed: 'Hai già utilizzato questo coupon.',
  couponExpired: 'Questo coupon è scaduto.',
  couponLapsed: 'Questo coupon non è stato sbloccato in tempo con la ricarica richiesta.',
  /** A promotion's activator (V3_GetPromoBonusList Attivatore.Description); {amount} in euro. */
  activator: 'Ricarica almeno {amount} per sbloccare il coupon.',
} as const;

/** The bonus item's `gioco`: 2 for a casino fun bonus (the one a player may cancel), 0 otherwise. */
export const FUN_BONUS_GIOCO = 2;

/** A bonus as the bonus calls answer it (money.md §3 bonus item), plus `stato` (ours: BONUS_STATE). */
export const bonusItem = z.object({
  id: z.number().int(),
  type: z.string(),
  descrizione: z.string(),
  descrizione_estesa: z.string(),
  siglapromo: z.string().nullable(),
  importo: z.number().int(),
  importoResiduo: z.number().int(),
  importoGiocato: z.number().int(),
  importoDaGiocare: z.number().int(),
  famiglia: z.number().int(),
  gioco: z.number().int(),
  listaGiochi: z.array(z.string()),
  /** 'DD/MM/YYYY HH:mm' in Rome. */
  dataFineRaccolta: z.string(),
  json_raccolta: z
    .object({
      min_eve: z.number().int(),
      max_eve: z.number().int().nullable(),
      min_odd: z.number().int(),
      tot_odd: z.number().int().nullable(),
      live: z.boolean(),
      prematch: z.boolean(),
    })
    .nullable(),
  min_bet: z.number().int().nullable(),
  max_bet: z.number().int().nullable(),
  nSpin: z.number().int(),
  nSpinGiocati: z.number().int(),
  totBetPlay: z.number().int(),
  totWinPlay: z.number().int(),
  BonusValue: z.number().int(),
  RemainingBonusValue: z.number().int(),
  TargetBonusAttivatoreValue: z.number().int(),
  PartiallyRedeemable: z.boolean(),
  Bonus_PuntiRankMin: z.number().int(),
  ShowButtonAddToCart: z.boolean(),
  ShowButtonRedeem: z.boolean(),
  Expired: z.boolean(),
  /** ISO 8601. */
  Expiration: z.string(),
  SubType: z.number().int(),
  stato: z.enum(Object.values(BONUS_STATE) as [BonusState, ...BonusState[]]),
});
export type BonusItem = z.infer<typeof bonusItem>;

export const bonusListResponse = responseEnvelope(z.array(bonusItem).nullable());
/** EL_GetUserBonusReactive: the same items as one JSON string (the spec's shape). */
export const userBonusReactiveResponse = responseEnvelope(z.string().nullable());

export const redeemBonusQuery = z.object({
  bonusCode: z.string().trim().min(1, 'Il campo è richiesto').max(40),
});
export const redeemBonusResponse = responseEnvelope(
  z
    .object({
      Promo: z.object({
        Bonus: z.object({ PromoRicaricaBonus: z.object({ Id_ELBonusGiochi: z.number().int() }) }),
      }),
    })
    .nullable(),
);

export const cancelFunBonusQuery = z.object({
  bonusId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const cancelFunBonusResponse = responseEnvelope(
  z.object({ esitoDb: z.object({ returnCode: z.number().int() }) }).nullable(),
);
