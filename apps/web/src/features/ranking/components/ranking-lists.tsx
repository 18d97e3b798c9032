import { RANKING, type RankingData } from '@conto-gioco/shared/ranking';
import { Alert, Badge, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatDateTimeCompact } from '@/lib/format';
import { itRanking as t } from '@/messages/it-ranking';
import classes from './ranking.module.css';
import fieldsClasses from '@/components/ui/fields.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The leaderboard: the top ten, and the player's own row (highlighted) when outside it. */
export function Leaderboard({ rows }: { rows: RankingData['Classifica'] }) {
  return (
    <Section id="ranking-leaderboard" title={t.leaderboard.title}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.leaderboard.empty}
        </Text>
      ) : (
        <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-labelledby="ranking-leaderboard">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.leaderboard.position}</Table.Th>
              <Table.Th scope="col">{t.leaderboard.player}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t.leaderboard.points}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={`${row.Posizione}-${row.Nickname}`}
                className={row.IsMe ? classes.me : undefined}
                data-me={row.IsMe || undefined}
                aria-current={row.IsMe ? 'true' : undefined}
              >
                <Table.Td>{row.Posizione}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span className={classes.rowText}>{row.Nickname}</span>
                    {row.IsMe && (
                      <Badge size="xs" variant="filled">
                        {t.leaderboard.me}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{t.pointsValue(row.Punti)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

const signed = (points: number) => (points > 0 ? `+${t.points(points)}` : t.points(points));

/** The movements, 5 a page (money.md §9); the note when any of them is not convertible (§2). */
export function Movements({ rows }: { rows: RankingData['Movimenti'] }) {
  const [page, setPage] = useState(1);
  const size = RANKING.movementsPageSize;
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * size, current * size);
  const someNotConvertible = rows.some((row) => !row.Convertibile);
  return (
    <Section id="ranking-movements" title={t.movements.title}>
      {someNotConvertible && (
        <Alert color="yellow" variant="light" icon={<i className="ri-information-line" aria-hidden />}>
          {t.movements.note}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.movements.empty}
        </Text>
      ) : (
        <ul className={classes.rows} aria-label={t.movements.list}>
          {shown.map((row) => (
            <li key={row.Id} className={classes.row}>
              <div className={classes.rowText}>
                <Text size="sm" fw={600}>
                  {row.CausaleDescription}
                </Text>
                {row.Description && (
                  <Text size="xs" c="dimmed">
                    {row.Description}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDateTimeCompact(row.InsDate)}
                </Text>
                {!row.Convertibile && (
                  <Badge size="xs" variant="outline" color="yellow.9">
                    {t.movements.notConvertible}
                  </Badge>
                )}
              </div>
              <span className={classes.amount}>{signed(row.Points)}</span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            siblings={1}
            size="sm"
            aria-label={t.movements.pagination}
            getControlProps={(control) => ({ 'aria-label': control })}
          />
        </Group>
      )}
    </Section>
  );
}

/** The points each run of the 12-hour job credited, and the totals. */
export function Credits({ data }: { data: RankingData }) {
  return (
    <Section id="ranking-credits" title={t.credits.title}>
      <dl className={`${fieldsClasses.fields} ${fieldsClasses.single}`}>
        <div className={fieldsClasses.field}>
          <dt>{t.credits.total}</dt>
          <dd>{t.points(data.TotalePunti)}</dd>
        </div>
        <div className={fieldsClasses.field}>
          <dt>{t.credits.fromPlay}</dt>
          <dd>{t.points(data.TotalePuntiDaMovimentazione)}</dd>
        </div>
      </dl>
      {data.Punti.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.credits.empty}
        </Text>
      ) : (
        <ul className={classes.rows} aria-label={t.credits.list}>
          {data.Punti.map((row) => (
            <li key={row.ExecutionTime} className={classes.row}>
              <span className={classes.rowText}>{formatDateTimeCompact(row.ExecutionTime)}</span>
              <span className={classes.amount}>{signed(row.Points)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
