import { GAME_FAMILY_NAMES, type BetListItem, type GameFamily } from '@conto-gioco/shared/play';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { formatCents } from '@/lib/format';
import { itBets } from '@/messages/it-bets';
import { isVirtual, stateLook } from '../lib/filters';
import { BetDetail } from './bet-detail';
import { TicketPrintLink } from './ticket-print-link';
import classes from './bets.module.css';

const t = itBets.card;
const LOOK_COLOR = { win: 'green.9', wait: 'yellow.9', lost: 'red.9' } as const;

export const stateName = (item: Pick<BetListItem, 'stato_ticketField' | 'stato_ticket_descrField'>) =>
  itBets.stateNames[item.stato_ticketField] ?? item.stato_ticket_descrField;

export const familyName = (family: number) => itBets.families[family] ?? String(family);

/** The game's own name ('Calcio', a scratch card's), or its family's when it is only the family's code. */
const gameTitle = (item: BetListItem) =>
  item.giocoDescrField && item.giocoDescrField !== GAME_FAMILY_NAMES[item.giocoField as GameFamily]
    ? item.giocoDescrField
    : familyName(item.giocoField);

/** One ticket or casino session: the summary, and its detail once opened. */
export function BetCard({ item }: { item: BetListItem }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const look = stateLook(item.stato_ticketField);
  const events = item.EventiSportivi;
  const eventCount = events.Pending + events.Win + events.Lose + events.Void;
  const title = gameTitle(item);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`${title} ${item.id_ticketField}`}
      className={classes.card}
      data-look={look ?? undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={700}>{title}</Text>
              {item.messaggioField && (
                <Text span size="sm" c="dimmed">
                  {item.messaggioField}
                </Text>
              )}
              {isVirtual(item) && (
                <Badge size="xs" variant="light" color="grape">
                  {t.virtual}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {[item.data_oraField, familyName(item.giocoField), item.piattaforma2Field]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {look && (
            <Badge variant="dot" color={LOOK_COLOR[look]} size="sm" style={{ flexShrink: 0 }}>
              {stateName(item)}
            </Badge>
          )}
        </Group>
        <Group gap="lg" className={classes.amounts}>
          <Text size="sm">
            {t.stake}{' '}
            <Text span fw={600}>
              {formatCents(item.prezzoField)}
            </Text>
          </Text>
          <Text size="sm">
            {t.win}{' '}
            <Text span fw={600} className={item.importo_vincitaField > 0 ? classes.credit : undefined}>
              {formatCents(item.importo_vincitaField)}
            </Text>
          </Text>
        </Group>
        {eventCount > 0 && (
          <Text size="xs">
            {t.events} {eventCount}: {t.pending} {events.Pending} · {t.won} {events.Win} · {t.lost}{' '}
            {events.Lose} · {t.void} {events.Void}
          </Text>
        )}
        <Text size="xs" c="dimmed" className={classes.code}>
          {t.ticket} {item.id_ticketField}
          {item.ricevuta_pgadField && item.ricevuta_pgadField !== item.id_ticketField
            ? ` · ${t.receipt} ${item.ricevuta_pgadField}`
            : ''}
        </Text>
        <Group justify="space-between" gap="xs">
          <Button
            variant="default"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={detailId}
            rightSection={<i className={open ? 'ri-arrow-up-s-line' : 'ri-arrow-down-s-line'} aria-hidden />}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? t.hideDetail : t.showDetail}
          </Button>
          {item.ricevuta_pgadField && (
            <TicketPrintLink
              aamscode={item.ricevuta_pgadField}
              variant="link"
              label={t.print}
              ariaLabel={t.printOf(item.id_ticketField)}
            />
          )}
        </Group>
        {open && (
          <div
            id={detailId}
            role="region"
            aria-label={t.detailOf(item.id_ticketField)}
            className={classes.detail}
          >
            <BetDetail family={item.giocoField} ticketId={item.id_ticketField} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
