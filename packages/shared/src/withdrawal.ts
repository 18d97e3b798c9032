import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';
import { formatCents } from './money.ts';

/**
 * A withdrawal's life on our side. pending: the money sits in the player's pending-withdrawal
 * account and the payout waits for the provider; the other three are final: paid (the money left
 * to the provider), rejected by the provider or cancelled by the player (the money is back in cash).
 */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The result route's {status} (money.md §2). */
export const WITHDRAWAL_RESULT_STATUSES = ['success', 'failed', 'pending'] as const;
export type WithdrawalResultStatus = (typeof WITHDRAWAL_RESULT_STATUSES)[number];

/** Requests a player may make per Europe/Rome calendar day, cancelled and rejected ones included (money.md §9). */
export const MAX_WITHDRAWALS_PER_DAY = 4;
/** The method WithdrawWithPaas uses: disabled, so that Prelievo and the method list never offer it. */
export const PAAS_WITHDRAWAL_METHOD = 'Prelievo_PaaS';

/** Apco cards of these BINs are paid out as Postepay (money.md §5). */
export const APCO_POSTEPAY_PREFIXES = ['402360', '533317'] as const;

/** Voucher PIN minimum length (money.md §9). */
export const VOUCHER_PIN_MIN_LENGTH = 4;

/** The XElektra steps (money.md §4): Withdraw asks for the OTP, Confirm moves the money. */
export const XELEKTRA_STEPS = ['Withdraw', 'Confirm'] as const;
export type XElektraStep = (typeof XELEKTRA_STEPS)[number];

/** Where the OTP goes (money.md §4: the channel can switch between email and sms). */
export const OTP_SOURCES = ['sms', 'email'] as const;
export type OtpSource = (typeof OTP_SOURCES)[number];

/**
 * Prelievo's ResponseCode (ours except -3333 and -1010, docs/decisions.md 'withdrawals'): the
 * screen shows 'Si è verificato un errore durante il prelievo: {message}' for any non-zero code
 * but -3333, which asks for the OTP. CheckHierarchy (screen=withdrawal) answers the access codes.
 */
export const WITHDRAWAL_CODE = {
  OK: 0,
  METHOD_UNKNOWN: -1,
  AMOUNT_TOO_LOW: -2,
  AMOUNT_TOO_HIGH: -3,
  FIELD_INVALID: -4,
  /** MAX_WITHDRAWALS_PER_DAY requests already made today (Europe/Rome). */
  DAILY_LIMIT: -5,
  /** pin is not the account's password. */
  WRONG_PASSWORD: -6,
  /** The amount is more than the withdrawable balance at the moment of the request. */
  INSUFFICIENT_FUNDS: -7,
  /** Mobile (unless RegistrationMobileAvoidConfirmation) or e-mail not confirmed. */
  CONTACTS_NOT_VERIFIED: -10,
  PASSWORD_CHANGE: -11,
  /** Withdraw module off, Disable_All_Withdraw or AllSectionsDisabled. */
  SECTION_DISABLED: -12,
  /** Blocked or inactive account. */
  ACCOUNT_CLOSED: -14,
  /** The identity document on file is past its expiry date (issue 17). */
  DOCUMENT_EXPIRED: -15,
  PROVIDER_ERROR: -20,
  /** EL_AnnullaPrelievo: no pending withdrawal of the player with that ticket. */
  NOT_FOUND: -30,
  /** EL_AnnullaPrelievo: the withdrawal is no longer pending (paid, rejected or cancelled). */
  NOT_CANCELLABLE: -31,
  /** The OTP is wrong or expired: the screen clears the field (money.md §4). */
  OTP_INVALID: -1010,
  /** An OTP was sent: the screen asks for it and retries the same request (money.md §4). */
  OTP_REQUIRED: -3333,
} as const;
export type WithdrawalCode = (typeof WITHDRAWAL_CODE)[keyof typeof WITHDRAWAL_CODE];

/** The spec's texts (money.md §2, §5, §8) and ours, in Italian, for the server and the screen. */
export const WITHDRAWAL_MESSAGES = {
  notAllowed: 'Le operazioni di prelievo non sono consentite',
  passwordChange: 'Le operazioni di ricarica e prelievo non sono consentite',
  sectionDisabled: 'Questa sezione è stata disabilitata',
  accountClosed:
    "Il conto di gioco non è attivo: i prelievi non sono consentiti. Contatta l'assistenza clienti.",
  documentExpired:
    'Il tuo documento di identità è scaduto: per prelevare invia un documento valido dalla sezione Documenti del profilo.',
  methodUnknown: 'Metodo di prelievo non disponibile',
  providerError: 'Il servizio di pagamento non è al momento raggiungibile. Riprova più tardi.',
  amountMin: (cents: number) => `Importo minimo ${formatCents(cents)}`,
  amountMax: (cents: number) => `Importo massimo ${formatCents(cents)}`,
  hint: (minCents: number, maxCents: number) =>
    `Min: ${formatCents(minCents)} - Max: ${formatCents(maxCents)}`,
  dailyLimit: `Hai già fatto ${MAX_WITHDRAWALS_PER_DAY} richieste di prelievo oggi: potrai farne altre da domani.`,
  dailyLimitInfo: `Puoi fare al massimo ${MAX_WITHDRAWALS_PER_DAY} richieste di prelievo al giorno.`,
  wrongPassword: 'La password non è corretta',
  insufficientFunds: "L'importo supera il saldo prelevabile",
  ibanItalianOnly: 'Il prelievo con bonifico bancario può essere fatto soltanto inserendo un IBAN Italiano',
  pinMinLength: `Lunghezza minima ${VOUCHER_PIN_MIN_LENGTH} caratteri`,
  invalidExpiry: 'Inserire una scadenza valida (MM/AA)',
  cardUnknown: 'Carta non trovata tra quelle a tuo nome',
  otpPrompt: 'INSERISCI IL CODICE OTP INVIATO PER SMS',
  otpVerify: 'VERIFICA',
  otpSentSms: 'Ti abbiamo inviato il codice OTP per SMS.',
  otpSentEmail: 'Ti abbiamo inviato il codice OTP per e-mail.',
  otpInvalid: 'Il codice OTP non è corretto o è scaduto. Richiedine uno nuovo.',
  errorPrefix: (message: string) => `Si è verificato un errore durante il prelievo: ${message}`,
  successTitle: 'Operazione conclusa',
  successText: 'Il prelievo è stato richiesto con successo.',
  successSerial: (serial: string) => ` Seriale: ${serial}`,
  notWithdrawn: (description: string) => `Non è stato possibile prelevare: ${description}`,
  xelektraTitle: 'Complimenti!',
  pendingButton: 'Prelievi in attesa',
  noPending: 'Non ci sono prelievi pendenti',
  cancelSuccess: "L'annullamento del prelievo è stato eseguito con successo.",
  cancelError: (message: string) =>
    `Si è verificato un errore durante l'annullamento del prelievo: ${message}`,
  notFound: 'Prelievo non trovato',
  notCancellable: 'Il prelievo non è più annullabile',
  invalidCharacters: 'Il campo contiene caratteri non validi',
} as const;

/** The database's integer columns end here: a larger amount is a bad request, not a 500. */
const MAX_DB_INTEGER = 2_147_483_647;
const cents = z.number().int().positive().max(MAX_DB_INTEGER);
/**
 * No control characters in what the server looks up or keeps: PostgreSQL's text refuses NUL, so
 * without this a NUL in the method's name or a Scratch code was a 500 instead of a bad request.
 */
const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;
const plain = (schema: z.ZodString) =>
  schema.refine((value) => ![...value].some(isControl), { error: WITHDRAWAL_MESSAGES.invalidCharacters });
const text = (max: number) => plain(z.string().trim().max(max)).optional();

/**
 * Withdrawal request (money.md §3). importo in cents; type is the withdrawal method's Name
 * (Prelievo_<x>), which decides; pin is the account password. metodo and transactionId are the
 * XElektra steps. code is the Scratch code, the Elektra card number or the chosen Mastercard VIP
 * card's id; secret the voucher PIN; poste_pay the card number (Poste, Postepay, Apco) with
 * data_scadenza MM/YY; iban the bank transfer's.
 */
export const prelievoRequest = z.object({
  type: plain(z.string().trim().min(1).max(100)),
  importo: cents,
  pin: z.string().max(200),
  intestatario: text(200),
  numeroContratto: text(100),
  cookie: text(500),
  domain: text(255),
  isMobile: z.boolean().optional(),
  email: text(254),
  otp: text(20),
  otpSource: z.enum(OTP_SOURCES).optional(),
  code: text(100),
  metodo: z.enum(XELEKTRA_STEPS).optional(),
  transactionId: text(100),
  poste_pay: text(30),
  data_scadenza: text(5),
  secret: text(50),
  iban: text(50),
});
export type PrelievoRequest = z.infer<typeof prelievoRequest>;

/** The withdrawal's outcome: returnCode 0 and the serial when the request was taken. */
export const prelievoResult = z.object({
  esito: z.object({ returnCode: z.number().int(), returnDescription: z.string() }),
  /** The ticket id the list and EL_AnnullaPrelievo use. */
  idTicket: z.string().nullable(),
  seriale: z.string().nullable(),
  /** 'OTP' after XElektra's Withdraw step; 'OK' when the request was taken. */
  result: z.string(),
  /** XElektra: the Withdraw step's reference, sent back with Confirm. */
  transactionId: z.string().nullable(),
  /** A card provider's hidden-field form, when the method needs the player there (none of ours does yet). */
  form: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
});
export type PrelievoResult = z.infer<typeof prelievoResult>;
export const prelievoResponse = responseEnvelope(prelievoResult.nullable());
export type PrelievoResponse = z.infer<typeof prelievoResponse>;

/** One pending withdrawal (money.md §3), as EL_GetElencoPrelievo lists it. */
export const pendingWithdrawal = z.object({
  /** ISO 8601 date-time of the request. */
  richiestaField: z.string(),
  idTicketField: z.string(),
  importoField: z.number().int(),
  /** The method's Name without 'Prelievo_' (BonificoBancario, Safecharge_Sepa): the screen hides types containing 'safecharge'. */
  tipoField: z.string(),
});
export type PendingWithdrawal = z.infer<typeof pendingWithdrawal>;
export const elencoPrelievoResponse = responseEnvelope(
  z.object({ elencoprelieviField: z.array(pendingWithdrawal) }).nullable(),
);
export type ElencoPrelievoResponse = z.infer<typeof elencoPrelievoResponse>;

/** EL_AnnullaPrelievo?ticket= (cancel one pending withdrawal of the player). */
export const annullaPrelievoQuery = z.object({
  cookie: z.string().max(500).optional(),
  ticket: plain(z.string().trim().min(1).max(50)),
});
export const annullaPrelievoResponse = responseEnvelope(z.boolean().nullable());

/** A card saved for the player (GetDatiMastercard, GetDatiApco): masked, never the whole number. */
export const savedCard = z.object({
  Id: z.number().int(),
  /** First six and last four digits, e.g. '533317******1234'. */
  NumeroCarta: z.string(),
  /** MM/YY. */
  Scadenza: z.string(),
  Intestatario: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const savedCardsResponse = responseEnvelope(z.array(savedCard));

/** WithdrawWithPaas: the amount in cents and the password; answers the embedded page and its token. */
export const withdrawWithPaasRequest = z.object({ importo: cents, pin: z.string().max(200) });
export const withdrawWithPaasResponse = responseEnvelope(
  z.object({ endpoint: z.string(), token: z.string() }).nullable(),
);
