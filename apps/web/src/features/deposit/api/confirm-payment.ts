import type { PaymentConfirmation } from '@conto-gioco/shared/deposit';
import type { PaymentType } from '@conto-gioco/shared/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError, OPEN, type Envelope } from '@/lib/envelope';

export type ConfirmationAnswer = Envelope<PaymentConfirmation | null>;

const CALL: Record<PaymentType, string> = {
  neteller: '/api/payment/neteller',
  paysafe: '/api/payment/paysafe',
  paypal: '/api/payment/paypal',
  poste: '/api/payment/poste',
  safecharge: '/api/payment/safecharge',
  skrill: '/api/payment/skrillConfirm',
};

/** What each confirmation call is given from the result page's query (money.md §7). */
export function confirmationQuery(
  paymentType: PaymentType,
  query: URLSearchParams,
  routeStatus: string,
): Record<string, string | undefined> {
  const value = (key: string) => query.get(key) ?? undefined;
  const all = () => Object.fromEntries(query.entries());
  switch (paymentType) {
    case 'neteller':
      return { payment_id: value('payment_id'), status: value('status') };
    case 'paysafe':
      return { payment_id: value('payment_id'), mtid: value('mtid') };
    case 'paypal':
      return {
        token: value('token'),
        payerEmail: value('payerEmail'),
        payerId: value('PayerID') ?? value('payerId'),
        playerId: value('playerId'),
        pspTran: value('pspTran'),
        depositoVeloce: value('depositoVeloce'),
      };
    case 'poste':
    case 'safecharge':
      return all();
    case 'skrill':
      return { ...all(), status: value('status') ?? routeStatus };
  }
}

/** The confirmation call of payment_type: the server asks the provider and settles the deposit. */
export async function confirmPayment(
  paymentType: PaymentType,
  query: Record<string, string | undefined>,
): Promise<ConfirmationAnswer> {
  return api.get<ConfirmationAnswer>(CALL[paymentType], { ...OPEN, query }).catch(envelopeOfError);
}

export const confirmPaymentQueryOptions = (
  paymentType: PaymentType,
  query: Record<string, string | undefined>,
) =>
  queryOptions({
    queryKey: ['deposit', 'confirmation', paymentType, query],
    queryFn: () => confirmPayment(paymentType, query),
    staleTime: Infinity,
    retry: false,
  });

/** Asked once per result page; `paymentType` null (voucher and code methods, back) asks nothing. */
export function useConfirmPayment(
  paymentType: PaymentType | null,
  query: Record<string, string | undefined>,
) {
  return useQuery({
    ...confirmPaymentQueryOptions(paymentType ?? 'neteller', query),
    enabled: paymentType !== null,
  });
}
