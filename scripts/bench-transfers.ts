/**
 * Transfers per second through the ledger (apps/api/src/modules/wallet/ledger.ts) on PostgreSQL:
 * many players at once moving money between their cash and the house, both ways, as bets and wins
 * will. The database is migrated with the project's migrator, players are written directly (no
 * seed, no server), each is funded once, then WORKERS loops call transfer() for SECONDS through
 * the server's own pool. A few replays of a key already used check that it moves money once.
 * Afterwards the books are checked and the bench throws when they do not balance.
 *
 * Alone: `node --import tsx scripts/bench-transfers.ts` with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL naming a server: each run creates a database beside it and drops it after.
 * BENCH_RUNS (3), BENCH_TRANSFER_SECONDS (5), BENCH_TRANSFER_WORKERS (32) tune it.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../apps/api/src/db/client.ts';
import {
  InsufficientFundsError,
  PLAYER_ACCOUNT,
  SYSTEM_ACCOUNT,
  transfer,
  type TransferRequest,
} from '../apps/api/src/modules/wallet/ledger.ts';
import { createScratchDatabase, ledgerProblems } from './lib/database.ts';
import { median } from './lib/server.ts';

export type TransferBenchResult = {
  transfersPerSecond: number;
  transfers: number;
  /** Debits refused for want of cash (none expected: every player starts with plenty). */
  refused: number;
  /** Keys sent a second time: each answered replayed and moved nothing. */
  replays: number;
  players: number;
  workers: number;
  seconds: number;
};

const OPENING_CASH = 10_000_000;
const MAX_AMOUNT = 500;
const REPLAY_SHARE = 0.02;

export async function benchTransfers(
  databaseUrl: string,
  options: { players?: number; workers?: number; seconds?: number } = {},
): Promise<TransferBenchResult> {
  const playerCount = options.players ?? 200;
  const workers = options.workers ?? Number(process.env.BENCH_TRANSFER_WORKERS ?? 32);
  const seconds = options.seconds ?? Number(process.env.BENCH_TRANSFER_SECONDS ?? 5);
  const handle = await openDatabase({ url: databaseUrl, dataDir: null });
  try {
    await handle.migrate();
    const db = handle.db;
    const playerIds = await createPlayers(db, playerCount);
    for (const playerId of playerIds) {
      await transfer(db, {
        idempotencyKey: `bench-funding:${playerId}`,
        cause: 'Ricarica',
        playerId,
        legs: [
          { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: OPENING_CASH },
          { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: -OPENING_CASH },
        ],
      });
    }

    let transfers = 0;
    let refused = 0;
    let replays = 0;
    const deadline = Date.now() + seconds * 1000;
    const started = performance.now();
    const worker = async () => {
      let last: TransferRequest | null = null;
      while (Date.now() < deadline) {
        if (last && Math.random() < REPLAY_SHARE) {
          const again = await transfer(db, last);
          if (!again.replayed) throw new Error(`key ${last.idempotencyKey} moved money twice`);
          replays++;
          continue;
        }
        const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
        const amount = 1 + Math.floor(Math.random() * MAX_AMOUNT);
        const toHouse = Math.random() < 0.5;
        last = {
          idempotencyKey: `bench:${randomUUID()}`,
          cause: toHouse ? 'Giocata' : 'Vincita',
          playerId,
          legs: [
            { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: toHouse ? -amount : amount },
            { account: { system: SYSTEM_ACCOUNT.house }, amount: toHouse ? amount : -amount },
          ],
        };
        try {
          await transfer(db, last);
          transfers++;
        } catch (error) {
          if (!(error instanceof InsufficientFundsError)) throw error;
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
    const elapsed = (performance.now() - started) / 1000;

    await checkBooks(db, databaseUrl, transfers + playerIds.length);
    return {
      transfersPerSecond: Math.round(transfers / elapsed),
      transfers,
      refused,
      replays,
      players: playerIds.length,
      workers,
      seconds: Number(elapsed.toFixed(1)),
    };
  } finally {
    await handle.close();
  }
}

/** Players with only what the table requires: the bench needs owners for wallets, not logins. */
async function createPlayers(db: Database, count: number): Promise<number[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into players (username, password_hash, contract_number, nome, cognome, email, cellulare, stato_conto)
        select 'bench' || ${tag} || n, 'x', 'B' || ${tag} || n, 'Bench', 'Player', 'bench' || ${tag} || n || '@example.it',
               '39' || ${tag} || n, 1
        from generate_series(1, ${count}::int) as n
        returning id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The shared checks (scripts/lib/database.ts), and what this bench adds: one transfer per key that
 * succeeded (replays moved nothing), and the system accounts balancing the players' cash.
 */
async function checkBooks(db: Database, databaseUrl: string, expectedTransfers: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems = await ledgerProblems(client);
    const [counts] = await queryRows<{ transfers: string; total: string; players: string }>(
      db,
      sql`select (select count(*) from ledger_transfers)::text as transfers,
                 (select coalesce(sum(amount), 0) from ledger_entries)::text as total,
                 (select coalesce(sum(amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                   where a.player_id is not null)::text as players`,
    );
    if (Number(counts!.transfers) !== expectedTransfers)
      problems.push(`${counts!.transfers} transfers stored, ${expectedTransfers} succeeded`);
    if (Number(counts!.total) !== 0) problems.push(`all entries sum to ${counts!.total}`);
    const [cash] = await queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts where player_id is not null`,
    );
    if (cash!.total !== counts!.players)
      problems.push(`player balances ${cash!.total}, their entries ${counts!.players}`);
    if (problems.length > 0)
      throw new Error(`ledger inconsistent after the transfer bench:\n${problems.join('\n')}`);
  } finally {
    await client.end();
  }
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const results: TransferBenchResult[] = [];
  for (let run = 1; run <= runs; run++) {
    const database = await createScratchDatabase(adminUrl, 'cg_bench_transfers');
    try {
      const result = await benchTransfers(database.url);
      console.log(`transfers: run ${run}/${runs}`, result);
      results.push(result);
    } finally {
      await database.drop();
    }
  }
  console.log(`transfers per second, median of ${runs}: ${median(results.map((r) => r.transfersPerSecond))}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
