import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cg-config-'));
/** The payout operator's login production needs with the sandbox (an Argon2id hash of a real password). */
const OPERATOR = {
  OPERATOR_USERNAME: 'cassiere',
  OPERATOR_PASSWORD_HASH:
    '$argon2id$v=19$m=19456,t=2,p=1$11aok0D1EJK82bDKSU/5sQ$6K9RWu0iOwvlmL1EbS8Gj7d0u4LndZvrzD5J4s/g5pw',
};

describe('loadConfig', () => {
  it('defaults to port 3000, the embedded database and a secret kept beside it', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: null,
      redisUrl: null,
      sessionIdleSeconds: 1200,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('lists every bad value with a clear message', () => {
    try {
      loadConfig({
        PORT: 'tremila',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        LOG_LEVEL: 'loud',
        DATA_DIR: dataDir(),
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(problems).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PAYMENT_PROVIDER: 'sandbox',
        ...OPERATOR,
        DATA_DIR: dataDir(),
      }).jwtSecret,
    ).toBe('x'.repeat(40));
  });

  it('makes production choose its payment provider: the sandbox is never a silent default', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER: required in production/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox', ...OPERATOR })).not.toThrow();
    expect(() => loadConfig({ DATA_DIR: dataDir() })).not.toThrow();
  });

  it('takes PORT and DATABASE_URL from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@localhost/db',
      DATA_DIR: dataDir(),
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@localhost/db');
  });

  it('refuses to switch bot protection off in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), BOT_CHECK: 'off' }).botCheck).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PAYMENT_PROVIDER: 'sandbox',
        ...OPERATOR,
        BOT_CHECK: 'off',
      }),
    ).toThrow(/BOT_CHECK: cannot be off in production/);
  });

  it('refuses to start the sandbox in production without an operator login of its own', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: dataDir(),
    };
    expect(() => loadConfig(production)).toThrow(
      /OPERATOR_USERNAME, OPERATOR_PASSWORD_HASH: required in production/,
    );
    expect(loadConfig({ ...production, ...OPERATOR }).operator).toEqual({
      username: OPERATOR.OPERATOR_USERNAME,
      passwordHash: OPERATOR.OPERATOR_PASSWORD_HASH,
    });
    // Outside production the development operator stands in (modules/operator).
    expect(loadConfig({ DATA_DIR: dataDir() }).operator).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPERATOR_USERNAME: 'cassiere' })).toThrow(
      /set both or neither/,
    );
    expect(() =>
      loadConfig({ ...production, ...OPERATOR, OPERATOR_PASSWORD_HASH: 'Password-in-chiaro-1' }),
    ).toThrow(/OPERATOR_PASSWORD_HASH: must be an Argon2id hash/);
  });

  it('serves the OpenAPI document outside production, in production only when OPENAPI_DOCS=true', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      ...OPERATOR,
      DATA_DIR: dataDir(),
    };
    expect(loadConfig(production).openApiDocs).toBe(false);
    expect(loadConfig({ ...production, OPENAPI_DOCS: 'true' }).openApiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).openApiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), OPENAPI_DOCS: 'false' }).openApiDocs).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPENAPI_DOCS: 'si' })).toThrow(/OPENAPI_DOCS/);
  });
});
