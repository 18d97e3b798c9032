/**
 * npm run bench:web: starts the real server with the built web app (run `npm run build` first) and
 * runs Lighthouse (mobile profile, simulated throttling) on / and /account/login in Debian's
 * Chromium, several times each; prints the median performance score, layout shift, LCP and TBT.
 * Budget (ARCHITECTURE.md): performance >= 95 and no layout shift on both pages.
 *
 * Lighthouse is fetched from the npm registry by npx on first use rather than installed with the
 * project: its dependency tree (Sentry, OpenTelemetry, their @types/pg) would otherwise be hoisted
 * into the project's and clash with the API's own types.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';
import { median, startServer } from './lib/server.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};
type Report = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
};

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/account/login'];
const chromePath = chromiumPath();
if (!existsSync('apps/web/dist/index.html'))
  throw new Error('The web app is not built: run `npm run build` first');

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

async function lighthouse(url: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 3398));
try {
  const rows = [];
  for (const page of PAGES) {
    const runs: { score: number; cls: number; lcp: number; tbt: number; js: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = await lighthouse(`${server.base}${page}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts = lhr.audits['network-requests']?.details?.items ?? [];
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        js: scripts
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      });
    }
    rows.push({
      page,
      'median score': median(runs.map((r) => r.score)),
      'median CLS': Number(median(runs.map((r) => r.cls)).toFixed(3)),
      'median LCP ms': Math.round(median(runs.map((r) => r.lcp))),
      'median TBT ms': Math.round(median(runs.map((r) => r.tbt))),
      'JS transferred KiB': Number((median(runs.map((r) => r.js)) / 1024).toFixed(1)),
      'scores of each run': runs.map((r) => r.score).join(' '),
    });
  }
  console.table(rows);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/lighthouse.json',
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2),
  );
} finally {
  await server.stop();
}
