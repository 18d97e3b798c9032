import type { ListItem } from '@conto-gioco/shared/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

type ListResponse = { ResponseCode: number; ResponseMessage: string; ResponseData: ListItem[] };

/** GetEmittenteDocumento: the bodies that issue identity documents (Comune, Motorizzazione ...). */
export async function getEmittenteDocumento(): Promise<ListItem[]> {
  return dataOf(await api.get<ListResponse>('/api/Account/GetEmittenteDocumento', OPEN));
}

export const emittenteDocumentoQueryOptions = () =>
  queryOptions({
    queryKey: ['registration', 'emittente-documento'],
    queryFn: getEmittenteDocumento,
    staleTime: Infinity,
  });

export function useEmittenteDocumento() {
  return useQuery(emittenteDocumentoQueryOptions());
}
