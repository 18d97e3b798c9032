import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the api-postgres project: at the end of the run, drops the template databases
 * its workers built (testing/app.ts, named after TEST_DB_TEMPLATE_PREFIX from vitest.config.ts).
 */
export default function setup(project: TestProject) {
  const prefix = project.config.env.TEST_DB_TEMPLATE_PREFIX;
  const adminUrl = process.env.TEST_DATABASE_URL;
  return async () => {
    if (!prefix || !adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
