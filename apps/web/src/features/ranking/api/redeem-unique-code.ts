import type { redeemUniqueCodeResponse } from '@conto-gioco/shared/ranking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';
import { RANKING_QUERY_ROOT } from './get-ranking';

export type RedeemUniqueCodeResponse = z.infer<typeof redeemUniqueCodeResponse>;

/** Other features' roots, named rather than imported: the unlocked deposit bonus shows there. */
const BONUSES_QUERY_ROOT = 'bonuses';
const PROMOTIONS_QUERY_ROOT = 'promotions';

/** Redeem_PuntiRankingCodiceUnico (money.md §7): the code in the query. */
export const redeemUniqueCode = (code: string) =>
  api
    .get<RedeemUniqueCodeResponse>('/api/Player/Redeem_PuntiRankingCodiceUnico', { query: { code } })
    .catch(envelopeOfError);

export function useRedeemUniqueCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemUniqueCode,
    onSuccess: (response) => {
      if (response.ResponseCode !== 0) return;
      void queryClient.invalidateQueries({ queryKey: [RANKING_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [PROMOTIONS_QUERY_ROOT] });
    },
  });
}
