import type { LoginResponse } from '@conto-gioco/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { clearSession, startSession } from './check-auth';
import { acceptLoginResponse, ensureDeviceToken } from './login-request';
import type { LoginResult } from './login-user';

/**
 * A way in other than the password form (passkey, SSO): given the device token, it makes its own
 * call and answers the login response (the same envelope and codes as LoginUser2FA).
 */
export type LoginCall = (deviceToken: string) => Promise<LoginResponse>;

/**
 * A login through a LoginCall, handled as the password form handles its own: session, username
 * remembered, the prompts that follow some logins (-6443, invitation), then `onSuccess`. A refusal
 * logs the client out (access.md §4: any other code).
 */
export function useLoginWith({ onSuccess }: { onSuccess?: (result: LoginResult) => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (call: LoginCall) => {
      const deviceToken = ensureDeviceToken();
      return acceptLoginResponse(await call(deviceToken), deviceToken);
    },
    onSuccess: ({ result, session }) => {
      startSession(queryClient, session);
      writeStorage(STORAGE_KEYS.rememberedUsername, session.user.username);
      if (result.depositLimitRequired || result.invitation) {
        void import('../components/login-notices').then(({ showLoginNotices }) =>
          showLoginNotices(result, navigate),
        );
      }
      onSuccess?.(result);
    },
    onError: (error) => {
      if (error instanceof ApiError) clearSession(queryClient);
    },
  });
}
