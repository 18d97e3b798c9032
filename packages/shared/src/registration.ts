import { z } from 'zod';
import { DEPOSIT_LIMIT_OPTIONS_EURO, ITALY_COUNTRY_ID } from './constants.ts';
import { responseEnvelope } from './envelope.ts';
import { loginResponse } from './auth.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import { newPassword } from './validation/password.ts';
import { requiredString } from './validation/required.ts';
import {
  answeredConsent,
  cap,
  documentNumber,
  email,
  isoDate,
  mobile,
  mustAccept,
  otpCode,
  username,
} from './validation/registration-fields.ts';

export {
  REGISTRATION_CODE,
  VERIFY_REGISTER_CODE,
  MIGRATION_CODE,
  OTP_TYPE,
  OTP_CODE,
} from './registration-codes.ts';

/*
 * Registration, confirmation and migration (access.md §2, §3, §7). The requests that check a fiscal
 * code are in registration-requests.ts: codice-fiscale-js is heavy, and only the API and the
 * registration steps that need it load it. Ids of nations are numbers
 * (Italy 181); ids of municipalities are numbers derived from their cadastral code, so a
 * suppressed municipality keeps the id of its code; ESTERO is 0.
 */

export const ESTERO_MUNICIPALITY_ID = 0;
export const DEPOSIT_PERIOD_TYPE = 'WW';

/** A list id (nation, municipality, document type ...): a number, 0 allowed (ESTERO). */
export const referenceId = () => z.number({ error: VALIDATION_MESSAGES.required }).int().nonnegative();
export const optionalText = (max = 100) => z.string().trim().max(max).optional().default('');

// ---------- lists ----------

export const nation = z.object({ Id: z.number().int(), Nome: z.string(), Catastale: z.string().nullable() });
export type Nation = z.infer<typeof nation>;
export const nationsResponse = responseEnvelope(z.array(nation));

export const municipality = z.object({
  Id: z.number().int(),
  Nome: z.string(),
  Provincia: z.string(),
  Catastale: z.string(),
  /** A municipality that no longer exists: a valid birth place, never a residence. */
  Soppresso: z.boolean(),
});
export type Municipality = z.infer<typeof municipality>;
export const municipalitySearchQuery = z.object({ search: z.string().trim().min(2).max(60) });
export const municipalitiesResponse = responseEnvelope(z.array(municipality));

export const listItem = z.object({ Id: z.number().int(), Descrizione: z.string() });
export type ListItem = z.infer<typeof listItem>;
export const listResponse = responseEnvelope(z.array(listItem));

export const newsletterConsent = z.object({
  accettato: z.boolean(),
  descrizione: z.string().max(300),
  famiglia: z.string().max(50),
  flag_consenso: z.string().max(50),
  gioco: z.string().max(50),
});
export type NewsletterConsent = z.infer<typeof newsletterConsent>;
export const defaultNewsletterResponse = responseEnvelope(z.array(newsletterConsent));

/** Ours: the 14 deposit-limit options in cents, in the order of the site setting DepositLimitOptionsOrder. */
export const depositLimitOptionsResponse = responseEnvelope(z.array(z.number().int().positive()));
export const DEPOSIT_LIMIT_OPTIONS_CENTS = DEPOSIT_LIMIT_OPTIONS_EURO.map((euro) => euro * 100);

// ---------- fiscal code ----------

export const generateCfRequest = z.object({
  nome: requiredString().pipe(z.string().max(100)),
  cognome: requiredString().pipe(z.string().max(100)),
  sesso: z.enum(['M', 'F'], { error: VALIDATION_MESSAGES.required }),
  dataNascita: isoDate(),
  nazioneId: referenceId(),
  comuneId: referenceId(),
});
export type GenerateCfRequest = z.infer<typeof generateCfRequest>;
export const generateCfResponse = responseEnvelope(z.object({ codice: z.string() }).nullable());

export const reversedCfQuery = z.object({
  catastale: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]\d{3}$/),
});
/** Estero true: Id is a nation id; otherwise a municipality id. */
export const reversedCfResponse = responseEnvelope(
  z.object({ Id: z.number().int(), Nome: z.string(), Estero: z.boolean() }).nullable(),
);

// ---------- username availability (ours: access.md §7 does not show its endpoint) ----------

export const checkNickQuery = z.object({ username: username(), recaptcha: z.string().max(10000).optional() });
export const checkNickResponse = responseEnvelope(z.object({ available: z.boolean() }).nullable());

// ---------- pre-registration, verification, OTP ----------

export const preRegisterRequest = z.object({
  FirstName: requiredString().pipe(z.string().max(100)),
  LastName: requiredString().pipe(z.string().max(100)),
  Email: email(),
  Mobile: z.string().trim().min(1).max(20),
});
export const emptyResponse = responseEnvelope(z.null());

/**
 * numConto names the pending registration the OTPs belong to; with isMulti it is the number of an
 * existing account of the same person, and the registration goes through RegisterMulti.
 */
export const verifyRegisterResponse = responseEnvelope(
  z.object({ numConto: z.string().nullable(), isMulti: z.boolean() }).nullable(),
);
export type VerifyRegisterResponse = z.infer<typeof verifyRegisterResponse>;

export const verifyOtpQuery = z.object({
  numConto: z.string().trim().min(1).max(40),
  codice: otpCode(),
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  data: z.string().trim().min(1).max(254),
});
/** Ours: sends a new OTP of the type (1 mobile, 2 e-mail) for the pending registration. */
export const sendOtpQuery = z.object({
  numConto: z.string().trim().min(1).max(40),
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});

// ---------- the registration payload, step by step ----------

export const step1Schema = z.object({
  nome: requiredString().pipe(z.string().max(100)),
  cognome: requiredString().pipe(z.string().max(100)),
  email: email(),
  cellulare: mobile(),
});
export const step4Schema = z.object({
  nazioneResidenzaId: referenceId(),
  indirizzoResidenza: requiredString().pipe(z.string().max(200)),
  capResidenza: cap(),
  comuneResidenzaId: referenceId(),
});
export const step5Schema = z.object({
  tipoDocumentoId: referenceId(),
  numeroDocumento: documentNumber(),
  enteRilascioId: referenceId(),
  comuneRilascioId: referenceId(),
  /** The issuer as shown ("Comune di Roma"), kept with the document. */
  rilasciatoDocumento: optionalText(200),
  dataRilascioDocumento: isoDate(),
  dataScadenzaDocumento: isoDate(),
});
export const step6Schema = z
  .object({ username: username(), password: newPassword(), confermaPassword: z.string() })
  .refine((v) => v.password === v.confermaPassword, {
    error: VALIDATION_MESSAGES.passwordsDiffer,
    path: ['confermaPassword'],
  });

export const securityAnswerSet = z.object({
  id: z.number({ error: VALIDATION_MESSAGES.required }).int().min(1).max(4),
  question: z.string().max(300),
  answer: requiredString().pipe(z.string().max(200)),
});
export const step7Schema = z
  .object({ security: securityAnswerSet, confermaRisposta: z.string() })
  .refine((v) => v.security.answer.trim() === v.confermaRisposta.trim(), {
    error: VALIDATION_MESSAGES.answersDiffer,
    path: ['confermaRisposta'],
  });

export const depositLimit = z.object({
  tipoPeriodo: z.literal(DEPOSIT_PERIOD_TYPE),
  numVoltePeriodo: z.literal(1),
  /** Cents; one of the 14 options. */
  importo: z
    .number({ error: VALIDATION_MESSAGES.required })
    .int()
    .refine((cents) => DEPOSIT_LIMIT_OPTIONS_CENTS.includes(cents), { error: VALIDATION_MESSAGES.required }),
});
export const step8Schema = z.object({ deposito: depositLimit });
export const step9Schema = z.object({
  /** 'Presentatore': the referrer's username or code. */
  father: optionalText(100),
  codicePromo: optionalText(50),
});

export const privacyFlags = z.object({
  privacyMaggiorenne: mustAccept(),
  privacyContratto: mustAccept(),
  privacyCondizioniGenerali: mustAccept(),
  privacyInformativa: mustAccept(),
  privacyMarketing: answeredConsent(),
  privacyProfilazione: answeredConsent(),
});
export const communicationChannels = z.object({
  comunicazioniSms: z.boolean().default(false),
  comunicazioniPush: z.boolean().default(false),
  comunicazioniPosta: z.boolean().default(false),
  comunicazioniTelefono: z.boolean().default(false),
});
export const step10Schema = privacyFlags.extend({
  ...communicationChannels.shape,
  newsletter: z.array(newsletterConsent).max(20).default([]),
});

/** On success (0 or -5296) ResponseData is the login's: the new player is logged in at once. */
export const registrationResponse = responseEnvelope(loginResponse.shape.ResponseData);
export type RegistrationResponse = z.infer<typeof registrationResponse>;

// ---------- VNE prefill (ours: the external registration-data service, local adapter) ----------

export const vnePrefillQuery = z.object({ sourceId: z.string().trim().min(1).max(100) });
/** What the registration-data service (VNE) knows of a person, by source id: any part may be missing. */
export const vnePrefill = z
  .object({
    nome: z.string(),
    cognome: z.string(),
    email: z.string(),
    cellulare: z.string(),
    codiceFiscale: z.string(),
  })
  .partial();
export type VnePrefill = z.infer<typeof vnePrefill>;
export const vnePrefillResponse = responseEnvelope(vnePrefill.nullable());

// ---------- migration ----------

export const migrationNewsletter = z.object({
  accettatoField: z.boolean(),
  descrizioneField: z.string().max(300),
  famigliaField: z.string().max(50),
  flag_consensoField: z.string().max(50),
  giocoField: z.string().max(50),
});
export const migrateUserResponse = responseEnvelope(z.object({ username: z.string() }).nullable());
export type MigrateUserResponse = z.infer<typeof migrateUserResponse>;

/**
 * The migration form (web): what the player types, with the repeated password and answer. Marketing
 * and profiling must be answered, yes or no (access.md §5); cf, inv and username come from the link.
 */
export const migrationForm = z
  .object({
    username: username(),
    password: newPassword(),
    confermaPassword: z.string(),
    security: securityAnswerSet,
    confermaRisposta: z.string(),
    deposito: depositLimit,
    privacyMarketing: answeredConsent(),
    privacyProfilazione: answeredConsent(),
    ...communicationChannels.shape,
    newsletter: z.array(newsletterConsent).max(20).default([]),
  })
  .refine((v) => v.password === v.confermaPassword, {
    error: VALIDATION_MESSAGES.passwordsDiffer,
    path: ['confermaPassword'],
  })
  .refine((v) => v.security.answer.trim() === v.confermaRisposta.trim(), {
    error: VALIDATION_MESSAGES.answersDiffer,
    path: ['confermaRisposta'],
  });
export type MigrationFormInput = z.input<typeof migrationForm>;
export type MigrationForm = z.output<typeof migrationForm>;

export { ITALY_COUNTRY_ID };
