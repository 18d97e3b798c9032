import { z } from 'zod';

/** The `ResponseCode / ResponseMessage / ResponseData` envelope most calls of the spec answer with. */
export const responseEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    ResponseCode: z.number().int(),
    ResponseMessage: z.string(),
    ResponseData: data,
  });

/** What any call answers when it fails before reaching its handler (400, 401, 404, 429, 500). */
export const errorResponse = z.object({
  ResponseCode: z.number().int(),
  ResponseMessage: z.string(),
  ResponseData: z.null(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export type Envelope<T> = { ResponseCode: number; ResponseMessage: string; ResponseData: T };

/**
 * The one place the envelope is written. Most answers are a success or a refusal (below); a few
 * calls of the spec pair a code with data (a login with a notice, CheckHierarchy's boolean, a
 * payment confirmation's outcome) and build it here directly.
 */
export const envelope = <T>(code: number, message: string, data: T): Envelope<T> => ({
  ResponseCode: code,
  ResponseMessage: message,
  ResponseData: data,
});

/** A call's success in the envelope: code 0, the data, usually no message. */
export const okEnvelope = <T>(data: T, message = ''): Envelope<T> => envelope(0, message, data);

/** A call's refusal in the envelope: the rule's code and Italian text, no data. */
export const refusedEnvelope = (code: number, message: string): Envelope<null> =>
  envelope(code, message, null);

/** What a service answers: its data (with the text a success may show), or a refusal. */
export type Ok<T> = { ok: true; data: T; message: string };
export type Refused<C extends number = number> = { ok: false; code: C; message: string };
export type Result<T, C extends number = number> = Ok<T> | Refused<C>;

export const ok = <T>(data: T, message = ''): Ok<T> => ({ ok: true, data, message });

/** The rule's code and its Italian text. */
export const refused = <C extends number>(code: C, message: string): Refused<C> => ({
  ok: false,
  code,
  message,
});

/** A service's result as the spec's envelope: code 0 with the data, or the refusal with no data. */
export const toEnvelope = <T>(result: Result<T>): Envelope<T | null> =>
  result.ok ? okEnvelope(result.data, result.message) : refusedEnvelope(result.code, result.message);
