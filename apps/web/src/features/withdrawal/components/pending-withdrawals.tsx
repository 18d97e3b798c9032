import type { PendingWithdrawal } from '@conto-gioco/shared/withdrawal';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { itWithdrawal } from '@/messages/it-withdrawal';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals';
import { formatRequestDate } from '../lib/request-date';
import { useIsMobile } from './use-is-mobile';
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
      } else setNotice({ kind: 'error', text: t.cancelError(response.ResponseMessage) });
    } catch {
      setNotice({ kind: 'error', text: t.cancelError(itWithdrawal.connectionError) });
    }
  };

  const cancelButton = (item: PendingWithdrawal) => (
    <Button
      size="xs"
      variant="outline"
      color="red"
      aria-label={t.cancelLabel(item.idTicketField)}
      loading={cancel.isPending && cancel.variables === item.idTicketField}
      onClick={() => setConfirming(item)}
      style={{ flexShrink: 0 }}
    >
      {t.cancel}
    </Button>
  );

  let content;
  if (list.isPending)
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{itWithdrawal.loading}</Text>
      </Group>
    );
  else if (!list.data)
    content = (
      <Stack gap="sm" align="flex-start">
        <Text c="red.8" role="alert">
          {t.loadFailed}
        </Text>
        <Button variant="default" onClick={() => void list.refetch()}>
          {itWithdrawal.retry}
        </Button>
      </Stack>
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
                  <Text size="sm">{item.tipoField}</Text>
                  <Text size="xs" c="dimmed">
                    {formatRequestDate(item.richiestaField)} · {t.ticket} {item.idTicketField}
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
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRequestDate(item.richiestaField)}</Table.Td>
                <Table.Td>{item.idTicketField}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatCents(item.importoField)}
                </Table.Td>
                <Table.Td>{item.tipoField}</Table.Td>
                <Table.Td ta="right">{cancelButton(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t.pageTitle}
            </Title>
            <Text c="dimmed">{t.pageIntro}</Text>
          </Stack>
          <Button component={Link} to={paths.account.withdraw.getHref()} variant="outline">
            {t.toWithdraw}
          </Button>
        </Group>
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
        {notice?.kind === 'error' && (
          <Alert
            color="red"
            variant="light"
            title={itWithdrawal.errorTitle}
            role="alert"
            icon={<i className="ri-error-warning-line" aria-hidden />}
          >
            {notice.text}
          </Alert>
        )}
        {content}
      </Stack>
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
    </Container>
  );
}
