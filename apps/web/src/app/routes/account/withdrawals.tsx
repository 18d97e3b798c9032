import { PendingWithdrawalsScreen } from '@/features/withdrawal/components/pending-withdrawals';
import { useRefreshBalance } from '@/features/wallet/api/get-saldo';

/** /account/elenco-prelievi (login required): a cancelled withdrawal's money is back, so the balance is read again. */
export default function WithdrawalsRoute() {
  const refreshBalance = useRefreshBalance();
  return <PendingWithdrawalsScreen onCancelled={refreshBalance} />;
}
