import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cg-config-'));

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
        DATA_DIR: dataDir(),
      }).jwtSecret,
    ).toBe('x'.repeat(40));
  });

  it('makes production choose its payment provider: the sandbox is never a silent default', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir() };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER: required in production/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).not.toThrow();
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
        BOT_CHECK: 'off',
      }),
    ).toThrow(/BOT_CHECK: cannot be off in production/);
  });
});
