/**
 * npm run test:faults -- --kills 200: the long fault run (issue 22). The real server on a fresh
 * PostgreSQL database (made next to FAULTS_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL, else
 * the local postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards unless --keep), killed
 * with SIGKILL `--kills` times during parallel deposits, approvals, withdrawals, cancellations and
 * payouts, restarted each time, reconciled; then the books are checked. The short run of
 * `npm test` is apps/api/src/faults.test.ts, on the same code (apps/api/src/testing/faults.ts).
 * Options: --kills N (200), --players N, --workers N (8), --seed N (22), --keep. Exits 1 when an
 * invariant is broken.
 */
import { parseArgs } from 'node:util';
import { describeFaultRun, runFaults } from '../apps/api/src/testing/faults.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '200' },
    players: { type: 'string' },
    workers: { type: 'string' },
    seed: { type: 'string', default: '22' },
    keep: { type: 'boolean', default: false },
  },
});

const positive = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
};

const adminUrl =
  process.env.FAULTS_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const result = await runFaults({
  adminUrl,
  kills: positive('kills', values.kills)!,
  players: positive('players', values.players),
  workers: positive('workers', values.workers),
  seed: Number(values.seed),
  keepDatabase: values.keep,
  log: (line) => console.log(line),
});
console.log(describeFaultRun(result));
process.exit(result.violations.length === 0 ? 0 : 1);
