import type { RefreshTokenResponse } from '@conto-gioco/shared/auth';
import { api, ApiError } from '@/lib/api-client';
import { setToken } from '@/lib/storage';

/**
 * Keep-alive ping and 'Rinnova': renews the server session's idle timer and hands back a fresh
 * token. An open call: a refusal (401 included) is a failed renewal, which the idle watcher turns
 * into a logout with its message rather than a trip to the login page.
 */
export async function refreshToken(betsession: string): Promise<void> {
  const response = await api.get<RefreshTokenResponse>('/api/Account/RefreshToken', {
    query: { betsession },
    open: true,
  });
  if (response.ResponseCode !== 0 || !response.ResponseData) {
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  }
  setToken(response.ResponseData.Token);
}
