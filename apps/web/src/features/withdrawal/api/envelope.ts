import { ApiError } from '@/lib/api-client';

export type Envelope<T> = { ResponseCode: number; ResponseMessage: string; ResponseData: T };

/**
 * The withdrawal calls show every refusal as a code and a message, whether it came as a 200
 * envelope or as an error status (400, 429) carrying one; only a transport failure throws.
 */
export function envelopeOfError(error: unknown): Envelope<null> {
  if (error instanceof ApiError) {
    return { ResponseCode: error.code, ResponseMessage: error.message, ResponseData: null };
  }
  throw error;
}

/** Reference data: a 401 is not a reason to leave the page. */
export const OPEN = { open: true } as const;
