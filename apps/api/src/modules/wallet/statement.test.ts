import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CASINO_SESSION_CAUSE,
  filterStatementRows,
  STATEMENT_CODE,
  STATEMENT_MESSAGES,
  statementResponse,
  type StatementRow,
} from '@conto-gioco/shared/statement';
import { romeDate, shiftRomeDays } from '@conto-gioco/shared/rome-time';
import { bearer, createTestApp, type TestApp } from '../../testing/app.ts';
import { demoData } from '../../testing/demo-data.ts';
import { DEMO_PASSWORD } from '../../seed/demo-players.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transfer } from './ledger.ts';
import { ledgerEntries, ledgerTransfers } from './schema.ts';
import { statementRoutes } from './statement-routes.ts';
import { statementTransfersQuery } from './statement.ts';
import { inTransaction, queryRows } from '../../db/client.ts';

/** The play module's answer, faked: the state of each known ticket. */
const FAKE_STATES = new Map([
  ['SP-OPEN', 1],
  ['SP-PAID', 5],
  ['SP-LOST', 8],
]);

let t: TestApp;
const demo = demoData(() => t);
beforeAll(async () => {
  t = await createTestApp({
    // The same routes with a fake ticketStatesOf, under /fake.
    extraRoutes: (app) =>
      void app.register(
        statementRoutes({
          ticketStatesOf: async (_playerId, tickets) =>
            new Map(tickets.filter((id) => FAKE_STATES.has(id)).map((id) => [id, FAKE_STATES.get(id)!])),
        }),
        { prefix: '/fake' },
      ),
  });
  const mario = (await demo.playerRow('mariorossi')).id;
  const giulia = (await demo.playerRow('giuliabianchi')).id;
  // Across the spring change of time (Rome, 30 March 2025: 02:00 CET becomes 03:00 CEST).
  await move(mario, 1_000, 'Ricarica', '2025-03-29T22:59:59Z', { ticket: 'DEP-before' });
  await move(mario, 1_100, 'Ricarica', '2025-03-29T23:00:00Z', { ticket: 'DEP-first' });
  await move(mario, -1_200, 'Prelievo', '2025-03-30T21:59:59Z', { ticket: 'WD-last' });
  await move(mario, 1_300, 'Ricarica', '2025-03-30T22:00:00Z', { ticket: 'DEP-after' });
  // Across the autumn change (26 October 2025: 03:00 CEST becomes 02:00 CET), a 25-hour day.
  await move(mario, 2_000, 'Ricarica', '2025-10-25T21:59:59Z', { ticket: 'OCT-before' });
  await move(mario, 2_100, 'Ricarica', '2025-10-25T22:00:00Z', { ticket: 'OCT-first' });
  await move(mario, -2_200, 'Prelievo', '2025-10-26T22:59:59Z', { ticket: 'OCT-last' });
  await move(mario, 2_300, 'Ricarica', '2025-10-26T23:00:00Z', { ticket: 'OCT-after' });
  // A casino session of three rounds on 10 June (Rome), one more past Rome's midnight (23:30 UTC
  // is 01:30 of 11 June in Rome), and another session the same day.
  const casino = (ticket: string) => ({ ticket, application: 6, receipt: `R-${ticket}` });
  await move(mario, -500, 'Giocata casinò', '2025-06-10T08:00:00Z', casino('CS-1'));
  await move(mario, 200, 'Vincita casinò', '2025-06-10T08:05:00Z', casino('CS-1'));
  await move(mario, -300, 'Giocata casinò', '2025-06-10T08:10:00Z', casino('CS-1'));
  await move(mario, -400, 'Giocata casinò', '2025-06-10T23:30:00Z', casino('CS-1'));
  await move(mario, -50, 'Giocata casinò', '2025-06-10T09:00:00Z', casino('CS-2'));
  await move(mario, -70, 'Giocata casinò', '2025-06-10T09:01:00Z', casino('CS-2'));
  // Sport tickets with states (from the fake port) and one the play module does not know.
  const sport = (ticket: string) => ({ ticket, application: 1, receipt: `PGAD-${ticket}` });
  await move(mario, -1_000, 'Giocata scommesse', '2025-09-01T10:00:00Z', sport('SP-OPEN'));
  await move(mario, -2_000, 'Giocata scommesse', '2025-09-02T10:00:00Z', sport('SP-PAID'));
  await move(mario, 5_000, 'Vincita scommesse', '2025-09-03T10:00:00Z', sport('SP-PAID'));
  await move(mario, -3_000, 'Giocata scommesse', '2025-09-04T10:00:00Z', sport('SP-LOST'));
  await move(mario, -4_000, 'Giocata scommesse', '2025-09-05T10:00:00Z', sport('SP-UNKNOWN'));
  await move(mario, 9_900, 'Ricarica', '2025-09-06T10:00:00Z', { ticket: 'SP-OPEN-DEPOSIT' });
  // Bonus money: granted, half a stake, its release to cash (one transfer between the two).
  await move(mario, 0, 'Accredito bonus', '2025-11-05T10:00:00Z', {}, 1_000);
  await move(mario, -300, 'Giocata scommesse', '2025-11-05T11:00:00Z', sport('SP-BONUS'), -700);
  await move(mario, 300, 'Bonus convertito in saldo', '2025-11-05T12:00:00Z', {}, -300);
  // Another player's movements in the same days.
  await move(giulia, 777, 'Ricarica', '2025-03-30T10:00:00Z', { ticket: 'GIULIA-1' });
  await move(giulia, -77, 'Giocata casinò', '2025-06-10T08:00:00Z', casino('CS-1'));
  await move(giulia, -500, 'Giocata scommesse', '2025-09-01T11:00:00Z', sport('SP-OPEN'));
}, 120_000);
afterEach(() => t.app.siteConfig.set('ConsentiSoloPrelievo', 'false'));
afterAll(() => t.close());

let keys = 0;
/** One movement of the player's cash (negative: a debit) at a past instant, with its reference. */
async function move(
  playerId: number,
  amount: number,
  cause: string,
  at: string,
  reference: { ticket?: string; application?: number; receipt?: string },
  /** What it moves on the player's bonus money, when it does. */
  bonus = 0,
) {
  const db = t.database.db;
  const legs = [
    { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount },
    { account: { playerId, kind: PLAYER_ACCOUNT.bonus }, amount: bonus },
    { account: { system: SYSTEM_ACCOUNT.house }, amount: -amount - bonus },
  ].filter((leg) => leg.amount !== 0);
  const { transferId } = await transfer(db, {
    idempotencyKey: `statement-test:${++keys}`,
    cause,
    playerId,
    legs,
    reference,
  });
  await db
    .update(ledgerTransfers)
    .set({ createdAt: new Date(at) })
    .where(eq(ledgerTransfers.id, transferId));
  await db
    .update(ledgerEntries)
    .set({ createdAt: new Date(at) })
    .where(eq(ledgerEntries.transferId, transferId));
}

async function statement(dateda: string, datea: string, username = 'mariorossi', prefix = '') {
  const response = await t.app.inject({
    url: `${prefix}/api/Account/EL_GetEstrattoConto`,
    query: { dateda, datea },
    headers: bearer(await demo.tokenFor(username)),
  });
  expect(response.statusCode).toBe(200);
  return statementResponse.parse(response.json());
}

const rowsOf = async (dateda: string, datea: string, username?: string, prefix?: string) =>
  (await statement(dateda, datea, username, prefix)).ResponseData as StatementRow[];
const tickets = (rows: StatementRow[]) => rows.map((row) => row.id_ticketField);

describe('GET api/Account/EL_GetEstrattoConto', () => {
  it('answers the movements of a Rome day across the spring change of time (23 hours), newest first', async () => {
    const rows = await rowsOf('2025-03-30', '2025-03-30');
    expect(tickets(rows)).toEqual(['WD-last', 'DEP-first']);
    expect(rows[0]).toEqual({
      causaleField: 'Prelievo',
      importoField: -1_200,
      bonusField: 0,
      dataField: '2025-03-30T21:59:59.000Z',
      id_ticketField: 'WD-last',
      id_applField: null,
      ricevuta_pgadField: null,
      statoField: null,
    });
    expect(rows[1]!.importoField).toBe(1_100);
  });

  it('answers a 25-hour day across the autumn change of time', async () => {
    expect(tickets(await rowsOf('2025-10-26', '2025-10-26'))).toEqual(['OCT-last', 'OCT-first']);
    expect(tickets(await rowsOf('2025-10-25', '2025-10-27'))).toEqual([
      'OCT-after',
      'OCT-last',
      'OCT-first',
      'OCT-before',
    ]);
  });

  it('reads a date-time without offset as Rome time and one with Z as that instant', async () => {
    expect(tickets(await rowsOf('2025-03-30T00:00:00', '2025-03-30T23:59:59'))).toEqual([
      'WD-last',
      'DEP-first',
    ]);
    expect(tickets(await rowsOf('2025-03-29T23:00:00Z', '2025-03-30T21:59:59Z'))).toEqual([
      'WD-last',
      'DEP-first',
    ]);
  });

  it("sums a casino session's rounds of one Rome day into one row, dated by its latest round", async () => {
    const rows = await rowsOf('2025-06-10', '2025-06-11');
    expect(rows).toEqual([
      {
        causaleField: 'Giocata casinò',
        importoField: -400,
        bonusField: 0,
        dataField: '2025-06-10T23:30:00.000Z',
        id_ticketField: 'CS-1',
        id_applField: 6,
        ricevuta_pgadField: 'R-CS-1',
        statoField: null,
      },
      {
        causaleField: 'Giocata casinò',
        importoField: -120,
        bonusField: 0,
        dataField: '2025-06-10T09:01:00.000Z',
        id_ticketField: 'CS-2',
        id_applField: 6,
        ricevuta_pgadField: 'R-CS-2',
        statoField: null,
      },
      {
        causaleField: CASINO_SESSION_CAUSE,
        importoField: -600,
        bonusField: 0,
        dataField: '2025-06-10T08:10:00.000Z',
        id_ticketField: 'CS-1',
        id_applField: 6,
        ricevuta_pgadField: 'R-CS-1',
        statoField: null,
      },
    ]);
  });

  it("shows what each movement did to the bonus money beside the cash, and the tabs' sign by it", async () => {
    const rows = await rowsOf('2025-11-05', '2025-11-05');
    expect(rows.map((row) => [row.causaleField, row.importoField, row.bonusField])).toEqual([
      ['Bonus convertito in saldo', 300, -300],
      ['Giocata scommesse', -300, -700],
      ['Accredito bonus', 0, 1_000],
    ]);
    const filtered = (tab: 'entrate' | 'uscite') =>
      filterStatementRows(rows, { tab, causale: 0, stato: 0 }).map((row) => row.causaleField);
    expect(filtered('entrate')).toEqual(['Bonus convertito in saldo', 'Accredito bonus']);
    expect(filtered('uscite')).toEqual(['Giocata scommesse']);
  });

  it('never shows another player their rows', async () => {
    expect(tickets(await rowsOf('2025-03-30', '2025-03-30', 'giuliabianchi'))).toEqual(['GIULIA-1']);
    expect(await rowsOf('2025-06-10', '2025-06-10', 'giuliabianchi')).toEqual([
      expect.objectContaining({ id_ticketField: 'CS-1', importoField: -77 }),
    ]);
    expect(tickets(await rowsOf('2025-01-01', '2025-12-31'))).not.toContain('GIULIA-1');
  });

  it("gives each game ticket its state from the play module's port, payments none", async () => {
    const rows = await rowsOf('2025-09-01', '2025-09-06', 'mariorossi', '/fake');
    expect(rows.map((row) => [row.id_ticketField, row.importoField, row.statoField])).toEqual([
      ['SP-OPEN-DEPOSIT', 9_900, null],
      ['SP-UNKNOWN', -4_000, null],
      ['SP-LOST', -3_000, 8],
      ['SP-PAID', 5_000, 5],
      ['SP-PAID', -2_000, 5],
      ['SP-OPEN', -1_000, 1],
    ]);
    // Without the play module (the port answers nothing) the rows are the same, stateless.
    expect((await rowsOf('2025-09-01', '2025-09-06')).every((row) => row.statoField === null)).toBe(true);
  });

  it("shows a statement demo player's seeded deposits and withdrawals with their tickets", async () => {
    const now = new Date();
    const rows = await rowsOf(romeDate(shiftRomeDays(now, -6)), romeDate(now), 'lauraconti');
    expect(rows.map((row) => [row.causaleField, row.importoField, row.id_ticketField])).toEqual([
      ['Ricarica', 2_000, 'SB-1000050-0'],
      ['Prelievo annullato', 4_000, 'W1000050001'],
      ['Prelievo', -4_000, 'W1000050001'],
      ['Ricarica', 10_000, 'SB-1000050-1'],
    ]);
    const half = await rowsOf(romeDate(shiftRomeDays(now, -200)), romeDate(now), 'lauraconti');
    expect(half.filter((row) => row.causaleField === 'Prelievo annullato')).toHaveLength(3);
  });

  it("lists a real withdrawal and its cancellation today, with the withdrawal's ticket", async () => {
    const headers = bearer(await demo.tokenFor('mariorossi'));
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Prelievo',
      headers,
      payload: {
        type: 'Prelievo_Neteller',
        importo: 2_000,
        pin: DEMO_PASSWORD,
        email: 'mario.rossi@example.it',
      },
    });
    const ticket = requested.json().ResponseData.idTicket as string;
    const cancelled = await t.app.inject({
      url: '/api/Account/EL_AnnullaPrelievo',
      query: { ticket },
      headers,
    });
    expect(cancelled.json().ResponseCode).toBe(0);
    const today = romeDate(new Date());
    const rows = await rowsOf(today, today);
    expect(rows.slice(0, 2).map((row) => [row.causaleField, row.importoField, row.id_ticketField])).toEqual([
      ['Prelievo annullato', 2_000, ticket],
      ['Prelievo', -2_000, ticket],
    ]);
  });

  it('answers an empty list for a range without movements', async () => {
    expect(await statement('2024-02-01', '2024-02-29')).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: [],
    });
  });

  it("answers 'Questa sezione è stata disabilitata' with ConsentiSoloPrelievo", async () => {
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect(await statement('2025-03-30', '2025-03-30')).toEqual({
      ResponseCode: STATEMENT_CODE.SECTION_DISABLED,
      ResponseMessage: STATEMENT_MESSAGES.sectionDisabled,
      ResponseData: null,
    });
  });

  it('refuses a bad range with 400', async () => {
    const token = await demo.tokenFor('mariorossi');
    for (const query of <Record<string, string>[]>[
      { dateda: '2025-03-31', datea: '2025-03-30' },
      { dateda: '2025-13-01', datea: '2025-13-02' },
      { dateda: 'ieri', datea: 'oggi' },
      { dateda: '2010-01-01', datea: '2025-01-01' },
      { dateda: '2025-01-01' },
    ]) {
      const response = await t.app.inject({
        url: '/api/Account/EL_GetEstrattoConto',
        query,
        headers: bearer(token),
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('answers no 5xx to hostile ranges', async () => {
    const token = await demo.tokenFor('mariorossi');
    for (const url of [
      '/api/Account/EL_GetEstrattoConto?dateda=0000-01-01&datea=0000-01-02',
      '/api/Account/EL_GetEstrattoConto?dateda=2025-02-30&datea=2025-02-31',
      '/api/Account/EL_GetEstrattoConto?dateda=2025-01-01&dateda=2025-01-02&datea=2025-01-03',
      '/api/Account/EL_GetEstrattoConto?dateda=2025-01-01%00&datea=2025-01-02',
      `/api/Account/EL_GetEstrattoConto?dateda=${'9'.repeat(5000)}&datea=2025-01-02`,
      '/api/Account/EL_GetEstrattoConto?dateda=275760-09-13&datea=275760-09-13',
      '/api/Account/EstrattoContoExport?formato=pdf&dateda=9999-12-31&datea=9999-12-31&stato=1e3',
      '/api/Account/EstrattoContoExport?formato=csv&dateda=2025-01-01T00:00:00%2B14:00&datea=2025-01-01T00:00:00-12:00',
    ]) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('answers 401 without a valid token', async () => {
    for (const url of [
      '/api/Account/EL_GetEstrattoConto?dateda=2025-03-30&datea=2025-03-30',
      '/api/Account/EstrattoContoExport?formato=csv&dateda=2025-03-30&datea=2025-03-30',
    ]) {
      for (const headers of [{}, { authorization: 'Bearer nope' }]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode).toBe(401);
      }
    }
  });
});

describe('GET api/Account/EstrattoContoExport', () => {
  const exportOf = async (query: Record<string, string>, prefix = '') =>
    t.app.inject({
      url: `${prefix}/api/Account/EstrattoContoExport`,
      query,
      headers: bearer(await demo.tokenFor('mariorossi')),
    });

  it("writes the filtered rows as CSV: BOM, ';', decimal comma, Rome time", async () => {
    const response = await exportOf({ formato: 'csv', dateda: '2025-03-30', datea: '2025-03-30' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=estratto-conto-2025-03-30-2025-03-30.csv',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Data;Causale;Ticket;Gioco;Ricevuta;Stato;Importo (€);Bonus (€)',
      '30/03/2025 23:59;Prelievo;WD-last;;;;-12,00;',
      '30/03/2025 00:00;Ricarica;DEP-first;;;;11,00;',
      '',
    ]);
  });

  it('applies the tab, cause and state filters on the server (101: states 3, 5, 8, 10)', async () => {
    const lines = async (query: Record<string, string>) =>
      (
        await exportOf({ formato: 'csv', dateda: '2025-06-01', datea: '2025-09-30', ...query }, '/fake')
      ).rawPayload
        .toString('utf8')
        .split('\r\n')
        .slice(1, -1);
    expect(await lines({ tab: 'entrate' })).toEqual([
      '06/09/2025 12:00;Ricarica;SP-OPEN-DEPOSIT;;;;99,00;',
      '03/09/2025 12:00;Vincita scommesse;SP-PAID;Scommesse sportive;PGAD-SP-PAID;Pagato;50,00;',
    ]);
    expect(await lines({ tab: 'uscite', causale: '6' })).toEqual([
      '11/06/2025 01:30;Giocata casinò;CS-1;Giochi da Casinò;R-CS-1;;-4,00;',
      '10/06/2025 11:01;Giocata casinò;CS-2;Giochi da Casinò;R-CS-2;;-1,20;',
      '10/06/2025 10:10;Sessione casinò;CS-1;Giochi da Casinò;R-CS-1;;-6,00;',
    ]);
    expect((await lines({ stato: '100' })).map((line) => line.split(';')[2])).toEqual(['SP-OPEN']);
    expect((await lines({ stato: '101' })).map((line) => line.split(';')[2])).toEqual([
      'SP-LOST',
      'SP-PAID',
      'SP-PAID',
    ]);
    expect((await lines({ stato: '8', causale: '1' })).map((line) => line.split(';')[2])).toEqual([
      'SP-LOST',
    ]);
    expect(await lines({ stato: '3' })).toEqual([]);
  });

  it('writes a PDF with its file name', async () => {
    const response = await exportOf({ formato: 'pdf', dateda: '2025-03-01', datea: '2025-10-31' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=estratto-conto-2025-03-01-2025-10-31.pdf',
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a bad format or filter with 400, and the disabled section with its text', async () => {
    for (const query of <Record<string, string>[]>[
      { formato: 'xls', dateda: '2025-03-30', datea: '2025-03-30' },
      { formato: 'csv', dateda: '2025-03-30', datea: '2025-03-30', stato: '7' },
      { formato: 'csv', dateda: '2025-03-30', datea: '2025-03-30', causale: '2' },
      { formato: 'csv', dateda: '2025-03-30', datea: '2025-03-30', tab: 'altro' },
    ])
      expect((await exportOf(query)).statusCode, JSON.stringify(query)).toBe(400);
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    const response = await exportOf({ formato: 'pdf', dateda: '2025-03-30', datea: '2025-03-30' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      ResponseCode: STATEMENT_CODE.SECTION_DISABLED,
      ResponseMessage: STATEMENT_MESSAGES.sectionDisabled,
      ResponseData: null,
    });
  });
});

describe('statement query plan', () => {
  it("reads the range from the account-date index, never a sequential scan of the ledger's entries", async () => {
    const mario = (await demo.playerRow('mariorossi')).id;
    const query = statementTransfersQuery(
      mario,
      new Date('2025-03-01T00:00:00Z'),
      new Date('2025-03-31T00:00:00Z'),
    );
    // The test's ledger is small enough for a sequential scan to be cheapest: with it discouraged,
    // the plan shows which index serves the range (docs/decisions.md has the plan at 5 million rows).
    const plan = await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('ledger_entries_account_date_idx');
    expect(plan).not.toMatch(/Seq Scan on ledger_entries/);
  });
});
