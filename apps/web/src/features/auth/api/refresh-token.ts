import type { RefreshTokenResponse } from '@conto-gioco/shared/auth';
import { api, ApiError } from '@/lib/api-client';
import { setToken } from '@/lib/storage';

/** Keep-alive ping: renews the server session's idle timer and hands back a fresh token. */
export async function refreshToken(betsession: string): Promise<void> {
  const response = await api.get<RefreshTokenResponse>('/api/Account/RefreshToken', {
    query: { betsession },
  });
  if (response.ResponseCode !== 0 || !response.ResponseData) {
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  }
  setToken(response.ResponseData.Token);
}
