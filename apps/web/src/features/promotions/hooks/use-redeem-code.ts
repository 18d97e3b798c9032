import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Envelope } from '@/lib/envelope';
import { PROMOTIONS_QUERY_ROOT } from '../api/get-promo-bonus-list';

/**
 * RedeemBonus (money.md §7) as the page that composes this feature hands it down: the bonuses
 * feature owns the call, and features do not import each other. Resolves with the envelope (a
 * refusal too); throws only when the server cannot be reached.
 */
export type RedeemCall = (bonusCode: string) => Promise<Envelope<unknown>>;

/** Other features' roots, named rather than imported (features stay apart). */
const WALLET_QUERY_ROOT = 'wallet';
const BONUSES_QUERY_ROOT = 'bonuses';
/** money.md §4, §9: the balance and the bonuses are read again 1 s after a redeem. */
export const REFRESH_AFTER_MS = 1000;

export type RedeemOutcome =
  | { kind: 'done'; code: string }
  | { kind: 'refused'; code: string; response: Envelope<unknown> }
  | { kind: 'network'; code: string };

/**
 * One redeem at a time for a whole screen (every 'Riscatta' is disabled while one runs): the code
 * being redeemed, the last outcome with its code (the card that asked shows it), and `redeem`.
 */
export function useRedeemCode(call: RedeemCall, onRedeemed?: () => void) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<RedeemOutcome | null>(null);
  const mutation = useMutation({ mutationFn: call });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const redeem = (code: string) => {
    if (mutation.isPending) return;
    setOutcome(null);
    mutation.mutate(code, {
      onSuccess: (response) => {
        if (response.ResponseCode !== 0) {
          setOutcome({ kind: 'refused', code, response });
          return;
        }
        setOutcome({ kind: 'done', code });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] });
          void queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_ROOT] });
          void queryClient.invalidateQueries({ queryKey: [PROMOTIONS_QUERY_ROOT] });
          onRedeemed?.();
        }, REFRESH_AFTER_MS);
      },
      onError: () => setOutcome({ kind: 'network', code }),
    });
  };

  return {
    redeem,
    pending: mutation.isPending,
    /** The code whose redeem is running. */
    redeeming: mutation.isPending ? mutation.variables : undefined,
    outcome,
  };
}

export type RedeemState = ReturnType<typeof useRedeemCode>;
