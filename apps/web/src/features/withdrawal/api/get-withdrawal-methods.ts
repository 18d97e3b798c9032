import { getMetodiPagamentoResponse, type PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPEN } from '@/lib/envelope';

/** GetMetodiPagamento?Prelievo=true: the enabled withdrawal methods, in their ViewOrder. */
export async function getWithdrawalMethods(): Promise<PaymentMethod[]> {
  const methods = getMetodiPagamentoResponse.parse(
    await api.get<unknown>('/api/Account/GetMetodiPagamento', { ...OPEN, query: { Prelievo: 'true' } }),
  );
  return methods.filter((method) => method.Withdrawal_Recharge).sort((a, b) => a.ViewOrder - b.ViewOrder);
}

export const withdrawalMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['withdrawal', 'methods'],
    queryFn: getWithdrawalMethods,
    staleTime: 5 * 60_000,
  });

export function useWithdrawalMethods({ enabled }: { enabled: boolean }) {
  return useQuery({ ...withdrawalMethodsQueryOptions(), enabled });
}
