import { z } from 'zod';
import { USERNAME_MIN_LENGTH } from '../constants.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Field rules of registration and migration (access.md §5), each with its Italian message. */

export const DOCUMENT_NUMBER_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;

const required = () =>
  z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, { error: VALIDATION_MESSAGES.required });

export const email = () =>
  required()
    .max(254)
    .refine((value) => z.regexes.email.test(value), { error: VALIDATION_MESSAGES.invalidEmail });

/** Italian mobile numbers with the +39 prefix (3xx, 9 or 10 digits after it). */
export const ITALIAN_MOBILE_PATTERN = /^\+393\d{8,9}$/;

/**
 * The mobile rule: Italian +39 numbers, or the site's own pattern (system variable
 * MobileNumberRegExpr) with the international-prefix message. Blanks inside are ignored.
 */
export const mobile = (sitePattern?: string | null) => {
  const custom = sitePattern ? safePattern(sitePattern) : null;
  return required()
    .max(20)
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => (custom ?? ITALIAN_MOBILE_PATTERN).test(value), {
      error: custom ? VALIDATION_MESSAGES.mobileInternational : VALIDATION_MESSAGES.mobileItalianOnly,
    });
};

function safePattern(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

export const cap = () =>
  required().refine((value) => /^\d{5}$/.test(value), { error: VALIDATION_MESSAGES.invalidCap });

export const documentNumber = () =>
  required()
    .max(30)
    .refine((value) => value.length >= DOCUMENT_NUMBER_MIN_LENGTH, {
      error: VALIDATION_MESSAGES.invalidDocumentNumber,
    });

/** Username: at least 6 characters, letters and digits only. Availability is checked apart (CheckNick). */
export const username = () =>
  required()
    .max(30)
    .refine((value) => value.length >= USERNAME_MIN_LENGTH, { error: VALIDATION_MESSAGES.minLength6 })
    .refine((value) => /^[A-Za-z0-9]+$/.test(value), { error: VALIDATION_MESSAGES.lettersAndDigitsOnly });

/** An OTP: exactly 6 digits. */
export const otpCode = () =>
  z
    .string({ error: VALIDATION_MESSAGES.invalidOtp })
    .trim()
    .regex(/^\d{6}$/, { error: VALIDATION_MESSAGES.invalidOtp });

/** A check box that must be ticked (adult declaration, contract, conditions, privacy notice). */
export const mustAccept = () => z.literal(true, { error: VALIDATION_MESSAGES.mandatoryCheckbox });

/** A consent that must be answered, yes or no (marketing, profiling). */
export const answeredConsent = () => z.boolean({ error: VALIDATION_MESSAGES.required });

/** A date as YYYY-MM-DD. */
export const isoDate = () => required().regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_MESSAGES.required });
