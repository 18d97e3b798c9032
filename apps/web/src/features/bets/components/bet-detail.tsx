import { PLAYER_PLAY_CODE, type TicketDetailView } from '@conto-gioco/shared/play';
import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Loading } from '@/components/payments/load-state';
import { formatCents, formatDateTimeCompact } from '@/lib/format';
import { itBets } from '@/messages/it-bets';
import { useBetDetail } from '../api/get-bet-detail';
import { formatOdds, legLook } from '../lib/filters';
import classes from './bets.module.css';
import fieldsClasses from '@/components/ui/fields.module.css';

const t = itBets.detail;
const LOOK_COLOR = { win: 'green.9', wait: 'yellow.9', lost: 'red.9' } as const;

/** Name and value pairs, two columns wide on a wide screen. */
function Fields({ label, fields }: { label: string; fields: [string, string][] }) {
  return (
    <dl className={fieldsClasses.fields} aria-label={label}>
      {fields.map(([name, value]) => (
        <div key={name} className={fieldsClasses.field}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Legs({ legs }: { legs: TicketDetailView['Eventi'] }) {
  const c = t.legColumns;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {t.legs}
      </Title>
      <ul className={classes.legs} aria-label={t.legs}>
        {legs.map((leg, index) => {
          const look = legLook(leg);
          return (
            <li key={`${leg.Cod_Esito}-${index}`} className={classes.leg} data-look={look}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {leg.Descr_avv}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[leg.Data, leg.Group_Name].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Badge variant="dot" color={LOOK_COLOR[look]} size="sm" style={{ flexShrink: 0 }}>
                  {t.legStates[look]}
                </Badge>
              </Group>
              <Text size="sm">
                {c.market}: {leg.Descr_scomm}
                {leg.HandicapDecoded && ` (${leg.HandicapDecoded})`} · {c.outcome}:{' '}
                <Text span fw={600}>
                  {leg.Descr_esito}
                </Text>
              </Text>
              <Group gap="xs">
                <Text size="sm">
                  {c.odds}: {formatOdds(leg.Quota)}
                </Text>
                {/* Paid odds once the leg is decided: none for a lost leg (0). */}
                {!!leg.Quota_pag && (
                  <Text size="sm">
                    · {c.paidOdds}: {formatOdds(leg.Quota_pag)}
                  </Text>
                )}
                {leg.Fissa && (
                  <Badge size="xs" variant="light" color="gray">
                    {t.fixed}
                  </Badge>
                )}
                {leg.Live && (
                  <Badge size="xs" variant="light" color="red">
                    {t.live}
                  </Badge>
                )}
              </Group>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

function Systems({ systems }: { systems: TicketDetailView['Sistemi'] }) {
  const c = t.systemColumns;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {t.systems}
      </Title>
      <Table withTableBorder aria-label={t.systems} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{c.system}</Table.Th>
            <Table.Th scope="col" ta="right">
              {c.combinations}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {c.stake}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {systems.map((system) => (
            <Table.Tr key={system.Sistema}>
              <Table.Td>{t.systemName(system.Sistema)}</Table.Td>
              <Table.Td ta="right">{system.Num_combinazioni}</Table.Td>
              <Table.Td ta="right">{formatCents(system.Importo_scomm)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Session({ session }: { session: NonNullable<TicketDetailView['Sessione']> }) {
  const f = t.sessionFields;
  return (
    <Fields
      label={t.session}
      fields={[
        [f.start, formatDateTimeCompact(session.DataInizio)],
        [f.end, session.DataFine ? formatDateTimeCompact(session.DataFine) : t.sessionOpen],
        [f.game, session.Gioco],
        [f.platform, session.Piattaforma],
        [f.bet, formatCents(session.Puntata)],
        [f.win, formatCents(session.Vincita)],
        [f.stack, formatCents(session.Stack)],
        [f.rounds, String(session.Giocate.length)],
        [f.code, session.CodiceSessione],
      ]}
    />
  );
}

/** A lottery or scratch card's detail as the platform sent it: its known fields, in Italian. */
function lotteryFields(detail: unknown): [string, string][] {
  if (!detail || typeof detail !== 'object') return [];
  const fields: [string, string][] = [];
  for (const [key, value] of Object.entries(detail as Record<string, unknown>)) {
    const name = t.lotteryFields[key];
    if (!name || value === null || value === undefined) continue;
    let text: string;
    if (Array.isArray(value)) text = value.join(' - ');
    else if (typeof value === 'boolean') text = value ? t.yes : t.no;
    else if (key === 'prezzo' && typeof value === 'number') text = formatCents(value);
    else if (key === 'concorso' && typeof value === 'string') text = formatDateTimeCompact(value);
    else text = String(value as string | number);
    fields.push([name, text]);
  }
  return fields;
}

/** The detail of an opened card: legs and systems, a casino session or a lottery ticket. */
export function BetDetail({ family, ticketId }: { family: number; ticketId: string }) {
  const detail = useBetDetail(family, ticketId, { enabled: true });
  if (detail.isPending) return <Loading text={t.loading} />;
  const envelope = detail.data;
  if (!envelope || (envelope.ResponseCode !== 0 && envelope.ResponseCode !== PLAYER_PLAY_CODE.NO_DETAIL))
    return (
      <Alert color="red" variant="light" title={t.errorTitle} role="alert">
        {t.error}
      </Alert>
    );
  const view = envelope.ResponseCode === 0 ? envelope.ResponseData : null;
  const lottery = view ? lotteryFields(view.Dettaglio) : [];
  if (
    !view ||
    (view.Eventi.length === 0 && view.Sistemi.length === 0 && !view.Sessione && lottery.length === 0)
  )
    return (
      <Text size="sm" c="dimmed">
        {t.none}
      </Text>
    );
  return (
    <Stack gap="sm">
      {view.Sessione && <Session session={view.Sessione} />}
      {lottery.length > 0 && <Fields label={t.lottery} fields={lottery} />}
      {view.Eventi.length > 0 && <Legs legs={view.Eventi} />}
      {view.Sistemi.length > 0 && <Systems systems={view.Sistemi} />}
      {view.VincitaPotenziale > 0 && (
        <Text size="sm">
          {t.possibleWin}:{' '}
          <Text span fw={600}>
            {formatCents(view.VincitaPotenziale)}
          </Text>
        </Text>
      )}
    </Stack>
  );
}
