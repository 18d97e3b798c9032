import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SESSION_IDLE_SECONDS } from '@conto-gioco/shared/constants';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(30).default(SESSION_IDLE_SECONDS),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SEED: z.enum(['true', 'false']).default('true'),
  /**
   * The demo players' play history (seed/play-history.ts): a year (~25 s on first start, development
   * only by default), a month ('short', the end-to-end journeys) or none.
   */
  SEED_PLAY_HISTORY: z.enum(['true', 'short', 'false']).optional(),
  BOT_CHECK: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/, {
      error: 'must be true, false, a hop count or a list of proxy addresses',
    })
    .default('false'),
  PASSKEY_ORIGINS: z
    .string()
    .regex(/^\s*https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*\s*$/, {
      error: 'must be a comma-separated list of origins such as https://www.example.it',
    })
    .optional(),
  SSO_SHARED_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox']).optional(),
  DEPOSIT_STARTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  WITHDRAWAL_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  PAYMENT_SANDBOX_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  OPERATOR_USERNAME: z
    .string()
    .regex(/^[^:\s]{3,100}$/, { error: 'must be 3 to 100 characters, without spaces or colons' })
    .optional(),
  OPERATOR_PASSWORD_HASH: z
    .string()
    .regex(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, {
      error: "must be an Argon2id hash ('$argon2id$v=19$m=...'): npm run hash-password",
    })
    .optional(),
  OPENAPI_DOCS: z.enum(['true', 'false']).optional(),
  PLAY_SERVICE_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  PLAY_SANDBOX: z.enum(['on', 'off']).optional(),
  DOCUMENTS_DIR: z.string().min(1).optional(),
  CONTENT_DIR: z.string().min(1).default(path.join(repoRoot, 'content')),
  DOCUMENTS_JOB_EVERY: z.coerce
    .number()
    .int()
    .min(0, { error: 'must be 0 (off) or a number of seconds' })
    .default(3600),
  RECONCILE_EVERY: z.coerce
    .number()
    .int()
    .min(0, { error: 'must be 0 (off) or a number of seconds' })
    .default(60),
  RECONCILE_AFTER: z.coerce.number().int().min(0, { error: 'must be a number of seconds' }).default(300),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  databaseUrl: string | null;
  redisUrl: string | null;
  jwtSecret: string;
  logLevel: string;
  sessionIdleSeconds: number;
  /** Built web app to serve; null serves the API only. */
  webDist: string | null;
  seed: boolean;
  /** How much play the seed gives the demo players who have a history: a year, a month or none. */
  seedPlayHistory: 'year' | 'short' | null;
  /** ALTCHA bot protection on login, recovery and registration; off only for local development. */
  botCheck: boolean;
  /**
   * Which X-Forwarded-For hops to believe when reading the client address (rate limits): false
   * (none, the default: a client could otherwise forge its address), true, a hop count or addresses.
   */
  trustProxy: boolean | number | string;
  /**
   * The origins passkeys may be registered and used on (https://www.example.it); the relying
   * party id is each one's host name. Unset: outside production the request's own origin; in
   * production passkeys are refused until it is set.
   */
  passkeyOrigins?: string[] | null;
  /** The HMAC secret of the SSO partner's assertions; unset in production refuses LoginUserSSO. */
  ssoSharedSecret?: string | null;
  /**
   * The sandbox payment provider's secret (its notification signatures, form signatures, page
   * tokens); unset, one is derived from the JWT secret.
   */
  paymentSandboxSecret?: string | null;
  /**
   * The payment sandbox operator's login (its payout page): OPERATOR_USERNAME and the Argon2id hash
   * OPERATOR_PASSWORD_HASH. Unset: outside production the development operator, in production none
   * (loadConfig refuses to start the sandbox without it).
   */
  operator?: { username: string; passwordHash: string } | null;
  /** Serve the OpenAPI document and its UI (/api/docs); unset: outside production only. */
  openApiDocs?: boolean;
  /**
   * The game platform's service key (PLAY_SERVICE_KEY): the operator API (/api/platform/...)
   * accepts only calls signed with it. Unset: outside production one is derived from the JWT
   * secret; in production the operator API refuses every call until it is set.
   */
  playServiceKey?: string | null;
  /**
   * The game platform's sandbox ('AMBIENTE DI PROVA': /api/sandbox/play/..., its operator page
   * /sandbox/play/operatore). PLAY_SANDBOX=on|off; unset: on outside production, off in production.
   */
  playSandbox?: boolean;
  /** Deposits one player may start per minute (Ricarica, DepositWithPaas); 30 when unset. */
  depositStartsPerMinute?: number;
  /** Withdrawal requests one player may make per minute (Prelievo, WithdrawWithPaas, cancels); 30 when unset. */
  withdrawalRequestsPerMinute?: number;
  /**
   * Folder of the players' identity documents, outside the web root (default `<DATA_DIR>/documents`);
   * unset (tests) a temporary folder removed when the app closes.
   */
  documentsDir?: string | null;
  /** How often the 30-day documents rule runs, in seconds; 0 or unset (tests) never. */
  documentsJobIntervalSeconds?: number;
  /**
   * Seconds between two reconciliations with the payment provider (RECONCILE_EVERY, 60); 0 or
   * unset (tests) never on its own.
   */
  reconcileEverySeconds?: number;
  /** Deposits and payouts open longer than this many seconds are asked about (RECONCILE_AFTER, 300). */
  reconcileAfterSeconds?: number;
  /**
   * The content/ folder (CMS areas, pages, news, payout tables, storage HTML, media): the seed
   * imports it, /storage/public/media/ serves its media. Null or unset (most tests): no import.
   */
  contentDir?: string | null;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment once at start-up; every bad value is listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: required in production (at least 32 random characters)']);
  }
  if (e.NODE_ENV === 'production' && !e.PAYMENT_PROVIDER) {
    // The sandbox is the only provider so far, and its test page lets players approve their own
    // payments: a production site must choose it knowingly (a demo site), never by default.
    throw new ConfigError([
      'PAYMENT_PROVIDER: required in production (sandbox is the only provider so far: demo sites only)',
    ]);
  }
  if (!e.OPERATOR_USERNAME !== !e.OPERATOR_PASSWORD_HASH) {
    throw new ConfigError(['OPERATOR_USERNAME, OPERATOR_PASSWORD_HASH: set both or neither']);
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox' && !e.OPERATOR_USERNAME) {
    // Its payout page pays or rejects every player's withdrawals: never without a login of its own.
    throw new ConfigError([
      "OPERATOR_USERNAME, OPERATOR_PASSWORD_HASH: required in production with PAYMENT_PROVIDER=sandbox (the payout operator's login)",
    ]);
  }
  if (
    e.NODE_ENV === 'production' &&
    e.PLAY_SANDBOX === 'on' &&
    (!e.OPERATOR_USERNAME || !e.PLAY_SERVICE_KEY)
  ) {
    // Its operator page settles and pays every sandbox ticket, and it signs with the service key.
    throw new ConfigError([
      'OPERATOR_USERNAME, OPERATOR_PASSWORD_HASH, PLAY_SERVICE_KEY: required in production with PLAY_SANDBOX=on',
    ]);
  }
  if (e.NODE_ENV === 'production' && e.BOT_CHECK === 'off') {
    throw new ConfigError(['BOT_CHECK: cannot be off in production']);
  }
  const documentsDir = path.resolve(e.DOCUMENTS_DIR ?? path.join(dataDir, 'documents'));
  const webDir = path.resolve(e.WEB_DIST);
  if (documentsDir === webDir || documentsDir.startsWith(`${webDir}${path.sep}`)) {
    throw new ConfigError(['DOCUMENTS_DIR: must be outside the web root (WEB_DIST)']);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    webDist: existsSync(e.WEB_DIST) ? e.WEB_DIST : null,
    seed: e.SEED === 'true',
    seedPlayHistory: {
      true: 'year' as const,
      short: 'short' as const,
      false: null,
    }[e.SEED_PLAY_HISTORY ?? (e.NODE_ENV === 'development' ? 'true' : 'false')],
    botCheck: e.BOT_CHECK === 'on',
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : /^\d+$/.test(e.TRUST_PROXY)
            ? Number(e.TRUST_PROXY)
            : e.TRUST_PROXY,
    passkeyOrigins: e.PASSKEY_ORIGINS ? e.PASSKEY_ORIGINS.split(',').map((origin) => origin.trim()) : null,
    ssoSharedSecret: e.SSO_SHARED_SECRET ?? null,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? null,
    operator:
      e.OPERATOR_USERNAME && e.OPERATOR_PASSWORD_HASH
        ? { username: e.OPERATOR_USERNAME, passwordHash: e.OPERATOR_PASSWORD_HASH }
        : null,
    playServiceKey: e.PLAY_SERVICE_KEY ?? null,
    playSandbox: (e.PLAY_SANDBOX ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    openApiDocs: e.OPENAPI_DOCS === undefined ? e.NODE_ENV !== 'production' : e.OPENAPI_DOCS === 'true',
    depositStartsPerMinute: e.DEPOSIT_STARTS_PER_MINUTE,
    withdrawalRequestsPerMinute: e.WITHDRAWAL_REQUESTS_PER_MINUTE,
    documentsDir,
    documentsJobIntervalSeconds: e.DOCUMENTS_JOB_EVERY,
    reconcileEverySeconds: e.RECONCILE_EVERY,
    reconcileAfterSeconds: e.RECONCILE_AFTER,
    contentDir: path.resolve(e.CONTENT_DIR),
  };
}

/**
 * Outside production without JWT_SECRET, a random secret is made once and kept beside the
 * embedded database, so tokens survive a restart and no secret lives in the repository.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
