import type { CodeDescription, DepositLimitRequest } from '@conto-gioco/shared/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { depositLimitsQueryOptions } from './get-deposit-limits';

/** A refusal that came as an error status (400, 429) is shown like any other description. */
export function codeDescriptionOfError(error: unknown): CodeDescription {
  if (error instanceof ApiError) return { code: error.code, description: error.message, decorrenza: null };
  throw error;
}

/** SaveLimitazione: code 0 with the description (and when a raise takes effect), or the refusal. */
export async function saveDepositLimit(request: DepositLimitRequest): Promise<CodeDescription> {
  return api.post<CodeDescription>('/api/Account/SaveLimitazione', request).catch(codeDescriptionOfError);
}

/** AnnullaLimitazione (ours): cancels a raise still waiting. */
export async function cancelDepositLimit(): Promise<CodeDescription> {
  return api.post<CodeDescription>('/api/Account/AnnullaLimitazione').catch(codeDescriptionOfError);
}

export function useSaveDepositLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDepositLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositLimitsQueryOptions().queryKey }),
  });
}

export function useCancelDepositLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDepositLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositLimitsQueryOptions().queryKey }),
  });
}
