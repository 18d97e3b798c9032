import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';
import { HIERARCHY_SCREENS, STATUS_ITEM_NAMES, type StatusItemName } from './status-items.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';

export * from './status-items.ts';

/** One account-status item (access.md §3): ok, what it is about, and what is wrong when not ok. */
export const statusItem = z.object({
  ok: z.boolean(),
  description: z.string(),
  error: z.string(),
});
export type StatusItem = z.infer<typeof statusItem>;

export const statusItems = z.object(
  Object.fromEntries(STATUS_ITEM_NAMES.map((name) => [name, statusItem])) as Record<
    StatusItemName,
    typeof statusItem
  >,
);
export type StatusItems = z.infer<typeof statusItems>;

/**
 * Ours (GET api/Account/GetAccountStatus): the status items computed on the server, with what the
 * status modal and the account-incomplete badge need.
 */
export const accountStatus = z.object({
  items: statusItems,
  /** Every item is ok: no modal, no badge. */
  allOk: z.boolean(),
  /** The player must verify mobile and e-mail now (module LoginVerifyContacts_Enabled). */
  verifyContacts: z.boolean(),
  /** Contacts must be verified and module AllSectionsDisabled is on. */
  allSectionsDisabled: z.boolean(),
  /** The modal may be closed at all. */
  closable: z.boolean(),
  /** The modal may be closed only through 'Non ora' (no close button, no Esc). */
  onlyNotNow: z.boolean(),
  /** Account-incomplete badge: 0 none, 1 warning, 2 danger. */
  incompleteSeverity: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 0 documents accepted, 3 being checked, 2 refused, anything else missing. */
  documentState: z.number().int(),
  /**
   * A provisional account that has sent no document: the ISO date-time after which it is blocked
   * (access.md §9, 30 days from opening); null otherwise.
   */
  documentsDeadline: z.string().nullable(),
  /** Days left before documentsDeadline, rounded up (0 once it has passed); null without a deadline. */
  documentsDaysLeft: z.number().int().nullable(),
  /** Why a rule blocked the account ('documents-missing'); null otherwise. */
  blockedReason: z.string().nullable(),
  /** Warnings of the status area (access.md §8). */
  warnings: z.object({ email: z.boolean(), mobile: z.boolean(), selfExclusion: z.boolean() }),
  statoConto: z.number().int(),
  email: z.string(),
  cellulare: z.string(),
});
export type AccountStatus = z.infer<typeof accountStatus>;
export const accountStatusResponse = responseEnvelope(accountStatus.nullable());
export type AccountStatusResponse = z.infer<typeof accountStatusResponse>;

/** AcceptTerms, SendMobileConfirmation, ResendEmailConfirmation, SetEmailMobileVerified. */
export const statusActionResponse = responseEnvelope(z.null());
export type StatusActionResponse = z.infer<typeof statusActionResponse>;

/** ConfirmMobile: the SMS code, 6 digits. */
export const confirmMobileRequest = z.object({
  code: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .regex(/^\d{6}$/, { error: "Inserire l'OTP valido" }),
});
export type ConfirmMobileRequest = z.infer<typeof confirmMobileRequest>;
export const confirmMobileResponse = z.object({ ErrorCode: z.number().int(), ErrorMessage: z.string() });
export type ConfirmMobileResponse = z.infer<typeof confirmMobileResponse>;

export const resendEmailQuery = z.object({
  email: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(254)
    .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail })),
});

/** The link of the confirmation e-mail. */
export const setEmailVerifiedQuery = z.object({
  email: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1).max(254),
  code: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Link non valido' }),
  source: z.string().trim().max(20).optional(),
});

export const checkHierarchyQuery = z.object({
  screen: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .toLowerCase()
    .pipe(z.enum(HIERARCHY_SCREENS, { error: 'Schermata sconosciuta' })),
});
/** ResponseData: whether the screen is allowed; ResponseMessage says why not. */
export const checkHierarchyResponse = responseEnvelope(z.boolean().nullable());
export type CheckHierarchyResponse = z.infer<typeof checkHierarchyResponse>;
