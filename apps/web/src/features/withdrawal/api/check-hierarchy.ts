import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError, type Envelope } from './envelope';

/** Whether the player may withdraw now; when not, the access code and the server's message. */
export type WithdrawalAccess = { allowed: boolean; code: number; message: string };

/** CheckHierarchy?screen=withdrawal: the first reason withdrawals are closed to this player, if any. */
export async function checkWithdrawalAccess(): Promise<WithdrawalAccess> {
  const response = await api
    .get<Envelope<boolean | null>>('/api/Account/CheckHierarchy', { query: { screen: 'withdrawal' } })
    .catch(envelopeOfError);
  return {
    allowed: response.ResponseCode === 0 && response.ResponseData === true,
    code: response.ResponseCode,
    message: response.ResponseMessage,
  };
}

export const withdrawalAccessQueryOptions = () =>
  queryOptions({
    queryKey: ['withdrawal', 'access'],
    queryFn: checkWithdrawalAccess,
    // Asked again on every visit: a verified contact or a changed password opens the screen.
    staleTime: 0,
  });

export function useWithdrawalAccess() {
  return useQuery(withdrawalAccessQueryOptions());
}
