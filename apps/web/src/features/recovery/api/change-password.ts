import type { ChangePasswordRequest, ChangePasswordResponse } from '@conto-gioco/shared/recovery';
import { CHANGE_PASSWORD_CODE } from '@conto-gioco/shared/recovery-codes';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/**
 * EL_ChangePassword: resolves with the server's confirmation; a refusal is an ApiError whose message
 * is the returnDescription (wrong old password, weak or mismatched new one, too many tries).
 */
export async function changePassword(body: ChangePasswordRequest): Promise<string> {
  const response = await api.post<ChangePasswordResponse>('/api/Account/EL_ChangePassword', body);
  const result = response.ResponseData;
  if (result.returnCode !== CHANGE_PASSWORD_CODE.ok) {
    throw new ApiError(result.returnCode, result.returnDescription, 200);
  }
  return result.returnDescription;
}

export function useChangePassword({ onSuccess }: { onSuccess?: (description: string) => void } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess });
}
