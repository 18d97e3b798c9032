import { z } from 'zod';

/**
 * Per-player client settings (access.md §3, content-profile.md §3). Kept on the server and in the
 * browser; unknown keys are kept so that a newer client never loses what an older one wrote.
 */
const favouriteEntry = z.looseObject({
  Expiration: z.string().nullable().optional(),
  Timestamp: z.number().optional(),
  Parameters: z
    .looseObject({
      GroupId: z.number().optional(),
      IsQuery: z.boolean().optional(),
      GameId: z.string().optional(),
    })
    .optional(),
});
const historyEntry = z.looseObject({
  Type: z.enum(['sport', 'games']),
  Url: z.string(),
  Expiration: z.string().nullable().optional(),
  Timestamp: z.number().optional(),
});
const registrationSetting = z.object({ Key: z.string(), value: z.string(), expiry: z.number() });
const messageView = z.object({ Id: z.number(), ViewCount: z.number(), LastDate: z.string() });

export const clientSettings = z.looseObject({
  UserId: z.number().nullable(),
  AdvancedPlayer: z.boolean(),
  GamesAdvancedPlayer: z.boolean(),
  UseSportBookClassic: z.boolean(),
  UseSportBookClassicMobile: z.boolean(),
  ForceUseSportBookOolixy: z.boolean(),
  ForceUseSportBookOolixyMobile: z.boolean(),
  PrematchWelcomePage: z.enum(['welcome', 'calcio', 'tennis', 'basket']).nullable(),
  RankingUniqueCode: z.string().nullable(),
  Layout: z.record(z.string(), z.boolean()),
  Favourites: z.array(favouriteEntry),
  History: z.array(historyEntry),
  PurchasedEvents: z.array(z.unknown()),
  LastSportsOpened: z.array(z.unknown()),
  CouponsActivated: z.array(z.unknown()),
  LastDepositValues: z.looseObject({}).nullable(),
  RegistrationSettings: z.array(registrationSetting),
  Messages: z.array(messageView),
  PrimaRicaricaRecoveryChecked: z.boolean(),
  PrimaRicaricaRecoveryValue: z.number().nullable(),
  SportBookClassicLoadBet: z.boolean(),
  ConfirmBeforePurchase: z.boolean(),
  LiveFastBet: z.boolean(),
  CartDefaultAmount: z.number(),
  KeepCartAfterPurchase: z.boolean(),
  PrintTicketAfterPurchase: z.boolean(),
  /** false = Mai, null = Sempre, true = Rialzo */
  AcceptVariations: z.boolean().nullable(),
});
export type ClientSettings = z.infer<typeof clientSettings>;

export const LAYOUT_FLAGS = [
  'DisableVibration',
  'PrematchHome_GiocanoOraLiveCollapsed',
  'PrematchHome_PiuGiocatiCollapsed',
  'PrematchHome_AndamentoMercatoCollapsed',
  'PrematchHome_PopolariCollapsed',
  'PrematchHome_PromosCollapsed',
  'TypesFilters_StartCollapsed',
  'PrematchGroup_MainOddsExpanded',
  'PrematchEventDetail_TopCollapsed',
  'LiveEventDetail_TopCollapsed',
  'LiveEventDetail_BetRadarVisualization2',
] as const;

export function defaultClientSettings(userId: number | null): ClientSettings {
  return {
    UserId: userId,
    AdvancedPlayer: false,
    GamesAdvancedPlayer: false,
    UseSportBookClassic: false,
    UseSportBookClassicMobile: false,
    ForceUseSportBookOolixy: false,
    ForceUseSportBookOolixyMobile: false,
    PrematchWelcomePage: null,
    RankingUniqueCode: null,
    Layout: Object.fromEntries(LAYOUT_FLAGS.map((flag) => [flag, false])),
    Favourites: [],
    History: [],
    PurchasedEvents: [],
    LastSportsOpened: [],
    CouponsActivated: [],
    LastDepositValues: null,
    RegistrationSettings: [],
    Messages: [],
    PrimaRicaricaRecoveryChecked: false,
    PrimaRicaricaRecoveryValue: null,
    SportBookClassicLoadBet: false,
    ConfirmBeforePurchase: true,
    LiveFastBet: false,
    CartDefaultAmount: 1,
    KeepCartAfterPurchase: false,
    PrintTicketAfterPurchase: false,
    AcceptVariations: null,
  };
}
