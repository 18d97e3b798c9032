import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorAlert } from '@/components/payments/error-alert';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { NetworkError } from '@/lib/api-client';
import { formatCents, formatDateTimeCompact } from '@/lib/format';
import { itBetsActions } from '@/messages/it-bets-actions';
import { useAcceptCashOut } from '../api/cashout-accept';
import { useCashoutList, type CashoutTicket } from '../api/cashout-list';

const t = itBetsActions.cashout;

/** A figure of the card: its label above, the value below. */
function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

type CardProps = {
  ticket: CashoutTicket;
  busy: boolean;
  onAccept: () => void;
};

function CashoutCard({ ticket, busy, onAccept }: CardProps) {
  const titleId = `cashout-${ticket.id}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {t.ticket} {ticket.id}
          </Text>
          <Text size="sm" c="dimmed">
            {t.placedAt} {formatDateTimeCompact(new Date(ticket.tsp).toISOString())}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="xs">
          <Figure label={t.stake} value={formatCents(ticket.amn)} />
          <Figure label={t.winnings} value={formatCents(ticket.pwn)} />
          <Figure label={t.events} value={String(ticket.nevs)} />
          <Figure label={t.openEvents} value={String(ticket.oes)} />
          <Figure label={t.offer} value={formatCents(ticket.amnc)} strong />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            onClick={onAccept}
            loading={busy}
            leftSection={<i className="ri-hand-coin-line" aria-hidden />}
          >
            {t.accept(formatCents(ticket.amnc))}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The Cash Out tab (money.md §2 'Reserved bets and cash-out'): each ticket with its stake, possible
 * win, events, open events and the offer; accepting asks for confirmation, then the server cashes
 * the offer shown or refuses it when it moved. Either way the bet lists and (when money moved) the
 * balance are read again.
 */
export function CashoutTab() {
  const list = useCashoutList();
  const accept = useAcceptCashOut();
  const [confirming, setConfirming] = useState<{ ticket: CashoutTicket; requestId: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () => {
    if (!confirming) return;
    const { ticket, requestId } = confirming;
    setRefusal(null);
    accept.mutate(
      { ticketId: ticket.id, amount: ticket.amnc, requestId },
      {
        onSuccess: (response) => {
          setConfirming(null);
          if (response.ResponseCode === 0) {
            notifications.show({
              color: 'green',
              title: t.doneTitle,
              message: t.done(formatCents(response.ResponseData?.amnc ?? ticket.amnc)),
            });
          } else {
            setRefusal(response.ResponseMessage || t.failed);
          }
        },
        onError: (error) => {
          setConfirming(null);
          setRefusal(error instanceof NetworkError ? t.failed : error.message);
        },
      },
    );
  };

  if (list.isPending) return <Loading text={itBetsActions.loading} />;
  const tickets = list.data?.ResponseCode === 0 ? (list.data.ResponseData ?? []) : null;
  if (!tickets)
    return <LoadFailed text={t.loadFailed} retry={itBetsActions.retry} onRetry={() => void list.refetch()} />;

  return (
    <Stack gap="sm">
      {/* Above the list: the refused ticket may have left it (no longer cashable). */}
      {refusal && <ErrorAlert title={itBetsActions.attention} text={refusal} />}
      {tickets.length === 0 ? (
        <Alert color="gray" variant="light">
          {t.empty}
        </Alert>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t.listLabel}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {tickets.map((ticket) => (
            <CashoutCard
              key={ticket.id}
              ticket={ticket}
              busy={accept.isPending && confirming?.ticket.id === ticket.id}
              onAccept={() => setConfirming({ ticket, requestId: crypto.randomUUID() })}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => !accept.isPending && setConfirming(null)}
        title={t.confirmTitle}
        centered
      >
        {confirming && (
          <Stack gap="md">
            <Text>{t.confirmText(formatCents(confirming.ticket.amnc), confirming.ticket.id)}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={accept.isPending}>
                {itBetsActions.cancel}
              </Button>
              <Button onClick={confirm} loading={accept.isPending}>
                {t.confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
