import type { checkBonusPrimaRicaricaResponse } from '@conto-gioco/shared/deposit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type Answer = z.infer<typeof checkBonusPrimaRicaricaResponse>;

/**
 * V3_CheckBonusPrimaRicarica: whether the first deposit is still to be made. The login's
 * primaRicarica goes stale after a deposit, so the deposit screen asks again on each visit.
 */
export const getBonusPrimaRicarica = () =>
  api
    .get<Answer>('/api/BetPlay/V3_CheckBonusPrimaRicarica')
    .then((answer) => answer.ResponseData.primaRicarica);

export const bonusPrimaRicaricaQueryOptions = () =>
  queryOptions({
    queryKey: ['deposit', 'bonus-prima-ricarica'],
    queryFn: getBonusPrimaRicarica,
    staleTime: 0,
  });

export function useBonusPrimaRicarica({ enabled }: { enabled: boolean }) {
  return useQuery({ ...bonusPrimaRicaricaQueryOptions(), enabled });
}
