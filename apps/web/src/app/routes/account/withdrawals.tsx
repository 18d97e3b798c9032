import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PendingWithdrawalsScreen } from '@/features/withdrawal/components/pending-withdrawals';
import { balanceQueryOptions } from '@/features/wallet/api/get-saldo';

/** /account/elenco-prelievi (login required): a cancelled withdrawal's money is back, so the balance is read again. */
export default function WithdrawalsRoute() {
  const queryClient = useQueryClient();
  const refreshBalance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
    [queryClient],
  );
  return <PendingWithdrawalsScreen onCancelled={refreshBalance} />;
}
