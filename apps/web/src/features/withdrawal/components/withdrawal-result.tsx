import { CARD_APPROVED_CODE } from '@conto-gioco/shared/deposit';
import { WITHDRAWAL_RESULT_STATUSES, type WithdrawalResultStatus } from '@conto-gioco/shared/withdrawal';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itWithdrawal } from '@/messages/it-withdrawal';

const t = itWithdrawal.result;

export const isWithdrawalResultStatus = (value: string | undefined): value is WithdrawalResultStatus =>
  (WITHDRAWAL_RESULT_STATUSES as readonly string[]).includes(value ?? '');

export type WithdrawalResult = {
  status: WithdrawalResultStatus;
  /** The failure's reason (motivo's text). */
  message: string | null;
  /** A card provider's refusal code (RESPONSE_CODE_AUT other than 00). */
  code: string | null;
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
  let status = routeStatus;
  let message: string | null = null;
  let code: string | null = null;
  const cardCode = query.get('RESPONSE_CODE_AUT') || null;
  if (cardCode !== null && cardCode !== CARD_APPROVED_CODE) {
    status = 'failed';
    code = cardCode;
  }
  const motivo = query.get('motivo')?.trim();
  if (motivo) {
    if (isWithdrawalResultStatus(motivo)) status = motivo;
    else {
      status = 'failed';
      message = motivo;
    }
  }
  const reference = query.get('payment_id') || query.get('token') || null;
  return { status, message, code, reference };
}

const LOOK: Record<WithdrawalResultStatus, { icon: string; colour: string }> = {
  success: { icon: 'ri-checkbox-circle-fill', colour: 'var(--mantine-color-green-7)' },
  failed: { icon: 'ri-close-circle-fill', colour: 'var(--mantine-color-red-7)' },
  pending: { icon: 'ri-time-fill', colour: 'var(--mantine-color-orange-7)' },
};

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
  const look = LOOK[result.status];
  const headline =
    result.status === 'success'
      ? t.success
      : result.status === 'pending'
        ? t.pending
        : result.message
          ? t.failedWith(result.message)
          : t.failed;

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} data-status={result.status}>
        <Stack gap="md" align="center" ta="center">
          <i className={look.icon} aria-hidden style={{ fontSize: 56, color: look.colour }} />
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t.pageTitle}
          </Text>
          <Title order={1} size="h3">
            {headline}
          </Title>
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
          <Group gap="sm" justify="center" mt="sm">
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
            <Button component={Link} to={paths.account.home.getHref()} variant="default">
              {t.toAccount}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
