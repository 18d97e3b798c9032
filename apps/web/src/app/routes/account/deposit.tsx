import { isAppShell } from '@/features/auth/api/app-shell';
import { useUser } from '@/features/auth/api/check-auth';
import { DepositScreen } from '@/features/deposit/components/deposit-screen';
import { useBalance } from '@/features/wallet/api/get-saldo';

/** /account/ricarica (login required): the wallet's balance above the deposit screen. */
export default function DepositRoute() {
  const user = useUser();
  const balance = useBalance({ enabled: user !== null });
  return (
    <DepositScreen
      balance={balance.data}
      confirmedMobile={user?.confirmedMobile ?? true}
      playerConfirmed={user?.playerConfirmed ?? true}
      primaRicarica={user?.primaRicarica ?? false}
      appShell={isAppShell()}
    />
  );
}
