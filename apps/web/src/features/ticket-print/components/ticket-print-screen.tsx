import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { ErrorAlert } from '@/components/payments/error-alert';
import { Loading } from '@/components/payments/load-state';
import { ApiError } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { useDocumentTitle } from '@/lib/document-title';
import { itBetsActions } from '@/messages/it-bets-actions';
import { useTicketPrint, type PrintAccess, type TicketPrintData } from '../api/get-ticket-print';
import { useLightScheme } from '../hooks/use-light-scheme';
import classes from './ticket-print.module.css';

const t = itBetsActions.print;

/** Print starts 1 second after the data loads (money.md §9). */
export const PRINT_DELAY_MS = 1000;

const oddsFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatOdds = (hundredths: number) => oddsFormat.format(hundredths / 100);

function Figures({ entries }: { entries: [string, string][] }) {
  return (
    <dl className={classes.figures}>
      {entries.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PrintedTicket({ data }: { data: TicketPrintData }) {
  const ticket = data.Ticket;
  // Five columns in a phone's width: smaller type, tighter cells.
  const mobile = useIsMobile();
  const tableProps = {
    withTableBorder: true,
    fz: mobile ? 'xs' : 'sm',
    horizontalSpacing: mobile ? 6 : 'sm',
  } as const;
  const figures: [string, string][] = [
    [t.aamsCode, ticket.ricevuta_pgadField],
    [t.placedAt, ticket.data_oraField],
    [t.game, ticket.giocoDescrField],
    ...(ticket.messaggioField ? [[t.kind, ticket.messaggioField] as [string, string]] : []),
    [t.state, ticket.stato_ticket_descrField],
    [t.stake, formatCents(ticket.prezzoField)],
    ...(data.VincitaPotenziale > 0
      ? [[t.possibleWin, formatCents(data.VincitaPotenziale)] as [string, string]]
      : []),
    ...(ticket.importo_vincitaField > 0
      ? [[t.win, formatCents(ticket.importo_vincitaField)] as [string, string]]
      : []),
  ];
  const session = data.Sessione;
  return (
    <Stack gap="md" className={classes.ticket} component="article" aria-labelledby="ticket-print-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={1} size="h3" id="ticket-print-title" style={{ overflowWrap: 'anywhere' }}>
            {t.ticket} {ticket.id_ticketField}
          </Title>
          <Text size="sm">{ticket.piattaforma2Field}</Text>
        </Stack>
        {/* The minimum age on every print, a simulation's included (money.md §2, §9). */}
        <span className={classes.age} role="img" aria-label={t.ageNotice} title={t.ageNotice}>
          {t.ageTag}
        </span>
      </Group>
      <Figures entries={figures} />
      {data.Eventi.length > 0 &&
        (mobile ? (
          // Five columns do not fit a phone: one block per event.
          <Stack gap={4}>
            <Text size="sm" c="gray.7" ta="center">
              {t.events}
            </Text>
            <Stack component="ol" gap="xs" aria-label={t.events} className={classes.legs}>
              {data.Eventi.map((leg, index) => (
                <li key={`${leg.Descr_avv}-${leg.Cod_Esito}-${index}`} className={classes.leg}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {leg.Descr_avv}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {leg.Data}
                      </Text>
                      <Text size="sm">
                        {leg.Descr_scomm}
                        {leg.HandicapDecoded ? ` (${leg.HandicapDecoded})` : ''}:{' '}
                        <strong>{leg.Descr_esito}</strong>
                      </Text>
                    </Stack>
                    <Text size="sm" fw={700} className={classes.number}>
                      {t.odds} {formatOdds(leg.Quota)}
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
          </Stack>
        ) : (
          <Table {...tableProps} captionSide="top">
            <Table.Caption>{t.events}</Table.Caption>
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
              {data.Eventi.map((leg, index) => (
                <Table.Tr key={`${leg.Descr_avv}-${leg.Cod_Esito}-${index}`}>
                  <Table.Td>{leg.Data}</Table.Td>
                  <Table.Td>{leg.Descr_avv}</Table.Td>
                  <Table.Td>
                    {leg.Descr_scomm}
                    {leg.HandicapDecoded ? ` (${leg.HandicapDecoded})` : ''}
                  </Table.Td>
                  <Table.Td>{leg.Descr_esito}</Table.Td>
                  <Table.Td ta="right" className={classes.number}>
                    {formatOdds(leg.Quota)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      {data.Sistemi.length > 0 && (
        <Table {...tableProps} captionSide="top">
          <Table.Caption>{t.systems}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.system}</Table.Th>
              <Table.Th>{t.combinations}</Table.Th>
              <Table.Th ta="right">{t.stakePerCombination}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.Sistemi.map((system) => (
              <Table.Tr key={system.Sistema}>
                <Table.Td>{system.Sistema}</Table.Td>
                <Table.Td>{system.Num_combinazioni}</Table.Td>
                <Table.Td ta="right" className={classes.number}>
                  {formatCents(system.Importo_scomm)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {session && (
        <Figures
          entries={[
            [t.session, session.CodiceSessione],
            [t.game, `${session.Gioco} (${session.Piattaforma})`],
            [t.stake, formatCents(session.Puntata)],
            [t.win, formatCents(session.Vincita)],
          ]}
        />
      )}
      <Text size="xs" c="gray.7">
        {t.ageNotice}
      </Text>
    </Stack>
  );
}

type TicketPrintScreenProps = {
  aamscode: string;
  /** The session's token, else the address's print token, else nothing ('Autenticazione non valida'). */
  access: PrintAccess | null;
};

/**
 * /account/ticket-print/{aamscode} (money.md §2 'Ticket print', §8): the ticket alone, in the light
 * theme while shown, printed 1 second after it loads.
 */
export function TicketPrintScreen({ aamscode, access }: TicketPrintScreenProps) {
  useLightScheme();
  useDocumentTitle(t.pageTitle);
  const print = useTicketPrint(aamscode, access);
  const data = print.data?.ResponseCode === 0 ? print.data.ResponseData : null;
  const printed = useRef(false);

  useEffect(() => {
    if (!data || printed.current) return;
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [data]);

  const heading = (
    <Title order={1} size="h3">
      {t.pageTitle}
    </Title>
  );
  let body;
  if (!access) body = <ErrorAlert title={itBetsActions.attention} text={t.badAuth} />;
  else if (print.isPending) body = <Loading text={itBetsActions.loading} />;
  else if (print.error instanceof ApiError && print.error.status === 401)
    body = <ErrorAlert title={itBetsActions.attention} text={t.badAuth} />;
  else if (!data) body = <ErrorAlert title={itBetsActions.attention} text={t.loadFailed} />;
  else
    return (
      <main className={classes.page} id="main-content">
        <Stack gap="md">
          <PrintedTicket data={data} />
          <Group justify="flex-end" className={classes.noPrint}>
            <Button onClick={() => window.print()}>{t.print}</Button>
          </Group>
        </Stack>
      </main>
    );

  return (
    <main className={classes.page} id="main-content">
      <Stack gap="md">
        {heading}
        {body}
      </Stack>
    </main>
  );
}
