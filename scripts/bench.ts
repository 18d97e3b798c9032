/**
 * npm run bench: starts the real server on a fresh embedded database, then measures requests per
 * second and p99 latency of /api/health (one database round trip), GetSiteModule (answered from
 * memory: a bare route), and authenticated GetSaldo and CheckAuth on that server with autocannon.
 * CheckAuth runs twice: with one player's token, and with the tokens of SESSION_PLAYERS players
 * (scripts/lib/bench-sessions.ts), each request the next session's, as many players starting the
 * app would. Each route runs several times, interleaved; medians are reported because these
 * machines are noisy.
 *
 * With BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (the first set) the same routes run
 * again on PostgreSQL, on a fresh database created next to it (dropped afterwards); then deposits
 * per second, each part on its own fresh database (the deposit server with its own sandbox-provider
 * secret). 'deposit start' is POST /api/Account/Ricarica (limit check, deposit row, the sandbox
 * payment opened) by three players in turn; 'deposit callback' is the
 * provider's signed approval on POST /api/payment/sandbox/notify, each request a different
 * deposit, each one credited through the ledger. Both are counted from the database (deposits
 * started, deposits credited), not only from the answers. After the runs the books are checked
 * (scripts/lib/database.ts ledgerProblems) and the bench fails when they do not balance. Last,
 * transfers per second through the ledger (scripts/bench-transfers.ts), a fresh database each run.
 * Without any of those URLs the PostgreSQL part is skipped, and says so.
 *
 * Results also go to bench-results/latest.json.
 */
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchTransfers, type TransferBenchResult } from './bench-transfers.ts';
import { openBenchSessions } from './lib/bench-sessions.ts';
import { solveBotCheck } from './lib/bot-check.ts';
import { createScratchDatabase, ledgerProblems } from './lib/database.ts';
import { median, startServer } from './lib/server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3399);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
/** How many logged-in players the many-sessions CheckAuth case takes turns with. */
const SESSION_PLAYERS = Number(process.env.BENCH_SESSION_PLAYERS ?? 200);
/** The bench's servers sign tokens with this secret, so that the bench can sign its sessions' tokens. */
const JWT_SECRET = 'performance-harness-only-secret-0123456789';
const DEPOSIT_PLAYERS = ['mariorossi', 'lorenzogallo', 'martinaleone'];
/** The deposit method of the bench: a redirect method with no extra field. */
const DEPOSIT_METHOD = 'Ricarica_Apco';
const DEPOSIT_CENTS = 1_000;

type Row = Record<string, string | number>;

/** One autocannon run; with several tokens, each request carries the next one. */
async function measure(url: string, tokens: string[] = []) {
  let turn = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(tokens.length > 0
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, authorization: `Bearer ${tokens[turn++ % tokens.length]}` },
              }),
            },
          ],
        }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function loginToken(base: string, username: string): Promise<string> {
  const login = await fetch(`${base}/api/Account/LoginUser2FA`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo12345', recaptcha: await solveBotCheck(base) }),
  }).then((r) => r.json());
  if (!login.ResponseData?.Token) throw new Error(`login of ${username}: ${JSON.stringify(login)}`);
  return login.ResponseData.Token;
}

/**
 * The route figures on one database: PGlite in a fresh folder, or PostgreSQL at `databaseUrl`. On
 * PGlite the bench players' sessions are written between a first start (migrations, seed) and the
 * measured one: its folder cannot be shared with a running server.
 */
async function routeBench(databaseUrl: string | null): Promise<Row[]> {
  const env = { JWT_SECRET };
  let sessionTokens: string[] = [];
  let dataDir: string | null = null;
  if (!databaseUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cg-bench-'));
    const seeding = await startServer(PORT, { env: { ...env, DATA_DIR: dataDir } });
    await seeding.stop();
    sessionTokens = await openBenchSessions({ dataDir }, SESSION_PLAYERS, JWT_SECRET);
  }
  const server = await startServer(PORT, {
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { ...env, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
  });
  const base = server.base;
  try {
    if (databaseUrl)
      sessionTokens = await openBenchSessions({ url: databaseUrl }, SESSION_PLAYERS, JWT_SECRET);
    const token = [await loginToken(base, 'mariorossi')];
    const routes: Record<string, { url: string; tokens?: string[] }> = {
      health: { url: `${base}/api/health` },
      // An open call answered from memory: the nearest thing to a bare route on this server.
      'GetSiteModule (bare)': { url: `${base}/api/Environment/GetSiteModule?siteModule=GetVIPOk` },
      GetSaldo: { url: `${base}/api/Account/GetSaldo`, tokens: token },
      'CheckAuth (one session)': { url: `${base}/api/Account/CheckAuth`, tokens: token },
      [`CheckAuth (${SESSION_PLAYERS} sessions)`]: {
        url: `${base}/api/Account/CheckAuth`,
        tokens: sessionTokens,
      },
    };
    const samples: Record<string, { rps: number[]; p99: number[] }> = {};
    await measure(routes.health!.url); // warm-up
    for (let run = 1; run <= RUNS; run++) {
      for (const [name, route] of Object.entries(routes)) {
        const { rps, p99 } = await measure(route.url, route.tokens);
        (samples[name] ??= { rps: [], p99: [] }).rps.push(rps);
        samples[name].p99.push(p99);
      }
      console.log(`routes (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): run ${run}/${RUNS} done`);
    }
    const healthRps = median(samples.health!.rps);
    const bareRps = median(samples['GetSiteModule (bare)']!.rps);
    return Object.entries(samples).map(([name, s]) => ({
      route: name,
      'median req/s': Math.round(median(s.rps)),
      'median p99 ms': median(s.p99),
      'ratio to health': Number((median(s.rps) / healthRps).toFixed(2)),
      'ratio to bare': Number((median(s.rps) / bareRps).toFixed(2)),
      'req/s of each run': s.rps.map(Math.round).join(' '),
    }));
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The sandbox provider's notification header (apps/api/src/adapters/payments/sandbox/signature.ts). */
const signNotification = (secret: string, body: string, timestamp: number) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

async function depositBench(adminUrl: string): Promise<{ rows: Row[]; database: string; checked: string }> {
  const database = await createScratchDatabase(adminUrl);
  const secret = `bench-sandbox-${createHmac('sha256', String(Date.now())).update('x').digest('hex')}`;
  const server = await startServer(PORT + 1, {
    databaseUrl: database.url,
    // Three players start thousands of deposits a minute here: the per-player limit would be the figure.
    env: { PAYMENT_SANDBOX_SECRET: secret, DEPOSIT_STARTS_PER_MINUTE: '100000000' },
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const count = async (query: string, params: unknown[] = []) =>
    Number((await pool.query<{ n: string }>(query, params)).rows[0]!.n);
  try {
    const base = server.base;
    // The bench players may deposit as much as the runs need (the limit check still runs).
    await pool.query(
      `update players set deposit_limit = 2000000000, deposit_limit_period = 'WW' where username = any($1)`,
      [DEPOSIT_PLAYERS],
    );
    const tokens: string[] = [];
    for (const username of DEPOSIT_PLAYERS) tokens.push(await loginToken(base, username));
    const [method] = (
      await pool.query<{ id: number }>('select id from payment_methods where name = $1 and enabled', [
        DEPOSIT_METHOD,
      ])
    ).rows;
    if (!method) throw new Error(`${DEPOSIT_METHOD} is not seeded`);
    const playerIds = (
      await pool.query<{ id: number }>('select id from players where username = any($1)', [DEPOSIT_PLAYERS])
    ).rows.map((r) => r.id);
    const [cashBefore] = (
      await pool.query<{ total: string }>(
        `select coalesce(sum(balance), 0)::text as total from ledger_accounts where player_id = any($1) and kind = 'PLAYER_CASH'`,
        [playerIds],
      )
    ).rows;

    const startBody = JSON.stringify({ importo: DEPOSIT_CENTS, metodo: method.id, type: DEPOSIT_METHOD });
    const probe = await fetch(`${base}/api/Account/Ricarica`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: startBody,
    }).then((r) => r.json());
    if (probe.ResponseCode !== 0) throw new Error(`Ricarica: ${JSON.stringify(probe)}`);

    const start = async () => {
      let turn = 0;
      const before = await count('select count(*) as n from deposits');
      const result = await autocannon({
        url: `${base}/api/Account/Ricarica`,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[turn++ % tokens.length]}`,
              },
              body: startBody,
            }),
          },
        ],
      });
      const started = (await count('select count(*) as n from deposits')) - before;
      // Every answer started a deposit (a refusal is a 200 too, with no row); requests still in
      // flight when the run ended may have started one more each.
      if (
        result.non2xx > 0 ||
        result.errors > 0 ||
        started < result['2xx'] ||
        started > result['2xx'] + CONNECTIONS
      )
        throw new Error(`Ricarica: ${result.non2xx} non-2xx, ${result.errors} errors, ${started} started`);
      return { perSecond: started / DURATION, p99: result.latency.p99 };
    };

    const callback = async (poolSize: number) => {
      // The provider approves open payments (its side of the books), then notifies each one once.
      const open = (
        await pool.query<{ id: string; merchant_reference: string; amount: number }>(
          `update sandbox_payments set status = 'approved', decided_at = now()
           where id in (select id from sandbox_payments where status = 'open' order by created_at limit $1)
           returning id, merchant_reference, amount`,
          [poolSize],
        )
      ).rows;
      const now = Math.floor(Date.now() / 1000);
      const notifications = open.map((p) => {
        const body = JSON.stringify({
          paymentId: p.id,
          merchantReference: p.merchant_reference,
          status: 'approved',
          amount: p.amount,
          responseCode: null,
        });
        return { body, signature: signNotification(secret, body, now) };
      });
      let next = 0;
      const before = await count(`select count(*) as n from deposits where status = 'approved'`);
      const result = await autocannon({
        url: `${base}/api/payment/sandbox/notify`,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              // Past the end of the pool the last notification is replayed: it credits nothing.
              const n = notifications[Math.min(next++, notifications.length - 1)]!;
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
                body: n.body,
              };
            },
          },
        ],
      });
      const credited = (await count(`select count(*) as n from deposits where status = 'approved'`)) - before;
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`notify: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      return {
        perSecond: credited / DURATION,
        p99: result.latency.p99,
        exhausted: next > notifications.length,
        answers: result['2xx'],
      };
    };

    // Open payments for the callbacks: the start runs make them, topped up by direct inserts
    // (a deposit row and its sandbox payment) when a callback run could use more.
    const topUp = async (wanted: number) => {
      const open = await count(`select count(*) as n from sandbox_payments where status = 'open'`);
      if (open >= wanted) return;
      await pool.query(
        `with made as (
           insert into deposits (transaction_id, player_id, method_id, amount, provider_reference)
           select gen_random_uuid()::text, ($2::int[])[1 + (g % array_length($2::int[], 1))], $3, $4,
                  'SBX-BENCH-' || gen_random_uuid()::text
           from generate_series(1, $1) as g
           returning transaction_id, player_id, amount, provider_reference)
         insert into sandbox_payments (id, merchant_reference, amount, method_name, player_id)
         select provider_reference, transaction_id, amount, $5, player_id from made`,
        [wanted - open, playerIds, method.id, DEPOSIT_CENTS, DEPOSIT_METHOD],
      );
    };

    const samples: Record<string, { rate: number[]; p99: number[] }> = {
      'deposit start (Ricarica)': { rate: [], p99: [] },
      'deposit callback (signed notify)': { rate: [], p99: [] },
    };
    let lastCallbackRate = 300;
    let exhausted = 0;
    for (let run = 1; run <= RUNS; run++) {
      const s = await start();
      samples['deposit start (Ricarica)']!.rate.push(s.perSecond);
      samples['deposit start (Ricarica)']!.p99.push(s.p99);
      const wanted = Math.ceil(lastCallbackRate * DURATION * 2) + 500;
      await topUp(wanted);
      const c = await callback(wanted);
      if (c.exhausted) exhausted++;
      lastCallbackRate = Math.max(lastCallbackRate, c.perSecond);
      samples['deposit callback (signed notify)']!.rate.push(c.perSecond);
      samples['deposit callback (signed notify)']!.p99.push(c.p99);
      console.log(`deposits: run ${run}/${RUNS} done`);
    }

    const problems = await ledgerProblems(pool);
    const [cashAfter] = (
      await pool.query<{ total: string }>(
        `select coalesce(sum(balance), 0)::text as total from ledger_accounts where player_id = any($1) and kind = 'PLAYER_CASH'`,
        [playerIds],
      )
    ).rows;
    const approvedCents = await count(
      `select coalesce(sum(amount), 0)::text as n from deposits where status = 'approved' and player_id = any($1)`,
      [playerIds],
    );
    if (Number(cashAfter!.total) - Number(cashBefore!.total) !== approvedCents)
      problems.push(
        `players' cash rose by ${Number(cashAfter!.total) - Number(cashBefore!.total)} cents, approved deposits total ${approvedCents}`,
      );
    if (problems.length > 0)
      throw new Error(`ledger inconsistent after the deposit bench:\n${problems.join('\n')}`);
    const deposits = await count('select count(*) as n from deposits');
    const approved = await count(`select count(*) as n from deposits where status = 'approved'`);
    const checked = `${deposits} deposits, ${approved} approved and credited once each; every transfer sums to zero, wallet rows equal their entries, no player account negative${exhausted ? `; the callback pool ran out in ${exhausted} run(s): those runs measure fewer deposits than the route could` : ''}`;

    const rows = Object.entries(samples).map(([name, s]) => ({
      route: name,
      'median deposits/s': Math.round(median(s.rate)),
      'median p99 ms': median(s.p99),
      'deposits/s of each run': s.rate.map(Math.round).join(' '),
    }));
    return { rows, database: `PostgreSQL, fresh database ${database.name}`, checked };
  } finally {
    await pool.end();
    await server.stop();
    await database.drop();
  }
}

/** Transfers per second (cash <-> house, many players in parallel): the median of RUNS runs. */
async function transferBench(adminUrl: string) {
  const results: TransferBenchResult[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const database = await createScratchDatabase(adminUrl, 'cg_bench_transfers');
    try {
      results.push(await benchTransfers(database.url));
    } finally {
      await database.drop();
    }
    console.log(`transfers: run ${run}/${RUNS} done`);
  }
  return {
    'median transfers/s': median(results.map((r) => r.transfersPerSecond)),
    'transfers/s of each run': results.map((r) => r.transfersPerSecond).join(' '),
    players: results[0]!.players,
    workers: results[0]!.workers,
    'replays (moved nothing)': results.reduce((sum, r) => sum + r.replays, 0),
  };
}

const routes = await routeBench(null);
console.log('routes on PGlite (a fresh embedded database)');
console.table(routes);
let postgres: { database: string; rows: Row[] } | null = null;
let deposits: Awaited<ReturnType<typeof depositBench>> | null = null;
let transfers: Awaited<ReturnType<typeof transferBench>> | null = null;
if (POSTGRES_ADMIN_URL) {
  const database = await createScratchDatabase(POSTGRES_ADMIN_URL);
  try {
    postgres = {
      database: `PostgreSQL, fresh database ${database.name}`,
      rows: await routeBench(database.url),
    };
  } finally {
    await database.drop();
  }
  console.log(`routes on ${postgres.database}`);
  console.table(postgres.rows);
  deposits = await depositBench(POSTGRES_ADMIN_URL);
  console.log(`deposits on ${deposits.database}`);
  console.table(deposits.rows);
  console.log(`ledger check: ${deposits.checked}`);
  transfers = await transferBench(POSTGRES_ADMIN_URL);
  console.log(
    'transfers through the ledger on PostgreSQL (scripts/bench-transfers.ts), a fresh database each run',
  );
  console.table([transfers]);
} else {
  console.log(
    'PostgreSQL routes, deposits and transfers: skipped (set BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server)',
  );
}
const skipped = 'skipped: no PostgreSQL URL';
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      seconds: DURATION,
      connections: CONNECTIONS,
      sessionPlayers: SESSION_PLAYERS,
      rows: routes,
      postgres: postgres ?? skipped,
      deposits: deposits ?? skipped,
      transfers: transfers ?? skipped,
    },
    null,
    2,
  ),
);
