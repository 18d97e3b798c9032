import type { ProfileActionResponse } from '@conto-gioco/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { anagraficaQueryKey } from './get-anagrafica';
import type { ContactKind } from './request-contact-change';

/** Ours: ConfirmContactChange, the code sent to the new address; only now does it replace the old one. */
export async function confirmContactChange(body: {
  tipo: ContactKind;
  valore: string;
  codice: string;
}): Promise<string> {
  const response = await api.post<ProfileActionResponse>('/api/Account/ConfirmContactChange', body);
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseMessage;
}

export function useConfirmContactChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmContactChange,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: anagraficaQueryKey }),
  });
}
