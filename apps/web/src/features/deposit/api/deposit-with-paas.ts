import type { DepositWithPaasRequest, depositWithPaasResponse } from '@conto-gioco/shared/deposit';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';

export type DepositWithPaasResponse = z.infer<typeof depositWithPaasResponse>;

/** POST api/Account/DepositWithPaas: the embedded provider page (endpoint) and its token. */
export async function depositWithPaas(importo: number): Promise<DepositWithPaasResponse> {
  return api
    .post<DepositWithPaasResponse>('/api/Account/DepositWithPaas', {
      importo,
    } satisfies DepositWithPaasRequest)
    .catch(envelopeOfError);
}

export function useDepositWithPaas() {
  return useMutation({ mutationFn: depositWithPaas });
}
