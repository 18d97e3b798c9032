import type { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * Italian for every validation problem a schema does not word itself (docs/decisions.md, faults and
 * hostile input). The spec names only the field rules' texts (messages.ts); these are ours.
 */
export const GENERIC_VALIDATION_MESSAGES = {
  /** A NUL byte or half of a UTF-16 surrogate pair: no database column can hold it. */
  unstorableCharacters: 'Il campo contiene caratteri non ammessi',
  tooDeep: 'Struttura dei dati troppo annidata',
  invalidValue: 'Valore non valido',
  invalidFormat: 'Formato non valido',
  invalidDate: 'Data non valida',
  numberTooBig: 'Il numero è troppo grande',
  numberTooSmall: 'Il numero è troppo piccolo',
  unexpectedFields: 'Campi non previsti',
  expected: {
    string: 'È atteso un testo',
    number: 'È atteso un numero',
    int: 'È atteso un numero intero',
    bigint: 'È atteso un numero intero',
    boolean: 'È atteso vero o falso',
    date: 'È attesa una data',
    array: 'È atteso un elenco',
    tuple: 'È atteso un elenco',
    set: 'È atteso un elenco',
    object: 'È atteso un oggetto',
    record: 'È atteso un oggetto',
    map: 'È atteso un oggetto',
    file: 'È atteso un file',
    null: 'È atteso un valore vuoto',
  } as Record<string, string>,
} as const;

const numberFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 20 });

/** A limit as a reader writes it: 1.000.000, 0,5. */
export const formatLimit = (value: number | bigint): string => numberFormat.format(value);

const formatDate = (value: number | bigint) =>
  new Date(Number(value)).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' });

/** Keys and allowed values are echoed short: a hostile key may be long. */
const short = (value: unknown) => {
  const text = String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** Beyond the safe integers no limit helps the reader: the number is just too big. */
const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;

const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const max = issue.maximum;
  const { origin } = issue;
  if (origin === 'string')
    return issue.exact
      ? `Lunghezza richiesta ${formatLimit(max)} caratteri`
      : `Lunghezza massima ${formatLimit(issue.inclusive === false ? Number(max) - 1 : max)} caratteri`;
  if (origin === 'array' || origin === 'set')
    return issue.exact
      ? `Sono richiesti ${formatLimit(max)} elementi`
      : `Al massimo ${formatLimit(max)} elementi`;
  if (origin === 'file') return `Il file supera il limite di ${formatLimit(max)} byte`;
  if (origin === 'date') return `La data deve essere entro il ${formatDate(max)}`;
  if (isNumeric(origin) && Number(max) >= SAFE_LIMIT) return GENERIC_VALIDATION_MESSAGES.numberTooBig;
  return issue.inclusive === false
    ? `Il valore deve essere minore di ${formatLimit(max)}`
    : `Il valore massimo è ${formatLimit(max)}`;
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const min = issue.minimum;
  const { origin } = issue;
  if (origin === 'string') {
    if (issue.exact) return `Lunghezza richiesta ${formatLimit(min)} caratteri`;
    const least = issue.inclusive === false ? Number(min) + 1 : Number(min);
    return least <= 1 ? VALIDATION_MESSAGES.required : `Lunghezza minima ${formatLimit(least)} caratteri`;
  }
  if (origin === 'array' || origin === 'set')
    return issue.exact
      ? `Sono richiesti ${formatLimit(min)} elementi`
      : `Almeno ${formatLimit(min)} elementi`;
  if (origin === 'date') return `La data deve essere dal ${formatDate(min)}`;
  if (isNumeric(origin) && Number(min) <= -SAFE_LIMIT) return GENERIC_VALIDATION_MESSAGES.numberTooSmall;
  return issue.inclusive === false
    ? `Il valore deve essere maggiore di ${formatLimit(min)}`
    : `Il valore minimo è ${formatLimit(min)}`;
}

function invalidValue(values: readonly unknown[]): string {
  if (values.length === 0 || values.length > 6) return GENERIC_VALIDATION_MESSAGES.invalidValue;
  if (values.length === 1) return `Valore non valido: è atteso ${short(values[0])}`;
  return `Valore non valido: scegliere tra ${values.map(short).join(', ')}`;
}

/**
 * A zod error map in Italian: the server passes it to every parse of a request, so no library
 * English reaches a player. A schema's own message (the spec's) always wins over it.
 */
export const italianErrorMap: z.core.$ZodErrorMap = (issue) => {
  const m = GENERIC_VALIDATION_MESSAGES;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return VALIDATION_MESSAGES.required;
      return m.expected[issue.expected] ?? m.invalidValue;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      if (issue.format === 'email') return VALIDATION_MESSAGES.invalidEmail;
      if (issue.format === 'date' || issue.format === 'datetime') return m.invalidDate;
      return m.invalidFormat;
    case 'not_multiple_of':
      return `Il valore deve essere un multiplo di ${formatLimit(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${m.unexpectedFields}: ${issue.keys.slice(0, 5).map(short).join(', ')}${issue.keys.length > 5 ? ', …' : ''}`;
    case 'invalid_value':
      return invalidValue(issue.values);
    default:
      return m.invalidValue;
  }
};
