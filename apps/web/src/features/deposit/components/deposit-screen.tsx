import { DEPOSIT_CODE } from '@conto-gioco/shared/deposit';
import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import type { Balance } from '@conto-gioco/shared/wallet';
import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { AccessGate } from '@/components/payments/access-gate';
import { BalanceSummary } from '@/components/payments/balance-summary';
import { MethodsState } from '@/components/payments/load-state';
import { MOBILE_METHODS } from '@/components/payments/method-picker';
import { MethodsLayout } from '@/components/payments/methods-layout';
import { PaymentPage } from '@/components/payments/payment-page';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { centsToEuroText } from '@/lib/amount';
import { itDeposit } from '@/messages/it-deposit';
import { useDepositAccess } from '../api/check-hierarchy';
import { useDepositMethods } from '../api/get-deposit-methods';
import { useDepositModules } from '../api/get-deposit-modules';
import { readLastDeposit } from '../lib/deposit-storage';
import { DepositForm } from './deposit-form';
import { DepositMethodDetails } from './method-details';
import { PaasDeposit } from './paas-deposit';

/** Up to 1000 methods in the list (money.md §9). */
const MAX_METHODS = 1000;

export type DepositScreenProps = {
  /** GetSaldo, from the wallet. */
  balance: Balance | undefined;
  /** The session's user data: which contacts a refusal asks to verify, and the first-deposit flag. */
  confirmedMobile: boolean;
  playerConfirmed: boolean;
  primaRicarica: boolean;
  /** Inside the mobile app shell. */
  appShell: boolean;
};

/**
 * /account/ricarica (money.md §2 'Deposit'): the balance; then, when CheckHierarchy lets the player
 * deposit, either the embedded PaaS page (DepositWithPaas_Enabled) or the methods and the form.
 */
export function DepositScreen({
  balance,
  confirmedMobile,
  playerConfirmed,
  primaRicarica,
  appShell,
}: DepositScreenProps) {
  const access = useDepositAccess();
  const modules = useDepositModules();
  const allowed = access.data?.allowed === true;
  const paas = modules.data?.DepositWithPaas_Enabled === true;
  const methods = useDepositMethods({ enabled: allowed && modules.isSuccess && !paas });
  const mobile = useIsMobile();
  const [last] = useState(readLastDeposit);
  const initialAmount = last && last.Amount > 0 ? centsToEuroText(last.Amount) : '';

  return (
    <PaymentPage title={itDeposit.pageTitle} intro={itDeposit.pageIntro}>
      <BalanceSummary balance={balance} texts={itDeposit.balance} />
      <AccessGate
        access={access}
        settingsPending={modules.isPending}
        confirmedMobile={confirmedMobile}
        playerConfirmed={playerConfirmed}
        codes={DEPOSIT_CODE}
        texts={itDeposit}
      >
        {() =>
          paas ? (
            <PaasDeposit initialAmount={initialAmount} />
          ) : (
            <MethodsState methods={methods} texts={itDeposit}>
              {(list) => (
                <MethodsDeposit
                  methods={list}
                  lastId={last?.Id ?? null}
                  lastName={last?.Name ?? null}
                  initialAmount={initialAmount}
                  primaRicarica={primaRicarica}
                  mobile={mobile}
                  appShell={appShell}
                  inAppBrowser={modules.data?.OpenDepositOnApp_InAppBrowser_Attivo === true}
                />
              )}
            </MethodsState>
          )
        }
      </AccessGate>
    </PaymentPage>
  );
}

type MethodsDepositProps = {
  methods: PaymentMethod[];
  lastId: number | null;
  lastName: string | null;
  initialAmount: string;
  primaRicarica: boolean;
  mobile: boolean;
  appShell: boolean;
  inAppBrowser: boolean;
};

/** The method icons beside the selected method and the form; the last method used preselected. */
function MethodsDeposit({
  methods,
  lastId,
  lastName,
  initialAmount,
  primaRicarica,
  mobile,
  appShell,
  inAppBrowser,
}: MethodsDepositProps) {
  const lastIndex = methods.findIndex((method) => method.Id === lastId || method.Name === lastName);

  return (
    <MethodsLayout
      methods={methods}
      initialId={methods[Math.max(lastIndex, 0)]?.Id}
      // The list opens when the last method used is beyond the sixth (money.md §2).
      initiallyExpanded={lastIndex >= MOBILE_METHODS}
      mobile={mobile}
      pickerTexts={itDeposit.methods}
      maxMethods={MAX_METHODS}
    >
      {(selected) => (
        <Stack gap="md">
          <DepositMethodDetails method={selected} />
          <Divider />
          <DepositForm
            method={selected}
            initialAmount={initialAmount}
            primaRicarica={primaRicarica}
            context={{ appShell, inAppBrowser }}
            mobile={mobile}
          />
        </Stack>
      )}
    </MethodsLayout>
  );
}
