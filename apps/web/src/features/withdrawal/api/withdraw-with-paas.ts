import type { withdrawWithPaasRequest, withdrawWithPaasResponse } from '@conto-gioco/shared/withdrawal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';
import { pendingWithdrawalsQueryOptions } from './get-pending-withdrawals';

export type WithdrawWithPaasResponse = z.infer<typeof withdrawWithPaasResponse>;

/** POST api/Account/WithdrawWithPaas: the embedded provider page (endpoint) and its token. */
export async function withdrawWithPaas(
  request: z.infer<typeof withdrawWithPaasRequest>,
): Promise<WithdrawWithPaasResponse> {
  return api.post<WithdrawWithPaasResponse>('/api/Account/WithdrawWithPaas', request).catch(envelopeOfError);
}

/** The money moves at once (the embedded page only confirms or cancels): the pending list changed. */
export function useWithdrawWithPaas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawWithPaas,
    onSuccess: (response) => {
      if (response.ResponseCode === 0)
        void queryClient.invalidateQueries({ queryKey: pendingWithdrawalsQueryOptions().queryKey });
    },
  });
}
