import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/storage';
import { authSessionQueryKey, clearSession, type AuthSession } from './check-auth';

export function logoutUser(betsession: string, token: string): Promise<unknown> {
  return api.get('/api/Account/LogoutUser', { query: { betsession }, token, open: true });
}

/**
 * Forgets the session here first (so that no call still in flight can bounce the player to the
 * login page), then ends it on the server with the token it had. `beforeClear` runs before the
 * session is forgotten, e.g. to leave a page that needs it.
 */
export function useLogout(): (options?: { beforeClear?: () => Promise<void> | void }) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ beforeClear } = {}) => {
      const session = queryClient.getQueryData<AuthSession>(authSessionQueryKey);
      const token = getToken();
      await beforeClear?.();
      clearSession(queryClient);
      if (session && token) {
        try {
          await logoutUser(session.user.betsession, token);
        } catch {
          // Forgotten here anyway; the server session then expires on its own.
        }
      }
    },
    [queryClient],
  );
}
