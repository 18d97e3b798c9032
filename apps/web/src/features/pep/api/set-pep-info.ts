import type { PepInfo } from '@conto-gioco/shared/pep';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Envelope } from '@/lib/envelope';
import { pepInfoQueryOptions } from './get-pep-info';

/** EL_SetPepInfo: throws on any failure (the screen shows the spec's one text for all). */
export async function setPepInfo(info: PepInfo): Promise<void> {
  const response = await api.post<Envelope<null>>('/api/Account/EL_SetPepInfo', info);
  if (response.ResponseCode !== 0) throw new Error(response.ResponseMessage);
}

export function useSetPepInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPepInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepInfoQueryOptions().queryKey }),
  });
}
