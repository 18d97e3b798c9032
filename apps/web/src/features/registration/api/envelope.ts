import { ApiError } from '@/lib/api-client';
import type { Envelope } from '@/lib/envelope';

export { envelopeOfError, type Envelope } from '@/lib/envelope';

/** The data of an envelope answered with ResponseCode 0; any other code is an ApiError. */
export function dataOf<T>(response: Envelope<T>): T {
  if (response.ResponseCode !== 0) {
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  }
  return response.ResponseData;
}

/** Registration calls are open: a visitor makes them, and a 401 is never a reason to go to login. */
export const OPEN = { auth: false, open: true } as const;
