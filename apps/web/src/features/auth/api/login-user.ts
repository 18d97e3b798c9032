import type { LoginRequest, LoginResponse } from '@conto-gioco/shared/auth';
import { LOGGED_IN_CODES, LOGIN_CODE } from '@conto-gioco/shared/auth-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { readStorage, setToken, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { authSessionQueryKey, type AuthSession } from './check-auth';

export type LoginResult = {
  code: number;
  message: string;
  /** -6443: logged in, but the player must set a deposit limit first. */
  depositLimitRequired: boolean;
};

/** Logs in; a code outside LOGGED_IN_CODES becomes an ApiError carrying the server's code and message. */
export async function loginUser(
  body: LoginRequest,
): Promise<{ result: LoginResult; session: NonNullable<AuthSession> }> {
  const deviceToken = readStorage(STORAGE_KEYS.deviceToken);
  const response = await api.post<LoginResponse>(
    '/api/Account/LoginUser2FA',
    { ...body, ...(deviceToken && !body.token ? { token: deviceToken } : {}) },
    { auth: false, open: true },
  );
  if (!LOGGED_IN_CODES.includes(response.ResponseCode) || !response.ResponseData) {
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  }
  const data = response.ResponseData;
  setToken(data.Token);
  if (data.DeviceToken) writeStorage(STORAGE_KEYS.deviceToken, data.DeviceToken);
  return {
    result: {
      code: response.ResponseCode,
      message: response.ResponseMessage,
      depositLimitRequired: response.ResponseCode === LOGIN_CODE.depositLimitRequired,
    },
    session: { user: data.UserData, clientSettings: data.ClientSettings },
  };
}

export function useLoginUser({ onSuccess }: { onSuccess?: (result: LoginResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginUser,
    onSuccess: ({ result, session }) => {
      // Whatever was cached for a previous player goes; the new session is the only truth.
      queryClient.removeQueries({
        predicate: (query) => !['auth', 'site-modules'].includes(String(query.queryKey[0])),
      });
      queryClient.setQueryData<AuthSession>(authSessionQueryKey, session);
      onSuccess?.(result);
    },
  });
}
