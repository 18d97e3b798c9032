import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { DEMO_PASSWORD } from '../seed/demo-players.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transfer } from '../modules/wallet/ledger.ts';
import { operatorHeaders } from './payments.ts';

/*
 * The fault test (issue 22): the real server as a child process on a fresh PostgreSQL database,
 * parallel deposits, provider approvals, withdrawals, cancellations and payouts over HTTP for
 * several players, SIGKILL at random moments, restarts on the same database, reconciliation with
 * short timings, then the books checked. `npm test` runs a short run (src/faults.test.ts, on
 * PostgreSQL), `npm run test:faults -- --kills 200` the long one (scripts/faults.ts).
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const JWT_SECRET = 'fault-test-only-secret-0123456789abcdef';
/** The deposit and withdrawal methods the players use (seed/payment-methods.ts). */
const DEPOSIT_METHOD = 'Ricarica_Neteller';
const WITHDRAWAL_METHOD = 'Prelievo_Neteller';
const OPENING_CASH = 50_000;
/** Rome-day withdrawal count of one player (the server's own rule refuses a fifth). */
const WITHDRAWALS_PER_DAY = 4;
const TEMPLATE_PLAYER = 'mariorossi';

export type FaultRunOptions = {
  /** A PostgreSQL database to create the run's database next to (it is dropped at the end). */
  adminUrl: string;
  kills: number;
  /** Players driven in parallel (one request at a time each); more players, more withdrawals. */
  players?: number;
  /** Parallel request streams. */
  workers?: number;
  /** Seeds the choice of operations and kill moments (the server's own timing still varies). */
  seed?: number;
  /** Load between a restart and the next kill, in ms: a random moment in [min, max]. */
  loadMs?: { min: number; max: number };
  /** Keep the database (its name is printed) instead of dropping it. */
  keepDatabase?: boolean;
  log?: (line: string) => void;
};

export type FaultRunResult = {
  database: string;
  seconds: number;
  kills: number;
  /** Requests answered, by operation. */
  operations: Record<string, number>;
  /** Requests cut by a kill (no answer). */
  interrupted: number;
  deposits: {
    started: number;
    approvedAtProvider: number;
    /** Approved at the provider by its own books without a notification (a lost one). */
    approvedWithoutNotification: number;
    credited: number;
    /** Credited by the reconciliation job (its log lines). */
    creditedByReconciliation: number;
  };
  withdrawals: {
    requested: number;
    paid: number;
    rejected: number;
    cancelled: number;
    pending: number;
    /** Paid at the provider without a notification (a lost one). */
    paidWithoutNotification: number;
    /** Settled or opened by the reconciliation job (its log lines). */
    reconciled: number;
  };
  /** Runs of the job that finished (a kill cuts many: the servers live a second or two). */
  reconciliationRuns: number;
  /** What is wrong with the books: must be empty. */
  violations: string[];
};

type Player = {
  id: number;
  username: string;
  address: string;
  token: string;
  /** Tickets of withdrawals this run made that may still be pending. */
  tickets: string[];
  withdrawalsTaken: number;
  /** Payments left pending on the provider's page, to approve later. */
  pendingPayments: string[];
};

/** A small seeded generator (mulberry32): the run's choices repeat for a seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A gate the workers wait at while the server is down. */
function gate() {
  let open!: () => void;
  let ready = Promise.resolve();
  return {
    get ready() {
      return ready;
    },
    close() {
      ready = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open?.(),
  };
}

/** The real server as a child process; its log is read for the reconciliation job's figures. */
class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stderrTail: string[] = [];
  readonly reconciled = { runs: 0, credited: 0, depositsDeclined: 0, payoutsSettled: 0, payoutsOpened: 0 };

  constructor(
    readonly base: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let gone = false;
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        gone = true;
        resolve();
      }),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => this.read(line));
    createInterface({ input: child.stderr! }).on('line', (line) => {
      this.stderrTail.push(line);
      if (this.stderrTail.length > 40) this.stderrTail.shift();
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (gone) throw new Error(`the server stopped while starting:\n${this.stderrTail.join('\n')}`);
      if (Date.now() > deadline) throw new Error('the server did not start in 120 s');
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
  }

  /**
   * Its log lines are JSON: the job's lines are counted (one per settlement, so a run cut by a
   * kill still counts what it settled), the rest is dropped.
   */
  private read(line: string) {
    if (!line.includes('"reconciliation: ')) return;
    let msg: unknown;
    try {
      ({ msg } = JSON.parse(line));
    } catch {
      return; // a line cut by the kill
    }
    if (msg === 'reconciliation: run') this.reconciled.runs++;
    else if (msg === 'reconciliation: deposit credited') this.reconciled.credited++;
    else if (msg === 'reconciliation: deposit declined') this.reconciled.depositsDeclined++;
    else if (msg === 'reconciliation: payout settled') this.reconciled.payoutsSettled++;
    else if (msg === 'reconciliation: payout opened') this.reconciled.payoutsOpened++;
  }

  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    this.child?.kill(signal);
    await this.exited;
    this.child = null;
  }
}

type Answer = { status: number; body: unknown; location: string | null } | 'interrupted';

/**
 * One fault run: see the file's comment. Answers its figures and the violations found (none
 * when the books are right).
 */
export async function runFaults(options: FaultRunOptions): Promise<FaultRunResult> {
  const say = options.log ?? (() => undefined);
  const rng = random(options.seed ?? 22);
  const startedAt = Date.now();
  const loadMs = options.loadMs ?? { min: 150, max: 1200 };
  const playerCount = options.players ?? Math.max(8, Math.ceil(options.kills / 2));
  const workerCount = Math.min(options.workers ?? 8, playerCount);

  const name = `cg_faults_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cg-faults-'));

  const port = await freePort();
  const server = new ServerProcess(`http://127.0.0.1:${port}`, {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    LOG_LEVEL: 'info',
    BOT_CHECK: 'off',
    // Each player logs in from an address of its own, as separate players would.
    TRUST_PROXY: 'true',
    DEPOSIT_STARTS_PER_MINUTE: '100000',
    WITHDRAWAL_REQUESTS_PER_MINUTE: '100000',
    DOCUMENTS_JOB_EVERY: '0',
    // The demo year of play would add ~25 s to each of the 20 restarts and transfers to the books.
    SEED_PLAY_HISTORY: 'false',
    // Short timings: open for 2 s is old enough to ask the provider about, every second.
    RECONCILE_EVERY: '1',
    RECONCILE_AFTER: '2',
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  const operations: Record<string, number> = {};
  const figures = { interrupted: 0, depositsStarted: 0, silentApprovals: 0, silentPayouts: 0, requested: 0 };
  const knownTickets = new Set<string>();
  const up = gate();

  async function call(
    method: 'GET' | 'POST',
    route: string,
    init: {
      token?: string;
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    try {
      const response = await fetch(`${server.base}${route}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      if (response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
      return { status: response.status, body: parsed, location: response.headers.get('location') };
    } catch {
      figures.interrupted++;
      return 'interrupted';
    }
  }
  const count = (operation: string) => (operations[operation] = (operations[operation] ?? 0) + 1);

  try {
    say(`fault run: database ${name}, ${options.kills} kills, ${playerCount} players`);
    await server.start();

    // The players: copies of a demo player, each funded through the ledger, no deposit limit in the way.
    const handle = await openDatabase({ url: databaseUrl, dataDir: null });
    const players: Player[] = [];
    try {
      const { rows } = await pool.query<{ id: number; username: string }>(
        `insert into players
         select (jsonb_populate_record(null::players, to_jsonb(p) || jsonb_build_object(
           'id', nextval(pg_get_serial_sequence('players', 'id')),
           'username', 'faultplayer' || n,
           'contract_number', 'F' || n,
           'email', 'faultplayer' || n || '@example.it',
           'cellulare', '+39398' || lpad(n::text, 7, '0'),
           'codice_fiscale', null,
           'deposit_limit', 2000000000,
           'deposit_limit_period', 'WW'))).*
         from players p, generate_series(1, $1::int) as n
         where p.username = $2
         returning id, username`,
        [playerCount, TEMPLATE_PLAYER],
      );
      for (const [index, row] of rows.entries()) {
        await transfer(handle.db, {
          idempotencyKey: `fault-funding:${row.id}`,
          cause: 'Ricarica',
          playerId: row.id,
          legs: [
            { account: { playerId: row.id, kind: PLAYER_ACCOUNT.cash }, amount: OPENING_CASH },
            { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: -OPENING_CASH },
          ],
        });
        players.push({
          id: row.id,
          username: row.username,
          address: `10.22.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          token: '',
          tickets: [],
          withdrawalsTaken: 0,
          pendingPayments: [],
        });
      }
    } finally {
      await handle.close();
    }
    const [method] = (
      await pool.query<{ id: number }>('select id from payment_methods where name = $1', [DEPOSIT_METHOD])
    ).rows;
    if (!method) throw new Error(`${DEPOSIT_METHOD} is not seeded`);

    async function login(player: Player) {
      for (let attempt = 0; attempt < 50; attempt++) {
        await up.ready;
        const answer = await call('POST', '/api/Account/LoginUser2FA', {
          json: { username: player.username, password: DEMO_PASSWORD },
          headers: { 'x-forwarded-for': player.address },
        });
        if (answer === 'interrupted') continue;
        const token = (answer.body as { ResponseData?: { Token?: string } }).ResponseData?.Token;
        if (!token) throw new Error(`login of ${player.username}: ${JSON.stringify(answer.body)}`);
        player.token = token;
        return;
      }
      throw new Error(`login of ${player.username}: no answer`);
    }
    for (const player of players) await login(player);

    /** The hosted page's decision, as the player's click sends it. */
    async function decide(paymentId: string, decision: 'approve' | 'decline' | 'pending'): Promise<boolean> {
      const page = await call('GET', `/sandbox/pay/${encodeURIComponent(paymentId)}`);
      if (page === 'interrupted') return false;
      const token = /name="token" value="([^"]+)"/.exec(String(page.body))?.[1];
      if (!token) return false;
      const answer = await call('POST', `/sandbox/pay/${encodeURIComponent(paymentId)}/decision`, {
        form: { decision, token },
      });
      if (answer === 'interrupted') return false;
      count(`provider page: ${decision}`);
      return answer.status === 303;
    }

    async function deposit(player: Player) {
      const answer = await call('POST', '/api/Account/Ricarica', {
        token: player.token,
        json: { importo: rng.int(10, 60) * 100, metodo: method!.id, email: `${player.username}@example.it` },
      });
      if (answer === 'interrupted') return;
      count('Ricarica');
      const body = answer.body as { ResponseCode: number; ResponseData: { action: { url?: string } } | null };
      if (body.ResponseCode !== 0 || !body.ResponseData?.action.url) return;
      figures.depositsStarted++;
      const paymentId = decodeURIComponent(body.ResponseData.action.url.split('/').pop()!);
      const roll = rng.next();
      if (roll < 0.5) {
        // The player approves on the provider's page; the browser comes back to the result page
        // half the time, whose confirmation call asks the provider too.
        if ((await decide(paymentId, 'approve')) && rng.next() < 0.5) {
          if (
            (await call('GET', `/api/payment/neteller?payment_id=${paymentId}&status=approved`)) !==
            'interrupted'
          )
            count('confirmation');
        }
      } else if (roll < 0.62) await decide(paymentId, 'decline');
      else if (roll < 0.72) {
        if (await decide(paymentId, 'pending')) player.pendingPayments.push(paymentId);
      } else if (roll < 0.85) {
        // The provider approves on its side and its notification is lost on the way.
        const { rowCount } = await pool.query(
          `update sandbox_payments set status = 'approved', decided_at = now()
           where id = $1 and kind = 'deposit' and status in ('open', 'pending')`,
          [paymentId],
        );
        figures.silentApprovals += rowCount ?? 0;
      }
      // Otherwise the player leaves the page open and never comes back.
    }

    async function approvePending(player: Player) {
      const paymentId = player.pendingPayments.shift();
      if (paymentId) await decide(paymentId, rng.next() < 0.8 ? 'approve' : 'decline');
    }

    async function withdraw(player: Player) {
      if (player.withdrawalsTaken >= WITHDRAWALS_PER_DAY) return deposit(player);
      player.withdrawalsTaken++;
      const answer = await call('POST', '/api/Account/Prelievo', {
        token: player.token,
        json: {
          type: WITHDRAWAL_METHOD,
          importo: rng.int(10, 40) * 100,
          pin: DEMO_PASSWORD,
          email: `${player.username}@example.it`,
        },
      });
      if (answer === 'interrupted') return;
      count('Prelievo');
      const body = answer.body as { ResponseCode: number; ResponseData: { idTicket: string | null } | null };
      const ticket = body.ResponseData?.idTicket;
      if (body.ResponseCode !== 0 || !ticket) return;
      figures.requested++;
      knownTickets.add(ticket);
      player.tickets.push(ticket);
    }

    async function cancel(player: Player) {
      const ticket = rng.pick(player.tickets);
      if (!ticket) return;
      const answer = await call('GET', `/api/Account/EL_AnnullaPrelievo?ticket=${ticket}`, {
        token: player.token,
      });
      if (answer === 'interrupted') return;
      count('EL_AnnullaPrelievo');
      if ((answer.body as { ResponseData?: unknown }).ResponseData === true)
        player.tickets = player.tickets.filter((t) => t !== ticket);
    }

    /** The provider's operator pays or rejects one of the player's payouts. */
    async function payout(player: Player) {
      const ticket = rng.pick(player.tickets);
      if (!ticket) return;
      // The operator's page lists it: read from the provider's own books.
      const [open] = (
        await pool.query<{ id: string }>(
          `select id from sandbox_payments where kind = 'withdrawal' and merchant_reference = $1 and status = 'open'`,
          [ticket],
        )
      ).rows;
      if (!open) return;
      if (rng.next() < 0.15) {
        // Paid at the provider; its notification is lost.
        const { rowCount } = await pool.query(
          `update sandbox_payments set status = 'paid', decided_at = now()
           where id = $1 and kind = 'withdrawal' and status = 'open'`,
          [open.id],
        );
        figures.silentPayouts += rowCount ?? 0;
        return;
      }
      const decision = rng.next() < 0.7 ? 'pay' : 'reject';
      const answer = await call('POST', `/sandbox/payouts/${encodeURIComponent(open.id)}/decision`, {
        json: { decision },
        headers: operatorHeaders(),
      });
      if (answer !== 'interrupted') count(`operator: ${decision}`);
    }

    async function saldo(player: Player) {
      if ((await call('GET', '/api/Account/GetSaldo', { token: player.token })) !== 'interrupted')
        count('GetSaldo');
    }

    const OPERATIONS: [number, (player: Player) => Promise<void>][] = [
      [40, deposit],
      [18, withdraw],
      [10, cancel],
      [17, payout],
      [5, approvePending],
      [10, saldo],
    ];
    const totalWeight = OPERATIONS.reduce((sum, [weight]) => sum + weight, 0);
    const chooseOperation = () => {
      let roll = rng.next() * totalWeight;
      for (const [weight, operation] of OPERATIONS) if ((roll -= weight) < 0) return operation;
      return saldo;
    };

    let stopping = false;
    const failures: unknown[] = [];
    const workers = Array.from({ length: workerCount }, async (_, worker) => {
      const own = players.filter((_, index) => index % workerCount === worker);
      while (!stopping) {
        await up.ready;
        try {
          await chooseOperation()(rng.pick(own)!);
        } catch (error) {
          failures.push(error);
          stopping = true;
        }
      }
    });

    for (let kill = 1; kill <= options.kills && !stopping; kill++) {
      await sleep(rng.int(loadMs.min, loadMs.max));
      up.close();
      await server.stop('SIGKILL');
      await server.start();
      up.open();
      if (kill % 10 === 0 || kill === options.kills) say(`fault run: ${kill} kills`);
    }
    // A last stretch of load on the last server, then reconciliation catches up.
    await sleep(loadMs.max);
    stopping = true;
    await Promise.all(workers);
    if (failures.length > 0) throw failures[0];

    const unreconciled = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            `select
               (select count(*) from sandbox_payments s join deposits d on d.transaction_id = s.merchant_reference
                where s.kind = 'deposit' and s.status in ('approved', 'declined') and d.status in ('started', 'pending'))
             + (select count(*) from sandbox_payments s join withdrawals w on w.ticket_id = s.merchant_reference
                where s.kind = 'withdrawal' and s.status <> 'open' and w.status = 'pending')
             + (select count(*) from withdrawals w where w.status = 'pending' and not exists
                 (select 1 from sandbox_payments s where s.kind = 'withdrawal' and s.merchant_reference = w.ticket_id))
             as n`,
          )
        ).rows[0]!.n,
      );
    for (let waited = 0; waited < 60_000 && (await unreconciled()) > 0; waited += 250) await sleep(250);
    await server.stop('SIGTERM');

    const violations = await checkBooks(pool, knownTickets, OPENING_CASH);
    const tally = async (query: string) => Number((await pool.query<{ n: string }>(query)).rows[0]!.n);
    const withdrawalsBy = async (status: string) =>
      tally(`select count(*) as n from withdrawals w join players p on p.id = w.player_id
             where p.username like 'faultplayer%' and w.status = '${status}'`);
    return {
      database: name,
      seconds: Math.round((Date.now() - startedAt) / 1000),
      kills: options.kills,
      operations,
      interrupted: figures.interrupted,
      deposits: {
        started: figures.depositsStarted,
        approvedAtProvider: await tally(
          `select count(*) as n from sandbox_payments where kind = 'deposit' and status = 'approved'`,
        ),
        approvedWithoutNotification: figures.silentApprovals,
        credited: await tally(`select count(*) as n from deposits where status = 'approved'`),
        creditedByReconciliation: server.reconciled.credited,
      },
      withdrawals: {
        requested: figures.requested,
        paid: await withdrawalsBy('paid'),
        rejected: await withdrawalsBy('rejected'),
        cancelled: await withdrawalsBy('cancelled'),
        pending: await withdrawalsBy('pending'),
        paidWithoutNotification: figures.silentPayouts,
        reconciled: server.reconciled.payoutsSettled + server.reconciled.payoutsOpened,
      },
      reconciliationRuns: server.reconciled.runs,
      violations,
    };
  } finally {
    up.open();
    await server.stop('SIGKILL').catch(() => undefined);
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (options.keepDatabase) say(`fault run: database ${name} kept`);
    else {
      const cleanup = new pg.Client({ connectionString: options.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  }
}

/**
 * The books after the run, in SQL: each check answers the rows that break it (at most five shown).
 * `tickets` are the withdrawals the run was told were taken; `openingCash` each fault player's
 * funding.
 */
async function checkBooks(pool: pg.Pool, tickets: Set<string>, openingCash: number): Promise<string[]> {
  const problems: string[] = [];
  const check = async (what: string, query: string, params: unknown[] = []) => {
    const { rows } = await pool.query(query, params);
    if (rows.length > 0)
      problems.push(
        `${what}: ${JSON.stringify(rows.slice(0, 5))}${rows.length > 5 ? ` (${rows.length})` : ''}`,
      );
  };
  await check(
    'transfers whose entries do not sum to zero',
    `select transfer_id, sum(amount)::text as total from ledger_entries group by transfer_id having sum(amount) <> 0`,
  );
  await check(
    'player accounts whose balance is not the sum of their entries',
    `select a.id, a.kind, a.balance::text, coalesce(sum(e.amount), 0)::text as entries
     from ledger_accounts a left join ledger_entries e on e.account_id = a.id
     where a.player_id is not null group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  await check(
    'negative player accounts',
    `select id, kind, balance::text from ledger_accounts where player_id is not null and balance < 0`,
  );
  await check(
    'an idempotency key on more than one transfer',
    `select idempotency_key, count(*) from ledger_transfers group by idempotency_key having count(*) > 1`,
  );
  await check(
    'deposits whose credit is not exactly one transfer of their amount, and only when approved',
    `select d.transaction_id, d.status, count(e.id) as credits
     from deposits d
     left join ledger_transfers t on t.idempotency_key = 'deposit:' || d.transaction_id
     left join ledger_entries e on e.transfer_id = t.id and e.amount = d.amount
     group by d.transaction_id, d.status, d.transfer_id, t.id
     having (d.status = 'approved') <> (count(e.id) = 1) or (d.status = 'approved' and d.transfer_id is distinct from t.id)
        or (d.status <> 'approved' and t.id is not null)`,
  );
  await check(
    'deposits whose status contradicts the provider (approved there and not credited here, or the reverse)',
    `select d.transaction_id, d.status, s.status as provider
     from deposits d left join sandbox_payments s on s.kind = 'deposit' and s.merchant_reference = d.transaction_id
     where not (
       (d.status = 'approved' and s.status = 'approved')
       or (d.status = 'declined' and (s.status = 'declined' or s.status is null))
       or (d.status = 'pending' and s.status = 'pending')
       or (d.status = 'started' and (s.status = 'open' or s.status is null)))`,
  );
  await check(
    'withdrawals without exactly one request transfer of their amount',
    `select w.ticket_id, count(e.id) as requests
     from withdrawals w
     left join ledger_transfers t on t.idempotency_key = 'withdrawal:' || w.ticket_id || ':request'
     left join ledger_entries e on e.transfer_id = t.id and e.amount = w.amount
     group by w.ticket_id having count(e.id) <> 1`,
  );
  await check(
    'withdrawals settled other than once (a final one: one settle transfer; a pending one: none)',
    `select w.ticket_id, w.status, count(t.id) as settlements
     from withdrawals w left join ledger_transfers t on t.idempotency_key = 'withdrawal:' || w.ticket_id || ':settle'
     group by w.ticket_id, w.status having count(t.id) <> (case when w.status = 'pending' then 0 else 1 end)`,
  );
  await check(
    'withdrawals whose status contradicts the provider (a pending one must still be open there)',
    `select w.ticket_id, w.status, s.status as provider
     from withdrawals w left join sandbox_payments s on s.kind = 'withdrawal' and s.merchant_reference = w.ticket_id
     where not (
       (w.status = 'pending' and s.status = 'open')
       or (w.status = 'paid' and s.status = 'paid')
       or (w.status = 'rejected' and (s.status = 'rejected' or s.status is null))
       or (w.status = 'cancelled' and s.status = 'cancelled'))`,
  );
  await check(
    'withdrawals the players were given a ticket for and that are missing',
    `select ticket from unnest($1::text[]) as ticket where not exists (select 1 from withdrawals w where w.ticket_id = ticket)`,
    [[...tickets]],
  );
  // End to end, per player: cash is the opening balance plus approved deposits less the
  // withdrawals not given back; the pending account holds exactly the pending withdrawals.
  await check(
    'fault players whose money does not add up from their deposits and withdrawals',
    `with p as (select id from players where username like 'faultplayer%'),
     dep as (select player_id, sum(amount) as total from deposits where status = 'approved' group by player_id),
     wd as (select player_id,
              sum(amount) filter (where status in ('pending', 'paid')) as taken,
              sum(amount) filter (where status = 'pending') as pending
            from withdrawals group by player_id),
     acc as (select player_id,
               sum(balance) filter (where kind = '${PLAYER_ACCOUNT.cash}') as cash,
               sum(balance) filter (where kind = '${PLAYER_ACCOUNT.pendingWithdrawal}') as pending
             from ledger_accounts where player_id is not null group by player_id)
     select p.id, acc.cash::text, acc.pending::text, dep.total::text as deposited, wd.taken::text
     from p left join acc on acc.player_id = p.id left join dep on dep.player_id = p.id
       left join wd on wd.player_id = p.id
     where coalesce(acc.cash, 0) <> $1::bigint + coalesce(dep.total, 0) - coalesce(wd.taken, 0)
        or coalesce(acc.pending, 0) <> coalesce(wd.pending, 0)`,
    [openingCash],
  );
  return problems;
}

/** The run's figures as lines for a person. */
export function describeFaultRun(result: FaultRunResult): string {
  const ops = Object.entries(result.operations)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  const total = Object.values(result.operations).reduce((sum, n) => sum + n, 0);
  const d = result.deposits;
  const w = result.withdrawals;
  return [
    `kills: ${result.kills} (SIGKILL), ${result.seconds} s, database ${result.database}`,
    `operations answered: ${total} (${ops}); cut by a kill: ${result.interrupted}`,
    `deposits: ${d.started} started, ${d.approvedAtProvider} approved at the provider (${d.approvedWithoutNotification} of them with the notification lost), ${d.credited} credited, ${d.creditedByReconciliation} credited by reconciliation`,
    `withdrawals: ${w.requested} taken; ${w.paid} paid, ${w.rejected} rejected, ${w.cancelled} cancelled, ${w.pending} pending (${w.paidWithoutNotification} paid with the notification lost); ${w.reconciled} settled or opened by reconciliation`,
    `reconciliation runs finished: ${result.reconciliationRuns}`,
    `invariant violations: ${result.violations.length}${result.violations.map((v) => `\n  - ${v}`).join('')}`,
  ].join('\n');
}
