import type { LoginHistoryEntry, LoginHistoryResponse } from '@conto-gioco/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Ours: GetLoginHistory, the player's last 20 logins from the audit, newest first. */
export async function getLoginHistory(): Promise<LoginHistoryEntry[]> {
  const response = await api.get<LoginHistoryResponse>('/api/Account/GetLoginHistory');
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseData;
}

export const loginHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'login-history'], queryFn: getLoginHistory });

export function useLoginHistory() {
  return useQuery(loginHistoryQueryOptions());
}
