/**
 * The fuzzer driven by the OpenAPI document (ARCHITECTURE.md, testing): every operation the document
 * lists gets requests built from its own schemas (json-schema-faker, seeded by fast-check) and then
 * spoilt with hostile values: NUL and other control characters, lone surrogates, 1 MB strings, deep
 * nesting, `__proto__`, numbers at and past 2^53, wrong types, repeated and unknown parameters,
 * bodies that are not JSON; with no token, a forged one or a demo player's. Each answer is checked:
 * no 5xx, no stack trace, SQL or file path in the body, 400 messages in Italian, and a refused
 * request (4xx) changes nothing in the money and player tables.
 *
 * Shared by the test in `npm test` (apps/api/src/fuzz.test.ts, a fixed seed, a few thousand
 * requests) and the long run (`npm run test:fuzz -- --requests 50000`, scripts/fuzz.ts).
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { tokenOf } from './app.ts';

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  security?: Record<string, unknown>[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type FuzzOperation = {
  method: string;
  path: string;
  needsLogin: boolean;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        return {
          method: method.toUpperCase(),
          path,
          needsLogin: !!operation.security?.length && operation.security.every((s) => 'bearer' in s),
          pathParams: parameters
            .filter((p) => p.in === 'path')
            .map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } })),
          query: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' }, required: !!p.required })),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        };
      }),
  );
}

// ---------------------------------------------------------------- values

/** 1 MB: the size of a value no field of the spec needs, near Fastify's 1 MiB body limit. */
const ONE_MB = 'x'.repeat(1_000_000);
const TWO_TO_53 = 2 ** 53;

/** What no database column can hold: a NUL byte, half a surrogate pair. */
const unstorable = fc.constantFrom(
  '\u0000',
  'mario\u0000rossi',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  'a\u0000',
);

const hostileText = fc.constantFrom(
  '\u0001\u0002\u0008\u001b[31m\u007f',
  'a\r\nSet-Cookie: x=1',
  '\t',
  '%00',
  '__proto__',
  'constructor',
  "' or '1'='1",
  '"; drop table players; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u202egnp.exe',
  '\ufeff\uffff\ufffe',
  '𝕏'.repeat(500),
  '9007199254740993',
  '-9007199254740993',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  '',
  ' ',
);

/** UTF-16 code units, lone surrogates and control characters included. */
const codeUnits = fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)), maxLength: 40 });

const hostileString = fc.oneof(
  { weight: 3, arbitrary: unstorable },
  { weight: 5, arbitrary: hostileText },
  { weight: 2, arbitrary: codeUnits },
  { weight: 1, arbitrary: fc.constant(ONE_MB) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.oneof(unstorable, hostileText), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  },
);

const hostileNumber = fc.constantFrom(
  TWO_TO_53,
  TWO_TO_53 + 2,
  -TWO_TO_53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  0.5,
  -1,
  -0,
  0,
);

/** Marks a fragment of JSON text the body builder writes as it is (JSON.stringify could not). */
class RawJson {
  constructor(readonly text: string) {}
}

const deepNesting = fc
  .integer({ min: 40, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(
      new RawJson('['.repeat(depth) + ']'.repeat(depth)),
      new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    ),
  );

/** `__proto__` as an own key, the way JSON.parse makes it. */
const protoPollution = fc.constantFrom(
  JSON.parse('{"__proto__": {"isAdmin": true, "statoConto": 2}}') as unknown,
  { constructor: { prototype: { isAdmin: true } } },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [1, 'a', null], { a: 1 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: protoPollution },
);

/**
 * The schema with every unbounded number kept small: the document loses what a coercion pipes
 * into (`z.coerce.number().pipe(z.literal(1))` reads as any number), and a fuzzer that never sends
 * 1 or 2 there never gets past that check.
 */
function smallNumbers(schema: JsonSchema): JsonSchema {
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = { ...schema };
  const numeric = copy.type === 'number' || copy.type === 'integer';
  if (numeric && copy.minimum === undefined && copy.maximum === undefined && copy.enum === undefined)
    Object.assign(copy, { type: 'integer', minimum: 0, maximum: 5 });
  for (const [key, value] of Object.entries(copy)) {
    if (key === 'properties' && value && typeof value === 'object')
      copy[key] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, inner]) => [
          name,
          smallNumbers(inner),
        ]),
      );
    else if (['items', 'additionalProperties'].includes(key) && value && typeof value === 'object')
      copy[key] = smallNumbers(value as JsonSchema);
    else if (['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(value))
      copy[key] = value.map((inner) => smallNumbers(inner as JsonSchema));
  }
  return copy as JsonSchema;
}

/**
 * A value valid for the schema, as json-schema-faker makes it from a seed fast-check chose; half
 * the time with unbounded numbers kept small (smallNumbers).
 */
const validArbitraries = new WeakMap<object, fc.Arbitrary<unknown>>();

function validFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const known = typeof schema === 'object' ? validArbitraries.get(schema) : undefined;
  if (known) return known;
  const small = smallNumbers(schema);
  const arbitrary = fc.tuple(fc.integer(), fc.boolean()).map(([seed, keepSmall]) => {
    try {
      return generateSync(keepSmall ? small : schema, {
        seed,
        maxDepth: 4,
        maxDefaultItems: 3,
        optionalsProbability: 0.7,
      });
    } catch {
      return undefined;
    }
  });
  if (typeof schema === 'object') validArbitraries.set(schema, arbitrary);
  return arbitrary;
}

/** JSON text of a value, RawJson fragments written as they are. */
function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  const fragments: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      fragments.push(v.text);
      return `@@raw${fragments.length - 1}@@`;
    }
    return v;
  });
  if (text === undefined) return 'null';
  return text.replace(/"@@raw(\d+)@@"/g, (_match, index: string) => fragments[Number(index)]!);
}

const LONE_SURROGATE = /^(?:[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])$/;

/** Percent-encodes like a browser, and a lone surrogate as the invalid UTF-8 a client could send. */
function encode(text: string): string {
  return text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part) => {
      if (!LONE_SURROGATE.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      const byte = (value: number) => `%${value.toString(16).toUpperCase()}`;
      return `%ED${byte(0xa0 | ((code >> 6) & 0x1f))}${byte(0x80 | (code & 0x3f))}`;
    })
    .join('');
}

/** A query or path value as text: objects and nesting as their JSON, numbers as written. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return toJson(value);
}

// ---------------------------------------------------------------- requests

export type Auth = 'none' | 'valid' | 'forged';

export type FuzzRequest = {
  operation: FuzzOperation;
  auth: Auth;
  method: string;
  url: string;
  contentType: string | null;
  payload: string | null;
};

/** JSON mostly: the other types are refused before anything is parsed. */
const bodyType = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----fuzz',
      'application/octet-stream',
      'application/json; charset=utf-16',
    ),
  },
);

const garbageBody = fc.constantFrom(
  '{"unterminated": [',
  '',
  'null',
  '[]',
  '"just a string"',
  '12345678901234567890',
  '{"a":1,"a":2}',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n%PDF\r\n------fuzz--',
);

/** Where a spoil lands. */
type Target =
  | { kind: 'path'; index: number }
  | { kind: 'query'; index: number }
  | { kind: 'field'; name: string }
  | { kind: 'body' }
  | { kind: 'extra' }
  | { kind: 'type' };

/** Every place of a request a hostile value can go. */
function targetsOf(operation: FuzzOperation): Target[] {
  const properties = (operation.body as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  return [
    ...operation.pathParams.map((_p, index) => ({ kind: 'path' as const, index })),
    ...operation.query.map((_p, index) => ({ kind: 'query' as const, index })),
    ...Object.keys(properties).map((name) => ({ kind: 'field' as const, name })),
    { kind: 'body' },
    { kind: 'extra' },
    { kind: 'type' },
  ];
}

type How = 'replace' | 'append' | 'repeat' | 'drop' | 'nest' | 'proto';
type Spoil = { target: number; value: unknown; how: How };

const hows = fc.constantFrom<How>(
  'replace',
  'replace',
  'replace',
  'append',
  'repeat',
  'drop',
  'nest',
  'proto',
);

/**
 * The hostile classes the sweep goes through, most telling first: each round of the document gives
 * every place of every operation the next class.
 */
const SWEEP: fc.Arbitrary<unknown>[] = [
  unstorable.filter((text) => text.includes('\u0000')),
  unstorable.filter((text) => !text.includes('\u0000')),
  hostileNumber,
  fc.constant(ONE_MB),
  hostileText,
  deepNesting,
  protoPollution,
  codeUnits,
];

/** A hostile value put into a valid one: instead of it, after it, beside it, around it. */
function spoilValue(valid: unknown, { value, how }: Spoil): unknown {
  if (how === 'append' && typeof value === 'string') return `${asText(valid)}${value}`;
  if (how === 'nest') return { value, list: [value] };
  if (how === 'drop') return undefined;
  return value;
}

/**
 * Request number `round` of an operation: valid by the document (json-schema-faker fills every
 * parameter and the body), then spoilt. The first spoil sweeps: place `round` (modulo the places)
 * gets a value of the class the round has reached, so a few rounds put a NUL, half a surrogate
 * pair, 2^53, 1 MB ... in every parameter and field; up to two more spoils land at random. A request
 * spoilt everywhere would stop at the first check, so each hostile value reaches as far as the
 * others let it.
 */
export function requestFor(operation: FuzzOperation, round: number): fc.Arbitrary<FuzzRequest> {
  const targets = targetsOf(operation);
  const key = `${operation.method} ${operation.path} ${round % (targets.length * SWEEP.length * 3)}`;
  let arbitrary = requestArbitraries.get(key);
  if (!arbitrary) requestArbitraries.set(key, (arbitrary = buildRequestFor(operation, targets, round)));
  return arbitrary;
}

const requestArbitraries = new Map<string, fc.Arbitrary<FuzzRequest>>();

function buildRequestFor(
  operation: FuzzOperation,
  targets: Target[],
  round: number,
): fc.Arbitrary<FuzzRequest> {
  const sweptClass = SWEEP[Math.floor(round / targets.length) % SWEEP.length]!;
  const swept = fc.record({
    target: fc.constant(round % targets.length),
    value: sweptClass,
    how: fc.constantFrom<How>('replace', 'replace', 'append'),
  });
  const extra = fc.record({ target: fc.nat(), value: hostileValue, how: hows });
  const auth: fc.Arbitrary<Auth> = operation.needsLogin
    ? fc.constantFrom<Auth>('valid', 'valid', 'valid', 'valid', 'none', 'forged')
    : fc.constantFrom<Auth>('none', 'none', 'valid', 'valid', 'forged');
  const pathValues = fc.tuple(...operation.pathParams.map((p) => validFor(p.schema)));
  const queryValues = fc.tuple(
    ...operation.query.map((p) =>
      p.required ? validFor(p.schema) : fc.option(validFor(p.schema), { freq: 3 }),
    ),
  );
  // A call whose body the document does not describe (a multipart upload, a call without one) gets
  // garbage half the time, under any content type.
  const bodyless = operation.body === null && operation.method !== 'GET';
  const body: fc.Arbitrary<unknown> =
    operation.body !== null
      ? validFor(operation.body)
      : bodyless
        ? fc.option(garbageBody.map((text) => new RawJson(text)))
        : fc.constant(undefined);
  const spoils = fc
    .tuple(swept, fc.array(extra, { maxLength: 2 }))
    .map(([first, more]) => [first, ...more.slice(0, round % 3 === 0 ? 0 : more.length)]);
  const extraName = fc.constantFrom('__proto__', 'constructor', 'x', 'a[b]', '\u0000', 'toString');
  return fc
    .record({
      auth,
      pathValues,
      queryValues,
      body,
      spoils,
      extraName,
      garbage: garbageBody,
      contentType: bodyType,
    })
    .map(({ auth, pathValues, queryValues, body, spoils, extraName, garbage, contentType }) => {
      const path = [...pathValues] as unknown[];
      const query = operation.query.map((parameter, i) => ({
        name: parameter.name,
        values: [queryValues[i]],
      }));
      let payload: unknown = body;
      let type = bodyless ? contentType : 'application/json';
      for (const one of spoils) {
        const target = targets[one.target % targets.length]!;
        if (target.kind === 'path') path[target.index] = spoilValue(path[target.index], one);
        else if (target.kind === 'query') {
          const entry = query[target.index]!;
          entry.values =
            one.how === 'repeat' ? [entry.values[0], one.value] : [spoilValue(entry.values[0], one)];
        } else if (target.kind === 'field') payload = spoilField(payload, target.name, one);
        else if (target.kind === 'body') payload = one.how === 'drop' ? new RawJson(garbage) : one.value;
        else if (target.kind === 'extra') query.push({ name: extraName, values: [one.value] });
        else type = contentType;
      }
      let index = 0;
      const url = operation.path.replace(/\{[^}]+\}/g, () => {
        const value = asText(path[index++]);
        return value === '' ? 'x' : encode(value);
      });
      const pairs = query.flatMap(({ name, values }) =>
        values
          .filter((value) => value !== undefined)
          .map((value) => `${encode(name)}=${encode(asText(value))}`),
      );
      const hasBody = payload !== undefined;
      return {
        operation,
        auth,
        method: operation.method,
        url: pairs.length ? `${url}?${pairs.join('&')}` : url,
        contentType: hasBody ? type : null,
        payload: hasBody ? toJson(payload) : null,
      };
    });
}

/** One field of a body object spoilt (replaced, dropped, nested, added), or `__proto__` set on it. */
function spoilField(body: unknown, name: string, one: Spoil): unknown {
  const copy: Record<string, unknown> =
    body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  if (one.how === 'proto')
    return Object.assign(JSON.parse('{"__proto__": {"isAdmin": true}}') as object, copy);
  const value = spoilValue(copy[name], one);
  if (value === undefined) delete copy[name];
  else copy[name] = value;
  return copy;
}

// ---------------------------------------------------------------- checks

/** What must never be in an answer: a stack frame, SQL or a database message, a source path. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat (?:async )?[\w.<>$]+ \(|\n\s+at \S/],
  [
    'SQL',
    /\b(?:select|insert into|update|delete from)\b[^\n]{0,300}\b(?:from|values|set|where)\s+"?[a-z_]+"?/i,
  ],
  [
    'database error',
    /Failed query|SQLSTATE|DrizzleQueryError|violates|syntax error at or near|invalid byte sequence/i,
  ],
  ['file path', /node_modules|\/apps\/api\/|\/src\/[\w/-]+\.[jt]s\b|\.ts:\d+|file:\/\//],
];

/** Words of the validation libraries' English, and digit runs a limit printed raw would show. */
const ENGLISH =
  /\b(?:expected|received|invalid|required|must|should|string|number|boolean|object|array|input|too (?:big|small)|unrecognized)\b/i;

function leaksOf(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([what]) => what);
}

/** The 400's messages, field names left out: each must be Italian, with readable limits. */
function messageProblems(status: number, body: string): string[] {
  if (status !== 400) return [];
  let message: unknown;
  try {
    message = (JSON.parse(body) as { ResponseMessage?: unknown }).ResponseMessage;
  } catch {
    return [];
  }
  if (typeof message !== 'string') return [];
  const problems: string[] = [];
  for (const part of message.replace(/^[^:]*:\s*/, '').split('; ')) {
    const text = part.includes(': ') ? part.slice(part.lastIndexOf(': ') + 2) : part;
    if (ENGLISH.test(text)) problems.push(`English in a message: ${text}`);
    // A limit is printed grouped (2.147.483.647): a long bare run of digits was printed raw.
    if (/\d{8,}/.test(text)) problems.push(`a limit printed raw: ${text}`);
  }
  return problems;
}

/**
 * The money and player tables, one hash each: a refused request must leave them as they were.
 * Append-only tables count rows and sum amounts; the others hash every row.
 */
export async function moneyAndPlayersChecksum(db: Database): Promise<Record<string, string>> {
  const hashed = [
    'players',
    'ledger_accounts',
    'deposits',
    'withdrawals',
    'player_cards',
    'player_documents',
    'player_settings',
    'player_consents',
    'passkey_credentials',
  ];
  const parts = [
    ...hashed.map(
      (table) =>
        `select '${table}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
    ),
    `select 'ledger_transfers', count(*)::text || ':' || coalesce(max(id)::text, '') from ledger_transfers`,
    `select 'ledger_entries', count(*)::text || ':' || coalesce(sum(amount)::text, '') from ledger_entries`,
  ];
  const rows = await queryRows<{ t: string; h: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.t, row.h]));
}

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

// ---------------------------------------------------------------- the run

export type FuzzFinding = { request: string; status: number; problems: string[]; body: string };

export type FuzzReport = {
  seed: number;
  requests: number;
  operations: number;
  statuses: Record<string, number>;
  /** Requests sent with no token, a forged one, a demo player's. */
  auths: Record<Auth, number>;
  /** Refused requests (4xx) after which the money and player tables were compared. */
  refusedChecked: number;
  findings: FuzzFinding[];
  milliseconds: number;
};

export type FuzzOptions = {
  seed: number;
  requests: number;
  /** Only operations whose "METHOD path" passes (the test narrows nothing; a script may). */
  filter?: (operation: FuzzOperation) => boolean;
  onProgress?: (done: number, report: FuzzReport) => void;
};

const describe = (request: FuzzRequest) => {
  const url =
    request.url.length > 300 ? `${request.url.slice(0, 300)}… (${request.url.length} chars)` : request.url;
  const payload =
    request.payload === null
      ? ''
      : ` ${request.contentType} ${request.payload.length > 300 ? `${request.payload.slice(0, 300)}… (${request.payload.length} chars)` : request.payload}`;
  return JSON.stringify(`${request.method} ${url} [${request.auth}]${payload}`);
};

/**
 * Sends `requests` requests, operation after operation round the document, each built from
 * `seed` and its index (so a finding replays alone), and answers what it found.
 */
export async function runFuzz(app: FastifyInstance, db: Database, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const operations = operationsOf(app.swagger() as unknown as OpenApiDocument).filter(
    options.filter ?? (() => true),
  );
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    operations: operations.length,
    statuses: {},
    auths: { none: 0, forged: 0, valid: 0 },
    refusedChecked: 0,
    findings: [],
    milliseconds: 0,
  };
  let token = await tokenOf(app, 'mariorossi');
  const forged = `${token.slice(0, -6)}AAAAAA`;
  let baseline = await moneyAndPlayersChecksum(db);
  let previous = 'none';

  for (let i = 0; i < options.requests; i++) {
    const operation = operations[i % operations.length]!;
    const round = Math.floor(i / operations.length);
    const [request] = fc.sample(requestFor(operation, round), { seed: options.seed + i, numRuns: 1 });
    if (!request) continue;
    const headers: Record<string, string> = {};
    if (request.auth === 'valid') headers.authorization = `Bearer ${token}`;
    if (request.auth === 'forged') headers.authorization = `Bearer ${forged}`;
    if (request.contentType) headers['content-type'] = request.contentType;
    const inject: InjectOptions = {
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers,
      // Each request from its own loopback address: the per-address throttles stay out of the way.
      remoteAddress: `127.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      ...(request.payload !== null ? { payload: request.payload } : {}),
    };
    let status: number;
    let body: string;
    try {
      const response = await app.inject(inject);
      status = response.statusCode;
      body = response.body;
    } catch (error) {
      status = 0;
      body = String(error);
    }
    report.requests++;
    report.auths[request.auth]++;
    report.statuses[String(status)] = (report.statuses[String(status)] ?? 0) + 1;

    const problems = [...leaksOf(body), ...messageProblems(status, body)];
    if (status === 0 || status >= 500) problems.unshift(`answered ${status || 'nothing'}`);
    if (status >= 400 && status < 500) {
      const after = await moneyAndPlayersChecksum(db);
      report.refusedChecked++;
      const changed = changedTables(baseline, after);
      if (changed.length > 0)
        problems.push(`a refused request changed ${changed.join(', ')} (the one before: ${previous})`);
      baseline = after;
    } else {
      baseline = await moneyAndPlayersChecksum(db);
    }
    if (problems.length > 0)
      report.findings.push({ request: describe(request), status, problems, body: body.slice(0, 400) });

    // A logout, a token renewal or a password change the fuzzer stumbled on ends the session.
    if (request.auth === 'valid' && status === 401 && request.operation.needsLogin) {
      token = await tokenOf(app, 'mariorossi');
      baseline = await moneyAndPlayersChecksum(db);
    }
    previous = `${describe(request)} ${status}`;
    options.onProgress?.(i + 1, report);
  }
  report.milliseconds = Date.now() - started;
  return report;
}
