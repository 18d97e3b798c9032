import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError, type Envelope } from './envelope';

/** Whether the player may use a screen now; when not, the access code and the server's message. */
export type ScreenAccess = { allowed: boolean; code: number; message: string };

/** CheckHierarchy?screen={screen}: the first reason the screen is closed to this player, if any. */
export async function checkHierarchy(screen: string): Promise<ScreenAccess> {
  const response = await api
    .get<Envelope<boolean | null>>('/api/Account/CheckHierarchy', { query: { screen } })
    .catch(envelopeOfError);
  return {
    allowed: response.ResponseCode === 0 && response.ResponseData === true,
    code: response.ResponseCode,
    message: response.ResponseMessage,
  };
}

/** The access of one screen, cached under [screen, 'access']. */
export const screenAccessQueryOptions = (screen: string) =>
  queryOptions({
    queryKey: [screen, 'access'],
    queryFn: () => checkHierarchy(screen),
    // Asked again on every visit: a verified contact or a changed password opens the screen.
    staleTime: 0,
  });
