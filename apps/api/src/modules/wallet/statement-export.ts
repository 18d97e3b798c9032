import PDFDocument from 'pdfkit';
import { formatCents } from '@conto-gioco/shared/money';
import { formatRomeDate, formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import {
  STATEMENT_EXPORT_TEXTS as T,
  STATEMENT_FAMILY_NAMES,
  STATEMENT_MESSAGES,
  STATEMENT_STATE_NAMES,
  type StatementRow,
} from '@conto-gioco/shared/statement';

/** Who and what period the file is about. */
export type StatementHeader = { holder: string; contractNumber: string; from: Date; to: Date };

/** Cents as Excel reads them in an Italian locale: '-1234,50' (decimal comma, no grouping). */
const csvAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * A text cell: quoted when it holds the separator, a quote or a line break; a leading = + - @
 * (a formula to a spreadsheet) is kept as text with an apostrophe.
 */
function csvText(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const dateTime = (iso: string) => formatRomeDateTime(new Date(iso)).replace(',', '');
const gameName = (row: StatementRow) =>
  row.id_applField === null ? '' : (STATEMENT_FAMILY_NAMES[row.id_applField] ?? '');
const stateName = (row: StatementRow) =>
  row.statoField === null ? '' : (STATEMENT_STATE_NAMES[row.statoField] ?? '');

/**
 * The rows as CSV for a spreadsheet: UTF-8 with a byte-order mark (Excel then reads the accents),
 * ';' between cells and a decimal comma (Italian Excel), CRLF line ends.
 */
export function statementCsv(rows: readonly StatementRow[]): Buffer {
  const c = T.columns;
  const lines = [
    [c.date, c.cause, c.ticket, c.game, c.receipt, c.state, T.amountEuro, T.bonusEuro].map(csvText).join(';'),
    ...rows.map((row) =>
      [
        dateTime(row.dataField),
        csvText(row.causaleField),
        csvText(row.id_ticketField),
        csvText(gameName(row)),
        csvText(row.ricevuta_pgadField),
        csvText(stateName(row)),
        csvAmount(row.importoField),
        row.bonusField === 0 ? '' : csvAmount(row.bonusField),
      ].join(';'),
    ),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The rows as an A4 PDF: the holder, contract number and period, then a table of the movements. */
export function statementPdf(rows: readonly StatementRow[], header: StatementHeader): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, bufferPages: true, info: { Title: T.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(18).text(T.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${T.holder}: ${header.holder}`);
  doc.text(`${T.contract}: ${header.contractNumber}`);
  doc.text(`${T.period}: ${formatRomeDate(header.from)} - ${formatRomeDate(header.to)}`);
  doc.moveDown();

  // Date, cause, ticket, game, amount, bonus: widths in points of the 515 pt wide A4 text area.
  const columns = [
    { title: T.columns.date, width: 88, align: 'left' as const },
    { title: T.columns.cause, width: 132, align: 'left' as const },
    { title: T.columns.ticket, width: 100, align: 'left' as const },
    { title: T.columns.game, width: 70, align: 'left' as const },
    { title: T.columns.amount, width: 65, align: 'right' as const },
    { title: T.columns.bonus, width: width - 455, align: 'right' as const },
  ];
  const rowHeight = 16;
  const bottom = () => doc.page.height - doc.page.margins.bottom - rowHeight;
  const line = (cells: string[], bold = false) => {
    if (doc.y > bottom()) {
      // Each page starts with the columns' titles.
      doc.addPage();
      line(
        columns.map((column) => column.title),
        true,
      );
      rule();
    }
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x, y, {
        width: column.width - 4,
        align: column.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    doc.x = left;
    doc.y = y + rowHeight;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y - 4)
      .lineTo(left + width, doc.y - 4)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };

  line(
    columns.map((column) => column.title),
    true,
  );
  rule();
  if (rows.length === 0) doc.font('Helvetica').fontSize(10).text(STATEMENT_MESSAGES.empty, left, doc.y);
  for (const row of rows)
    line([
      dateTime(row.dataField),
      row.causaleField,
      row.id_ticketField ?? '',
      gameName(row),
      formatCents(row.importoField),
      row.bonusField === 0 ? '' : formatCents(row.bonusField),
    ]);
  if (rows.length > 0) {
    rule();
    const total = (cents: (row: StatementRow) => number) =>
      formatCents(rows.reduce((sum, row) => sum + cents(row), 0));
    line(['', T.total, '', '', total((row) => row.importoField), total((row) => row.bonusField)], true);
  }

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    // Below the bottom margin, where pdfkit would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 10;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(T.page(page - range.start + 1, range.count), left, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
