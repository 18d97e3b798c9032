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

/** A call's success in the envelope: code 0, no message. */
export const okEnvelope = <T>(data: T) => ({ ResponseCode: 0, ResponseMessage: '', ResponseData: data });

/** A call's refusal in the envelope: the rule's code and Italian text, no data. */
export const refusedEnvelope = (code: number, message: string) => ({
  ResponseCode: code,
  ResponseMessage: message,
  ResponseData: null,
});
