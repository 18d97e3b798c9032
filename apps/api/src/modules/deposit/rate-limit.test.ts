import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { players } from '../auth/schema.ts';
import { deposits } from './schema.ts';

const PAYPAL = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { depositStartsPerMinute: 3 } });
  await t.app.siteConfig.set('DepositWithPaas_Enabled', 'true');
});
afterAll(() => t.close());

async function tokenOf(username: string) {
  return (await login(t.app, username)).ResponseData.Token as string;
}

const start = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/Ricarica',
    headers: bearer(token),
    payload: { importo: 2_000, metodo: PAYPAL, email: 'conto@example.it' },
  });

async function depositCount(username: string) {
  const [player] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  return (await t.database.db.select().from(deposits).where(eq(deposits.playerId, player!.id))).length;
}

describe('deposit starts per player (Ricarica, DepositWithPaas)', () => {
  it('refuses a player past the limit with 429 and writes nothing; other players are not affected', async () => {
    const mario = await tokenOf('mariorossi');
    for (let i = 0; i < 2; i++) expect((await start(mario)).json().ResponseCode).toBe(0);
    // DepositWithPaas counts in the same allowance.
    const paas = await t.app.inject({
      method: 'POST',
      url: '/api/Account/DepositWithPaas',
      headers: bearer(mario),
      payload: { importo: 2_000 },
    });
    expect(paas.json().ResponseCode).toBe(0);

    const refused = await start(mario);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      ResponseCode: -429,
      ResponseMessage: SERVER_MESSAGES.tooManyRequests,
      ResponseData: null,
    });
    expect(await depositCount('mariorossi')).toBe(3);

    const lorenzo = await tokenOf('lorenzogallo');
    expect((await start(lorenzo)).json().ResponseCode).toBe(0);
  });

  it('checks the token first: calls without one are 401, however many', async () => {
    const payload = { importo: 2_000, metodo: PAYPAL, email: 'conto@example.it' };
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/Account/Ricarica', payload });
      expect(response.statusCode).toBe(401);
    }
  });
});
