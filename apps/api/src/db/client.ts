import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * The one database type the services see, whichever driver runs underneath. Without the schema:
 * services query their own tables through the query builder, so the connection needs no aggregate
 * of every module's tables and db/ imports no module (src/schema.ts gathers them for drizzle-kit).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Services accept either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Runs `work` when no other instance is running work of the same lock id, and answers whether
   * it ran: on PostgreSQL under a session advisory lock (pg_try_advisory_lock) held by one pooled
   * connection for the duration, released at the end or when the process dies; PGlite is one
   * process, where it always runs. Scheduled jobs that must run once across instances use it.
   */
  runExclusive<T>(lockId: number, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
/** Any constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 7_310_001;

export type DatabaseOptions = {
  /** PostgreSQL URL; without it the embedded PGlite is used. */
  url: string | null;
  /** PGlite folder; null keeps the embedded database in memory. */
  dataDir: string | null;
  /**
   * Told when an idle PostgreSQL connection dies (server restart, terminated backend). The pool
   * drops it and the next query reconnects; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * PGlite in memory only: start from this copy of a database (PGlite's dumpDataDir) instead of an
   * empty one. Tests copy a migrated and seeded template (testing/app.ts).
   */
  pgliteDump?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.onConnectionError)
    : openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string | null, dump?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const folder = path.join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = await PGlite.create(folder);
  } else {
    client = await PGlite.create(dump ? { loadDataDir: dump } : {});
  }
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () => pingWith(db),
    runExclusive: async (_lockId, work) => ({ ran: true, value: await work() }),
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30000 });
  pool.on('error', onConnectionError);
  const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // One client holds an advisory lock so that instances starting together migrate once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => pingWith(db),
    async runExclusive(lockId, work) {
      const client = await pool.connect();
      let broken = false;
      try {
        const locked = await client
          .query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId])
          .then(
            (result) => result.rows[0]?.locked === true,
            (error: unknown) => {
              broken = true;
              throw error;
            },
          );
        if (!locked) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => (broken = true));
        }
      } finally {
        // A connection whose lock query or unlock failed is closed, not pooled: that ends its lock.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/**
 * Runs `work` in one transaction, retrying on serialization failures and deadlocks (PostgreSQL).
 * On PGlite transactions run one at a time, so the retry never triggers there.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE_SQLSTATES.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the SQLSTATE is on the innermost one.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
