import type { CodeDesc, ExclusionRequest } from '@conto-gioco/shared/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { exclusionTypesQueryOptions } from './get-exclusion-types';

/** SaveEsclusione: code 0 ('Autoesclusione impostata con successo') or the refusal's desc. */
export async function saveExclusion(request: ExclusionRequest): Promise<CodeDesc> {
  return api.post<CodeDesc>('/api/Account/SaveEsclusione', request).catch((error: unknown) => {
    if (error instanceof ApiError) return { code: error.code, desc: error.message };
    throw error;
  });
}

export function useSaveExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExclusion,
    // A whole-account exclusion ends every session, this one too: nothing more to read then.
    onSettled: (response, _error, request) => {
      if (response?.code === 0 && request.tipoTrasversale === 0) return;
      return queryClient.invalidateQueries({ queryKey: exclusionTypesQueryOptions().queryKey });
    },
  });
}
