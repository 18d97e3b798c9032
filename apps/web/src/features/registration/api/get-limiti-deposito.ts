import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

type LimitsResponse = { ResponseCode: number; ResponseMessage: string; ResponseData: number[] };

/** GetLimitiDeposito (ours): the 14 deposit-limit options in cents, in the site's order. */
export async function getLimitiDeposito(): Promise<number[]> {
  return dataOf(await api.get<LimitsResponse>('/api/Account/GetLimitiDeposito', OPEN));
}

export const limitiDepositoQueryOptions = () =>
  queryOptions({
    queryKey: ['registration', 'limiti-deposito'],
    queryFn: getLimitiDeposito,
    staleTime: Infinity,
  });

export function useLimitiDeposito() {
  return useQuery(limitiDepositoQueryOptions());
}
