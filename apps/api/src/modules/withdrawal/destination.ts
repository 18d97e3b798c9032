import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { WITHDRAWAL_MESSAGES, type PrelievoRequest } from '@conto-gioco/shared/withdrawal';
import {
  isApcoPostepayCard,
  normaliseIban,
  withdrawalFieldErrors,
} from '@conto-gioco/shared/withdrawal-rules';
import type { Executor } from '../../db/client.ts';
import { findPlayerCard } from './cards.ts';

/**
 * Where a withdrawal goes, as we keep it: masked (an e-mail, an IBAN, a card's first six and last
 * four digits, a code's last four). A voucher PIN is never kept. paidAs names the method a payout
 * is really made with (an Apco card of a Postepay BIN is paid as Postepay, money.md §5).
 */
export type WithdrawalTarget = { destination: string | null; paidAs: string | null };

/**
 * What the withdrawal OTP is bound to besides method and amount: the destination as typed
 * (normalised), not its mask. Two e-mails of one domain starting with the same letter, or two
 * IBANs with the same check digits and last four, share a mask; a code sent for one must not
 * confirm the other. Cards stay masked with their expiry (another card of the same first six and
 * last four is out of anyone's reach, and a card number's hash would be as good as the number);
 * a Mastercard VIP card is its id.
 */
export type OtpBinding = { binding: string | null };

const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

export const maskCard = (value: string | undefined) => {
  const number = digits(value);
  return `${number.slice(0, 6)}${'*'.repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;
};

const maskTail = (value: string | undefined) => `****${(value ?? '').trim().slice(-4)}`;

const maskEmail = (value: string | undefined) => {
  const [local = '', domain = ''] = (value ?? '').trim().toLowerCase().split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

const maskIban = (value: string | undefined) => {
  const iban = normaliseIban(value) ?? '';
  return `${iban.slice(0, 4)}${'*'.repeat(Math.max(0, iban.length - 8))}${iban.slice(-4)}`;
};

/**
 * The method's field rules (withdrawalFieldErrors: the first error answers), the XElektra step's
 * own fields, the Mastercard VIP card among the player's own; then the masked destination.
 */
export async function withdrawalTarget(
  db: Executor,
  playerId: number,
  methodName: string,
  input: PrelievoRequest,
  now: Date,
): Promise<({ ok: true } & WithdrawalTarget & OtpBinding) | { ok: false; message: string }> {
  const [firstError] = Object.values(withdrawalFieldErrors(methodName, input, now));
  if (firstError) return { ok: false, message: firstError };
  const to = (
    destination: string | null,
    binding: string | null = destination,
    paidAs: string | null = null,
  ) => ({ ok: true, destination, paidAs, binding }) as const;
  const card = (value: string | undefined) => `${maskCard(value)}|${input.data_scadenza?.trim() ?? ''}`;

  switch (methodName) {
    case 'Prelievo_Neteller':
    case 'Prelievo_Skrill':
      return to(maskEmail(input.email), input.email!.trim().toLowerCase());
    case 'Prelievo_Scratch':
      return to(maskTail(input.code), input.code!.trim());
    case 'Prelievo_XElektra':
      if (!input.metodo || (input.metodo === 'Confirm' && !input.transactionId))
        return { ok: false, message: VALIDATION_MESSAGES.required };
      return to(maskCard(input.code));
    case 'Prelievo_MasterCard': {
      const saved = await findPlayerCard(db, playerId, 'mastercard', input.code);
      return saved
        ? to(saved.maskedNumber, `card:${saved.id}`)
        : { ok: false, message: WITHDRAWAL_MESSAGES.cardUnknown };
    }
    case 'Prelievo_Poste':
    case 'Prelievo_Postepay':
      return to(maskCard(input.poste_pay), card(input.poste_pay));
    case 'Prelievo_Apco':
      return to(
        maskCard(input.poste_pay),
        card(input.poste_pay),
        isApcoPostepayCard(input.poste_pay) ? 'Postepay' : null,
      );
    case 'Prelievo_BonificoBancario':
      return to(maskIban(input.iban), normaliseIban(input.iban));
    default:
      return to(null);
  }
}
