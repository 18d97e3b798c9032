import { z } from 'zod';
import { DEPOSIT_MESSAGES } from './deposit.ts';
import type { MethodField, PaymentMethod } from './payment-methods.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';

/**
 * The deposit form's rules (money.md §5 'Deposit amount'), one copy for the screen and the
 * server: the amount within the method's bounds, and the method's own field.
 */
export function depositAmountError(
  method: Pick<PaymentMethod, 'MinAmount' | 'MaxAmount'>,
  cents: number | null | undefined,
): string | null {
  if (cents === null || cents === undefined || !Number.isFinite(cents) || cents <= 0)
    return VALIDATION_MESSAGES.required;
  if (cents < method.MinAmount) return DEPOSIT_MESSAGES.amountMin(method.MinAmount);
  if (method.MaxAmount !== null && cents > method.MaxAmount)
    return DEPOSIT_MESSAGES.amountMax(method.MaxAmount);
  return null;
}

/** E-mail for Neteller, Skrill and PayPal; a code for Scratch, Elektra and Mastercard VIP. */
export function depositFieldError(
  field: MethodField | null,
  value: string | null | undefined,
): string | null {
  if (field === null) return null;
  const text = value?.trim() ?? '';
  if (text === '') return VALIDATION_MESSAGES.required;
  if (field === 'email' && !z.regexes.email.test(text)) return VALIDATION_MESSAGES.invalidEmail;
  return null;
}
