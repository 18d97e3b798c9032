import type { ProfileActionResponse } from '@conto-gioco/shared/profile';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export type ContactKind = 'email' | 'cellulare';

/** Ours: RequestContactChange sends a code to the new address; nothing changes yet. */
export async function requestContactChange(body: { tipo: ContactKind; valore: string }): Promise<string> {
  const response = await api.post<ProfileActionResponse>('/api/Account/RequestContactChange', body);
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseMessage;
}

export function useRequestContactChange() {
  return useMutation({ mutationFn: requestContactChange });
}
