import type { DepositResultStatus } from '@conto-gioco/shared/deposit';
import { Button, Container, Group, Loader, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { ResultCard } from '@/components/payments/result-card';
import { paths } from '@/config/paths';
import { itDeposit } from '@/messages/it-deposit';
import { useCheckPrimaRicarica } from '../api/check-prima-ricarica';
import { confirmationQuery, useConfirmPayment } from '../api/confirm-payment';
import { storedTransactionId } from '../lib/deposit-storage';
import { browser } from '../lib/open-provider';
import { depositResult, paymentTypeOf } from '../lib/result-status';

const t = itDeposit.result;

type DepositResultScreenProps = {
  status: DepositResultStatus;
  /** The address's query (location.search). */
  search: string;
  loggedIn: boolean;
  /** The confirmation is over: the balance may have changed. */
  onSettled: () => void;
};

/**
 * /account/ricarica/results/{status} (open, money.md §2 'Deposit result', §4): the provider sends
 * the browser here; the confirmation call of payment_type has the server ask the provider and settle
 * the deposit, and its answer, the card code and motivo decide what is shown.
 */
export function DepositResultScreen({ status, search, loggedIn, onSettled }: DepositResultScreenProps) {
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const paymentType = status === 'back' ? null : paymentTypeOf(query);
  const callQuery = useMemo(
    () => (paymentType ? confirmationQuery(paymentType, query, status) : {}),
    [paymentType, query, status],
  );
  const confirmation = useConfirmPayment(paymentType, callQuery);
  const settled = paymentType === null || !confirmation.isPending;
  const result = settled
    ? depositResult(status, query, confirmation.data ?? null, { unreachable: confirmation.isError })
    : null;
  const shown = result?.kind === 'shown' ? result : null;
  const redirectUrl = result?.kind === 'redirect' ? result.url : null;

  useEffect(() => {
    if (redirectUrl) browser.assign(redirectUrl);
  }, [redirectUrl]);
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);

  const transactionId = query.get('transaction_id') || storedTransactionId();
  const firstDeposit = useCheckPrimaRicarica(transactionId, {
    enabled: loggedIn && shown?.status === 'success',
  });

  if (!shown) {
    return (
      <Container size="sm" py="xl">
        <Group gap="sm" justify="center" role="status">
          <Loader size="sm" />
          <Text>{t.checking}</Text>
        </Group>
      </Container>
    );
  }

  const headline =
    shown.status === 'success'
      ? paymentTypeOf(query) === null
        ? t.successPlain
        : t.success
      : shown.status === 'failed'
        ? t.failed
        : shown.status === 'pending'
          ? t.pending
          : t.back;

  return (
    <ResultCard
      status={shown.status}
      pageTitle={t.pageTitle}
      headline={headline}
      toAccount={t.toAccount}
      actions={
        <Button component={Link} to={paths.account.deposit.getHref()}>
          {t.toDeposit}
        </Button>
      }
    >
      {shown.status === 'failed' && shown.message && <Text>{shown.message}</Text>}
      {shown.status === 'failed' && shown.code && (
        <Text size="sm" c="dimmed">
          {t.errorCode(shown.code)}
        </Text>
      )}
      {shown.status === 'pending' && (
        <Text size="sm" c="dimmed">
          {t.pendingHint}
        </Text>
      )}
      {shown.status === 'success' && firstDeposit.data === true && <Text fw={600}>{t.firstDeposit}</Text>}
    </ResultCard>
  );
}
