/**
 * The end-to-end journeys in parallel shards, each with its own server and fresh database (a port
 * each, see playwright.config.ts), so that journeys of different shards never share a demo
 * player's data. With arguments (a spec file, --grep, --shard...) it is one plain Playwright run.
 *
 *   npm run test:e2e                 all journeys, E2E_SHARDS shards (2 by default)
 *   npm run test:e2e -- e2e/x.spec.ts
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3210);

function runShard(index: number): Promise<number> {
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
    env: { ...process.env, E2E_PORT: String(basePort + index - 1) },
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  children.push(child);
  if (shards > 1) {
    // Interleaved output, each line tagged with its shard.
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${index}/${shards}] ${line}`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

// Playwright stops its web server on SIGINT: pass a stop on, so that no server outlives the run.
const children: ReturnType<typeof spawn>[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => children.forEach((child) => child.kill('SIGINT')));

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) console.log(failed ? `${failed} of ${shards} shards failed` : `all ${shards} shards passed`);
process.exit(failed ? 1 : 0);
