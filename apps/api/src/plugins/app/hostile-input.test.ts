import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { GENERIC_VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/error-map';
import { queryRows } from '../../db/client.ts';
import { bearer, createTestApp, tokenOf, type TestApp } from '../../testing/app.ts';
import { moneyAndPlayersChecksum } from '../../testing/fuzz.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'mariorossi');
});
afterAll(() => t.close());

const refused = (field: string, message: string = GENERIC_VALIDATION_MESSAGES.unstorableCharacters) => ({
  ResponseCode: -400,
  ResponseMessage: `${SERVER_MESSAGES.badRequest}: ${field ? `${field}: ` : ''}${message}`,
  ResponseData: null,
});

// The calls an attack on PostgreSQL answered 500 with a NUL byte (issue 22); a lone surrogate is
// no better: no database column can hold either.
describe('input no database can hold is refused with 400 before any query', () => {
  it('in the body: the login username with a NUL, the password with half a surrogate pair', async () => {
    const checksum = await moneyAndPlayersChecksum(t.database.db);
    for (const [payload, field] of [
      [{ username: 'mario\u0000rossi', password: 'Demo12345' }, 'username'],
      [{ username: 'mariorossi', password: 'Demo\ud80012345' }, 'password'],
      [{ username: 'x\udc00', password: 'Demo12345' }, 'username'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual(refused(field));
    }
    // Refused before the throttle counted a failure for that name, and nothing else moved.
    const throttles = await queryRows<{ key: string }>(
      t.database.db,
      sql`select key from security_throttles where key like ${'%mario%'}`,
    );
    expect(throttles).toEqual([]);
    expect(await moneyAndPlayersChecksum(t.database.db)).toEqual(checksum);
  });

  it('in the query: the six payment confirmations, checkPrimaRicarica and SendOtpCode', async () => {
    const calls = [
      ['/api/payment/neteller?payment_id=a%00b', 'payment_id'],
      ['/api/payment/paysafe?payment_id=a%00b', 'payment_id'],
      ['/api/payment/paypal?token=a%00b', 'token'],
      ['/api/payment/poste?payment_id=a%00b', 'payment_id'],
      ['/api/payment/safecharge?payment_id=a%00b', 'payment_id'],
      ['/api/payment/skrillConfirm?transaction_id=a%00b', 'transaction_id'],
      ['/api/payment/checkPrimaRicarica?transactionId=a%00b', 'transactionId'],
      ['/api/Account/SendOtpCode?numConto=a%00b&type=1', 'numConto'],
    ] as const;
    for (const [url, field] of calls) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(refused(field));
    }
  });

  it('in path parameters and in keys, wherever they are', async () => {
    const path = await t.app.inject({ url: '/sandbox/pay/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refused('id'));

    const key = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      payload: { username: 'mariorossi', password: 'x', ['device\u0000']: 1 },
    });
    expect(key.json()).toEqual(refused(''));

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Ricarica',
      headers: bearer(token),
      payload: { type: 'Ricarica_Neteller', importo: 1000, extra: { list: ['ok', 'bad\u0000'] } },
    });
    expect(nested.json()).toEqual(refused('extra.list.1'));
  });

  it('refuses nesting deeper than any request of the spec, naming the field', async () => {
    const depth = 50_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"mariorossi","password":"x","deep":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('deep', GENERIC_VALIDATION_MESSAGES.tooDeep));
  });

  it('lets every other character through: accents, emoji, pairs, tabs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/LoginUser2FA',
      payload: { username: 'Nicolò😀\tà', password: 'Demo12345' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ResponseMessage).toBe(SERVER_MESSAGES.wrongCredentials);
  });
});

describe('validation messages are Italian, limits readable', () => {
  const post = (url: string, payload: object) =>
    t.app
      .inject({ method: 'POST', url, headers: bearer(token), payload })
      .then((r) => r.json().ResponseMessage);

  it('prints a limit grouped, and a number past 2^53 against the field limit', async () => {
    expect(
      await post('/api/Account/Ricarica', { type: 'Ricarica_Neteller', importo: 2 ** 53 + 2, metodo: 'x' }),
    ).toBe(
      `${SERVER_MESSAGES.badRequest}: importo: Il valore massimo è 2.147.483.647; metodo: ${GENERIC_VALIDATION_MESSAGES.expected.number}`,
    );
  });

  it('says what type a field wants, and how long it may be', async () => {
    expect(
      await post('/api/Account/LoginUser2FA', { username: 'x'.repeat(101), password: 'a', token: 5 }),
    ).toBe(
      `${SERVER_MESSAGES.badRequest}: username: Lunghezza massima 100 caratteri; token: ${GENERIC_VALIDATION_MESSAGES.expected.string}`,
    );
  });
});
