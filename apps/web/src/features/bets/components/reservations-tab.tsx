import { Alert, Badge, Button, Collapse, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/payments/error-alert';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { paths } from '@/config/paths';
import { writeCart } from '@/lib/cart';
import { formatCents, formatDateTimeCompact } from '@/lib/format';
import { itBetsActions } from '@/messages/it-bets-actions';
import { usePlaySandboxOn } from '../api/play-sandbox-on';
import { useDeleteReservation } from '../api/reservations-delete';
import { useEventRows, type EventRow } from '../api/reservations-event-rows';
import { useReservations, type Reservation } from '../api/reservations-list';

const t = itBetsActions.reservations;

const oddsFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Odds travel in hundredths. */
const formatOdds = (hundredths: number) => oddsFormat.format(hundredths / 100);

function EventRows({ rows }: { rows: EventRow[] }) {
  const mobile = useIsMobile();
  if (mobile)
    return (
      <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <Paper component="li" key={row.OutcomeId_hash} withBorder p="xs" radius="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {row.Descr_avv}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTimeCompact(row.Data)}
                  {row.Group_Name ? ` · ${row.Group_Name}` : ''}
                </Text>
                <Text size="sm">
                  {row.Descr_scomm}: <strong>{row.Descr_esito}</strong>
                </Text>
              </Stack>
              <Text fw={700} size="sm" aria-label={`${t.odds} ${formatOdds(row.Quota)}`}>
                {formatOdds(row.Quota)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.eventDate}</Table.Th>
          <Table.Th>{t.event}</Table.Th>
          <Table.Th>{t.market}</Table.Th>
          <Table.Th>{t.outcome}</Table.Th>
          <Table.Th ta="right">{t.odds}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.OutcomeId_hash}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeCompact(row.Data)}</Table.Td>
            <Table.Td>
              {row.Descr_avv}
              {row.Group_Name && (
                <Text size="xs" c="dimmed">
                  {row.Group_Name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{row.Descr_scomm}</Table.Td>
            <Table.Td>{row.Descr_esito}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatOdds(row.Quota)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type CardProps = {
  reservation: Reservation;
  onLoaded: () => void;
  onDelete: () => void;
};

function ReservationCard({ reservation, onLoaded, onDelete }: CardProps) {
  const [open, setOpen] = useState(false);
  const hashes = reservation.Detail.map((detail) => detail.OutcomeId_hash);
  const rows = useEventRows(hashes, { enabled: open });
  const titleId = `reservation-${reservation.Id}`;
  const detailId = `reservation-detail-${reservation.Id}`;
  const found = rows.data?.ResponseCode === 0 ? (rows.data.ResponseData ?? []) : null;

  const loadIntoCart = (eventRows: EventRow[]) => {
    writeCart({
      ShortCode: reservation.ShortCode,
      Crediti: reservation.Crediti,
      SistemaComb: reservation.SistemaComb,
      Outcomes: eventRows.map((row) => ({
        OutcomeId_hash: row.OutcomeId_hash,
        Id_evento: row.Id_evento,
        Descr_avv: row.Descr_avv,
        Descr_scomm: row.Descr_scomm,
        Descr_esito: row.Descr_esito,
        Quota: row.Quota,
      })),
      Timestamp: Date.now(),
    });
    onLoaded();
  };

  let detail = null;
  if (open) {
    if (rows.isPending) detail = <Loading text={t.rowsLoading} />;
    else if (!found)
      detail = (
        <LoadFailed text={t.rowsFailed} retry={itBetsActions.retry} onRetry={() => void rows.refetch()} />
      );
    else if (found.length === 0)
      detail = (
        <Alert color="yellow" variant="light" icon={<i className="ri-time-line" aria-hidden />}>
          {t.expired}
        </Alert>
      );
    else
      detail = (
        <Stack gap="sm">
          <EventRows rows={found} />
          <Group justify="flex-end">
            <Button
              onClick={() => loadIntoCart(found)}
              leftSection={<i className="ri-shopping-cart-2-line" aria-hidden />}
            >
              {t.loadIntoCart}
            </Button>
          </Group>
        </Stack>
      );
  }

  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={titleId}>
            {t.code} {reservation.ShortCode}
          </Text>
          <Text size="sm" c="dimmed">
            {t.date} {formatDateTimeCompact(reservation.DateTime)}
          </Text>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {t.amount}: <strong>{formatCents(reservation.Crediti)}</strong>
          </Text>
          <Badge variant="light" color="gray">
            {t.events(reservation.Detail.length)}
          </Badge>
          {reservation.SistemaComb && (
            <Badge variant="light" color="blue">
              {t.system} {reservation.SistemaComb}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" gap="xs">
          <Button
            variant="default"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={detailId}
            rightSection={<i className={open ? 'ri-arrow-up-s-line' : 'ri-arrow-down-s-line'} aria-hidden />}
          >
            {open ? t.hideEvents : t.showEvents}
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={onDelete}
            leftSection={<i className="ri-delete-bin-line" aria-hidden />}
            aria-label={`${t.delete} ${reservation.ShortCode}`}
          >
            {t.delete}
          </Button>
        </Group>
        <Collapse in={open} id={detailId}>
          {detail}
        </Collapse>
      </Stack>
    </Paper>
  );
}

/**
 * The Prenotate tab (money.md §2 'Reserved bets and cash-out', §8): the player's booked slips; a card
 * opens to read its event rows (only events still ahead) and shows their outcomes, or the expired
 * note; the slip goes into the cart, or the reservation is deleted.
 */
export function ReservationsTab() {
  const list = useReservations();
  const remove = useDeleteReservation();
  const [goToSport, setGoToSport] = useState(false);
  const sandboxOn = usePlaySandboxOn();
  const [deleting, setDeleting] = useState<Reservation | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const loaded = () => setGoToSport(true);

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(deleting.Id, {
      onSuccess: (response) => {
        setDeleting(null);
        if (response.ResponseCode === 0) notifications.show({ color: 'green', message: t.deleted });
        else setDeleteError(response.ResponseMessage || t.deleteFailed);
      },
      onError: () => {
        setDeleting(null);
        setDeleteError(t.deleteFailed);
      },
    });
  };

  if (list.isPending) return <Loading text={itBetsActions.loading} />;
  if (!list.data)
    return <LoadFailed text={t.loadFailed} retry={itBetsActions.retry} onRetry={() => void list.refetch()} />;
  if (list.data.ResponseCode !== 0) return <ErrorAlert title={itBetsActions.attention} text={t.loadFailed} />;
  const reservations = list.data.ResponseData ?? [];

  return (
    <Stack gap="sm">
      {deleteError && <ErrorAlert title={itBetsActions.attention} text={deleteError} />}
      {reservations.length === 0 ? (
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
          {reservations.map((reservation) => (
            <ReservationCard
              key={reservation.Id}
              reservation={reservation}
              onLoaded={loaded}
              onDelete={() => setDeleting(reservation)}
            />
          ))}
        </Stack>
      )}
      <Modal opened={goToSport} onClose={() => setGoToSport(false)} title={t.loadedTitle} centered>
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<i className="ri-checkbox-circle-line" aria-hidden />}>
            {t.loaded}
          </Alert>
          <Text>{t.goToSportInfo}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setGoToSport(false)}>
              {itBetsActions.ok}
            </Button>
            {/* The sportsbook is another system; where the sandbox stands in for it, its slip. */}
            <Button
              component={Link}
              to={sandboxOn ? paths.account.playSandbox.getHref() : paths.sportHome.getHref()}
            >
              {t.goToSport}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => !remove.isPending && setDeleting(null)}
        title={t.deleteTitle}
        centered
      >
        {deleting && (
          <Stack gap="md">
            <Text>{t.deleteConfirm(deleting.ShortCode)}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
                {itBetsActions.cancel}
              </Button>
              <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
                {t.delete}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
