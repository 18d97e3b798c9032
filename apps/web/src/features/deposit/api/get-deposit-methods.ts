import { getMetodiPagamentoResponse, type PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPEN } from '@/lib/envelope';

/** GetMetodiPagamento?Prelievo=false: the enabled deposit methods, in their ViewOrder. */
export async function getDepositMethods(): Promise<PaymentMethod[]> {
  const methods = getMetodiPagamentoResponse.parse(
    await api.get<unknown>('/api/Account/GetMetodiPagamento', { ...OPEN, query: { Prelievo: 'false' } }),
  );
  return methods.filter((method) => !method.Withdrawal_Recharge).sort((a, b) => a.ViewOrder - b.ViewOrder);
}

export const depositMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['deposit', 'methods'],
    queryFn: getDepositMethods,
    staleTime: 5 * 60_000,
  });

export function useDepositMethods({ enabled }: { enabled: boolean }) {
  return useQuery({ ...depositMethodsQueryOptions(), enabled });
}
