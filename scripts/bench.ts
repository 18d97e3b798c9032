/**
 * npm run bench: starts the real server on a fresh embedded database, then measures requests per
 * second and p99 latency of /api/health (one database round trip), GetSiteModule (answered from
 * memory: a bare route), and authenticated GetSaldo and CheckAuth on that server with autocannon. Each route runs several times, interleaved; medians are reported because these
 * machines are noisy. Results also go to bench-results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { median, startServer } from './lib/server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3399);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const server = await startServer(PORT);
const base = server.base;
try {
  const login = await fetch(`${base}/api/Account/LoginUser2FA`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'mariorossi', password: 'Demo12345' }),
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${login.ResponseData.Token}` };

  const routes = {
    health: { url: `${base}/api/health`, headers: {} },
    // An open call answered from memory: the nearest thing to a bare route on this server.
    'GetSiteModule (bare)': { url: `${base}/api/Environment/GetSiteModule?siteModule=GetVIPOk`, headers: {} },
    GetSaldo: { url: `${base}/api/Account/GetSaldo`, headers: auth },
    CheckAuth: { url: `${base}/api/Account/CheckAuth`, headers: auth },
  };
  const samples: Record<string, { rps: number[]; p99: number[] }> = {};
  await measure(routes.health.url, {}); // warm-up
  for (let run = 1; run <= RUNS; run++) {
    for (const [name, route] of Object.entries(routes)) {
      const { rps, p99 } = await measure(route.url, route.headers);
      (samples[name] ??= { rps: [], p99: [] }).rps.push(rps);
      samples[name].p99.push(p99);
    }
    console.log(`run ${run}/${RUNS} done`);
  }

  const healthRps = median(samples.health!.rps);
  const bareRps = median(samples['GetSiteModule (bare)']!.rps);
  const rows = Object.entries(samples).map(([name, s]) => ({
    route: name,
    'median req/s': Math.round(median(s.rps)),
    'median p99 ms': median(s.p99),
    'ratio to health': Number((median(s.rps) / healthRps).toFixed(2)),
    'ratio to bare': Number((median(s.rps) / bareRps).toFixed(2)),
    'req/s of each run': s.rps.map(Math.round).join(' '),
  }));
  console.table(rows);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/latest.json',
    JSON.stringify(
      { date: new Date().toISOString(), runs: RUNS, seconds: DURATION, connections: CONNECTIONS, rows },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
