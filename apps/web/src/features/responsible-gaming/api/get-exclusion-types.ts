import type { ExclusionTypes } from '@conto-gioco/shared/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Envelope } from '@/lib/envelope';

/** GetTipiAutoesclusioneTrasversale: the categories, and the player's exclusions in force. */
export async function getExclusionTypes(): Promise<ExclusionTypes> {
  const response = await api.get<Envelope<ExclusionTypes | null>>(
    '/api/Account/GetTipiAutoesclusioneTrasversale',
  );
  if (response.ResponseCode !== 0 || !response.ResponseData) throw new Error(response.ResponseMessage);
  return response.ResponseData;
}

export const exclusionTypesQueryOptions = () =>
  queryOptions({ queryKey: ['responsible-gaming', 'exclusions'], queryFn: getExclusionTypes, staleTime: 0 });

export function useExclusionTypes() {
  return useQuery(exclusionTypesQueryOptions());
}
