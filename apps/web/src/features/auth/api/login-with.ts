import type { LoginResponse } from '@conto-gioco/shared/auth';
import { LOGGED_IN_CODES, LOGIN_CODE } from '@conto-gioco/shared/auth-codes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { setToken, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { vibrateOnLogin } from './app-shell';
import { authSessionQueryKey, clearSession, type AuthSession } from './check-auth';
import { ensureDeviceToken, LoginRefusedError } from './login-request';
import type { LoginResult } from './login-user';

/**
 * A way in other than the password form (passkey, SSO): given the device token, it makes its own
 * call and answers the login response (the same envelope and codes as LoginUser2FA).
 */
export type LoginCall = (deviceToken: string) => Promise<LoginResponse>;

/**
 * What any login response means for the client: a code outside LOGGED_IN_CODES becomes a
 * LoginRefusedError; a logged-in one stores the token and device token and gives the session.
 */
export function acceptLoginResponse(
  response: LoginResponse,
  deviceToken: string,
): { result: LoginResult; session: NonNullable<AuthSession> } {
  if (!LOGGED_IN_CODES.includes(response.ResponseCode) || !response.ResponseData) {
    throw new LoginRefusedError(
      response.ResponseCode,
      response.ResponseMessage,
      response.MovedTo ?? null,
      deviceToken,
    );
  }
  const data = response.ResponseData;
  setToken(data.Token);
  if (data.DeviceToken) writeStorage(STORAGE_KEYS.deviceToken, data.DeviceToken);
  return {
    result: {
      code: response.ResponseCode,
      message: response.ResponseMessage,
      depositLimitRequired: response.ResponseCode === LOGIN_CODE.depositLimitRequired,
      invitation: data.UserData.invitation || null,
    },
    session: { user: data.UserData, clientSettings: data.ClientSettings },
  };
}

/** The new session replaces whatever was cached for a previous player. */
export function startSession(queryClient: QueryClient, session: NonNullable<AuthSession>): void {
  queryClient.removeQueries({
    predicate: (query) => !['auth', 'site-modules'].includes(String(query.queryKey[0])),
  });
  queryClient.setQueryData<AuthSession>(authSessionQueryKey, session);
  vibrateOnLogin(session.clientSettings);
}

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
