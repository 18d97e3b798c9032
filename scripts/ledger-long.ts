/**
 * npm run test:ledger-long [-- --runs N --commands M]: the ledger property test
 * (apps/api/src/modules/deposit/ledger-property.test.ts) on PostgreSQL at its long size, 1,000
 * runs of up to 50 commands per property by default (`npm test` runs 200 of up to 30). Needs
 * TEST_DATABASE_URL (a server where it may create and drop a database).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const TEST_FILE = 'apps/api/src/modules/deposit/ledger-property.test.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1000' }, commands: { type: 'string', default: '50' } },
});
for (const [name, value] of Object.entries(values)) {
  if (!/^[1-9]\d*$/.test(value)) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(1);
  }
}
if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'TEST_DATABASE_URL is not set: the long ledger run needs PostgreSQL, e.g.\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:ledger-long',
  );
  process.exit(1);
}
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api-postgres', TEST_FILE], {
  stdio: 'inherit',
  env: { ...process.env, LEDGER_PROPERTY_RUNS: values.runs, LEDGER_PROPERTY_COMMANDS: values.commands },
});
console.log(
  `${values.runs} runs of up to ${values.commands} commands per property: ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(result.status ?? 1);
