import type { pepInfoResponse } from '@conto-gioco/shared/pep';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SavedPepInfo = NonNullable<z.infer<typeof pepInfoResponse>['ResponseData']>;

/** EL_GetPepInfo: the answers given last time (all null before the first). */
export async function getPepInfo(): Promise<SavedPepInfo> {
  const response = await api.get<z.infer<typeof pepInfoResponse>>('/api/Account/EL_GetPepInfo');
  if (response.ResponseCode !== 0 || !response.ResponseData) throw new Error(response.ResponseMessage);
  return response.ResponseData;
}

export const pepInfoQueryOptions = () =>
  queryOptions({ queryKey: ['pep', 'info'], queryFn: getPepInfo, staleTime: 0 });

export function usePepInfo() {
  return useQuery(pepInfoQueryOptions());
}
