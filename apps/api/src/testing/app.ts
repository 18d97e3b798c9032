import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DEMO_PASSWORD } from '../seed/demo-players.ts';
import { seed } from '../seed/index.ts';

/** 'pglite' (in memory) or 'postgres' (a fresh database on TEST_DATABASE_URL); set per vitest project. */
export const TEST_DB_DRIVER = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  env: 'test',
  port: 0,
  host: '127.0.0.1',
  dataDir: null,
  databaseUrl: null,
  redisUrl: null,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  logLevel: 'silent',
  sessionIdleSeconds: 1200,
  webDist: null,
  seed: true,
  seedPlayHistory: null,
  // Tests of the bot check turn it on; the others log in without solving a challenge.
  botCheck: false,
  trustProxy: false,
  // Property, replay and race tests start hundreds of deposits for one player in seconds; the
  // per-player limit has its own test.
  depositStartsPerMinute: 100_000,
  withdrawalRequestsPerMinute: 100_000,
  ...overrides,
});

/**
 * How far a test database is prepared when a file gets it: 'empty' (a new database, as `initdb`
 * or CREATE DATABASE leave it), 'migrated' (the committed migrations applied), 'seeded' (and the
 * default seed: the demo players, no content folder, no play history). The prepared ones are
 * copies of a template built once (per worker process on PGlite, per run on PostgreSQL) exactly
 * as buildApp's database plugin would prepare a new database; buildApp's own migration and
 * idempotent seed then find everything in place. Each file still gets a database of its own.
 */
export type TestDatabaseState = 'empty' | 'migrated' | 'seeded';

/** The state createTestApp starts from: seeded only when the configuration seeds the default way. */
const startingState = (config: AppConfig): TestDatabaseState =>
  config.seed === true && !config.seedPlayHistory && !config.contentDir ? 'seeded' : 'migrated';

/**
 * The seed writes dates relative to now (verified contacts, a statement deposit "today"): a copy
 * made on another day (in Rome, where the site's days are, or in UTC) gets a template of its day.
 */
function templateDay(now = new Date()): string {
  const rome = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  return `${now.toISOString().slice(0, 10)}_${rome}`.replaceAll('-', '');
}

/** What the database plugin does on a new database, up to `state`. */
async function prepare(handle: DatabaseHandle, state: TestDatabaseState): Promise<void> {
  if (state === 'empty') return;
  await handle.migrate();
  if (state === 'seeded')
    await seed(handle.db, { info: () => undefined }, { demoPlayers: true, contentDir: null });
}

/**
 * PGlite: one database made by this worker process (today) and dumped at each state, in one go;
 * each file loads a copy (the worker's modules are shared between its files, see
 * vitest.config.ts). Even the empty one saves time: loading a dump skips PGlite's initdb.
 */
let pgliteTemplates: { day: string; dumps: Promise<Record<TestDatabaseState, Blob>> } | undefined;
function pgliteTemplate(state: TestDatabaseState): Promise<Blob> {
  const day = templateDay();
  if (pgliteTemplates?.day !== day) {
    const dumps = (async () => {
      const handle = await openDatabase({ url: null, dataDir: null });
      try {
        const client = (handle.db as unknown as { $client: PGlite }).$client;
        // dumpDataDir copies the files as they are: written out first, a copy needs no recovery
        // (in which sequences would jump ahead of what the template handed out).
        const dump = async () => {
          await client.exec('checkpoint');
          return client.dumpDataDir('none');
        };
        const empty = await dump();
        await prepare(handle, 'migrated');
        const migrated = await dump();
        await seed(handle.db, { info: () => undefined }, { demoPlayers: true, contentDir: null });
        return { empty, migrated, seeded: await dump() };
      } finally {
        await handle.close();
      }
    })();
    pgliteTemplates = { day, dumps };
    // A failed build is not kept: the next file tries again (and fails with the cause).
    dumps.catch(() => {
      if (pgliteTemplates?.dumps === dumps) pgliteTemplates = undefined;
    });
  }
  return pgliteTemplates!.dumps.then((dumps) => dumps[state]);
}

/**
 * PostgreSQL: the template databases of this vitest run (TEST_DB_TEMPLATE_PREFIX, set by
 * vitest.config.ts; testing/postgres-templates.ts drops them at the end), one per state and day,
 * built by the first worker that needs it under an advisory lock, under a temporary name renamed
 * once complete. Nothing stays connected to a template: CREATE DATABASE ... TEMPLATE needs that.
 */
async function postgresTemplate(admin: pg.Client, prefix: string, state: TestDatabaseState): Promise<string> {
  const name = `${prefix}_${state}_${templateDay()}`;
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    if (await exists()) return name;
    const building = `${name}_b`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const handle = await openDatabase({ url: databaseUrl(building), dataDir: null });
    try {
      await prepare(handle, state);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database for one test file, in `state`: PGlite in memory, or a new PostgreSQL database dropped afterwards. */
export async function openTestDatabase(state: TestDatabaseState = 'empty'): Promise<{
  handle: DatabaseHandle;
  url: string | null;
  drop(): Promise<void>;
}> {
  if (TEST_DB_DRIVER === 'pglite') {
    const handle = await openDatabase({ url: null, dataDir: null, pgliteDump: await pgliteTemplate(state) });
    return { handle, url: null, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `cg_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // Outside a vitest run (scripts/fuzz.ts) there is no run to keep templates for: prepared here.
  const prefix = process.env.TEST_DB_TEMPLATE_PREFIX;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = state !== 'empty' && prefix ? await postgresTemplate(admin, prefix, state) : null;
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    // A test database need not survive a crash of the PostgreSQL server: commits do not wait for
    // the disk (a few ms each). What a commit makes visible, and when, is unchanged.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const handle = await openDatabase({ url, dataDir: null });
  if (!prefix) await prepare(handle, state);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/** The real application on a fresh, migrated and seeded test database. */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    loginRateLimitPerMinute?: number;
    logStream?: NodeJS.WritableStream;
    /** No per-address rate limit (the fuzz test). */
    liftRateLimits?: boolean;
    /** Extra routes a test needs, added before the app is ready. */
    extraRoutes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = await openTestDatabase(startingState(config));
  const app = await buildApp(config, {
    database: database.handle,
    loginRateLimitPerMinute: options.loginRateLimitPerMinute ?? 10_000,
    logStream: options.logStream,
    liftRateLimits: options.liftRateLimits,
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database: database.handle,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export async function login(
  app: FastifyInstance,
  username = 'mariorossi',
  password = DEMO_PASSWORD,
  extra: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Account/LoginUser2FA',
    payload: { username, password, ...extra },
  });
  return response.json();
}

/** Logs in and returns the token; fails the test when the login does not succeed. */
export async function tokenOf(app: FastifyInstance, username = 'mariorossi'): Promise<string> {
  const body = await login(app, username);
  if (body.ResponseCode !== 0) throw new Error(`login of ${username} failed: ${body.ResponseCode}`);
  return body.ResponseData.Token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
