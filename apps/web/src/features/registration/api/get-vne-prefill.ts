import type { VnePrefill } from '@conto-gioco/shared/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN, type Envelope } from './envelope';

/** GetVnePrefill (ours, the VNE adapter): the data of a registration started elsewhere. */
export async function getVnePrefill(sourceId: string): Promise<VnePrefill> {
  return (
    dataOf(
      await api.get<Envelope<VnePrefill | null>>('/api/Account/GetVnePrefill', {
        ...OPEN,
        query: { sourceId },
      }),
    ) ?? {}
  );
}

export const vnePrefillQueryOptions = (sourceId: string | null) =>
  queryOptions({
    queryKey: ['registration', 'vne', sourceId],
    queryFn: () => getVnePrefill(sourceId!),
    enabled: sourceId !== null,
    staleTime: Infinity,
    retry: false,
  });

export function useVnePrefill(sourceId: string | null) {
  return useQuery(vnePrefillQueryOptions(sourceId));
}
