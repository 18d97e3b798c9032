import {
  CARD_APPROVED_CODE,
  DEPOSIT_RESULT_STATUSES,
  PAYPAL_REDIRECT_CODE,
  type DepositResultStatus,
} from '@conto-gioco/shared/deposit';
import { PAYMENT_TYPES, type PaymentType } from '@conto-gioco/shared/payment-methods';
import type { ConfirmationAnswer } from '../api/confirm-payment';

export const isResultStatus = (value: string | undefined): value is DepositResultStatus =>
  (DEPOSIT_RESULT_STATUSES as readonly string[]).includes(value ?? '');

export const paymentTypeOf = (query: URLSearchParams): PaymentType | null => {
  const value = query.get('payment_type');
  return (PAYMENT_TYPES as readonly string[]).includes(value ?? '') ? (value as PaymentType) : null;
};

export type DepositResult =
  | { kind: 'redirect'; url: string }
  | {
      kind: 'shown';
      status: DepositResultStatus;
      /** The failure's message (the server's, or motivo's text). */
      message: string | null;
      /** The 'Error Code' of a failure. */
      code: string | null;
    };

/**
 * The status the result page shows (money.md §4): the route's, made failed by a confirmation
 * answering KO or a non-zero code, or by a card-provider code other than 00; a PayPal -121212 sends
 * the browser to the given page. `motivo` has the last word: a status name becomes the status, any
 * other text makes it failed with that text as the message.
 *
 * Ours: a confirmation that answers PENDING turns a 'success' into 'pending' (the server has the
 * provider's word, the address does not), and one that could not be reached (`unreachable`) shows
 * 'pending' too rather than a success nobody confirmed.
 */
export function depositResult(
  routeStatus: DepositResultStatus,
  query: URLSearchParams,
  confirmation: ConfirmationAnswer | null,
  { unreachable = false }: { unreachable?: boolean } = {},
): DepositResult {
  let status = routeStatus;
  let message: string | null = null;
  let code: string | null = null;

  if (confirmation) {
    if (confirmation.ResponseCode === PAYPAL_REDIRECT_CODE && confirmation.ResponseData?.redirectUrl) {
      return { kind: 'redirect', url: confirmation.ResponseData.redirectUrl };
    }
    if (confirmation.ResponseCode !== 0 || confirmation.ResponseData?.esito === 'KO') {
      status = 'failed';
      message = confirmation.ResponseMessage || null;
      code = confirmation.ResponseCode !== 0 ? String(confirmation.ResponseCode) : null;
    } else if (confirmation.ResponseData?.esito === 'PENDING' && status === 'success') {
      status = 'pending';
    }
  } else if (unreachable && status === 'success') {
    status = 'pending';
  }

  // An empty code is no answer yet (a card payment left pending), not a refusal.
  const cardCode = query.get('RESPONSE_CODE_AUT') || null;
  if (cardCode !== null && cardCode !== CARD_APPROVED_CODE) {
    status = 'failed';
    code = cardCode;
  }

  const motivo = query.get('motivo')?.trim();
  if (motivo) {
    if (isResultStatus(motivo)) status = motivo;
    else {
      status = 'failed';
      message = motivo;
    }
  }
  return { kind: 'shown', status, message, code };
}
