import { ApiError } from '@/lib/api-client';

export type Envelope<T> = { ResponseCode: number; ResponseMessage: string; ResponseData: T };

/** The data of an envelope answered with ResponseCode 0; any other code is an ApiError. */
export function dataOf<T>(response: Envelope<T>): T {
  if (response.ResponseCode !== 0) {
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  }
  return response.ResponseData;
}

/**
 * For calls whose every code leads somewhere: a refusal answered with an error status (400, 429)
 * becomes its envelope again; only a transport failure (NetworkError) still throws.
 */
export function envelopeOfError(error: unknown): Envelope<null> {
  if (error instanceof ApiError) {
    return { ResponseCode: error.code, ResponseMessage: error.message, ResponseData: null };
  }
  throw error;
}

/** Registration calls are open: a visitor makes them, and a 401 is never a reason to go to login. */
export const OPEN = { auth: false, open: true } as const;
