import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError, type Envelope } from './envelope';

/** Whether the player may deposit now; when not, the access code and the server's message. */
export type DepositAccess = { allowed: boolean; code: number; message: string };

/** CheckHierarchy?screen=deposit: the first reason deposits are closed to this player, if any. */
export async function checkDepositAccess(): Promise<DepositAccess> {
  const response = await api
    .get<Envelope<boolean | null>>('/api/Account/CheckHierarchy', { query: { screen: 'deposit' } })
    .catch(envelopeOfError);
  return {
    allowed: response.ResponseCode === 0 && response.ResponseData === true,
    code: response.ResponseCode,
    message: response.ResponseMessage,
  };
}

export const depositAccessQueryOptions = () =>
  queryOptions({
    queryKey: ['deposit', 'access'],
    queryFn: checkDepositAccess,
    // Asked again on every visit: a verified contact or a changed password opens the screen.
    staleTime: 0,
  });

export function useDepositAccess() {
  return useQuery(depositAccessQueryOptions());
}
