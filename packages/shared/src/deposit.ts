import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';
import { formatCents } from './money.ts';
import type { PaymentType } from './payment-methods.ts';

/** A deposit's life on our side: started at Ricarica, final once approved or declined. */
export const DEPOSIT_STATUSES = ['started', 'pending', 'approved', 'declined'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The result route's {status} (money.md §2). */
export const DEPOSIT_RESULT_STATUSES = ['success', 'failed', 'pending', 'back'] as const;
export type DepositResultStatus = (typeof DEPOSIT_RESULT_STATUSES)[number];

/**
 * Ricarica's ResponseCode (ours, docs/decisions.md 'deposits'): 0 is a started deposit; the
 * screen shows 'Attenzione!' with the code and message for any other. CheckHierarchy
 * (screen=deposit) answers the same access codes, so the screen can say why before a submit.
 */
export const DEPOSIT_CODE = {
  OK: 0,
  METHOD_UNKNOWN: -1,
  AMOUNT_TOO_LOW: -2,
  AMOUNT_TOO_HIGH: -3,
  FIELD_INVALID: -4,
  LIMIT_EXCEEDED: -5,
  /** DisableDepositifNotVerified with an unconfirmed mobile or e-mail. */
  CONTACTS_NOT_VERIFIED: -10,
  PASSWORD_CHANGE: -11,
  /** Deposit module off, ConsentiSoloPrelievo or AllSectionsDisabled. */
  SECTION_DISABLED: -12,
  SELF_EXCLUDED: -13,
  /** Blocked or inactive account. */
  ACCOUNT_CLOSED: -14,
  /** The hierarchy check (the player's network) closes deposits. */
  HIERARCHY: -15,
  PROVIDER_ERROR: -20,
} as const;
export type DepositCode = (typeof DEPOSIT_CODE)[keyof typeof DEPOSIT_CODE];

/** The database's integer columns end here: a larger amount or Id is a bad request, not a 500. */
const MAX_DB_INTEGER = 2_147_483_647;
const cents = z.number().int().positive().max(MAX_DB_INTEGER);

/** Deposit request (money.md §3). importo in cents, metodo the payment method's Id. */
export const ricaricaRequest = z.object({
  importo: cents,
  metodo: z.number().int().min(1).max(MAX_DB_INTEGER),
  /** The method's Name; informative, metodo decides. */
  type: z.string().max(100).optional(),
  promo: z.string().trim().max(50).optional(),
  /** true when the first deposit is not yet made: the client's view; the server decides. */
  primaricarica: z.boolean().optional(),
  email: z.string().trim().max(254).optional(),
  code: z.string().trim().max(100).optional(),
  isMobile: z.boolean().optional(),
  cookie: z.string().max(500).optional(),
  domain: z.string().max(255).optional(),
  otp: z.string().max(20).optional(),
  transactionId: z.string().max(100).optional(),
});
export type RicaricaRequest = z.infer<typeof ricaricaRequest>;

/** What the browser does next to reach the provider. */
export const depositAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('modal'), url: z.string() }),
  z.object({
    type: z.literal('form'),
    action: z.string(),
    fields: z.record(z.string(), z.string()),
    newTab: z.boolean(),
  }),
]);
export type DepositAction = z.infer<typeof depositAction>;

export const startedDeposit = z.object({
  transactionId: z.string(),
  /** Whether this is the player's first deposit (none approved before). */
  primaRicarica: z.boolean(),
  action: depositAction,
});
export const ricaricaResponse = responseEnvelope(startedDeposit.nullable());
export type RicaricaResponse = z.infer<typeof ricaricaResponse>;

/** CheckHierarchy: ResponseData true when the screen may be used; otherwise the code says why. */
export const checkHierarchyQuery = z.object({ screen: z.string().min(1).max(50) });
export const checkHierarchyResponse = responseEnvelope(z.boolean());

/** DepositWithPaas: the amount in cents; the embedded provider's page lets the player choose how to pay. */
export const depositWithPaasRequest = z.object({
  importo: cents,
});
export type DepositWithPaasRequest = z.infer<typeof depositWithPaasRequest>;

/** DepositWithPaas: the embedded provider page and its short-lived token. */
export const depositWithPaasResponse = responseEnvelope(
  z.object({ endpoint: z.string(), token: z.string() }).nullable(),
);

/** V3_CheckBonusPrimaRicarica: whether the first deposit is still to be made. */
export const checkBonusPrimaRicaricaResponse = responseEnvelope(z.object({ primaRicarica: z.boolean() }));

/** checkPrimaRicarica: whether the deposit of this transaction was the player's first. */
export const checkPrimaRicaricaQuery = z.object({ transactionId: z.string().min(1).max(100) });
export const checkPrimaRicaricaResponse = responseEnvelope(z.boolean());

/**
 * The confirmation calls of the result page (api/payment/neteller, paysafe, paypal, poste,
 * safecharge, skrillConfirm). The server asks the provider itself; the query only names the
 * payment. esito KO makes the result failed.
 */
export const CONFIRMATION_ESITI = ['OK', 'KO', 'PENDING'] as const;
export const paymentConfirmation = z.object({
  esito: z.enum(CONFIRMATION_ESITI),
  transactionId: z.string(),
  importo: z.number().int(),
  /** Where the browser goes instead (paypal -121212). */
  redirectUrl: z.string().nullable(),
});
export const paymentConfirmationResponse = responseEnvelope(paymentConfirmation.nullable());
export type PaymentConfirmation = z.infer<typeof paymentConfirmation>;

/** PayPal answers this when the player must go back to the provider page (money.md §4). */
export const PAYPAL_REDIRECT_CODE = -121212;
/** The card provider's approval code (RESPONSE_CODE_AUT); any other value is a failure. */
export const CARD_APPROVED_CODE = '00';
/** The method DepositWithPaas uses: disabled, so that Ricarica and the method list never offer it. */
export const PAAS_METHOD_NAME = 'Ricarica_PaaS';
/** Card providers answer a RESPONSE_CODE_AUT: only CARD_APPROVED_CODE is an approval. */
export const CARD_PAYMENT_TYPES: readonly string[] = ['poste'] satisfies PaymentType[];
/**
 * A started deposit holds its amount against the limit this long: the player is on the provider's
 * page. Older started deposits were abandoned and no longer count (an approval that still comes
 * makes them count again as approved); a provider's page left open longer may only decline.
 */
export const DEPOSIT_HOLD_MINUTES = 30;

/** Every query value the confirmation calls accept: each provider sends its own subset. */
export const paymentConfirmationQuery = z
  .object({
    payment_id: z.string().max(100).optional(),
    status: z.string().max(30).optional(),
    mtid: z.string().max(100).optional(),
    token: z.string().max(100).optional(),
    payerEmail: z.string().max(254).optional(),
    payerId: z.string().max(100).optional(),
    PayerID: z.string().max(100).optional(),
    playerId: z.string().max(100).optional(),
    pspTran: z.string().max(100).optional(),
    depositoVeloce: z.string().max(10).optional(),
    RESPONSE_CODE_AUT: z.string().max(10).optional(),
    transaction_id: z.string().max(100).optional(),
  })
  .loose();

/**
 * Texts of the deposit calls. The spec's are copied letter for letter; the limit, exclusion and
 * closed-account texts are ours (docs/decisions.md 'deposits').
 */
export const DEPOSIT_MESSAGES = {
  notAllowed: 'Le operazioni di deposito non sono consentite',
  passwordChange: 'Le operazioni di ricarica e prelievo non sono consentite',
  sectionDisabled: 'Questa sezione è stata disabilitata',
  temporarilyDisabled: 'Questa sezione è temporaneamente disabilitata',
  selfExcluded: 'Sei in modalità autoesclusione: le ricariche non sono consentite.',
  accountClosed:
    "Il conto di gioco non è attivo: le ricariche non sono consentite. Contatta l'assistenza clienti.",
  methodUnknown: 'Metodo di pagamento non disponibile',
  providerError: 'Il servizio di pagamento non è al momento raggiungibile. Riprova più tardi.',
  amountMin: (cents: number) => `Importo minimo ${formatCents(cents)}`,
  amountMax: (cents: number) => `Importo massimo ${formatCents(cents)}`,
  limitExceeded: (period: 'WW' | 'MM', leftCents: number) =>
    `L'importo supera il tuo limite di deposito ${period === 'MM' ? 'mensile' : 'settimanale'}: puoi ricaricare ancora ${formatCents(leftCents)}.`,
} as const;
