import type { Municipality } from '@conto-gioco/shared/registration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

type MunicipalitiesResponse = { ResponseCode: number; ResponseMessage: string; ResponseData: Municipality[] };

/** The shortest search the server answers. */
export const MUNICIPALITY_SEARCH_MIN = 2;

/**
 * GetComuni (active municipalities: residence, document issue) and GetComuniNascita (active and
 * suppressed ones, plus ESTERO: birth), searched by name.
 */
export type MunicipalityList = 'GetComuni' | 'GetComuniNascita';

export async function getComuni(list: MunicipalityList, search: string): Promise<Municipality[]> {
  return dataOf(
    await api.get<MunicipalitiesResponse>(`/api/Account/${list}`, { ...OPEN, query: { search } }),
  );
}

export const comuniQueryOptions = (list: MunicipalityList, search: string) =>
  queryOptions({
    queryKey: ['registration', list, search.trim().toLowerCase()],
    queryFn: () => getComuni(list, search.trim()),
    staleTime: Infinity,
    enabled: search.trim().length >= MUNICIPALITY_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });

export function useComuni(list: MunicipalityList, search: string) {
  return useQuery(comuniQueryOptions(list, search));
}
