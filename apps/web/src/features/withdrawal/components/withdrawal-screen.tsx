import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { WITHDRAWAL_CODE } from '@conto-gioco/shared/withdrawal';
import { withdrawalBounds } from '@conto-gioco/shared/withdrawal-rules';
import type { Balance } from '@conto-gioco/shared/wallet';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AccessGate } from '@/components/payments/access-gate';
import { BalanceSummary } from '@/components/payments/balance-summary';
import { Loading, MethodsState } from '@/components/payments/load-state';
import { MethodsLayout } from '@/components/payments/methods-layout';
import { PaymentPage } from '@/components/payments/payment-page';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { paths } from '@/config/paths';
import { itWithdrawal } from '@/messages/it-withdrawal';
import { useWithdrawalAccess } from '../api/check-hierarchy';
import { useWithdrawalMethods } from '../api/get-withdrawal-methods';
import { useWithdrawalSettings } from '../api/get-withdrawal-settings';
import { LimitsTable } from './limits-table';
import { WithdrawalMethodDetails } from './method-details';
import { PaasWithdrawal } from './paas-withdrawal';
import { WithdrawalForm, type FormContext } from './withdrawal-form';

export type WithdrawalScreenProps = {
  /** GetSaldo, from the wallet; `balanceFailed` when it could not be read (no bounds without it). */
  balance: Balance | undefined;
  balanceFailed: boolean;
  /** The session's user data: which contacts a refusal asks to verify; the holder's name and contract. */
  confirmedMobile: boolean;
  playerConfirmed: boolean;
  holder: string | null;
  contract: string | null;
  /** A withdrawal was taken: read the balance again. */
  onWithdrawn: () => void;
};

/**
 * /account/prelievo (money.md §2 'Withdrawal'): the deposit's layout with the 'Prelievi in attesa'
 * button, the operator's alert (MessageAlertPrelievi_Attivo) and, when CheckHierarchy lets the
 * player withdraw, either the embedded PaaS page (WithdrawWithPaas_Enabled) or the methods, the
 * form and the limits table.
 */
export function WithdrawalScreen({
  balance,
  balanceFailed,
  confirmedMobile,
  playerConfirmed,
  holder,
  contract,
  onWithdrawn,
}: WithdrawalScreenProps) {
  const access = useWithdrawalAccess();
  const settings = useWithdrawalSettings();
  const allowed = access.data?.allowed === true;
  const paas = settings.data?.paas === true;
  // Withdrawal data loads only when the player may withdraw (money.md §5).
  const methods = useWithdrawalMethods({ enabled: allowed && settings.isSuccess && !paas });
  const mobile = useIsMobile();

  /** The bounds need the withdrawable balance: nothing to choose before it is read. */
  const form = () => {
    if (balance === undefined)
      return balanceFailed ? (
        <Text role="alert">{itWithdrawal.noData}</Text>
      ) : (
        <Loading text={itWithdrawal.loading} />
      );
    if (paas) return <PaasWithdrawal withdrawable={balance.prelevabile} onWithdrawn={onWithdrawn} />;
    return (
      <MethodsState methods={methods} texts={itWithdrawal}>
        {(list) => (
          <MethodsWithdrawal
            methods={list}
            withdrawable={balance.prelevabile}
            siteId={settings.data?.siteId ?? ''}
            mobile={mobile}
            context={{ mobile, holder, contract }}
            onWithdrawn={onWithdrawn}
          />
        )}
      </MethodsState>
    );
  };

  return (
    <PaymentPage
      title={itWithdrawal.pageTitle}
      intro={itWithdrawal.pageIntro}
      action={
        <Button
          component={Link}
          to={paths.account.withdrawals.getHref()}
          variant="outline"
          leftSection={<i className="ri-time-line" aria-hidden />}
        >
          {itWithdrawal.pendingButton}
        </Button>
      }
    >
      {settings.data?.alert && (
        <Alert
          color="yellow"
          variant="light"
          title={itWithdrawal.alertTitle}
          icon={<i className="ri-megaphone-line" aria-hidden />}
          role="note"
        >
          {settings.data.alert}
        </Alert>
      )}
      <BalanceSummary balance={balance} texts={itWithdrawal.balance} />
      <AccessGate
        access={access}
        settingsPending={settings.isPending}
        // With RegistrationMobileAvoidConfirmation the mobile is not what stops the player.
        confirmedMobile={confirmedMobile || settings.data?.mobileAvoidConfirmation === true}
        playerConfirmed={playerConfirmed}
        codes={WITHDRAWAL_CODE}
        texts={itWithdrawal}
      >
        {form}
      </AccessGate>
    </PaymentPage>
  );
}

type MethodsWithdrawalProps = {
  methods: PaymentMethod[];
  withdrawable: number;
  siteId: string;
  mobile: boolean;
  context: FormContext;
  onWithdrawn: () => void;
};

/** The method buttons beside the selected method and its form, the limits table below. */
function MethodsWithdrawal({
  methods,
  withdrawable,
  siteId,
  mobile,
  context,
  onWithdrawn,
}: MethodsWithdrawalProps) {
  // The time slot is read at each render, and the clock ticks each minute: a slot that opens while
  // the page is open switches the bounds without a reload.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setMinute((minute) => minute + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Stack gap="xl">
      <MethodsLayout methods={methods} mobile={mobile} pickerTexts={itWithdrawal.methods}>
        {(selected) => {
          const bounds = withdrawalBounds(selected, withdrawable, new Date());
          return (
            <Stack gap="md">
              <WithdrawalMethodDetails method={selected} timeSlot={bounds.timeSlot} />
              <Divider />
              <WithdrawalForm method={selected} bounds={bounds} context={context} onWithdrawn={onWithdrawn} />
            </Stack>
          );
        }}
      </MethodsLayout>
      <LimitsTable methods={methods} withdrawable={withdrawable} siteId={siteId} />
    </Stack>
  );
}
