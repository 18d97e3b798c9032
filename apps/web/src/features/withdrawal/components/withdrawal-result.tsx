import { WITHDRAWAL_RESULT_STATUSES, type WithdrawalResultStatus } from '@conto-gioco/shared/withdrawal';
import { Button, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { ResultCard } from '@/components/payments/result-card';
import { paths } from '@/config/paths';
import { readProviderQuery, type ProviderVerdict } from '@/lib/provider-result';
import { itWithdrawal } from '@/messages/it-withdrawal';

const t = itWithdrawal.result;

export const isWithdrawalResultStatus = (value: string | undefined): value is WithdrawalResultStatus =>
  (WITHDRAWAL_RESULT_STATUSES as readonly string[]).includes(value ?? '');

export type WithdrawalResult = ProviderVerdict<WithdrawalResultStatus> & {
  /** The provider's reference of the payout (payment_id), when given. */
  reference: string | null;
};

/**
 * The status the page shows, read as the deposit result reads its query (money.md §2, §4): a card
 * code other than 00 makes it failed; `motivo` has the last word (a status name becomes the status,
 * any other text makes it failed with that text). No confirmation call: the payout is settled by the
 * provider's notification, not by this page.
 */
export function withdrawalResult(
  routeStatus: WithdrawalResultStatus,
  query: URLSearchParams,
): WithdrawalResult {
  const verdict = readProviderQuery(
    { status: routeStatus, message: null, code: null },
    query,
    isWithdrawalResultStatus,
  );
  const reference = query.get('payment_id') || query.get('token') || null;
  return { ...verdict, reference };
}

type WithdrawalResultScreenProps = {
  status: WithdrawalResultStatus;
  /** The address's query (location.search). */
  search: string;
  /** The balance may have changed: read it again. */
  onShown: () => void;
};

/** /account/prelievo/results/{status} (open): where the embedded or external payout page sends the browser. */
export function WithdrawalResultScreen({ status, search, onShown }: WithdrawalResultScreenProps) {
  const result = useMemo(() => withdrawalResult(status, new URLSearchParams(search)), [status, search]);
  useEffect(() => onShown(), [onShown]);
  const headline =
    result.status === 'success'
      ? t.success
      : result.status === 'pending'
        ? t.pending
        : result.message
          ? t.failedWith(result.message)
          : t.failed;

  return (
    <ResultCard
      status={result.status}
      pageTitle={t.pageTitle}
      headline={headline}
      toAccount={t.toAccount}
      actions={
        <>
          {result.status !== 'failed' && (
            <Button component={Link} to={paths.account.withdrawals.getHref()}>
              {t.toPending}
            </Button>
          )}
          <Button
            component={Link}
            to={paths.account.withdraw.getHref()}
            variant={result.status === 'failed' ? 'filled' : 'default'}
          >
            {t.toWithdraw}
          </Button>
        </>
      }
    >
      {result.status === 'success' && <Text>{t.successText}</Text>}
      {result.status === 'pending' && (
        <Text size="sm" c="dimmed">
          {t.pendingHint}
        </Text>
      )}
      {result.status === 'failed' && result.code && (
        <Text size="sm" c="dimmed">
          {t.errorCode(result.code)}
        </Text>
      )}
      {result.reference && (
        <Text size="sm" c="dimmed">
          {t.reference(result.reference)}
        </Text>
      )}
    </ResultCard>
  );
}
