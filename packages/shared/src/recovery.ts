import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import { newPassword } from './validation/password.ts';

export { SECURITY_QUESTIONS, securityQuestionText } from './security-questions.ts';
export { CHANGE_PASSWORD_CODE, RECOVERY_CODE, RECOVERY_TYPE } from './recovery-codes.ts';

/** The e-mail pattern of the recovery forms. */
const EMAIL_PATTERN = z.regexes.email;
/** Recovery by mobile: at least 6 characters, letters and digits only (access.md §5). */
const MOBILE_RECOVERY_PATTERN = /^[\p{L}\d]+$/u;
export const MOBILE_RECOVERY_MIN_LENGTH = 6;

const recoveryType = z.union([z.literal(1), z.literal(2)], { error: VALIDATION_MESSAGES.required });

/** The e-mail or mobile of a recovery, checked by channel (1 e-mail, 2 mobile); issues on `field`. */
function checkContact(type: 1 | 2, value: string, field: string, ctx: z.RefinementCtx) {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (value === '') return issue(VALIDATION_MESSAGES.required);
  if (type === 1) {
    if (!EMAIL_PATTERN.test(value)) issue(VALIDATION_MESSAGES.invalidEmail);
    return;
  }
  if (value.length < MOBILE_RECOVERY_MIN_LENGTH) issue(VALIDATION_MESSAGES.minLength6);
  else if (!MOBILE_RECOVERY_PATTERN.test(value)) issue(VALIDATION_MESSAGES.lettersAndDigitsOnly);
}

const contactValue = z.string({ error: VALIDATION_MESSAGES.required }).trim().max(254);

const answerText = z
  .string({ error: VALIDATION_MESSAGES.answerRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.answerRequired })
  .max(200);

/** A secret question with the player's answer, as the recovery calls send it. */
export const securityAnswer = z.object({
  id: z.number().int(),
  question: z.string().max(300),
  answer: answerText,
});
export type SecurityAnswer = z.infer<typeof securityAnswer>;

/**
 * GetSecurityQuestion. `Username` is empty in username recovery (the player does not know it):
 * the e-mail alone then names the account.
 */
export const getSecurityQuestionRequest = z
  .object({
    Value: contactValue,
    Recaptcha: z.string().max(10000).nullish(),
    Username: z.string().trim().max(100).optional().default(''),
    Type: recoveryType,
  })
  .superRefine((body, ctx) => checkContact(body.Type, body.Value, 'Value', ctx));
export type GetSecurityQuestionRequest = z.input<typeof getSecurityQuestionRequest>;

export const securityQuestion = z.object({ id: z.number().int(), question: z.string() });
export type SecurityQuestion = z.infer<typeof securityQuestion>;
export const getSecurityQuestionResponse = responseEnvelope(securityQuestion.nullable());
export type GetSecurityQuestionResponse = z.infer<typeof getSecurityQuestionResponse>;

/**
 * RecuperoPass. The spec's fields plus `username` (ours): the spec's front end asks for the
 * username with the e-mail or mobile, and without it an e-mail shared by two accounts names none.
 */
export const recuperoPassRequest = z
  .object({
    value: contactValue,
    type: recoveryType,
    username: z.string().trim().max(100).optional(),
    security: z.array(securityAnswer).min(1).max(4),
  })
  .superRefine((body, ctx) => checkContact(body.type, body.value, 'value', ctx));
export type RecuperoPassRequest = z.input<typeof recuperoPassRequest>;

/** What RecuperoPass and RecuperoUser answer. */
export const recoveryResult = z.object({
  returnCodeField: z.number().int(),
  returnDescriptionField: z.string(),
});
export type RecoveryResult = z.infer<typeof recoveryResult>;

export const recuperoUserRequest = z
  .object({ email: contactValue, security: securityAnswer })
  .superRefine((body, ctx) => checkContact(1, body.email, 'email', ctx));
export type RecuperoUserRequest = z.input<typeof recuperoUserRequest>;

/**
 * EL_ChangePassword. The request only bounds the shape: the rules (strength, confirmation, not the
 * old one) are the server's answers with returnDescription, as the spec shows them.
 */
export const changePasswordRequest = z.object({
  oldPassword: z
    .string({ error: VALIDATION_MESSAGES.required })
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(200),
  newPassword: z.string({ error: VALIDATION_MESSAGES.required }).max(1000),
  newPasswordConfirm: z.string({ error: VALIDATION_MESSAGES.required }).max(1000),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordResult = z.object({ returnCode: z.number().int(), returnDescription: z.string() });
export const changePasswordResponse = responseEnvelope(changePasswordResult);
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

// Forms of the web app: the same rules, with the messages of access.md §5.

/** Password recovery: e-mail or mobile (switchable) plus the username. */
export const passwordRecoveryForm = z
  .object({
    type: recoveryType,
    value: contactValue,
    username: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(100),
  })
  .superRefine((form, ctx) => checkContact(form.type, form.value, 'value', ctx));
export type PasswordRecoveryForm = z.infer<typeof passwordRecoveryForm>;

/** Username recovery: the e-mail must match the e-mail pattern ('Indirizzo non valido'). */
export const usernameRecoveryForm = z.object({
  email: contactValue
    .min(1, { error: VALIDATION_MESSAGES.required })
    .regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.invalidAddress }),
});
export type UsernameRecoveryForm = z.infer<typeof usernameRecoveryForm>;

export const securityAnswerForm = z.object({ answer: answerText });
export type SecurityAnswerForm = z.infer<typeof securityAnswerForm>;

/** Change password: the registration's password rule; the confirmation must match. */
export const changePasswordForm = z
  .object({
    oldPassword: z
      .string({ error: VALIDATION_MESSAGES.required })
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(200),
    newPassword: newPassword(),
    newPasswordConfirm: z
      .string({ error: VALIDATION_MESSAGES.required })
      .min(1, { error: VALIDATION_MESSAGES.required }),
  })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    error: VALIDATION_MESSAGES.passwordsDiffer,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
