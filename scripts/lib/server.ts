import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type RunningServer = { base: string; stop(): Promise<void> };

/**
 * Production refuses the sandbox provider without its payout operator's login: the harness's own,
 * the Argon2id hash of 'bench-operator-only' (like its JWT secret, for these runs only).
 */
const HARNESS_OPERATOR = {
  OPERATOR_USERNAME: 'operator',
  OPERATOR_PASSWORD_HASH:
    '$argon2id$v=19$m=19456,t=2,p=1$axK0dQBb7ZpITDiuVZBx3w$kMwx/NL4othDiAz/XoRG9juXS3/To9nH6qONAeABboA',
};

/**
 * Starts the real server (production mode) and waits for its health: on a fresh embedded
 * database, or on `databaseUrl` (PostgreSQL) when given. `env` adds variables (secrets of a run).
 */
export async function startServer(
  port: number,
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cg-perf-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'performance-harness-only-secret-0123456789',
      PAYMENT_PROVIDER: 'sandbox',
      ...HARNESS_OPERATOR,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240 && !exited; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('server did not start');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
