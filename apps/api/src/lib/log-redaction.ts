/**
 * What the logger may write (docs/decisions.md, operations and faults): no SQL text or parameters,
 * passwords, codes, tokens or personal data. app.ts gives these to the logger.
 */

export const REDACTED = '[redacted]';

/**
 * A URL with every query value cut: values carry tokens, codes, e-mails, usernames, fiscal codes
 * and provider references, and a list of the safe ones would go stale with the next call.
 */
export const redactUrl = (url: string): string => url.replace(/([?&][^=&#]*=)[^&#]*/g, `$1${REDACTED}`);

/**
 * Keys that hold a secret or personal data wherever a log line carries them (top level or one
 * object down); pino's redact writes '[redacted]' instead.
 */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'passwordHash',
  'token',
  'Token',
  'authorization',
  'cookie',
  'otp',
  'codice',
  'twofactorCode',
  'securityAnswer',
  'username',
  'email',
  'cellulare',
  'codiceFiscale',
  'iban',
  'payerEmail',
  'body',
  'params',
  'query',
];
export const REDACT_PATHS = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`]);

export type SerializedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  table?: string;
  constraint?: string;
  /** '' when the error has none (the logger's type wants one). */
  stack: string;
  cause?: SerializedError;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * A database error: drizzle's DrizzleQueryError (its message and `query`/`params` hold the SQL
 * and the values bound to it) or a driver's (pg, PGlite: a SQLSTATE and a severity; its message
 * and `detail` may quote the value, as in `invalid input syntax for type integer: "…"`).
 */
function isDatabaseError(error: Record<string, unknown>): boolean {
  if ('query' in error && 'params' in error) return true;
  if (error.constructor?.name === 'DrizzleQueryError') return true;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error;
}

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf('\n    at ');
  return at >= 0 ? stack.slice(at + 1) : undefined;
}

/**
 * The logger's `err` serializer. A database error keeps only its kind, SQLSTATE, table and
 * constraint names and its frames: never the SQL, its parameters, the driver's message or detail.
 * Any other error keeps its type, message, code, status, stack and cause, and nothing else (an
 * error's own fields may be a request, a response or its body).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: REDACTED, stack: '' };
  const e = error as Record<string, unknown>;
  // The class says more than `name`, which drizzle's errors leave at 'Error'.
  const className = error.constructor?.name;
  const type =
    className && className !== 'Object' ? className : typeof e.name === 'string' ? e.name : 'Error';
  const cause = depth < 5 && e.cause ? serializeError(e.cause, depth + 1) : undefined;
  if (isDatabaseError(e)) {
    const code = typeof e.code === 'string' && SQLSTATE.test(e.code) ? e.code : (cause?.code ?? undefined);
    const frames = framesOf(e.stack);
    return {
      type,
      message: code ? `database error ${code}` : 'database error',
      ...(code ? { code } : {}),
      ...(typeof e.table === 'string' ? { table: e.table } : {}),
      ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
      stack: frames ? `${type}: database error\n${frames}` : '',
      ...(cause ? { cause } : {}),
    };
  }
  const message = typeof e.message === 'string' ? e.message : '';
  return {
    type,
    message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: typeof e.stack === 'string' ? e.stack : '',
    ...(cause ? { cause } : {}),
  };
}
