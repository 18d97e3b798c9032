import type { ActivateTwoFactorResponse, ProfileActionResponse } from '@conto-gioco/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { anagraficaQueryKey } from './get-anagrafica';

/*
 * The three two-factor calls of the Sicurezza tab (content-profile.md §7), kept together: they are
 * one set-up flow and change the same profile flag.
 */

export type TwoFactorSetup = NonNullable<ActivateTwoFactorResponse['ResponseData']>;

/** ActivateTwoFactor: a new secret (manual code and otpauth address for the QR), not yet on. */
export async function activateTwoFactor(): Promise<TwoFactorSetup> {
  const response = await api.post<ActivateTwoFactorResponse>('/api/Account/ActivateTwoFactor', {
    enable2fa: true,
  });
  if (response.ResponseCode !== 0 || !response.ResponseData)
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseData;
}

/** VerifyTwoFactor: the app's first code turns it on; a failure carries the server's message. */
export async function verifyTwoFactor(twofactor: string): Promise<string> {
  const response = await api.post<ProfileActionResponse>('/api/Account/VerifyTwoFactor', { twofactor });
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseMessage;
}

/** DeactivateTwoFactor: with the password when it is on; without, it clears an unverified set-up. */
export async function deactivateTwoFactor(password?: string): Promise<string> {
  const response = await api.post<ProfileActionResponse>('/api/Account/DeactivateTwoFactor', {
    disable2fa: true,
    ...(password ? { password } : {}),
  });
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseMessage;
}

export function useActivateTwoFactor() {
  return useMutation({ mutationFn: activateTwoFactor });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: anagraficaQueryKey }),
  });
}

export function useDeactivateTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateTwoFactor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: anagraficaQueryKey }),
  });
}
