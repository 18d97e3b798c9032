import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bearer, openTestDatabase, testConfig, tokenOf } from '../testing/app.ts';
import { redisRevocationBus } from './revocation-bus.ts';

// Runs where Redis is reachable (.ci/run exports TEST_REDIS_URL when it is).
describe.runIf(!!process.env.TEST_REDIS_URL)('redis revocation bus', () => {
  it('tells another instance that a session was revoked', async () => {
    const a = redisRevocationBus(process.env.TEST_REDIS_URL!);
    const b = redisRevocationBus(process.env.TEST_REDIS_URL!);
    try {
      const received = new Promise<string>((resolve) => b.onRevoked(resolve));
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the subscription settle
      await a.publish('3f1e1c3a-0000-4000-8000-000000000001');
      expect(await received).toBe('3f1e1c3a-0000-4000-8000-000000000001');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.runIf(!!process.env.TEST_REDIS_URL)('two API instances sharing Redis', () => {
  it('refuse a token at once on the other instance after a logout', async () => {
    const database = await openTestDatabase();
    const config = testConfig({ redisUrl: process.env.TEST_REDIS_URL! });
    const a = await buildApp(config, { database: database.handle });
    const b = await buildApp({ ...config, seed: false }, { database: database.handle });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const token = await tokenOf(a, 'mariorossi');
      const saldoOnB = () => b.inject({ url: '/api/Account/GetSaldo', headers: bearer(token) });
      expect((await saldoOnB()).statusCode).toBe(200); // B now holds the session in its cache
      await a.inject({ url: '/api/Account/LogoutUser', headers: bearer(token) });
      await expect.poll(async () => (await saldoOnB()).statusCode, { timeout: 1000, interval: 50 }).toBe(401);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});
