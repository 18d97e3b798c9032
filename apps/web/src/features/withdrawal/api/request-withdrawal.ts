import type { PrelievoRequest, PrelievoResponse } from '@conto-gioco/shared/withdrawal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';
import { pendingWithdrawalsQueryOptions } from './get-pending-withdrawals';

/** POST api/Account/Prelievo: code 0 with the outcome, -3333 (OTP sent), or a refusal's code and message. */
export async function requestWithdrawal(request: PrelievoRequest): Promise<PrelievoResponse> {
  return api.post<PrelievoResponse>('/api/Account/Prelievo', request).catch(envelopeOfError);
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: (response) => {
      if (response.ResponseCode === 0 && response.ResponseData?.idTicket)
        void queryClient.invalidateQueries({ queryKey: pendingWithdrawalsQueryOptions().queryKey });
    },
  });
}
