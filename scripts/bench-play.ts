/**
 * npm run bench:play: the statement and the bet list of a player with a long history, on
 * PostgreSQL (issue 18, Figures). On a fresh database next to BENCH_DATABASE_URL, TEST_DATABASE_URL
 * or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; dropped at the end) it
 * runs the migrations, then generates with set-based SQL (generate_series, no per-row round
 * trips): PLAYERS players with a cash account, about TOTAL_ROWS statement movements over the last
 * 12 months (ledger_transfers + two ledger_entries each, the player's cash account and HOUSE,
 * with cause/ticket/application/receipt as play writes them: a deposit, then bets of 1 € and every
 * tenth movement a win of 5 €), and tickets (play_tickets, three legs for one in five). One
 * player, the big one, has BIG_ROWS movements and a ticket for each of its bets. Every transfer
 * sums to zero and each player's balance is the sum of its entries (never negative).
 *
 * BENCH_PLAY_SCALE (default 1) scales the sizes (0.2: a fifth). Foreign-key triggers are off
 * while loading (session_replication_role = replica): the generated rows reference only rows
 * generated before them.
 *
 * Then, after ANALYZE, for the big player with the real functions (statement of
 * wallet/statement.ts, listBets of play/reads.ts) through the app's Drizzle database: RUNS runs
 * after a warm-up of each of statement last week, statement of the busiest month, bet list last
 * week, bet list of that month; p50/p95/max as a markdown table and EXPLAIN (ANALYZE, BUFFERS)
 * of each query once. Exits 1 when a p95 is over 50 ms.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { romeDate } from '@conto-gioco/shared/rome-time';
import { statementInstant } from '@conto-gioco/shared/statement';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { createStatementService, statementTransfersQuery } from '../apps/api/src/modules/wallet/statement.ts';
import { listBets, ticketStatesOf } from '../apps/api/src/modules/play/reads.ts';
import { createScratchDatabase } from './lib/database.ts';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SCALE = Number(process.env.BENCH_PLAY_SCALE ?? 1);
const PLAYERS = Math.round(50_000 * SCALE);
const TOTAL_ROWS = Math.round(5_000_000 * SCALE);
const BIG_ROWS = 100_000;
/** Movements of every other player. */
const ROWS = Math.max(2, Math.floor((TOTAL_ROWS - BIG_ROWS) / (PLAYERS - 1)));
/** Other players have tickets for their bets up to this movement (about ten tickets each). */
const OTHER_TICKETS_UP_TO = 11;
const RUNS = Number(process.env.BENCH_PLAY_RUNS ?? 30);
const BUDGET_MS = 50;
/** Player ids of the bench start after this (no clash with seeded players). */
const ID_BASE = 1_000_000;
const BIG_PLAYER = ID_BASE + 1;

const now = new Date();
const nowLiteral = `'${now.toISOString()}'::timestamptz`;

/**
 * Every movement: player, transfer id, its number n in the player's history (0: the deposit), the
 * amount on the player's account and its instant, spread evenly over the last 365 days.
 */
const moves = `
  with p as (
    select ${ID_BASE} + g as player_id,
      case when g = 1 then ${BIG_ROWS} else ${ROWS} end as rows,
      case when g = 1 then 0 else ${BIG_ROWS} + (g - 2) * ${ROWS} end as base,
      case when g = 1 then 0 else g % 97 end as jitter
    from generate_series(1, ${PLAYERS}) as g
  )
  select p.player_id, p.base + n + 1 as transfer_id, n,
    case when n = 0 then 100 * p.rows + 1000 when n % 10 = 0 then 500 else -100 end::bigint as amount,
    ${nowLiteral} - interval '365 days' * (1 - (n + 0.5) / p.rows) + p.jitter * interval '1 minute' as created_at
  from p cross join lateral generate_series(0, p.rows - 1) as n`;

async function step(client: pg.Client, label: string, query: string) {
  const started = performance.now();
  const result = await client.query(query);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${seconds.toFixed(1)} s`);
}

async function generate(client: pg.Client) {
  await client.query(`set session_replication_role = replica`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  await step(
    client,
    'players',
    `insert into players (id, username, password_hash, contract_number, nome, cognome, email, cellulare, stato_conto)
     select ${ID_BASE} + g, 'bench' || g, 'x', 'BENCH' || g, 'Bench', 'Player', 'bench' || g || '@example.test',
       '+3900' || g, 1
     from generate_series(1, ${PLAYERS}) as g`,
  );
  await step(
    client,
    'cash accounts',
    `insert into ledger_accounts (player_id, kind, balance)
     select id, 'PLAYER_CASH', 0 from players where id > ${ID_BASE} order by id`,
  );
  await step(
    client,
    'ledger_transfers',
    `insert into ledger_transfers (id, idempotency_key, cause, player_id, created_at, ticket, application, receipt)
     select m.transfer_id, 'bench:' || m.transfer_id,
       case when m.n = 0 then 'Ricarica' when m.n % 10 = 0 then 'Vincita' else 'Giocata' end,
       m.player_id, m.created_at,
       case when m.n = 0 then null else 'BP' || m.player_id || '-' || (m.n - case when m.n % 10 = 0 then 1 else 0 end) end,
       case when m.n = 0 then null else 1 end,
       case when m.n = 0 then null else 'R' || m.player_id || '-' || (m.n - case when m.n % 10 = 0 then 1 else 0 end) end
     from (${moves}) as m`,
  );
  await client.query(`select setval('ledger_transfers_id_seq', (select max(id) from ledger_transfers))`);
  await step(
    client,
    'ledger_entries',
    `insert into ledger_entries (transfer_id, account_id, amount, created_at)
     select m.transfer_id, side.account_id, side.amount, m.created_at
     from (${moves}) as m
     join ledger_accounts as a on a.player_id = m.player_id and a.kind = 'PLAYER_CASH'
     cross join lateral (values (a.id, m.amount),
       ((select id from ledger_accounts where player_id is null and kind = 'HOUSE'), -m.amount)) as side(account_id, amount)`,
  );
  await step(
    client,
    'balances',
    `update ledger_accounts as a set balance = e.total
     from (select account_id, sum(amount) as total from ledger_entries group by account_id) as e
     where e.account_id = a.id and a.player_id > ${ID_BASE}`,
  );
  await step(
    client,
    'play_tickets',
    `insert into play_tickets (platform_id, aams_code, player_id, family, kind, game, platform, stake,
       possible_win, state, win, placed_at, settled_at)
     select 'BP' || m.player_id || '-' || m.n, 'R' || m.player_id || '-' || m.n, m.player_id, 1,
       case when m.n % 5 = 3 then 'multiple' else 'single' end, 'Calcio', 'Sport', 100, 300,
       case when m.n % 10 = 9 then 5 when m.created_at > ${nowLiteral} - interval '2 days' then 1 else 8 end,
       case when m.n % 10 = 9 then 500 else 0 end,
       m.created_at,
       case when m.created_at > ${nowLiteral} - interval '2 days' and m.n % 10 <> 9 then null
         else m.created_at + interval '2 hours' end
     from (${moves}) as m
     where m.n > 0 and m.n % 10 <> 0 and (m.player_id = ${BIG_PLAYER} or m.n <= ${OTHER_TICKETS_UP_TO})`,
  );
  await step(
    client,
    'play_ticket_legs',
    `insert into play_ticket_legs (ticket_id, position, event_id, event_name, event_date, market_code, market,
       outcome, outcome_code, result_code, odds, paid_odds)
     select t.id, leg, 'E' || (t.id % 5000) || '-' || leg, 'Squadra A - Squadra B', t.placed_at + interval '1 day',
       '1X2', 'Esito finale', '1', 1, case when t.state = 1 then 0 else 1 end, 173,
       case when t.state = 1 then null when t.state = 5 then 173 else 0 end
     from play_tickets as t cross join generate_series(1, 3) as leg
     where t.kind = 'multiple'`,
  );
  await client.query(`select setval('play_tickets_id_seq', (select max(id) from play_tickets))`);
  await client.query(`set session_replication_role = origin`);
  const started = performance.now();
  await client.query('analyze');
  console.log(`  analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The big player's books: its transfers sum to zero and its balance is the sum of its entries. */
async function checkBigPlayer(client: pg.Client) {
  const { rows } = await client.query<{ unbalanced: string; balance: string; entries: string }>(
    `select
       (select count(*) from (select e.transfer_id from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          where t.player_id = ${BIG_PLAYER} group by e.transfer_id having sum(e.amount) <> 0) as x)::text as unbalanced,
       a.balance::text as balance,
       (select sum(amount) from ledger_entries where account_id = a.id)::text as entries
     from ledger_accounts a where a.player_id = ${BIG_PLAYER} and a.kind = 'PLAYER_CASH'`,
  );
  const row = rows[0]!;
  if (row.unbalanced !== '0' || row.balance !== row.entries || BigInt(row.balance) < 0n)
    throw new Error(`big player's books do not balance: ${JSON.stringify(row)}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(label: string, work: () => Promise<number>) {
  let count = 0;
  for (let i = 0; i < 3; i++) count = await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { label, count, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

async function explain(db: Database, label: string, query: SQL) {
  const result = await db.execute(sql`explain (analyze, buffers) ${query}`);
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  // Lines cut at 300 characters: a plan prints an id list whole.
  const plan = rows.map((row) => row['QUERY PLAN']!.slice(0, 300)).join('\n');
  console.log(`\n### ${label}\n\n\`\`\`\n${plan}\n\`\`\``);
}

async function main() {
  console.log(
    `bench:play: scale ${SCALE}: ${PLAYERS} players, ${ROWS} movements each, the big player ${BIG_ROWS}, ${RUNS} runs`,
  );
  const scratch = await createScratchDatabase(ADMIN_URL, 'cg_bench_play');
  const handle = await openDatabase({ url: scratch.url, dataDir: null });
  const client = new pg.Client({ connectionString: scratch.url });
  let failed = false;
  try {
    await handle.migrate();
    await client.connect();
    const started = performance.now();
    await generate(client);
    const generationSeconds = (performance.now() - started) / 1000;
    await checkBigPlayer(client);
    const sizes = await client.query<{ transfers: string; entries: string; tickets: string; legs: string }>(
      `select (select count(*) from ledger_transfers)::text as transfers, (select count(*) from ledger_entries)::text as entries,
         (select count(*) from play_tickets)::text as tickets, (select count(*) from play_ticket_legs)::text as legs`,
    );
    const month = await client.query<{ month: string; rows: string }>(
      `select to_char(date_trunc('month', created_at at time zone 'Europe/Rome'), 'YYYY-MM-DD') as month, count(*)::text as rows
       from ledger_transfers where player_id = ${BIG_PLAYER}
       group by 1 order by count(*) desc, 1 desc limit 1`,
    );
    const monthStart = month.rows[0]!.month;
    const [y, m] = monthStart.split('-').map(Number) as [number, number];
    const nextMonth = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`;
    const monthEnd = romeDate(statementInstant(nextMonth, 'start') - 1);
    const weekStart = romeDate(now.getTime() - 6 * 86_400_000);
    const today = romeDate(now);

    const db = handle.db;
    const statements = createStatementService({
      db,
      siteConfig: { isOn: async () => false },
      ticketStatesOf: (playerId, ids, placedIn) => ticketStatesOf(db, playerId, ids, placedIn),
    });
    const statementOf = async (dateda: string, datea: string) => {
      const result = await statements.statement(BIG_PLAYER, { dateda, datea });
      if (!result.ok) throw new Error('statement refused');
      return result.data.length;
    };
    const betsOf = async (from: Date, to: Date) => (await listBets(db, BIG_PLAYER, { from, to })).length;
    const monthFrom = new Date(statementInstant(monthStart, 'start'));
    const monthTo = new Date(statementInstant(nextMonth, 'start'));
    const weekFrom = new Date(statementInstant(weekStart, 'start'));
    const results = [
      await time(`statement, last week (${weekStart} – ${today})`, () => statementOf(weekStart, today)),
      await time(`statement, month ${monthStart.slice(0, 7)}`, () => statementOf(monthStart, monthEnd)),
      await time(`bet list, last week`, () => betsOf(weekFrom, now)),
      await time(`bet list, month ${monthStart.slice(0, 7)}`, () => betsOf(monthFrom, monthTo)),
    ];
    const s = sizes.rows[0]!;
    console.log(
      `\nGenerated in ${generationSeconds.toFixed(0)} s: ${PLAYERS} players, ${s.transfers} transfers, ${s.entries} entries, ${s.tickets} tickets, ${s.legs} legs; the big player ${BIG_ROWS} movements, ${month.rows[0]!.rows} in ${monthStart.slice(0, 7)}\n`,
    );
    console.log('| query | rows | p50 ms | p95 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of results)
      console.log(
        `| ${r.label} | ${r.count} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`,
      );
    failed = results.some((r) => r.p95 > BUDGET_MS);

    // listBets' ticket query, with its legs counted per ticket (reads.ts legEvents).
    const ticketsQuery = (from: Date, to: Date) =>
      sql`select t.*, (select array[count(*) filter (where l.result_code = 0), count(*) filter (where l.paid_odds > 0 and not l.is_void),
          count(*) filter (where l.paid_odds = 0), count(*) filter (where l.is_void)]::int[]
          from play_ticket_legs l where l.ticket_id = t.id) as events
        from play_tickets t where t.player_id = ${BIG_PLAYER} and t.placed_at >= ${from.toISOString()}::timestamptz
        and t.placed_at < ${to.toISOString()}::timestamptz order by t.placed_at desc, t.id desc limit 5000`;
    await explain(db, 'statement, last week', statementTransfersQuery(BIG_PLAYER, weekFrom, now));
    await explain(
      db,
      'statement, month',
      statementTransfersQuery(BIG_PLAYER, monthFrom, new Date(statementInstant(monthEnd, 'end'))),
    );
    await explain(db, 'bet list tickets, last week', ticketsQuery(weekFrom, now));
    await explain(db, 'bet list tickets, month', ticketsQuery(monthFrom, monthTo));
    // ticketStatesOf's read of the month: the tickets placed in the statement's range.
    await explain(
      db,
      'statement ticket states, month (the range, as ticketStatesOf reads it)',
      sql`select platform_id, state from play_tickets where player_id = ${BIG_PLAYER}
        and placed_at >= ${monthFrom.toISOString()}::timestamptz and placed_at <= ${monthTo.toISOString()}::timestamptz`,
    );
    if (failed) console.log(`\nA p95 is over ${BUDGET_MS} ms.`);
  } finally {
    await client.end().catch(() => undefined);
    await handle.close();
    // BENCH_PLAY_KEEP=1 leaves the database for looking at plans by hand.
    if (process.env.BENCH_PLAY_KEEP) console.log(`\nKept: ${scratch.url}`);
    else await scratch.drop();
  }
  if (failed) process.exitCode = 1;
}

await main();
