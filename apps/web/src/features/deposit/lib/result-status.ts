import {
  DEPOSIT_RESULT_STATUSES,
  PAYPAL_REDIRECT_CODE,
  type DepositResultStatus,
} from '@conto-gioco/shared/deposit';
import { PAYMENT_TYPES, type PaymentType } from '@conto-gioco/shared/payment-methods';
import { readProviderQuery, type ProviderVerdict } from '@/lib/provider-result';
import type { ConfirmationAnswer } from '../api/confirm-payment';

export const isResultStatus = (value: string | undefined): value is DepositResultStatus =>
  (DEPOSIT_RESULT_STATUSES as readonly string[]).includes(value ?? '');

export const paymentTypeOf = (query: URLSearchParams): PaymentType | null => {
  const value = query.get('payment_type');
  return (PAYMENT_TYPES as readonly string[]).includes(value ?? '') ? (value as PaymentType) : null;
};

export type DepositResult =
  | { kind: 'redirect'; url: string }
  /** The failure's message is the server's, or motivo's text. */
  | ({ kind: 'shown' } & ProviderVerdict<DepositResultStatus>);

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
  let status: DepositResultStatus = routeStatus;
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

  return { kind: 'shown', ...readProviderQuery({ status, message, code }, query, isResultStatus) };
}
