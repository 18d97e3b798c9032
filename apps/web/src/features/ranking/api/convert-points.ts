import type { rankingBuyPromoResponse, rankingConvertResponse } from '@conto-gioco/shared/ranking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';
import { RANKING_QUERY_ROOT } from './get-ranking';

export type ConvertResponse = z.infer<typeof rankingConvertResponse>;
export type BuyPromoResponse = z.infer<typeof rankingBuyPromoResponse>;

/** The promotions feature's root: a conversion issues a coupon its lists show (named, not imported). */
const PROMOTIONS_QUERY_ROOT = 'promotions';

/** RankingConvertPoints (money.md §7): the body is the conversion's id as a bare JSON string. */
export const convertPoints = (id: number) =>
  api.post<ConvertResponse>('/api/Player/RankingConvertPoints', String(id)).catch(envelopeOfError);

/** RankingBuyPromoActivation (money.md §7): a ticket promotion unlocked with points, same body. */
export const buyPromoActivation = (id: number) =>
  api.post<BuyPromoResponse>('/api/Player/RankingBuyPromoActivation', String(id)).catch(envelopeOfError);

export type ConversionCall = { id: number; buy: boolean };

/** Either call, one at a time; done or refused, the points and the coupons are read again. */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, buy }: ConversionCall) =>
      buy ? buyPromoActivation(id) : (convertPoints(id) as Promise<ConvertResponse | BuyPromoResponse>),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [RANKING_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [PROMOTIONS_QUERY_ROOT] });
    },
  });
}
