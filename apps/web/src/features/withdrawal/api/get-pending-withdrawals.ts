import type { ElencoPrelievoResponse, PendingWithdrawal } from '@conto-gioco/shared/withdrawal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The screen does not show the provider's own card payouts (money.md §2 'Withdrawal result and list'). */
const HIDDEN_TYPE = 'safecharge';

/** EL_GetElencoPrelievo: the player's pending withdrawals, newest first, safecharge types left out. */
export async function getPendingWithdrawals(): Promise<PendingWithdrawal[]> {
  const response = await api.get<ElencoPrelievoResponse>('/api/Account/EL_GetElencoPrelievo');
  if (response.ResponseCode !== 0) throw new Error(response.ResponseMessage);
  return (response.ResponseData?.elencoprelieviField ?? []).filter(
    (item) => !item.tipoField.toLowerCase().includes(HIDDEN_TYPE),
  );
}

export const pendingWithdrawalsQueryOptions = () =>
  queryOptions({ queryKey: ['withdrawal', 'pending'], queryFn: getPendingWithdrawals, staleTime: 0 });

export function usePendingWithdrawals() {
  return useQuery(pendingWithdrawalsQueryOptions());
}
