import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from './client.ts';
import { TEST_DB_DRIVER, openTestDatabase } from '../testing/app.ts';

describe.runIf(TEST_DB_DRIVER === 'postgres')('PostgreSQL connection pool', () => {
  it('survives a connection the server ends while idle, and reconnects', async () => {
    const scratch = await openTestDatabase();
    const errors: Error[] = [];
    const handle = await openDatabase({
      url: scratch.url,
      dataDir: null,
      onConnectionError: (e) => errors.push(e),
    });
    try {
      const [{ pid }] = (await queryRows<{ pid: number }>(
        handle.db,
        sql`select pg_backend_pid() as pid`,
      )) as [{ pid: number }];
      // What a server restart or an operator's pg_terminate_backend does to an idle connection.
      const admin = new pg.Client({ connectionString: scratch.url! });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => errors.length).toBe(1);
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
