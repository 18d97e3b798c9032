import { useUser } from '@/features/auth/api/check-auth';
import { WithdrawalScreen } from '@/features/withdrawal/components/withdrawal-screen';
import { useBalance, useRefreshBalance } from '@/features/wallet/api/get-saldo';

/** /account/prelievo (login required): the wallet's balance above the withdrawal screen. */
export default function WithdrawRoute() {
  const user = useUser();
  const balance = useBalance({ enabled: user !== null });
  // The header's balance and this screen's read the same query: one refresh updates both.
  const refreshBalance = useRefreshBalance();
  return (
    <WithdrawalScreen
      balance={balance.data}
      balanceFailed={balance.isError}
      confirmedMobile={user?.confirmedMobile ?? true}
      playerConfirmed={user?.playerConfirmed ?? true}
      holder={user ? `${user.nome} ${user.cognome}`.trim() || null : null}
      contract={user?.contratto || null}
      onWithdrawn={refreshBalance}
    />
  );
}
