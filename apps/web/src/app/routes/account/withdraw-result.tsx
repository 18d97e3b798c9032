import { useLocation, useParams } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import {
  isWithdrawalResultStatus,
  WithdrawalResultScreen,
} from '@/features/withdrawal/components/withdrawal-result';
import { useRefreshBalance } from '@/features/wallet/api/get-saldo';
import NotFoundRoute from '../not-found';

/** /account/prelievo/results/{status} (open): success, failed or pending; the balance is read again. */
export default function WithdrawResultRoute() {
  const { status } = useParams();
  const { search } = useLocation();
  const refreshBalance = useRefreshBalance({ enabled: useUser() !== null });
  if (!isWithdrawalResultStatus(status)) return <NotFoundRoute />;
  return <WithdrawalResultScreen status={status} search={search} onShown={refreshBalance} />;
}
