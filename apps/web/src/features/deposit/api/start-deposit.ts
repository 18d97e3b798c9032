import type { RicaricaRequest, RicaricaResponse } from '@conto-gioco/shared/deposit';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';

/** POST api/Account/Ricarica: code 0 with the started deposit, or the code and message of a refusal. */
export async function startDeposit(request: RicaricaRequest): Promise<RicaricaResponse> {
  return api.post<RicaricaResponse>('/api/Account/Ricarica', request).catch(envelopeOfError);
}

export function useStartDeposit() {
  return useMutation({ mutationFn: startDeposit });
}
