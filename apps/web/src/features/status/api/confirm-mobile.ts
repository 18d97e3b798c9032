import type { ConfirmMobileResponse } from '@conto-gioco/shared/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { accountStatusQueryKey } from './get-account-status';

/** POST api/Account/ConfirmMobile: ErrorCode 0 when the SMS code is right. */
export async function confirmMobile(code: string): Promise<void> {
  const response = await api.post<ConfirmMobileResponse>('/api/Account/ConfirmMobile', { code });
  if (response.ErrorCode !== 0) throw new ApiError(response.ErrorCode, response.ErrorMessage, 200);
}

export function useConfirmMobile({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMobile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountStatusQueryKey });
      onSuccess?.();
    },
  });
}
