import type { StatusActionResponse } from '@conto-gioco/shared/status';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** GET api/Account/ResendEmailConfirmation: the server mails the confirmation link. */
export async function resendEmailConfirmation(email: string): Promise<void> {
  const response = await api.get<StatusActionResponse>('/api/Account/ResendEmailConfirmation', {
    query: { email },
  });
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
