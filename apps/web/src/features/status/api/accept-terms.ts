import type { StatusActionResponse } from '@conto-gioco/shared/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { accountStatusQueryKey } from './get-account-status';

export async function acceptTerms(): Promise<string> {
  const response = await api.post<StatusActionResponse>('/api/Account/AcceptTerms');
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseMessage;
}

export function useAcceptTerms({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountStatusQueryKey });
      onSuccess?.();
    },
  });
}
