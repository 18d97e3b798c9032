import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';

/**
 * The VIP Club (money.md §2 'VIP', §3 'Points statement row', 'VIP point rule', 'VIP', §4 'VIP
 * request flow', §7 'VIP', §8, §9; issue 20): enrolment, levels by comp points earned from play,
 * the points statement and the recharge cards that turn points into bonuses.
 */

export const VIP = {
  /** §9: comp points are computed every 12 hours, over closed windows. */
  updateEveryHours: 12,
  /** §9: the points statement's page size. */
  statementPageSize: 5,
  /** Levels follow the points earned in the last 12 months (ours). */
  levelMonths: 12,
  /** The first run goes back this many windows (30 days); any run processes at most this many. */
  catchUpWindows: 60,
  /** The recent recharge requests GetListaRicariche shows (ours). */
  requestsShown: 10,
} as const;

/** PlatformType_Id of the two platforms of the programme (ours): each has its own subscription. */
export const VIP_PLATFORM = { SPORT: 1, CASINO: 2 } as const;
export type VipPlatformId = (typeof VIP_PLATFORM)[keyof typeof VIP_PLATFORM];
export const VIP_PLATFORM_NAMES: Record<VipPlatformId, string> = { 1: 'Sport', 2: 'Casinò' };

/** §4 'VIP request flow' codes and the rest of ours (ResponseCode). */
export const VIP_CODE = {
  OK: 0,
  /** A validated account, not enrolled: it may apply (the screen shows the request button). */
  MAY_APPLY: -1110,
  /** An account that may not join now: self-excluded, withdraw-only, blocked, not validated. */
  NOT_ALLOWED: -1111,
  /** Not eligible yet: no approved deposit so far. */
  NOT_YET_ELIGIBLE: -1112,
  NOT_ENROLLED: -5201,
  CARD_NOT_FOUND: -5202,
  NOT_ENOUGH_POINTS: -5203,
  BONUS_REFUSED: -5204,
} as const;

export const VIP_MESSAGES = {
  enrolled: 'Sei iscritto al VIP Club.',
  applied: 'Complimenti! La tua iscrizione al VIP Club è avvenuta con successo.',
  mayApply: 'Non sei ancora iscritto al VIP Club: puoi richiedere l’accesso.',
  notAllowed: 'Il tuo conto al momento non può partecipare al VIP Club.',
  notYetEligible: 'Potrai accedere al VIP Club dopo la tua prima ricarica.',
  notEnrolled: 'Non sei iscritto al VIP Club.',
  cardNotFound: 'Questa ricarica non è disponibile.',
  notEnoughPoints: 'Non hai abbastanza punti per questa ricarica.',
  bonusRefused: 'Il bonus di questa ricarica non può esserti assegnato ora: {message}',
  rechargeOk: 'Ricarica richiesta con successo: il bonus è in Promozioni e bonus.',
} as const;

/** Causal_Description of each points movement. */
export const VIP_CAUSES = { play: 'Punti da gioco', recharge: 'Ricarica punti' } as const;

export const subscriptionIdField = z.coerce.number().int().positive().max(2_147_483_647);
const platformIdField = z.coerce
  .number()
  .int()
  .refine((id) => id === VIP_PLATFORM.SPORT || id === VIP_PLATFORM.CASINO, 'Piattaforma non valida');

export const vipLevelDetail = z.object({ Name: z.string(), Points: z.number().int() });

/** One level card per platform (GetVIPProgram, and VipPlayerApply / GetVIPProfileActive on 0). */
export const vipLevelCard = z.object({
  SubscriptionId: z.number().int(),
  PlatformType_Id: z.number().int(),
  PlatformType_Name: z.string(),
  /** The current level's name. */
  level: z.string(),
  /** [0] the current level, [1] the next (absent at the top level); Points are their thresholds. */
  levelDetail: z.array(vipLevelDetail),
  /** Enrolled since (ISO 8601). */
  dal: z.string(),
  /** Points earned in the last 12 months (what the level follows). */
  punti: z.number().int(),
  /** 0-100 towards the next level; 100 at the top. */
  progress: z.number().int(),
});
export type VipLevelCard = z.infer<typeof vipLevelCard>;

/** 0: the cards; the other codes of §4: null. */
export const vipProfileResponse = responseEnvelope(z.array(vipLevelCard).nullable());
export const vipProgramResponse = responseEnvelope(z.array(vipLevelCard).nullable());

export const vipPointRule = z.object({
  Provider: z.string(),
  /** '*': every game of the provider. */
  Gioco: z.string(),
  /** Cents played per point. */
  Importo_per_1_punto: z.number().int(),
});
export const vipPointRulesResponse = responseEnvelope(z.array(vipPointRule));

export const compPointsResponse = responseEnvelope(
  z
    .object({
      punti: z.array(
        z.object({
          PlatformType_Id: z.number().int(),
          PlatformType_Name: z.string(),
          punti: z.number().int(),
          SubscriptionId: z.number().int(),
        }),
      ),
      /** The job's last window end (ISO 8601); null before any. */
      Reference_Date: z.string().nullable(),
    })
    .nullable(),
);

export const vipStatementQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(50).default(VIP.statementPageSize),
  subscriptionId: subscriptionIdField,
  platformId: platformIdField,
});

export const vipStatementRow = z.object({
  Reference_Date: z.string(),
  Causal_Description: z.string(),
  Notes: z.string(),
  Platform_Description: z.string(),
  CasinoGameName: z.string().nullable(),
  /** Cents played (0 for a recharge). */
  Amount: z.number().int(),
  AmountPerPoint: z.number().int(),
  Points: z.number().int(),
  /** The balance after this row. */
  RunningBalance: z.number().int(),
});
export type VipStatementRow = z.infer<typeof vipStatementRow>;
export const vipStatementResponse = responseEnvelope(
  z.object({ rows: z.array(vipStatementRow), total: z.number().int() }).nullable(),
);

/** GetVipProgramPromo: the recharge cards' offers. */
export const vipPromo = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  PlatformTypeName: z.string(),
  Points: z.number().int(),
  /** Cents. */
  Amount: z.number().int(),
});
export const vipPromoResponse = responseEnvelope(z.array(vipPromo).nullable());

export const vipRechargeListQuery = z.object({ platformTypeId: platformIdField });
export const vipRechargeCard = z.object({
  Id: z.number().int(),
  /** The bonus, cents. */
  amount: z.number().int(),
  name: z.string(),
  detail: z.array(z.object({ Points: z.number().int() })),
  PlatformTypeName: z.string(),
  /** Enrolled with enough points. */
  CanApply: z.boolean(),
});
export const vipRechargeRequestRow = z.object({
  Id: z.number().int(),
  name: z.string(),
  Points: z.number().int(),
  amount: z.number().int(),
  /** 'Erogata': the bonus was granted with the request. */
  State: z.string(),
  CouponCode: z.string(),
  InsDate: z.string(),
});
export const vipRechargeListResponse = responseEnvelope(
  z.object({ ricariche: z.array(vipRechargeCard), richieste: z.array(vipRechargeRequestRow) }).nullable(),
);

export const vipRechargeRequestBody = z.object({
  rechargeId: z.coerce.number().int().positive().max(2_147_483_647),
  subscriptionId: subscriptionIdField,
});
/** The coupon's code in ResponseData. */
export const vipRechargeResponse = responseEnvelope(z.string().nullable());

export const VIP_REQUEST_STATE = { granted: 'Erogata' } as const;
