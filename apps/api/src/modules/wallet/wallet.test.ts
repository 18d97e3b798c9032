import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceResponse, refreshBalanceResponse } from '@conto-gioco/shared/wallet';
import { bearer, createTestApp, tokenOf, type TestApp } from '../../testing/app.ts';
import { players } from '../auth/schema.ts';
import { eq } from 'drizzle-orm';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transfer } from './ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET api/Account/GetSaldo', () => {
  it('answers soldi (cash and bonus) and prelevabile (cash only) in cents', async () => {
    const response = await t.app.inject({
      url: '/api/Account/GetSaldo',
      headers: bearer(await tokenOf(t.app, 'mariorossi')),
    });
    expect(balanceResponse.parse(response.json())).toEqual({ soldi: 127_500, prelevabile: 125_000 });
  });

  it('answers each player their own balance', async () => {
    const response = await t.app.inject({
      url: '/api/Account/GetSaldo',
      headers: bearer(await tokenOf(t.app, 'giuliabianchi')),
    });
    expect(response.json()).toEqual({ soldi: 1_000, prelevabile: 1_000 });
  });

  it('shows a movement at once, although balance reads are cached', async () => {
    const token = await tokenOf(t.app, 'giuliabianchi');
    const read = async () =>
      (await t.app.inject({ url: '/api/Account/GetSaldo', headers: bearer(token) })).json().soldi;
    const before = await read();
    const [player] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.username, 'giuliabianchi'));
    await transfer(t.database.db, {
      idempotencyKey: 'wallet-test-credit',
      cause: 'Ricarica',
      playerId: player!.id,
      legs: [
        { account: { system: SYSTEM_ACCOUNT.house }, amount: -250 },
        { account: { playerId: player!.id, kind: PLAYER_ACCOUNT.cash }, amount: 250 },
      ],
    });
    expect(await read()).toBe(before + 250);
  });

  it('answers 401 JSON without a valid bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic bWFyaW86eA==' }]) {
      const response = await t.app.inject({ url: '/api/Account/GetSaldo', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        ResponseCode: -401,
        ResponseMessage: 'Sessione non valida o scaduta. Effettua nuovamente il login.',
        ResponseData: null,
      });
    }
  });
});

describe('GET api/Account/EL_RefreshBalance', () => {
  it('answers ErrorCode 0 with saldo and prelevabile in cents', async () => {
    const response = await t.app.inject({
      url: '/api/Account/EL_RefreshBalance',
      headers: bearer(await tokenOf(t.app, 'mariorossi')),
    });
    expect(refreshBalanceResponse.parse(response.json())).toEqual({
      ErrorCode: 0,
      saldo: 127_500,
      prelevabile: 125_000,
    });
  });

  it('needs a valid token', async () => {
    expect((await t.app.inject({ url: '/api/Account/EL_RefreshBalance' })).statusCode).toBe(401);
  });
});
