import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentOperatorAuthorization } from './modules/operator/development-credentials.ts';
import { bearer, createTestApp, TEST_DB_DRIVER, tokenOf, type TestApp } from './testing/app.ts';

/*
 * The application as NODE_ENV=production builds it with nothing optional configured (issue 22):
 * what it must not serve or accept by default.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { env: 'production' } });
});
afterAll(() => t?.close());

describe(`production defaults (${TEST_DB_DRIVER})`, () => {
  it('serves neither the OpenAPI document nor its UI, and still has the document in-process', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    const doc = t.app.swagger() as { paths?: Record<string, unknown> };
    expect(doc.paths).toHaveProperty('/api/Account/LoginUser2FA');
  });

  it('has no default operator: the payout page refuses the development login', async () => {
    for (const headers of [{}, { authorization: developmentOperatorAuthorization() }]) {
      const page = await t.app.inject({ url: '/sandbox/payouts', headers });
      expect(page.statusCode).toBe(401);
      const decision = await t.app.inject({
        method: 'POST',
        url: '/sandbox/payouts/SBXW-0/decision',
        headers,
        payload: { decision: 'pay' },
      });
      expect(decision.statusCode).toBe(401);
    }
  });

  it('takes the token from the Authorization header only, CheckAuth included', async () => {
    const token = await tokenOf(t.app, 'mariorossi');
    const query = await t.app.inject({ url: `/api/Account/CheckAuth?token=${token}` });
    expect(query.statusCode).toBe(401);
    const header = await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(token) });
    expect(header.json()).toMatchObject({ Success: true });
  });
});
