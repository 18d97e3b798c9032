import type { AccountStatus, AccountStatusResponse } from '@conto-gioco/shared/status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** The account-status items as the server computes them (ours: GET api/Account/GetAccountStatus). */
export async function getAccountStatus(): Promise<AccountStatus> {
  const response = await api.get<AccountStatusResponse>('/api/Account/GetAccountStatus');
  if (response.ResponseCode !== 0 || !response.ResponseData) {
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  }
  return response.ResponseData;
}

// Not under 'auth': logout and login drop it with the rest of the player's data.
export const accountStatusQueryKey = ['account-status'] as const;

export const accountStatusQueryOptions = () =>
  queryOptions({ queryKey: accountStatusQueryKey, queryFn: getAccountStatus });

export function useAccountStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountStatusQueryOptions(), enabled });
}
