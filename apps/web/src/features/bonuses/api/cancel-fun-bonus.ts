import type { cancelFunBonusResponse } from '@conto-gioco/shared/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';
import { BONUSES_QUERY_ROOT } from './get-bonuses';

export type CancelFunBonusResponse = z.infer<typeof cancelFunBonusResponse>;

/** The wallet feature's root (['wallet', 'balance']): named, not imported (features stay apart). */
const WALLET_QUERY_ROOT = 'wallet';

/** EL_CancelFunBonus (money.md §7): done when ResponseData.esitoDb.returnCode is 0. */
export const cancelFunBonus = (bonusId: number) =>
  api
    .get<CancelFunBonusResponse>('/api/Account/EL_CancelFunBonus', { query: { bonusId } })
    .catch(envelopeOfError);

export const cancelled = (response: CancelFunBonusResponse | undefined) =>
  response?.ResponseCode === 0 && response.ResponseData?.esitoDb.returnCode === 0;

/** Done or refused, the lists are read again; the balance too (the bonus account moved). */
export function useCancelFunBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFunBonus,
    onSettled: (response) => {
      void queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_ROOT] });
      if (cancelled(response)) void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] });
    },
  });
}
