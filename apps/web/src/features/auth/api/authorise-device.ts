import type { DeviceSmsResponse } from '@conto-gioco/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** A device-authorisation call the server refused (ResponseCode other than 0). */
const refusedUnlessOk = (response: DeviceSmsResponse) => {
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response;
};

/** Sends the device-authorisation code by SMS to the player's mobile (access.md §7). */
export const sendAuthDeviceSms = (deviceToken: string) =>
  api
    .get<DeviceSmsResponse>('/api/Account/sendAuthDeviceSMS', {
      query: { player_device: deviceToken },
      auth: false,
      open: true,
    })
    .then(refusedUnlessOk);

/** Checks the code (from the SMS or the e-mail); on success the device may log in. */
export const verifyAuthDeviceSms = ({ deviceToken, code }: { deviceToken: string; code: string }) =>
  api
    .get<DeviceSmsResponse>('/api/Account/verifyAuthDeviceSMS', {
      query: { player_device: deviceToken, code },
      auth: false,
      open: true,
    })
    .then(refusedUnlessOk);

export const useSendAuthDeviceSms = () => useMutation({ mutationFn: sendAuthDeviceSms });
export const useVerifyAuthDeviceSms = () => useMutation({ mutationFn: verifyAuthDeviceSms });
