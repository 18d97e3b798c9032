import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DEMO_PASSWORD } from '../seed/demo-players.ts';

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

/** A database for one test file: PGlite in memory, or a new PostgreSQL database dropped afterwards. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url: string | null;
  drop(): Promise<void>;
}> {
  if (TEST_DB_DRIVER === 'pglite') {
    const handle = await openDatabase({ url: null, dataDir: null });
    return { handle, url: null, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `cg_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: null });
  return {
    handle,
    url: url.toString(),
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
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(options.config), {
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
