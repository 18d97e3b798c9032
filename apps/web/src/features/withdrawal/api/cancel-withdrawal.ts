import type { annullaPrelievoResponse } from '@conto-gioco/shared/withdrawal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';
import { pendingWithdrawalsQueryOptions } from './get-pending-withdrawals';

export type CancelResponse = z.infer<typeof annullaPrelievoResponse>;

/** EL_AnnullaPrelievo?ticket=: ResponseCode 0 when the withdrawal was cancelled and the money is back. */
export async function cancelWithdrawal(ticket: string): Promise<CancelResponse> {
  return api
    .get<CancelResponse>('/api/Account/EL_AnnullaPrelievo', { query: { ticket } })
    .catch(envelopeOfError);
}

/** Whatever the answer, the list is read again: a refused cancel may mean it was paid meanwhile. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingWithdrawalsQueryOptions().queryKey }),
  });
}
