import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { redactUrl, serializeError } from './log-redaction.ts';

const MARKER = 'Zq7marker';
const PASSWORD = 'Pw9secret';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info' },
    logStream: new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
    extraRoutes: (app) => {
      // A query whose database error quotes the value (pg: `invalid input syntax for type integer: "…"`).
      app.post('/api/test/cast', async (request) => {
        const { value } = request.body as { value: string };
        // A careless log line: the logger's redact rule still cuts these keys.
        request.log.info({ attempt: { username: value, password: PASSWORD }, token: value }, 'casting');
        await app.db.execute(sql`select ${value}::integer as n`);
        return {};
      });
    },
  });
});
afterAll(() => t.close());

/** Log lines written since `from`, and the failing request's error line among them. */
const logSince = (from: number) => {
  const text = lines.slice(from).join('');
  const failure = lines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
    .find((line) => line.msg === 'request failed');
  return { text, err: failure?.err };
};

describe('logs of a failing request', () => {
  it('hold no SQL, parameters, username or password when the database fails under a login', async () => {
    const from = lines.length;
    // The login's first query is the throttle's, keyed by the username: take its table away.
    await t.database.db.execute(sql`alter table security_throttles rename to security_throttles_away`);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/Account/LoginUser2FA?who=${MARKER}`,
        payload: { username: `mario${MARKER}`, password: PASSWORD },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().ResponseMessage).toBe(SERVER_MESSAGES.internal);
      expect(response.body).not.toContain(MARKER);
    } finally {
      await t.database.db.execute(sql`alter table security_throttles_away rename to security_throttles`);
    }
    const { text, err } = logSince(from);
    // The failure is logged, with what an operator needs: its kind, SQLSTATE and where it happened.
    expect(err).toMatchObject({ type: 'DrizzleQueryError', code: '42P01', message: 'database error 42P01' });
    expect(String(err?.stack)).toMatch(/\n\s+at /);
    for (const secret of [MARKER, PASSWORD, 'security_throttles', 'select ', 'params', '$1'])
      expect(text, secret).not.toContain(secret);
  });

  it("hold no value a driver's message quotes", async () => {
    const from = lines.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/cast',
      payload: { value: MARKER },
    });
    expect(response.statusCode).toBe(500);
    const { text, err } = logSince(from);
    expect(err).toMatchObject({ code: '22P02' });
    expect(text).toContain(
      '"attempt":{"username":"[redacted]","password":"[redacted]"},"token":"[redacted]"',
    );
    expect(text).not.toContain(MARKER);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/invalid input syntax|integer/);
  });
});

describe('serializeError', () => {
  it("keeps an ordinary error's type, message, code and cause, and none of its other fields", () => {
    const error = Object.assign(
      new Error('payment provider timed out', { cause: new TypeError('fetch failed') }),
      {
        code: 'ETIMEDOUT',
        request: { headers: { authorization: 'Bearer secret' } },
        body: { password: PASSWORD },
      },
    );
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'payment provider timed out',
      code: 'ETIMEDOUT',
      cause: { type: 'TypeError', message: 'fetch failed' },
    });
    expect(JSON.stringify(serialized)).not.toMatch(/secret|Pw9/);
  });

  it('cuts a driver error (pg, PGlite) to its SQLSTATE, table and constraint', () => {
    const pgError = Object.assign(
      new Error('duplicate key value violates unique constraint "players_username_unique"'),
      {
        code: '23505',
        severity: 'ERROR',
        detail: `Key (username)=(${MARKER}) already exists.`,
        table: 'players',
        constraint: 'players_username_unique',
      },
    );
    const serialized = serializeError(pgError);
    expect(serialized).toMatchObject({
      code: '23505',
      table: 'players',
      constraint: 'players_username_unique',
    });
    expect(JSON.stringify(serialized)).not.toMatch(new RegExp(`${MARKER}|duplicate key`));
  });
});

describe('redactUrl', () => {
  it('cuts every query value and keeps the names', () => {
    expect(redactUrl(`/api/Account/CheckNick?username=${MARKER}&recaptcha=x&empty=&flag`)).toBe(
      '/api/Account/CheckNick?username=[redacted]&recaptcha=[redacted]&empty=[redacted]&flag',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
