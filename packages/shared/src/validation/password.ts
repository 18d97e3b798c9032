import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** Registration and change-password rule: 8 to 200 characters, a digit and a letter, no whitespace. */
export const newPassword = () =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .min(1, { error: VALIDATION_MESSAGES.required })
    .refine(isStrongPassword, { error: VALIDATION_MESSAGES.passwordWeak });

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /\d/.test(value) &&
    /\p{L}/u.test(value) &&
    !/\s/.test(value)
  );
}
