import type { Balance } from '@conto-gioco/shared/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSaldo = () => api.get<Balance>('/api/Account/GetSaldo');

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'],
    queryFn: getSaldo,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The player's balance (cents); only asked when someone is logged in. */
export function useBalance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}
