/**
 * npm run test:fuzz [-- --requests 50000] [--seed 22] [--postgres] [--only <text>]: the long run of
 * the OpenAPI-driven fuzzer (apps/api/src/testing/fuzz.ts, the same code as the test in npm test).
 * It builds the app on a fresh database (in-memory PGlite; with --postgres a new database beside
 * TEST_DATABASE_URL, dropped afterwards), sends the requests round every operation of the document,
 * and prints the figures and every finding: a 5xx, a stack trace, SQL or a path in a body, English
 * or a raw limit in a 400, a refused request that changed the money or player tables. Exit code 1
 * when there is any finding. --only narrows the run to the operations whose "METHOD path" contains
 * the text (to replay a finding).
 */
import { parseArgs } from 'node:util';

const USAGE = 'Usage: npm run test:fuzz [-- --requests 50000] [--seed 22] [--postgres] [--only <text>]';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '22' },
    postgres: { type: 'boolean', default: false },
    only: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const requests = Number(values.requests);
const seed = Number(values.seed);
if (!Number.isInteger(requests) || requests <= 0 || !Number.isInteger(seed)) {
  console.error(USAGE);
  process.exit(2);
}
if (values.postgres && !process.env.TEST_DATABASE_URL) {
  console.error('--postgres needs TEST_DATABASE_URL (a PostgreSQL URL the new database is made beside)');
  process.exit(2);
}
// Read by testing/app.ts when it loads: set before the import.
process.env.TEST_DB_DRIVER = values.postgres ? 'postgres' : 'pglite';
const { createTestApp } = await import('../apps/api/src/testing/app.ts');
const { runFuzz } = await import('../apps/api/src/testing/fuzz.ts');

const t = await createTestApp({ liftRateLimits: true });
const started = Date.now();
try {
  const only = values.only;
  const report = await runFuzz(t.app, t.database.db, {
    seed,
    requests,
    ...(only ? { filter: (operation) => `${operation.method} ${operation.path}`.includes(only) } : {}),
    onProgress: (done, so) => {
      if (done % 1000 === 0)
        console.log(
          `${done} requests, ${so.findings.length} findings, ${Math.round((Date.now() - started) / 1000)} s`,
        );
    },
  });
  const fives = Object.entries(report.statuses)
    .filter(([status]) => Number(status) >= 500 || status === '0')
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(
    JSON.stringify(
      {
        driver: process.env.TEST_DB_DRIVER,
        seed: report.seed,
        requests: report.requests,
        operations: report.operations,
        statuses: report.statuses,
        auths: report.auths,
        fiveHundreds: fives,
        refusedChecked: report.refusedChecked,
        findings: report.findings.length,
        seconds: Math.round(report.milliseconds / 100) / 10,
      },
      null,
      2,
    ),
  );
  for (const finding of report.findings)
    console.log(
      `\n${finding.status} ${finding.problems.join('; ')}\n  ${finding.request}\n  ${finding.body}`,
    );
  process.exitCode = report.findings.length > 0 ? 1 : 0;
} finally {
  await t.close();
}
