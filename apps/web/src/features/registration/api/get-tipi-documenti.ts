import type { ListItem } from '@conto-gioco/shared/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

type ListResponse = { ResponseCode: number; ResponseMessage: string; ResponseData: ListItem[] };

/** GetTipiDocumenti: the identity documents a player may register with. */
export async function getTipiDocumenti(): Promise<ListItem[]> {
  return dataOf(await api.get<ListResponse>('/api/Account/GetTipiDocumenti', OPEN));
}

export const tipiDocumentiQueryOptions = () =>
  queryOptions({
    queryKey: ['registration', 'tipi-documenti'],
    queryFn: getTipiDocumenti,
    staleTime: Infinity,
  });

export function useTipiDocumenti() {
  return useQuery(tipiDocumentiQueryOptions());
}
