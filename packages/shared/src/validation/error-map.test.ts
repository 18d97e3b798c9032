import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatLimit, GENERIC_VALIDATION_MESSAGES as M, italianErrorMap } from './error-map.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/** The messages a parse with the map gives, one per issue. */
const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: italianErrorMap });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('italianErrorMap', () => {
  it('asks for a missing field with the spec text, and names the type a wrong one should have', () => {
    const schema = z.object({
      name: z.string(),
      amount: z.number(),
      on: z.boolean(),
      list: z.array(z.string()),
    });
    expect(messagesOf(schema, {})).toEqual([
      VALIDATION_MESSAGES.required,
      VALIDATION_MESSAGES.required,
      VALIDATION_MESSAGES.required,
      VALIDATION_MESSAGES.required,
    ]);
    expect(messagesOf(schema, { name: 1, amount: 'x', on: 'yes', list: {} })).toEqual([
      M.expected.string,
      M.expected.number,
      M.expected.boolean,
      M.expected.array,
    ]);
    expect(messagesOf(z.int(), 1.5)).toEqual([M.expected.int]);
  });

  it('prints limits the way a reader writes them, never a raw safe-integer bound', () => {
    expect(messagesOf(z.number().int().max(2_147_483_647), 2 ** 40)).toEqual([
      'Il valore massimo è 2.147.483.647',
    ]);
    expect(messagesOf(z.number().positive(), 0)).toEqual(['Il valore deve essere maggiore di 0']);
    expect(messagesOf(z.number().min(0.5), 0.25)).toEqual(['Il valore minimo è 0,5']);
    // z.int() stops at 2^53 - 1: the message says the number is too big, not which bound.
    expect(messagesOf(z.int(), 2 ** 53 + 2)).toEqual([M.numberTooBig]);
    expect(messagesOf(z.int(), -(2 ** 53) - 2)).toEqual([M.numberTooSmall]);
    expect(messagesOf(z.string().max(10_000), 'x'.repeat(10_001))).toEqual([
      'Lunghezza massima 10.000 caratteri',
    ]);
    expect(messagesOf(z.string().min(6), 'abc')).toEqual(['Lunghezza minima 6 caratteri']);
    expect(messagesOf(z.string().min(1), '')).toEqual([VALIDATION_MESSAGES.required]);
    expect(messagesOf(z.string().length(5), 'abc')).toEqual(['Lunghezza richiesta 5 caratteri']);
    expect(messagesOf(z.array(z.number()).max(3), [1, 2, 3, 4])).toEqual(['Al massimo 3 elementi']);
    expect(formatLimit(9_007_199_254_740_991)).toBe('9.007.199.254.740.991');
  });

  it('words formats, choices, unknown fields and unions in Italian', () => {
    expect(messagesOf(z.email(), 'nope')).toEqual([VALIDATION_MESSAGES.invalidEmail]);
    expect(messagesOf(z.string().regex(/^\d+$/), 'abc')).toEqual([M.invalidFormat]);
    expect(messagesOf(z.iso.date(), '2024-13-45')).toEqual([M.invalidDate]);
    expect(messagesOf(z.enum(['sms', 'email']), 'fax')).toEqual([
      'Valore non valido: scegliere tra sms, email',
    ]);
    expect(messagesOf(z.literal(1), 2)).toEqual(['Valore non valido: è atteso 1']);
    expect(messagesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual([
      `${M.unexpectedFields}: b, c`,
    ]);
    expect(messagesOf(z.union([z.string(), z.number()]), true)).toEqual([M.invalidValue]);
    expect(messagesOf(z.number().multipleOf(100), 150)).toEqual(['Il valore deve essere un multiplo di 100']);
    expect(
      messagesOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toEqual([M.invalidValue]);
  });

  it("leaves a schema's own message (the spec's) as it is", () => {
    const schema = z
      .string({ error: VALIDATION_MESSAGES.invalidCap })
      .regex(/^\d{5}$/, VALIDATION_MESSAGES.invalidCap);
    expect(messagesOf(schema, 'abc')).toEqual([VALIDATION_MESSAGES.invalidCap]);
    expect(messagesOf(schema, 12)).toEqual([VALIDATION_MESSAGES.invalidCap]);
  });

  it('has no English left in any message it gives', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.string(), 1],
      [z.number(), 'a'],
      [z.int(), 2 ** 60],
      [z.bigint(), 1],
      [z.date(), 'x'],
      [z.date().max(new Date('2020-01-01')), new Date('2021-01-01')],
      [z.record(z.string(), z.number()), { a: 'x' }],
      [z.tuple([z.string()]), [1]],
      [z.set(z.string()), 1],
      [z.null(), 1],
      [z.uuid(), 'x'],
      [z.url(), 'x'],
      [z.object({ a: z.object({ b: z.array(z.int().min(1)) }) }), { a: { b: [0] } }],
    ];
    for (const [schema, value] of schemas)
      for (const message of messagesOf(schema, value))
        expect(message, message).not.toMatch(
          /\b(?:expected|received|invalid|input|too|must|string|number)\b/i,
        );
  });
});
