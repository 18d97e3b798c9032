import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import {
  isWithdrawalResultStatus,
  WithdrawalResultScreen,
} from '@/features/withdrawal/components/withdrawal-result';
import { balanceQueryOptions } from '@/features/wallet/api/get-saldo';
import NotFoundRoute from '../not-found';

/** /account/prelievo/results/{status} (open): success, failed or pending; the balance is read again. */
export default function WithdrawResultRoute() {
  const { status } = useParams();
  const { search } = useLocation();
  const user = useUser();
  const queryClient = useQueryClient();
  const loggedIn = user !== null;
  const refreshBalance = useCallback(() => {
    if (loggedIn) void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
  }, [loggedIn, queryClient]);
  if (!isWithdrawalResultStatus(status)) return <NotFoundRoute />;
  return <WithdrawalResultScreen status={status} search={search} onShown={refreshBalance} />;
}
