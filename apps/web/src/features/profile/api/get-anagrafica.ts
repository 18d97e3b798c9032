import type { Anagrafica } from '@conto-gioco/shared/profile';
import type { Envelope } from '@conto-gioco/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** EL_GetAnagrafica: the player's profile data and the page header. */
export async function getAnagrafica(): Promise<Anagrafica> {
  const response = await api.get<Envelope<Anagrafica | null>>('/api/Account/EL_GetAnagrafica');
  if (response.ResponseCode !== 0 || !response.ResponseData)
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseData;
}

export const anagraficaQueryKey = ['profile', 'anagrafica'] as const;

export const anagraficaQueryOptions = () =>
  queryOptions({ queryKey: anagraficaQueryKey, queryFn: getAnagrafica });

export function useAnagrafica() {
  return useQuery(anagraficaQueryOptions());
}
