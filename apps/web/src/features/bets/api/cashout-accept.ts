import type { playerCashOutResponse } from '@conto-gioco/shared/play';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';
import { BETS_QUERY_ROOT } from './cashout-list';

export type CashOutResponse = z.infer<typeof playerCashOutResponse>;
export type CashOutInput = { ticketId: string; amount: number; requestId: string };

/**
 * Our POST /api/BetPlay/CashOut: accepts the offer shown (amount, cents). The server refuses it
 * (-4007) when the offer moved; requestId makes a repeated click move money once.
 */
export const acceptCashOut = (input: CashOutInput) =>
  api.post<CashOutResponse>('/api/BetPlay/CashOut', input).catch(envelopeOfError);

/**
 * The wallet feature's balance query (['wallet', 'balance']): features do not import each other, so
 * the whole 'wallet' root is read again, which the header's balance follows.
 */
const WALLET_QUERY_ROOT = 'wallet';

export function useAcceptCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCashOut,
    // Done or refused, the lists change (the ticket left, or its offer moved): read them again.
    onSettled: (response) => {
      void queryClient.invalidateQueries({ queryKey: [BETS_QUERY_ROOT] });
      if (response?.ResponseCode === 0) void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] });
    },
  });
}
