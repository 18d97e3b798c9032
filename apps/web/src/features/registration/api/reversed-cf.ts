import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

/** A birth place read from a fiscal code: a municipality, or (Estero) a nation. */
export type BirthPlace = { Id: number; Nome: string; Estero: boolean };

type ReversedCfResponse = { ResponseCode: number; ResponseMessage: string; ResponseData: BirthPlace | null };

/** ReversedCF: the birth place named by a cadastral code (chars 12 to 15 of a fiscal code). */
export async function reversedCf(catastale: string): Promise<BirthPlace> {
  const data = dataOf(
    await api.get<ReversedCfResponse>('/api/Account/ReversedCF', { ...OPEN, query: { catastale } }),
  );
  if (!data) throw new Error('ReversedCF answered no place');
  return data;
}

export const reversedCfQueryOptions = (catastale: string) =>
  queryOptions({
    queryKey: ['registration', 'reversed-cf', catastale],
    queryFn: () => reversedCf(catastale),
    staleTime: Infinity,
    retry: false,
  });
