import type { Nation } from '@conto-gioco/shared/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

type NationsResponse = { ResponseCode: number; ResponseMessage: string; ResponseData: Nation[] };

/** GetNazioni: every nation (Italy 181), for birth and residence. */
export async function getNazioni(): Promise<Nation[]> {
  return dataOf(await api.get<NationsResponse>('/api/Account/GetNazioni', OPEN));
}

export const nazioniQueryOptions = () =>
  queryOptions({ queryKey: ['registration', 'nazioni'], queryFn: getNazioni, staleTime: Infinity });

export function useNazioni() {
  return useQuery(nazioniQueryOptions());
}
