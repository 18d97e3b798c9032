import type { checkPrimaRicaricaResponse } from '@conto-gioco/shared/deposit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { OPEN } from '@/lib/envelope';

type Answer = z.infer<typeof checkPrimaRicaricaResponse>;

/** checkPrimaRicarica: whether the deposit of this transaction was the player's first; false if unknown. */
export async function checkPrimaRicarica(transactionId: string): Promise<boolean> {
  try {
    const response = await api.get<Answer>('/api/payment/checkPrimaRicarica', {
      ...OPEN,
      query: { transactionId },
    });
    return response.ResponseCode === 0 && response.ResponseData;
  } catch {
    return false;
  }
}

export const checkPrimaRicaricaQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: ['deposit', 'prima-ricarica', transactionId],
    queryFn: () => checkPrimaRicarica(transactionId),
    staleTime: Infinity,
  });

export function useCheckPrimaRicarica(transactionId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...checkPrimaRicaricaQueryOptions(transactionId ?? ''),
    enabled: enabled && transactionId !== null,
  });
}
