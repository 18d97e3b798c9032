import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { GENERIC_VALIDATION_MESSAGES, italianErrorMap } from '@conto-gioco/shared/validation/error-map';

/** One bad field of a request and its Italian message; `field` is a dotted path ('' for the whole). */
export type InputProblem = { field: string; message: string };

/**
 * Parses every request part (body, query, params, headers) with its route's zod schema and words
 * each problem in Italian; the error handler lists them in the 400 (plugins/app/errors.ts).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: italianErrorMap });
    if (result.success) return { value: result.data };
    const errors: FastifySchemaValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: '',
      params: {},
      message: issue.message,
    }));
    return { error: errors };
  };

/** Deeper than any request of the spec; deeper input only costs the schemas' recursion. */
export const MAX_INPUT_DEPTH = 32;

// A NUL, or a high surrogate not followed by a low one, or a low one without its high one.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A key safe to echo in a message: only what a field name of ours could be. */
const printableKey = (key: string) => /^[\w.-]{1,64}$/.test(key);

/**
 * The fields of a request part that no database can hold (a NUL byte, half a surrogate pair, in a
 * value or in a key) or that nest deeper than MAX_INPUT_DEPTH. Walks without recursion, so a hostile
 * nesting cannot exhaust the stack; stops at `limit` problems.
 */
export function unstorableFields(value: unknown, limit = 10): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0 && problems.length < limit) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current))
        problems.push({ field: path, message: GENERIC_VALIDATION_MESSAGES.unstorableCharacters });
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      // The field the request named, not the 32 levels below it.
      problems.push({ field: path.split('.')[0]!, message: GENERIC_VALIDATION_MESSAGES.tooDeep });
      continue;
    }
    for (const key of Object.keys(current)) {
      if (UNSTORABLE.test(key)) {
        problems.push({ field: path, message: GENERIC_VALIDATION_MESSAGES.unstorableCharacters });
        continue;
      }
      const name = printableKey(key) ? key : '?';
      stack.push({
        value: (current as Record<string, unknown>)[key],
        path: path ? `${path}.${name}` : name,
        depth: depth + 1,
      });
    }
  }
  return problems;
}
