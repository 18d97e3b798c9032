import type { StatusActionResponse } from '@conto-gioco/shared/status';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Ours: asks the server to send the SMS code that ConfirmMobile checks. */
export async function sendMobileConfirmation(): Promise<void> {
  const response = await api.get<StatusActionResponse>('/api/Account/SendMobileConfirmation');
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
}

export function useSendMobileConfirmation() {
  return useMutation({ mutationFn: sendMobileConfirmation });
}
