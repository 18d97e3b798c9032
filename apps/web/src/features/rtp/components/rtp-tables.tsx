import { Alert, Stack, Table, Title } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { itPages } from '@/messages/it-pages';
import { useMonthlyRtp, useStaticRtp } from '../api/get-rtp-games';
import { familyLabel, formatRtp, groupMonthly, groupStatic, titleCase } from '../lib/rtp-format';
import classes from './rtp.module.css';

const t = itPages.rtp;

function Loading() {
  return (
    <p role="status" className={classes.status}>
      {itPages.loading}
    </p>
  );
}

function Unavailable() {
  return (
    <Alert color="gray" variant="light" role="alert">
      {itPages.unavailable}
    </Alert>
  );
}

function Empty() {
  return (
    <Alert color="gray" variant="light">
      {t.empty}
    </Alert>
  );
}

/**
 * percentuali-di-vincita-mensile (content-profile.md §2): one block per game family, inside one
 * table per platform (upper case); Anno, Mese, Famiglia ('6 - CASINO'), RTP Mese (2 decimals),
 * Descrizione (upper case). Tables scroll sideways on narrow screens.
 */
export function MonthlyRtp() {
  const query = useMonthlyRtp();
  const blocks = useMemo(() => groupMonthly(query.data ?? []), [query.data]);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Unavailable />;
  if (blocks.length === 0) return <Empty />;
  return (
    <Stack gap="xl">
      {blocks.map((block) => (
        <section key={block.code} aria-labelledby={`rtp-family-${block.code}`}>
          <Title order={2} size="h3" id={`rtp-family-${block.code}`} mb="sm">
            {block.title}
          </Title>
          <Stack gap="lg">
            {block.tables.map((table) => (
              <Table.ScrollContainer key={table.platform} minWidth={560} type="native" tabIndex={0}>
                <Table striped withTableBorder captionSide="top">
                  <Table.Caption className={classes.caption}>{table.platform}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t.year}</Table.Th>
                      <Table.Th>{t.month}</Table.Th>
                      <Table.Th>{t.family}</Table.Th>
                      <Table.Th>{t.monthlyRtp}</Table.Th>
                      <Table.Th>{t.description}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.rows.map((row, index) => (
                      <Table.Tr
                        key={`${row.annoField}-${row.meseField}-${row.descrizione_giocoField}-${index}`}
                      >
                        <Table.Td>{row.annoField}</Table.Td>
                        <Table.Td>{row.meseField}</Table.Td>
                        <Table.Td>{familyLabel(row.famigliaField, row.descrizione_famigliaField)}</Table.Td>
                        <Table.Td>{formatRtp(row.rtpField)}</Table.Td>
                        <Table.Td>{row.descrizione_giocoField.toLocaleUpperCase('it')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

/**
 * percentuali-di-vincita: one table per provider (upper case); Gioco, Descrizione, Categoria (title
 * case), RTP (the Rtp_Txt HTML, sanitised).
 */
export function StaticRtp() {
  const query = useStaticRtp();
  const tables = useMemo(() => groupStatic(query.data ?? []), [query.data]);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Unavailable />;
  if (tables.length === 0) return <Empty />;
  return (
    <Stack gap="lg">
      {tables.map((table) => (
        <Table.ScrollContainer key={table.provider} minWidth={560} type="native" tabIndex={0}>
          <Table striped withTableBorder captionSide="top">
            <Table.Caption className={classes.caption}>{table.provider}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.game}</Table.Th>
                <Table.Th>{t.description}</Table.Th>
                <Table.Th>{t.category}</Table.Th>
                <Table.Th>{t.rtp}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, index) => (
                <Table.Tr key={`${row.Nome_Gioco}-${index}`}>
                  <Table.Td>{row.Nome_Gioco}</Table.Td>
                  <Table.Td>{row.Descrizione}</Table.Td>
                  <Table.Td>{titleCase(row.Categoria)}</Table.Td>
                  <Table.Td dangerouslySetInnerHTML={{ __html: sanitizeHtml(row.Rtp_Txt) }} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
    </Stack>
  );
}
