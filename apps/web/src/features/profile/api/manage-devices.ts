import type { DeviceEntry, DevicesResponse, ProfileActionResponse } from '@conto-gioco/shared/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Ours: GetDevices and ForgetDevice, the devices the player logged in from (Sicurezza tab). */
export async function getDevices(): Promise<DeviceEntry[]> {
  const response = await api.get<DevicesResponse>('/api/Account/GetDevices');
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseData;
}

const devicesQueryKey = ['profile', 'devices'] as const;
export const devicesQueryOptions = () => queryOptions({ queryKey: devicesQueryKey, queryFn: getDevices });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.post<ProfileActionResponse>('/api/Account/ForgetDevice', { id });
      if (response.ResponseCode !== 0)
        throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
