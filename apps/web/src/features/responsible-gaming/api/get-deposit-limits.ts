import type { DepositLimits } from '@conto-gioco/shared/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Envelope } from '@/lib/envelope';

/** EL_GetLimitazioniDeposito: the limit in force and a raise waiting its 7 days. */
export async function getDepositLimits(): Promise<DepositLimits> {
  const response = await api.get<Envelope<DepositLimits | null>>('/api/Account/EL_GetLimitazioniDeposito');
  if (response.ResponseCode !== 0 || !response.ResponseData) throw new Error(response.ResponseMessage);
  return response.ResponseData;
}

export const depositLimitsQueryOptions = () =>
  queryOptions({ queryKey: ['responsible-gaming', 'limits'], queryFn: getDepositLimits, staleTime: 0 });

export function useDepositLimits() {
  return useQuery(depositLimitsQueryOptions());
}
