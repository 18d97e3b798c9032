import { useLocation, useParams } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import { DepositResultScreen } from '@/features/deposit/components/deposit-result';
import { isResultStatus } from '@/features/deposit/lib/result-status';
import { useRefreshBalance } from '@/features/wallet/api/get-saldo';
import NotFoundRoute from '../not-found';

/**
 * /account/ricarica/results/{status} (open): success, failed, pending or back. Once the payment is
 * confirmed the balance is read again, so the header shows the new one.
 */
export default function DepositResultRoute() {
  const { status } = useParams();
  const { search } = useLocation();
  const user = useUser();
  const loggedIn = user !== null;
  const refreshBalance = useRefreshBalance({ enabled: loggedIn });
  if (!isResultStatus(status)) return <NotFoundRoute />;
  return (
    <DepositResultScreen status={status} search={search} loggedIn={loggedIn} onSettled={refreshBalance} />
  );
}
