import { electronicFormatIBAN, extractIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import type { PaymentMethod } from './payment-methods.ts';
import { inRomeTimeSlot } from './rome-time.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import {
  APCO_POSTEPAY_PREFIXES,
  VOUCHER_PIN_MIN_LENGTH,
  WITHDRAWAL_MESSAGES,
  type PrelievoRequest,
} from './withdrawal.ts';

/**
 * The withdrawal form's rules (money.md §5 'Withdrawal form'), one copy for the screen and the
 * server.
 */

type SlotFields = Pick<
  PaymentMethod,
  'MinAmount' | 'MaxAmount' | 'TimeSlot_MinAmount' | 'TimeSlot_MaxAmount' | 'TimeSlot_From' | 'TimeSlot_To'
>;

/**
 * Whether the Europe/Rome time falls inside the method's time slot [From, To). A slot whose end
 * is not after its start crosses midnight (22:00–06:00 is 22:00 to 23:59 and 00:00 to 05:59).
 */
export function inTimeSlot(method: SlotFields, now: Date): boolean {
  const from = method.TimeSlot_From;
  const to = method.TimeSlot_To;
  return !!from && !!to && inRomeTimeSlot(from, to, now);
}

export type WithdrawalBounds = { min: number; max: number; timeSlot: boolean };

/**
 * The amount a player may withdraw with the method now: automatic mode uses MinAmount and the
 * lower of MaxAmount (the withdrawable balance when null) and the withdrawable balance; inside the
 * time slot the slot's bounds apply, the maximum again capped by the withdrawable balance.
 */
export function withdrawalBounds(method: SlotFields, withdrawable: number, now: Date): WithdrawalBounds {
  const timeSlot = inTimeSlot(method, now);
  const min = (timeSlot ? method.TimeSlot_MinAmount : null) ?? method.MinAmount;
  const ownMax = timeSlot ? (method.TimeSlot_MaxAmount ?? method.MaxAmount) : method.MaxAmount;
  const max = Math.min(ownMax ?? withdrawable, withdrawable);
  return { min, max, timeSlot };
}

/** The amount within the bounds: 'Il campo è richiesto', 'Importo minimo € X', 'Importo massimo € X'. */
export function withdrawalAmountError(
  bounds: WithdrawalBounds,
  cents: number | null | undefined,
): string | null {
  if (cents === null || cents === undefined || !Number.isFinite(cents) || cents <= 0)
    return VALIDATION_MESSAGES.required;
  if (cents < bounds.min) return WITHDRAWAL_MESSAGES.amountMin(bounds.min);
  if (cents > bounds.max) return WITHDRAWAL_MESSAGES.amountMax(bounds.max);
  return null;
}

/** The method-specific fields a withdrawal method asks for (money.md §5). */
export type WithdrawalField =
  'email' | 'scratchCode' | 'cardNumber' | 'savedCard' | 'voucherPin' | 'card' | 'iban';

const METHOD_FIELDS: Record<string, WithdrawalField[]> = {
  Prelievo_Neteller: ['email'],
  Prelievo_Skrill: ['email'],
  Prelievo_Scratch: ['scratchCode'],
  Prelievo_XElektra: ['cardNumber'],
  Prelievo_MasterCard: ['savedCard'],
  Prelievo_Voucher: ['voucherPin'],
  Prelievo_Poste: ['card'],
  Prelievo_Postepay: ['card'],
  Prelievo_Apco: ['card'],
  Prelievo_BonificoBancario: ['iban'],
};

/** The fields of a method by its Name; none for the card and SEPA methods paid where the player deposited. */
export const withdrawalFields = (methodName: string): WithdrawalField[] => METHOD_FIELDS[methodName] ?? [];

/** An IBAN as typed (spaces, lower case) in its electronic form, or null when it is not one. */
export function normaliseIban(value: string | null | undefined): string | null {
  const electronic = electronicFormatIBAN(value?.trim() ?? '');
  return electronic ? electronic : null;
}

/** Only a valid Italian IBAN (ibantools: country, length, BBAN structure and check digits). */
export function italianIbanError(value: string | null | undefined): string | null {
  if (!value?.trim()) return VALIDATION_MESSAGES.required;
  const iban = normaliseIban(value);
  if (!iban || !isValidIBAN(iban) || extractIBAN(iban).countryCode !== 'IT')
    return WITHDRAWAL_MESSAGES.ibanItalianOnly;
  return null;
}

/** MM/YY, a real month, not before the current month (Europe/Rome is close enough for a card). */
export function expiryError(value: string | null | undefined, now: Date): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return VALIDATION_MESSAGES.required;
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(text);
  if (!match) return WITHDRAWAL_MESSAGES.invalidExpiry;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? WITHDRAWAL_MESSAGES.invalidExpiry : null;
}

const digitsOnly = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** An Apco card of a Postepay BIN is paid out as Postepay (money.md §5). */
export const isApcoPostepayCard = (cardNumber: string | null | undefined) =>
  APCO_POSTEPAY_PREFIXES.some((prefix) => digitsOnly(cardNumber).startsWith(prefix));

/** A card number of 13 to 19 digits (spaces and dashes as typed are allowed). */
const CARD_NUMBER = /^\d{13,19}$/;

export type WithdrawalFieldErrors = Partial<
  Record<'email' | 'code' | 'secret' | 'poste_pay' | 'data_scadenza' | 'iban' | 'pin', string>
>;

/**
 * Every field error of a withdrawal request for the method, keyed by the request's field name;
 * empty when the request may go on. The password (pin) is required for every method.
 */
export function withdrawalFieldErrors(
  methodName: string,
  request: Partial<
    Pick<PrelievoRequest, 'email' | 'code' | 'secret' | 'poste_pay' | 'data_scadenza' | 'iban' | 'pin'>
  >,
  now: Date,
): WithdrawalFieldErrors {
  const errors: WithdrawalFieldErrors = {};
  const required = (value: string | null | undefined) => !value?.trim();
  if (required(request.pin)) errors.pin = VALIDATION_MESSAGES.required;
  for (const field of withdrawalFields(methodName)) {
    switch (field) {
      case 'email':
        if (required(request.email)) errors.email = VALIDATION_MESSAGES.required;
        else if (!z.regexes.email.test(request.email!.trim()))
          errors.email = VALIDATION_MESSAGES.invalidEmail;
        break;
      case 'scratchCode':
      case 'savedCard':
        if (required(request.code)) errors.code = VALIDATION_MESSAGES.required;
        break;
      case 'cardNumber':
        if (required(request.code)) errors.code = VALIDATION_MESSAGES.required;
        else if (!CARD_NUMBER.test(digitsOnly(request.code))) errors.code = VALIDATION_MESSAGES.invalidCode;
        break;
      case 'voucherPin':
        if (required(request.secret)) errors.secret = VALIDATION_MESSAGES.required;
        else if (request.secret!.trim().length < VOUCHER_PIN_MIN_LENGTH)
          errors.secret = WITHDRAWAL_MESSAGES.pinMinLength;
        break;
      case 'card': {
        if (required(request.poste_pay)) errors.poste_pay = VALIDATION_MESSAGES.required;
        else if (!CARD_NUMBER.test(digitsOnly(request.poste_pay)))
          errors.poste_pay = VALIDATION_MESSAGES.invalidCode;
        const expiry = expiryError(request.data_scadenza, now);
        if (expiry) errors.data_scadenza = expiry;
        break;
      }
      case 'iban': {
        const iban = italianIbanError(request.iban);
        if (iban) errors.iban = iban;
        break;
      }
    }
  }
  return errors;
}
