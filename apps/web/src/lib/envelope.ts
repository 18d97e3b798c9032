import { ApiError } from '@/lib/api-client';

export type Envelope<T> = { ResponseCode: number; ResponseMessage: string; ResponseData: T };

/**
 * For calls that show every refusal as a code and a message, whether it came as a 200 envelope or
 * as an error status (400, 429) carrying one: the error becomes its envelope again; only a
 * transport failure (NetworkError) still throws.
 */
export function envelopeOfError(error: unknown): Envelope<null> {
  if (error instanceof ApiError) {
    return { ResponseCode: error.code, ResponseMessage: error.message, ResponseData: null };
  }
  throw error;
}

/** Reference data and result pages' calls: a 401 is not a reason to leave the page. */
export const OPEN = { open: true } as const;
