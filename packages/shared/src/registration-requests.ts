import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import { newPassword } from './validation/password.ts';
import { fiscalCode } from './validation/fiscal-code.ts';
import { email, isoDate, username } from './validation/registration-fields.ts';
import {
  communicationChannels,
  depositLimit,
  referenceId,
  migrationNewsletter,
  optionalText,
  securityAnswerSet,
  step10Schema,
  step1Schema,
  step4Schema,
  step5Schema,
  step8Schema,
  step9Schema,
} from './registration.ts';

/**
 * The registration and migration requests that carry a fiscal code, checked with codice-fiscale-js
 * (heavy: the municipality list). The API imports them; the web app only step 3's schema, in the
 * registration page's own chunk.
 */

export const verifyRegisterRequest = z.object({
  SkinName: z.string().max(100).optional().default(''),
  CodiceFiscale: fiscalCode(),
  Email: email(),
  Mobile: z.string().trim().min(1).max(20),
  Father: z.string().trim().max(100).optional().default(''),
  Recaptcha: z.string().max(10000).optional(),
});
export type VerifyRegisterRequest = z.input<typeof verifyRegisterRequest>;
export const step3Schema = z.object({
  sesso: z.enum(['M', 'F'], { error: VALIDATION_MESSAGES.required }),
  dataNascita: isoDate(),
  nazioneNascitaId: referenceId(),
  comuneNascitaId: referenceId(),
  codiceFiscale: fiscalCode(),
});
/** Register, RegisterUser and RegisterMulti (access.md §3 'Registration payload'). */
export const registrationRequest = z.object({
  ...step1Schema.shape,
  ...step3Schema.shape,
  ...step4Schema.shape,
  ...step5Schema.shape,
  username: username(),
  password: newPassword(),
  security: securityAnswerSet,
  ...step8Schema.shape,
  ...step9Schema.shape,
  ...step10Schema.shape,
  numconto: z.string().trim().max(40).nullish(),
  isMulti: z.boolean().default(false),
  PreReg: z.boolean().default(false),
  /** VNE source id of a prefilled registration. */
  sourceId: optionalText(100),
  recaptcha: z.string().max(10000).optional(),
  currentSiteReferrer: optionalText(500),
  /** Attribution kept from the query (access.md §9): refer, btag, btagType. */
  refer: optionalText(100),
  btag: optionalText(200),
  btagType: optionalText(50),
});
export type RegistrationRequest = z.input<typeof registrationRequest>;
export const migrateUserRequest = z.object({
  codiceFiscale: fiscalCode(),
  invitation: z.string().trim().min(1).max(100),
  /** Ours: the link's username (the old site's), checked against the invitation when given. */
  legacyUsername: z.string().trim().max(100).optional(),
  username: username(),
  password: newPassword(),
  newsletter: z.array(migrationNewsletter).max(20).default([]),
  security: securityAnswerSet,
  deposito: depositLimit,
  ...communicationChannels.shape,
  recaptcha: z.string().max(10000).optional(),
  privacyMarketing: z.boolean().default(false),
  privacyProfilazione: z.boolean().default(false),
});
export type MigrateUserRequest = z.input<typeof migrateUserRequest>;
