import type { Balance } from '@conto-gioco/shared/wallet';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * Reads the balance again (a deposit or withdrawal moved money): the header's balance and the
 * screens' read the same query, so one refresh updates both. Not `enabled` (nobody logged in): no-op.
 */
export function useRefreshBalance({ enabled = true }: { enabled?: boolean } = {}): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
  }, [enabled, queryClient]);
}
