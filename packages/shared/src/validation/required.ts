import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/** A required free-text field: present, and not only blanks. */
export const requiredString = () =>
  z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, { error: VALIDATION_MESSAGES.required });
