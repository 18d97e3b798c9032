import { z } from 'zod';
import { DEPOSIT_LIMIT_OPTIONS_CENTS } from './registration.ts';

/** Deposit limit periods of content-profile.md §3: WW weekly, MM monthly (once per period). */
export const DEPOSIT_LIMIT_PERIODS = ['WW', 'MM'] as const;
export type LimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** A raise (or a change to a larger monthly equivalent) waits this long (content-profile.md §5). */
export const LIMIT_RAISE_DELAY_DAYS = 7;

/** Results of SaveLimitazione, AnnullaLimitazione, SaveEsclusione and RichiediRiammissione. */
export const RESPONSIBLE_GAMING_CODE = {
  OK: 0,
  /** The exclusion is not over yet, or the readmission was already asked for. */
  NOT_ALLOWED: -1,
  /** The same exclusion (category) is already in force. */
  ALREADY_EXCLUDED: -2,
  /** No pending change to cancel, or no permanent exclusion to end. */
  NOTHING_TO_DO: -3,
} as const;

export const RESPONSIBLE_GAMING_MESSAGES = {
  limitSaved: 'Limite di deposito salvato con successo',
  limitScheduled: (when: string) => `Il nuovo limite sarà in vigore dal ${when}`,
  limitCancelled: 'Modifica del limite annullata',
  nothingPending: 'Nessuna modifica del limite in attesa',
  exclusionSaved: 'Autoesclusione impostata con successo',
  alreadyExcluded: 'Sei già autoescluso per questa tipologia di gioco',
  readmissionTooEarly: "L'autoesclusione permanente può essere revocata solo dopo 6 mesi",
  readmissionAlreadyAsked: 'La richiesta di riammissione è già stata registrata',
  readmissionAsked: (when: string) => `Richiesta di riammissione registrata: sarà effettiva dal ${when}`,
  noPermanentExclusion: 'Nessuna autoesclusione permanente da revocare',
} as const;

export const depositLimitSchema = z.object({
  /** Ignored: the period is tipoPeriodo (kept because the spec's payload has it). */
  periodo: z.union([z.string(), z.number()]).optional(),
  importo: z
    .number()
    .int()
    .refine((cents) => DEPOSIT_LIMIT_OPTIONS_CENTS.includes(cents), { error: 'Il campo è richiesto' }),
  tipoPeriodo: z.enum(DEPOSIT_LIMIT_PERIODS),
  numVoltePeriodo: z.literal(1).default(1),
  cookieId: z.string().max(200).optional(),
});
export type DepositLimitRequest = z.input<typeof depositLimitSchema>;

export const limitValue = z.object({ importo: z.number().int(), tipoPeriodo: z.enum(DEPOSIT_LIMIT_PERIODS) });

export const depositLimitsData = z.object({
  /** The limit in force now (null: none set yet). */
  inVigore: limitValue.nullable(),
  /** A raise waiting for its 7 days, with the instant it takes effect (ISO). */
  inAttesa: limitValue.extend({ decorrenza: z.string() }).nullable(),
  numVoltePeriodo: z.literal(1),
});
export type DepositLimits = z.infer<typeof depositLimitsData>;

export const depositLimitsResponse = z.object({
  ResponseCode: z.number().int(),
  ResponseMessage: z.string(),
  ResponseData: depositLimitsData.nullable(),
});

/** SaveLimitazione / AnnullaLimitazione: "code and description" (content-profile.md §7). */
export const codeDescriptionResponse = z.object({
  code: z.number().int(),
  description: z.string(),
  /** When a raise takes effect (ISO); null when the change applies at once. */
  decorrenza: z.string().nullable(),
});
export type CodeDescription = z.infer<typeof codeDescriptionResponse>;

/**
 * The product categories a self-exclusion covers (ADM's 'autoesclusione trasversale' or by
 * category): 0 the whole account, then one product family each.
 */
export const EXCLUSION_CATEGORIES = [
  { id: 0, key: 'all', descrizione: 'Tutti i giochi (intero conto)' },
  { id: 1, key: 'sport', descrizione: 'Scommesse sportive e ippiche' },
  { id: 2, key: 'casino', descrizione: 'Casinò e slot' },
  { id: 3, key: 'poker', descrizione: 'Poker' },
  { id: 4, key: 'bingo', descrizione: 'Bingo' },
  { id: 5, key: 'lotteries', descrizione: 'Lotterie' },
] as const;
export type ExclusionCategory = (typeof EXCLUSION_CATEGORIES)[number]['key'];
export const EXCLUSION_CATEGORY_IDS = EXCLUSION_CATEGORIES.map((c) => c.id);

/** termine: days of a temporary exclusion, or P (permanent, at least 6 months). */
export const EXCLUSION_TERMS = ['30', '60', '90', 'P'] as const;
export type ExclusionTerm = (typeof EXCLUSION_TERMS)[number];
export const TEMPORARY_EXCLUSION_DAYS = [30, 60, 90] as const;
export const PERMANENT_EXCLUSION_MIN_MONTHS = 6;
export const READMISSION_DELAY_DAYS = 7;

export const exclusionRequestSchema = z.object({
  cookieId: z.string().max(200).optional(),
  /** 3: self-exclusion (the only type the player sets). */
  tipo: z.literal(3),
  termine: z.enum(EXCLUSION_TERMS),
  note: z.string().max(500).optional(),
  tipoTrasversale: z
    .number()
    .int()
    .refine((id) => (EXCLUSION_CATEGORY_IDS as number[]).includes(id), { error: 'Il campo è richiesto' }),
});
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

export const readmissionRequestSchema = z.object({
  tipoTrasversale: exclusionRequestSchema.shape.tipoTrasversale,
});

export const exclusionView = z.object({
  tipoTrasversale: z.number().int(),
  termine: z.enum(EXCLUSION_TERMS),
  dal: z.string(),
  /** Temporary: when it ends by itself; permanent: the earliest readmission request (6 months). */
  al: z.string(),
  /** Permanent, readmission asked: when it takes effect. */
  riammissioneDal: z.string().nullable(),
});
export type ExclusionView = z.infer<typeof exclusionView>;

export const exclusionTypesResponse = z.object({
  ResponseCode: z.number().int(),
  ResponseMessage: z.string(),
  ResponseData: z
    .object({
      tipi: z.array(z.object({ id: z.number().int(), descrizione: z.string() })),
      esclusioni: z.array(exclusionView),
    })
    .nullable(),
});
export type ExclusionTypes = NonNullable<z.infer<typeof exclusionTypesResponse>['ResponseData']>;

/** SaveEsclusione: "code and desc" (content-profile.md §7). */
export const codeDescResponse = z.object({ code: z.number().int(), desc: z.string() });
export type CodeDesc = z.infer<typeof codeDescResponse>;
