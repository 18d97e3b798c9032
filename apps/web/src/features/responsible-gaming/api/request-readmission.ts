import type { CodeDesc } from '@conto-gioco/shared/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { exclusionTypesQueryOptions } from './get-exclusion-types';

/**
 * RichiediRiammissione (ours): the written request that ends a permanent exclusion, accepted from
 * 6 months after it started and effective 7 days later; code 0 or the refusal's desc.
 */
export async function requestReadmission(tipoTrasversale: number): Promise<CodeDesc> {
  return api
    .post<CodeDesc>('/api/Account/RichiediRiammissione', { tipoTrasversale })
    .catch((error: unknown) => {
      if (error instanceof ApiError) return { code: error.code, desc: error.message };
      throw error;
    });
}

export function useRequestReadmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReadmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: exclusionTypesQueryOptions().queryKey }),
  });
}
