import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

type CheckNickResponse = {
  ResponseCode: number;
  ResponseMessage: string;
  ResponseData: { available: boolean } | null;
};

/**
 * CheckNick (ours; access.md §7 does not show the endpoint): whether the username is free.
 * Bot-checked (AccountCheckNick): a refusal is an ApiError.
 */
export async function checkNick(username: string, recaptcha: string | null, signal?: AbortSignal) {
  const data = dataOf(
    await api.get<CheckNickResponse>('/api/Account/CheckNick', {
      ...OPEN,
      query: { username, recaptcha },
      signal,
    }),
  );
  return data?.available ?? false;
}
