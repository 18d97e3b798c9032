/**
 * npm run bench:web: Lighthouse (mobile preset: simulated slow 4G, 4x slower CPU) in Debian's
 * Chromium on the first pages of the product, side by side with a reference page, in one run
 * (issue 16). Run `npm run build` first.
 *
 * The reference page (apps/web/reference, built here by vite.reference.config.ts into
 * apps/web/reference/dist) is the minimal login page on the product's exact stack: React 19,
 * Mantine, React Router, TanStack Query, one form, built by Vite and served brotli-compressed with
 * the product's caching (scripts/lib/reference-server.ts). The product runs as the real server in
 * production mode (scripts/lib/server.ts). The pages are measured in turn, RUNS rounds of all of
 * them (interleaved, so that a busy moment of the machine weighs on every page alike), and the
 * table gives each page's medians and its ratios to the reference's.
 *
 * /account/ricarica is measured logged in: each run logs `mariorossi` in through the API and opens
 * the page with the app shell's appToken (`?token=`, access.md §4), which the app takes off the
 * address and checks with CheckAuth, as a player opening the deposit page from the app would.
 * Lighthouse starts every run with empty storage and cache, so the other pages are a new visitor's.
 *
 * Lighthouse 12.8: 13 requires Node 22.19 and the project's floor is 20.19 (docs/decisions.md). It
 * is fetched from the npm registry by npx on first use rather than installed with the project: its
 * dependency tree (Sentry, OpenTelemetry, their @types/pg) would otherwise be hoisted into the
 * project's and clash with the API's own types.
 *
 * Writes bench-results/lighthouse.json (every run's figures) and, per page, the last run's full
 * report in bench-results/lighthouse/ (open it in Lighthouse's viewer for the treemap).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { solveBotCheck } from './lib/bot-check.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';
import { startReferenceServer } from './lib/reference-server.ts';
import { median, startServer } from './lib/server.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
};
type Report = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
};
type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  requests: number;
};

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3398);
const REFERENCE = 'reference page';
/** The logged-in page's player: validated, with a deposit limit, so the deposit form shows. */
const PLAYER = 'mariorossi';
const ALL_PAGES: { name: string; path: string; loggedIn?: boolean }[] = [
  { name: REFERENCE, path: '/' },
  { name: '/ (home, logged out)', path: '/' },
  { name: '/account/login', path: '/account/login' },
  { name: '/account/registration', path: '/account/registration' },
  { name: '/account/ricarica (logged in)', path: '/account/ricarica', loggedIn: true },
];
/** LIGHTHOUSE_PAGES=/,/account/login measures only those paths (and the reference page). */
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = ALL_PAGES.filter((page) => page.name === REFERENCE || !only || only.includes(page.path));

const chromePath = chromiumPath();
// The server serves WEB_DIST when set (another build of the web app), else apps/web/dist.
if (!existsSync(`${process.env.WEB_DIST ?? 'apps/web/dist'}/index.html`))
  throw new Error('The web app is not built: run `npm run build` first');

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');
const run = promisify(execFile);

async function lighthouseOnce(url: string): Promise<Report> {
  const { stdout } = await run(
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
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 128 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

/**
 * One Lighthouse run; a run whose trace Chromium did not record (NO_NAVSTART, now and then on a
 * busy machine) is tried again, up to 3 times.
 */
async function lighthouse(url: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      const message = String((error as { stderr?: string }).stderr ?? error).trim();
      console.warn(`${url}: Lighthouse failed (${message.split('\n')[0]}), trying again`);
    }
  }
}

function figures(lhr: Report): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
  };
}

async function loginToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/Account/LoginUser2FA`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: PLAYER, password: 'Demo12345', recaptcha: await solveBotCheck(base) }),
  }).then((r) => r.json());
  if (!login.ResponseData?.Token) throw new Error(`login of ${PLAYER}: ${JSON.stringify(login)}`);
  return login.ResponseData.Token as string;
}

await run('npm', ['run', 'build:reference', '--workspace', '@conto-gioco/web']);
const server = await startServer(PORT);
const reference = await startReferenceServer('apps/web/reference/dist', PORT + 1);
const results = new Map<string, Figures[]>(PAGES.map((page) => [page.name, []]));
mkdirSync('bench-results/lighthouse', { recursive: true });
try {
  for (let round = 0; round < RUNS; round++) {
    for (const page of PAGES) {
      const base = page.name === REFERENCE ? reference.base : server.base;
      const query = page.loggedIn ? `?token=${encodeURIComponent(await loginToken(server.base))}` : '';
      const lhr = await lighthouse(`${base}${page.path}${query}`);
      const row = figures(lhr);
      results.get(page.name)!.push(row);
      console.warn(
        `round ${round + 1}/${RUNS} ${page.name}: score ${row.score}, LCP ${Math.round(row.lcp)} ms`,
      );
      const file = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(`bench-results/lighthouse/${file}.json`, JSON.stringify(lhr));
    }
  }
} finally {
  await reference.stop();
  await server.stop();
}

const medians = new Map(
  [...results].map(([name, runs]) => {
    const m = (pick: (f: Figures) => number) => median(runs.map(pick));
    return [
      name,
      {
        score: m((f) => f.score),
        fcp: m((f) => f.fcp),
        lcp: m((f) => f.lcp),
        tbt: m((f) => f.tbt),
        cls: m((f) => f.cls),
        js: m((f) => f.js),
        requests: m((f) => f.requests),
        scores: runs.map((f) => f.score).join(' '),
      },
    ];
  }),
);
const ref = medians.get(REFERENCE)!;
const ratio = (value: number, of: number) => (value === of ? '' : ` (x${(value / of).toFixed(2)})`);
const lines = [
  `Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, median of ${RUNS} runs, interleaved (scores of each run)`,
  '',
  '| page | score | FCP | LCP | TBT | JS transferred | requests | CLS |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...[...medians].map(([name, m]) =>
    [
      '',
      name,
      `${m.score} (${m.scores})`,
      `${(m.fcp / 1000).toFixed(2)} s`,
      `${(m.lcp / 1000).toFixed(2)} s${name === REFERENCE ? '' : ratio(m.lcp, ref.lcp)}`,
      `${Math.round(m.tbt)} ms`,
      `${(m.js / 1024).toFixed(1)} KiB${name === REFERENCE ? '' : ratio(m.js, ref.js)}`,
      m.requests,
      Number(m.cls.toFixed(3)),
      '',
    ]
      .join(' | ')
      .trim(),
  ),
];
console.log(lines.join('\n'));
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: LIGHTHOUSE,
      runs: RUNS,
      results: Object.fromEntries(results),
    },
    null,
    2,
  ),
);
