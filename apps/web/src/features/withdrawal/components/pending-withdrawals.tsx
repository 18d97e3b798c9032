import { WITHDRAWAL_CODE, type PendingWithdrawal } from '@conto-gioco/shared/withdrawal';
import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/payments/error-alert';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { paths } from '@/config/paths';
import { formatCents, formatDateTimeCompact } from '@/lib/format';
import { itWithdrawal } from '@/messages/it-withdrawal';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals';
import { useWithdrawalMethods } from '../api/get-withdrawal-methods';
import { withdrawalTypeName } from '../lib/type-name';
import classes from './withdrawal.module.css';

const t = itWithdrawal.list;

type Notice = { kind: 'success'; text: string } | { kind: 'error'; text: string };

/**
 * /account/elenco-prelievi (money.md §2 'Withdrawal result and list'): the pending withdrawals with
 * date, ticket, amount, type and a cancel button each (after a confirmation). At phone width each
 * withdrawal is a card instead of a table row.
 */
export function PendingWithdrawalsScreen({ onCancelled }: { onCancelled: () => void }) {
  const list = usePendingWithdrawals();
  // The type is shown by the method's long name (GetMetodiPagamento?Prelievo=true).
  const methods = useWithdrawalMethods({ enabled: true });
  const typeName = (item: PendingWithdrawal) => withdrawalTypeName(item.tipoField, methods.data);
  const cancel = useCancelWithdrawal();
  const mobile = useIsMobile();
  const [confirming, setConfirming] = useState<PendingWithdrawal | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const confirmCancel = async () => {
    if (!confirming) return;
    const ticket = confirming.idTicketField;
    setConfirming(null);
    setNotice(null);
    try {
      const response = await cancel.mutateAsync(ticket);
      if (response.ResponseCode === 0) {
        setNotice({ kind: 'success', text: t.cancelSuccess });
        onCancelled();
      } else {
        setNotice({ kind: 'error', text: t.cancelError(response.ResponseMessage) });
        // No longer cancellable: the provider decided it meanwhile, and a rejection gave the money back.
        if (response.ResponseCode === WITHDRAWAL_CODE.NOT_CANCELLABLE) onCancelled();
      }
    } catch {
      setNotice({ kind: 'error', text: t.cancelError(itWithdrawal.connectionError) });
    }
  };

  const cancelButton = (item: PendingWithdrawal) => (
    <Button
      size="xs"
      variant="outline"
      // red.9: the default shade reads below 4.5:1 on the table's striped rows.
      color="red.9"
      aria-label={t.cancelLabel(item.idTicketField)}
      loading={cancel.isPending && cancel.variables === item.idTicketField}
      onClick={() => setConfirming(item)}
      style={{ flexShrink: 0 }}
    >
      {t.cancel}
    </Button>
  );

  let content;
  if (list.isPending || methods.isPending) content = <Loading text={itWithdrawal.loading} />;
  else if (!list.data)
    content = (
      <LoadFailed text={t.loadFailed} retry={itWithdrawal.retry} onRetry={() => void list.refetch()} />
    );
  else if (list.data.length === 0)
    content = (
      <Alert color="gray" variant="light" icon={<i className="ri-inbox-line" aria-hidden />}>
        {t.empty}
      </Alert>
    );
  else if (mobile)
    content = (
      <ul className={classes.cards} aria-label={t.label}>
        {list.data.map((item) => (
          <li key={item.idTicketField}>
            <Paper withBorder radius="md" p="sm" component="article" aria-label={item.idTicketField}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700}>{formatCents(item.importoField)}</Text>
                  <Text size="sm">{typeName(item)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTimeCompact(item.richiestaField)} · {t.ticket} {item.idTicketField}
                  </Text>
                </Stack>
                {cancelButton(item)}
              </Group>
            </Paper>
          </li>
        ))}
      </ul>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover aria-label={t.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.date}</Table.Th>
              <Table.Th scope="col">{t.ticket}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t.amount}
              </Table.Th>
              <Table.Th scope="col">{t.type}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((item) => (
              <Table.Tr key={item.idTicketField}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTimeCompact(item.richiestaField)}
                </Table.Td>
                <Table.Td>{item.idTicketField}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatCents(item.importoField)}
                </Table.Td>
                <Table.Td>{typeName(item)}</Table.Td>
                <Table.Td ta="right">{cancelButton(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <>
      <PaymentPage
        title={t.pageTitle}
        intro={t.pageIntro}
        action={
          <Button component={Link} to={paths.account.withdraw.getHref()} variant="outline">
            {t.toWithdraw}
          </Button>
        }
      >
        {notice?.kind === 'success' && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<i className="ri-checkbox-circle-line" aria-hidden />}
          >
            {notice.text}
          </Alert>
        )}
        {notice?.kind === 'error' && <ErrorAlert title={itWithdrawal.errorTitle} text={notice.text} />}
        {content}
      </PaymentPage>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': itWithdrawal.close }}
      >
        {confirming && (
          <Stack gap="md">
            <Text>{t.confirmText(formatCents(confirming.importoField), confirming.idTicketField)}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t.confirmNo}
              </Button>
              <Button color="red" onClick={() => void confirmCancel()}>
                {t.confirmYes}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
