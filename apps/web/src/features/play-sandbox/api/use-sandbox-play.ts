import type { Envelope } from '@conto-gioco/shared/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * What money moved by play changes: the balance, the statement and the bet list (their query
 * keys' roots; features do not import each other, so they are named here).
 */
const MONEY_QUERY_ROOTS = ['wallet', 'statement', 'bets'];

/**
 * A sandbox call that may move money: a refusal of the operator API comes back as data (its
 * ResponseCode); an accepted one has the balance, statement and bet list read again.
 */
export function useSandboxPlay<Input, Data>(call: (input: Input) => Promise<Envelope<Data | null>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (answer.ResponseCode !== 0 && !answer.ResponseData) return;
      for (const root of MONEY_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}
