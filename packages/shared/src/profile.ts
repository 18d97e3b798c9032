import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';
import { referenceId, step4Schema, step5Schema } from './registration.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import { requiredString } from './validation/required.ts';
import { email, isoDate, mobile, otpCode } from './validation/registration-fields.ts';

/*
 * The profile area /account/edit (content-profile.md §2, §3 Anagrafica, §7; issue 17): the
 * Anagrafica tab's data and save, the contact change, the consents and the two-factor set-up.
 */

export const PROFILE_CODE = {
  OK: 0,
  /** UpdateUser: the save changes personal data; the SMS code sent to the player confirms it. */
  OTP_REQUIRED: -3333,
  OTP_INVALID: -3334,
  /** A field rule of registration refused the data (the message names it). */
  DATA_INVALID: -1,
  FISCAL_CODE_READ_ONLY: -2,
  SECTION_DISABLED: -3,
  CONTACT_TAKEN: -4,
  CONTACT_UNCHANGED: -5,
  CONTACT_CODE_INVALID: -6,
  TWO_FACTOR_WRONG: -10,
  TWO_FACTOR_STATE: -11,
  WRONG_PASSWORD: -12,
} as const;

export const PROFILE_MESSAGES = {
  saved: 'Dati salvati con successo',
  saveTransportError:
    'Si è verificato un errore durante il salvataggio dei dati. Per favore riprovare. Grazie',
  otpRequired: 'Ti abbiamo inviato un codice per SMS: inseriscilo per confermare le modifiche.',
  otpInvalid: 'Il codice non è corretto o è scaduto. Richiedine uno nuovo.',
  fiscalCodeReadOnly: 'Il codice fiscale non può essere modificato.',
  sectionDisabled: 'Questa sezione è stata disabilitata',
  contactCodeSent: (kind: 'email' | 'cellulare') =>
    kind === 'email'
      ? 'Ti abbiamo inviato un codice al nuovo indirizzo e-mail: inseriscilo per confermarlo.'
      : 'Ti abbiamo inviato un codice per SMS al nuovo numero: inseriscilo per confermarlo.',
  contactTaken: 'Il recapito indicato è già usato da un altro conto.',
  contactUnchanged: 'Il recapito indicato è quello già in uso.',
  mobileVerified: 'Cellulare verificato con successo',
  emailVerified: 'E-mail verificata con successo',
  contactCodeInvalid: 'Si è verificato un errore. Verifica il codice di conferma e riprova',
  twoFactorDone: 'Operazione conclusa con successo',
  twoFactorWrong: 'Il codice inserito non è corretto.',
  twoFactorAlreadyOn: "L'autenticazione a due fattori è già attiva.",
  twoFactorNotPending: "Attiva prima l'autenticazione a due fattori.",
  wrongPassword: 'La password non è corretta',
  consentsSaved: 'Preferenze salvate con successo',
} as const;

/** Document states (GetTipiStatoDocumenti; access.md §4: 0 success, 3 warning, others danger). */
export const DOCUMENT_STATES = [
  { id: 0, descrizione: 'Validato' },
  { id: 1, descrizione: 'Scaduto' },
  { id: 2, descrizione: 'Rifiutato' },
  { id: 3, descrizione: 'In verifica' },
] as const;
export const documentStatesResponse = responseEnvelope(
  z.array(z.object({ id: z.number().int(), descrizione: z.string() })),
);

export const privacyChannels = z.object({
  newsletter: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  posta: z.boolean(),
  telefono: z.boolean(),
});
export type PrivacyChannels = z.infer<typeof privacyChannels>;

export const anagrafica = z.object({
  nome: z.string(),
  cognome: z.string(),
  sesso: z.enum(['M', 'F']).nullable(),
  dataNascita: z.string().nullable(),
  nazioneNascitaId: z.number().int().nullable(),
  comuneNascitaId: z.number().int().nullable(),
  comuneNascitaNome: z.string().nullable(),
  codiceFiscale: z.string().nullable(),
  nazioneResidenzaId: z.number().int().nullable(),
  indirizzoResidenza: z.string().nullable(),
  capResidenza: z.string().nullable(),
  comuneResidenzaId: z.number().int().nullable(),
  comuneResidenzaNome: z.string().nullable(),
  email: z.string(),
  cellulare: z.string(),
  tipoDocumentoId: z.number().int().nullable(),
  numeroDocumento: z.string().nullable(),
  enteRilascioId: z.number().int().nullable(),
  comuneRilascioId: z.number().int().nullable(),
  comuneRilascioNome: z.string().nullable(),
  dataRilascioDocumento: z.string().nullable(),
  dataScadenzaDocumento: z.string().nullable(),
  /** The document on file is past its expiry date (withdrawals wait for a valid one). */
  documentoScaduto: z.boolean(),
  statoDocumenti: z.number().int().nullable(),
  privacy: privacyChannels,
  privacyAcceptProfilazione: z.boolean(),
  /** When each consent was last given or withdrawn (ISO), by its privacy key. */
  privacyAggiornata: z.record(z.string(), z.string()),
  // The page header.
  username: z.string(),
  numeroContratto: z.string(),
  twoFactor: z.boolean(),
  /** The parent player (shown with V3_AccountShowFatherInfo). */
  padre: z.string().nullable(),
});
export type Anagrafica = z.infer<typeof anagrafica>;
export const anagraficaResponse = responseEnvelope(anagrafica.nullable());

/**
 * UpdateUser: the Anagrafica payload. The fiscal code is read-only; e-mail and mobile change only
 * through the contact change (RequestContactChange / ConfirmContactChange), so they are not here.
 */
export const updateUserRequest = z.object({
  nome: requiredString().pipe(z.string().max(100)),
  cognome: requiredString().pipe(z.string().max(100)),
  sesso: z.enum(['M', 'F'], { error: VALIDATION_MESSAGES.required }),
  dataNascita: isoDate(),
  nazioneNascitaId: referenceId(),
  comuneNascitaId: referenceId(),
  codiceFiscale: z.string().trim().max(16).optional(),
  ...step4Schema.shape,
  ...step5Schema.shape,
  privacy: privacyChannels,
  privacyAcceptProfilazione: z.boolean(),
  otp: otpCode().optional(),
  cookieId: z.string().max(200).optional(),
  otpSource: z.string().max(50).optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;
export const updateUserResponse = z.object({ ErrorCode: z.number().int(), ErrorMessage: z.string() });
export type UpdateUserResponse = z.infer<typeof updateUserResponse>;

// ---------- contacts (ours: the spec names the confirmation only) ----------

export const contactKind = z.enum(['email', 'cellulare']);
export const requestContactChangeRequest = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('email'), valore: email() }),
  z.object({ tipo: z.literal('cellulare'), valore: mobile() }),
]);
export const confirmContactChangeRequest = z.object({
  tipo: contactKind,
  valore: z.string().trim().min(1).max(254),
  codice: otpCode(),
});
export const profileActionResponse = responseEnvelope(z.null());
export type ProfileActionResponse = z.infer<typeof profileActionResponse>;

// ---------- two-factor ----------

export const activateTwoFactorRequest = z.object({ enable2fa: z.literal(true) });
export const activateTwoFactorResponse = responseEnvelope(
  z.object({ tfaSetupCode: z.string(), otpauthUri: z.string() }).nullable(),
);
export type ActivateTwoFactorResponse = z.infer<typeof activateTwoFactorResponse>;
export const verifyTwoFactorRequest = z.object({
  twofactor: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .regex(/^\d{6}$/, {
      error: VALIDATION_MESSAGES.required,
    }),
});
/** disable2fa; the password is asked again unless the set-up was never verified. */
export const deactivateTwoFactorRequest = z.object({
  disable2fa: z.literal(true),
  password: z.string().max(200).optional(),
});

// ---------- login history (ours: the Sicurezza tab, beyond the spec) ----------

/** Where a login came from, as the player recognises it: the browser, the system, the address. */
const loginOrigin = {
  browser: z.string().nullable(),
  sistema: z.string().nullable(),
  indirizzo: z.string().nullable(),
};

/** An entry of the player's last 20 logins: when, how, and whether it went through. */
export const loginHistoryEntry = z.object({
  data: z.string(),
  esito: z.enum(['ok', 'refused']),
  /** The audit event: login, login-failed, two-factor-failed ... */
  evento: z.string(),
  metodo: z.string().nullable(),
  ...loginOrigin,
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntry>;
export const loginHistoryResponse = responseEnvelope(z.array(loginHistoryEntry));
export type LoginHistoryResponse = z.infer<typeof loginHistoryResponse>;

// ---------- passkeys and known devices (ours: the Sicurezza tab, beyond the spec) ----------

export const passkeyEntry = z.object({
  id: z.string(),
  nome: z.string().nullable(),
  creato: z.string(),
  ultimoUso: z.string().nullable(),
});
export type PasskeyEntry = z.infer<typeof passkeyEntry>;
export const passkeysResponse = responseEnvelope(z.array(passkeyEntry));
export type PasskeysResponse = z.infer<typeof passkeysResponse>;
export const renamePasskeyRequest = z.object({
  id: z.string().min(1).max(1024),
  nome: requiredString().pipe(z.string().max(60)),
});
export const removePasskeyRequest = z.object({ id: z.string().min(1).max(1024) });

export const deviceEntry = z.object({
  id: z.number().int(),
  creato: z.string(),
  ultimoUso: z.string(),
  autorizzato: z.boolean(),
  ...loginOrigin,
});
export type DeviceEntry = z.infer<typeof deviceEntry>;
export const devicesResponse = responseEnvelope(z.array(deviceEntry));
export type DevicesResponse = z.infer<typeof devicesResponse>;
export const forgetDeviceRequest = z.object({ id: z.number().int().positive().max(2_147_483_647) });

export const NOT_FOUND_MESSAGE = 'Elemento non trovato.';
