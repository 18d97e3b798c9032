import type { PasskeyEntry, PasskeysResponse, ProfileActionResponse } from '@conto-gioco/shared/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/*
 * Ours: the player's passkeys on the Sicurezza tab (GetPasskeys, RenamePasskey, RemovePasskey),
 * kept together: one list and the two changes to it.
 */

export async function getPasskeys(): Promise<PasskeyEntry[]> {
  const response = await api.get<PasskeysResponse>('/api/Account/GetPasskeys');
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseData;
}

export const passkeysQueryKey = ['passkeys', 'list'] as const;
export const passkeysQueryOptions = () => queryOptions({ queryKey: passkeysQueryKey, queryFn: getPasskeys });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

async function change(path: string, body: object): Promise<void> {
  const response = await api.post<ProfileActionResponse>(path, body);
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; nome: string }) => change('/api/Account/RenamePasskey', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => change('/api/Account/RemovePasskey', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
