import type { LoginRequest } from '@conto-gioco/shared/auth';
import { LOGIN_CODE } from '@conto-gioco/shared/auth-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { clearSession, startSession } from './check-auth';
import type * as LoginRequestModule from './login-request';

export type LoginResult = {
  code: number;
  /** The server's notice (other sessions closed, -6083 self-exclusion, -6443's prompt); '' when none. */
  message: string;
  /** -6443: logged in, but the player must set a deposit limit: the form prompts for it. */
  depositLimitRequired: boolean;
  /** 0 with a migration link: the site is closing, the player is invited to move the account. */
  invitation: string | null;
};

let pending: Promise<typeof LoginRequestModule> | null = null;

/** The login call's code, fetched on first focus of the form (and at the latest on submit). */
export function loadLoginRequest() {
  pending ??= import('./login-request').catch((error: unknown) => {
    pending = null; // the next attempt fetches it again
    throw error;
  });
  return pending;
}

/**
 * Logs in (always with the device token); a code outside LOGGED_IN_CODES becomes a
 * LoginRefusedError (an ApiError) carrying the server's code and message.
 */
export async function loginUser(body: LoginRequest) {
  return (await loadLoginRequest()).requestLogin(body);
}

/** Codes after which the form stays as it is, waiting for the two-factor code. */
const TWO_FACTOR_CODES: readonly number[] = [LOGIN_CODE.twoFactorRequired, LOGIN_CODE.twoFactorWrong];

export function useLoginUser({ onSuccess }: { onSuccess?: (result: LoginResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginUser,
    onSuccess: ({ result, session }) => {
      startSession(queryClient, session);
      onSuccess?.(result);
    },
    onError: (error) => {
      // Every refusal but a two-factor request logs the client out (access.md §4).
      if (error instanceof ApiError && !TWO_FACTOR_CODES.includes(error.code)) clearSession(queryClient);
    },
  });
}
