import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { bearer, createTestApp, tokenOf, type TestApp } from '../../testing/app.ts';

type Operation = {
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
};
type Call = { method: string; path: string; operation: Operation };

let t: TestApp;
let calls: Call[];
let forgedToken: string;

beforeAll(async () => {
  t = await createTestApp();
  // The document in-process: served or not (OPENAPI_DOCS), the app always has it.
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  // Every operation whose security demands the bearer token (an optional one lists {} beside it).
  calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.length && operation.security.every((s) => 'bearer' in s))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  // A real session's claims, signed with another key.
  const [, payload] = (await tokenOf(t.app, 'mariorossi')).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  forgedToken = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('a-forger-s-own-secret-of-enough-length-0123'));
});
afterAll(() => t.close());

/** The call with every query value too long and repeated, and a body that is not even JSON. */
function malformed(call: Call, headers: Record<string, string>) {
  const junk = 'x'.repeat(5000);
  const path = call.path.replace(/\{[^}]+\}/g, 'not-an-id');
  const query = (call.operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => `${p.name}=${junk}&${p.name}=${junk}`)
    .join('&');
  const hasBody = !!call.operation.requestBody || call.method !== 'GET';
  return t.app.inject({
    method: call.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: '{"unterminated": [' } : {}),
  });
}

describe('every call that needs a login checks the token before the body (OpenAPI document)', () => {
  it('finds the logged-in calls in the document', () => {
    // The account, wallet, deposit, withdrawal, status, documents and passkey calls, at least.
    expect(calls.length).toBeGreaterThanOrEqual(20);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/Account/Ricarica',
        'POST /api/Account/Prelievo',
        'GET /api/Account/GetSaldo',
        'GET /api/Account/CheckAuth',
      ]),
    );
  });

  it('answers 401 without a token and with a forged one, whatever the body and the query', async () => {
    for (const call of calls) {
      for (const headers of [{}, bearer(forgedToken), bearer('not-a-jwt')]) {
        const response = await malformed(call, headers);
        const what = `${call.method} ${call.path} with ${JSON.stringify(headers)}`;
        expect(response.statusCode, what).toBe(401);
        // The refusal says the session is not valid, and nothing about the schema.
        expect(response.body, what).toContain(SERVER_MESSAGES.unauthorized);
        expect(response.body, what).not.toContain(SERVER_MESSAGES.badRequest);
        if (call.path === '/api/Account/CheckAuth')
          expect(response.json(), what).toMatchObject({ Success: false, UserData: null, Token: null });
        else
          expect(response.json(), what).toEqual({
            ResponseCode: -401,
            ResponseMessage: SERVER_MESSAGES.unauthorized,
            ResponseData: null,
          });
      }
    }
  });

  it('takes the token from the Authorization header only: a valid one in the query answers 401', async () => {
    // Not even CheckAuth's (the app shell's appToken is sent as the bearer token): a query string
    // ends up in access logs and browser history. Only the ticket print may (money.md), once built.
    const token = await tokenOf(t.app, 'mariorossi');
    const query = ['token', 'elToken', 'gvToken', 'appToken', 'auth', 'access_token']
      .map((name) => `${name}=${encodeURIComponent(token)}`)
      .join('&');
    for (const call of calls) {
      const path = call.path.replace(/\{[^}]+\}/g, 'not-an-id');
      const response = await t.app.inject({ method: call.method as 'GET', url: `${path}?${query}` });
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
    }
    const checkAuth = await t.app.inject({
      url: `/api/Account/CheckAuth?token=${token}&username=mariorossi`,
    });
    expect(checkAuth.json()).toMatchObject({ Success: false, UserData: null, Token: null });
    // The same token in the header is a valid session.
    const header = await t.app.inject({
      url: '/api/Account/CheckAuth?username=mariorossi',
      headers: bearer(token),
    });
    expect(header.json()).toMatchObject({ Success: true });
  });

  it('still validates the body once the token is valid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Ricarica',
      headers: bearer(await tokenOf(t.app, 'mariorossi')),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseMessage).toContain(SERVER_MESSAGES.badRequest);
  });
});
