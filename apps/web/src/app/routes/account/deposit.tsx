import { isAppShell } from '@/features/auth/api/app-shell';
import { useUser } from '@/features/auth/api/check-auth';
import { useBonusPrimaRicarica } from '@/features/deposit/api/check-bonus-prima-ricarica';
import { DepositScreen } from '@/features/deposit/components/deposit-screen';
import { useBalance } from '@/features/wallet/api/get-saldo';

/** /account/ricarica (login required): the wallet's balance above the deposit screen. */
export default function DepositRoute() {
  const user = useUser();
  const balance = useBalance({ enabled: user !== null });
  const primaRicarica = useBonusPrimaRicarica({ enabled: user !== null });
  return (
    <DepositScreen
      balance={balance.data}
      confirmedMobile={user?.confirmedMobile ?? true}
      playerConfirmed={user?.playerConfirmed ?? true}
      primaRicarica={primaRicarica.data ?? user?.primaRicarica ?? false}
      appShell={isAppShell()}
    />
  );
}
