import type { redeemBonusResponse } from '@conto-gioco/shared/bonuses';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';

export type RedeemBonusResponse = z.infer<typeof redeemBonusResponse>;

/** RedeemBonus (money.md §7): the envelope as it came; a refusal is shown with its code and message. */
export const redeemBonus = (bonusCode: string) =>
  api.get<RedeemBonusResponse>('/api/BetPlay/RedeemBonus', { query: { bonusCode } }).catch(envelopeOfError);

/** The caller refreshes the balance and the lists 1 s after a success (money.md §4, §9). */
export function useRedeemBonus() {
  return useMutation({ mutationFn: redeemBonus });
}
