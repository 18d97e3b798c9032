import { RANKING } from '@conto-gioco/shared/ranking';
import { useEffect, useRef, useState } from 'react';
import { itRanking as t } from '@/messages/it-ranking';
import { useRedeemUniqueCode } from '../api/redeem-unique-code';

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * The unique code being typed (or given by a conversion), and its redeem. `adding` is the spec's
 * code-add flag: on from the submit until 1 s after the answer (money.md §4, §9), and it blocks the
 * conversions as a conversion blocks it. A refused code is cleared from the box (§8).
 */
export function useUniqueCode() {
  const [code, setCode] = useState('');
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useRedeemUniqueCode();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (blocked: boolean) => {
    const value = code.trim();
    if (!value || adding || blocked) return;
    setAdding(true);
    setOutcome(null);
    mutation.mutate(value, {
      onSuccess: (response) => {
        setCode('');
        setOutcome(
          response.ResponseCode === 0 ? { ok: true } : { ok: false, message: response.ResponseMessage },
        );
      },
      onError: () => {
        setCode('');
        setOutcome({ ok: false, message: t.result.networkError });
      },
      onSettled: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setAdding(false), RANKING.codeAddResetMs);
      },
    });
  };

  return {
    code,
    /** Typed, or a conversion's unique code put there ready to unlock. */
    setCode: (value: string) => {
      setCode(value);
      setOutcome(null);
    },
    adding,
    pending: mutation.isPending,
    outcome,
    submit,
  };
}

export type UniqueCodeState = ReturnType<typeof useUniqueCode>;
