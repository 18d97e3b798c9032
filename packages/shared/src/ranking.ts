import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';

/**
 * The fidelity ranking (money.md §2 'Fidelity ranking', §3 'Ranking and fidelity data', §4
 * 'Ranking', §7 'Ranking', §8, §9): points earned from play, recomputed every 12 hours, converted
 * into coupons, ticket promotions or a deposit bonus's unique code.
 */

export const RANKING = {
  /** §9: ranking points update every 12 hours; the next update is the last run plus this. */
  updateEveryHours: 12,
  /** §9: movements page size. */
  movementsPageSize: 5,
  /** §4: an unlocked promo is playable within 30 days. */
  promoPlayableDays: 30,
  /** §4: the code-add flag resets after 1 second. */
  codeAddResetMs: 1000,
  /** The leaderboard's length (ours). */
  leaderboardSize: 10,
} as const;

/**
 * Points from play (ours: docs/decisions.md 'Fidelity ranking (issue 19)'), per player and window,
 * on the window's totals: sport and horse-racing tickets decided in the window, casino rounds
 * played in it. Lotteries and scratch cards earn none.
 */
export const RANKING_POINTS = {
  /** 1 point per whole euro staked on sport and horse-racing tickets (cents per point). */
  sportCentsPerPoint: 100,
  /** 1 point per 5 € of casino bets (cents per point). */
  casinoCentsPerPoint: 500,
  /** The first run goes back this many windows (30 days); any run processes at most this many. */
  catchUpWindows: 60,
  /** RankingEstrattoConto's movements and Punti lists: the newest this many. */
  listCap: 200,
} as const;

/** The deposit bonus a unique code unlocks: its coupon needs this deposit within these days (ours). */
export const RANKING_DEPOSIT_ACTIVATOR = { target: 1_000, days: 7 } as const;

/** The catalogue's kinds of conversion; each sets one of the Is* flags of a conversion. */
export const RANKING_CONVERSION_KINDS = ['coupon', 'ticket-promo', 'unique-code', 'deposit-bonus'] as const;
export type RankingConversionKind = (typeof RANKING_CONVERSION_KINDS)[number];

/** CausaleDescription of each movement (the job's, a conversion's, a gift of the operator's). */
export const RANKING_CAUSES = {
  play: 'Punti da gioco',
  conversion: 'Conversione punti',
  gift: 'Punti omaggio',
} as const;

/** Movement descriptions; `{...}` are filled in by the server. */
export const RANKING_DESCRIPTIONS = {
  play: 'Scommesse {sport}, casinò {casino}: dal {from} al {to}',
  conversion: '{name}: codice {code}',
} as const;

/** The second URL segment of /account/classifiche-fidelity (money.md §2). */
export const RANKING_ENDPOINTS = [
  'conversioni-coupons',
  'conversioni-promozioni',
  'conversioni-codice-unico',
  'coupons-active',
  'coupons-expired',
] as const;
export type RankingEndpoint = (typeof RANKING_ENDPOINTS)[number];

/** Result codes of the ranking calls (ResponseCode); ours. */
export const RANKING_CODE = {
  OK: 0,
  NO_FIDELITY: -5101,
  CONVERSION_NOT_FOUND: -5102,
  NOT_ENOUGH_POINTS: -5103,
  MONTHLY_LIMIT: -5104,
  NOT_ALLOWED: -5105,
  CODE_NOT_FOUND: -5106,
} as const;

/** The server's messages beside those codes (the screen puts §8's texts around them). */
export const RANKING_MESSAGES = {
  noFidelity: 'Il tuo conto non ha un profilo fidelity.',
  conversionNotFound: 'Questa conversione non è disponibile.',
  notEnoughPoints: 'Non hai abbastanza punti per questa conversione.',
  monthlyLimit: 'Hai già raggiunto il numero di conversioni consentite questo mese.',
  notAllowed: 'Il tuo conto al momento non può ricevere bonus.',
  codeNotFound: 'Il codice unico inserito non è valido o è già stato utilizzato.',
  promoUnlocked: 'Promozione sbloccata: puoi giocarla entro 30 giorni.',
} as const;

/** money.md §8 texts of the screen; `{message}` is the server's, `{code}` the coupon's. */
export const RANKING_TEXTS = {
  conversionError: 'Si è verificato un errore durante la conversione: {message}',
  conversionOk: 'Conversione avvenuta con successo: {code}',
  uniqueCodeError: 'Si è verificato un errore durante lo sblocco del codice unico: {message}',
  uniqueCodeOk: 'Codice unico sbloccato con successo.',
  noData: 'Non sono disponibili dati',
  noCoupons: 'Non sono disponibili coupons',
} as const;

export const rankingMovement = z.object({
  Id: z.number().int(),
  CausaleDescription: z.string(),
  /** False for points that cannot be converted (the screen then shows its note). */
  Convertibile: z.boolean(),
  /** Earned positive, spent or expired negative. */
  Points: z.number().int(),
  /** ISO 8601. */
  InsDate: z.string(),
  Description: z.string(),
});
export type RankingMovement = z.infer<typeof rankingMovement>;

export const rankingConversion = z.object({
  Id: z.number().int(),
  BonusName: z.string(),
  /** Cents. */
  BonusValue: z.number().int(),
  PointsToConvert: z.number().int(),
  /** The value before a discount, cents (0: none). */
  InsteadOf: z.number().int(),
  ReleaseMaxPerPlayerMonth: z.number().int(),
  /** Cents a player may get from this conversion in a month. */
  ReleaseMaxAmountBonus: z.number().int(),
  /** ISO 8601; null: open-ended. */
  DateTo: z.string().nullable(),
  /** Enough points and under this month's limits. */
  CanConvert: z.boolean(),
  Conversion_BonusName: z.string(),
  Conversion_BonusValue: z.number().int(),
  Conversion_InsteadOf: z.number().int(),
  /** Exactly one is true: a coupon (RankingConvertPoints), a ticket promo (RankingBuyPromoActivation), a unique code or a deposit bonus (RankingConvertPoints, then Redeem_PuntiRankingCodiceUnico). */
  IsConversione: z.boolean(),
  IsTicketPromo: z.boolean(),
  IsCodiceUnico: z.boolean(),
  IsBonusDeposito: z.boolean(),
});
export type RankingConversion = z.infer<typeof rankingConversion>;

export const rankingLeader = z.object({
  Posizione: z.number().int(),
  /** The username masked ('ma•••si'); the player's own row unmasked. */
  Nickname: z.string(),
  Punti: z.number().int(),
  IsMe: z.boolean(),
});

export const rankingData = z.object({
  /** Points earned minus points spent or expired. */
  SaldoGenerale: z.number().int(),
  /** What can be converted now. */
  SaldoDisponibile: z.number().int(),
  /** Points credited by each of the job's runs, newest first. */
  Punti: z.array(z.object({ ExecutionTime: z.string(), Points: z.number().int() })),
  TotalePunti: z.number().int(),
  /** Of TotalePunti, those earned from play. */
  TotalePuntiDaMovimentazione: z.number().int(),
  /** Newest first. */
  Movimenti: z.array(rankingMovement),
  ConversioniDisponibili: z.array(rankingConversion),
  /** The deposit bonus unlocked by a unique code is valid until this (ISO 8601); null: none. */
  BonusDepositoValidoAl: z.string().nullable(),
  GiorniDaRegistrazione: z.number().int(),
  /** Ours: the leaderboard (top ten, and the player's own row when outside it). */
  Classifica: z.array(rankingLeader),
  /** Ours: the job's last run (ISO 8601); the next update is this plus 12 hours. Null before any. */
  UltimoAggiornamento: z.string().nullable(),
});
export type RankingData = z.infer<typeof rankingData>;

/** RankingEstrattoConto: null data (and RANKING_CODE.NO_FIDELITY) without a fidelity profile. */
export const rankingStatementResponse = responseEnvelope(rankingData.nullable());

/** RankingConvertPoints and RankingBuyPromoActivation take a bare JSON string: the conversion's id. */
export const rankingConversionId = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'Conversione non valida');

/** RankingConvertPoints: the coupon's code (or the unique code) in ResponseData. */
export const rankingConvertResponse = responseEnvelope(z.string().nullable());
export const rankingBuyPromoResponse = responseEnvelope(z.null());

export const redeemUniqueCodeQuery = z.object({
  code: z.string().trim().min(1, 'Il campo è richiesto').max(40),
});
export const redeemUniqueCodeResponse = responseEnvelope(z.null());
