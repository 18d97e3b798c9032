import type { withdrawWithPaasRequest, withdrawWithPaasResponse } from '@conto-gioco/shared/withdrawal';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';

export type WithdrawWithPaasResponse = z.infer<typeof withdrawWithPaasResponse>;

/** POST api/Account/WithdrawWithPaas: the embedded provider page (endpoint) and its token. */
export async function withdrawWithPaas(
  request: z.infer<typeof withdrawWithPaasRequest>,
): Promise<WithdrawWithPaasResponse> {
  return api.post<WithdrawWithPaasResponse>('/api/Account/WithdrawWithPaas', request).catch(envelopeOfError);
}

export function useWithdrawWithPaas() {
  return useMutation({ mutationFn: withdrawWithPaas });
}
