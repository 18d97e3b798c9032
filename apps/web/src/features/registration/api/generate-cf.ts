import type { GenerateCfRequest } from '@conto-gioco/shared/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

type GenerateCfResponse = {
  ResponseCode: number;
  ResponseMessage: string;
  ResponseData: { codice: string } | null;
};

/** GenerateCF: the fiscal code computed by the server from name, surname, sex, birth date and place. */
export async function generateCf(body: GenerateCfRequest): Promise<string> {
  const data = dataOf(await api.post<GenerateCfResponse>('/api/Account/GenerateCF', body, OPEN));
  if (!data?.codice) throw new Error('GenerateCF answered no code');
  return data.codice;
}

/** Null input: not all the data are there yet, nothing is asked. */
export const generateCfQueryOptions = (input: GenerateCfRequest | null) =>
  queryOptions({
    queryKey: ['registration', 'generate-cf', input],
    queryFn: () => generateCf(input!),
    enabled: input !== null,
    staleTime: Infinity,
    retry: false,
  });

export function useGenerateCf(input: GenerateCfRequest | null) {
  return useQuery(generateCfQueryOptions(input));
}
