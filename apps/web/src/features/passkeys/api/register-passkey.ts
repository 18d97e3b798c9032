import type { PasskeyOptionsResponse, PasskeyRegisterResponse } from '@conto-gioco/shared/passkeys';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { loadWebAuthn } from './webauthn';

/**
 * Registers a passkey for the logged-in player: the server's creation options, the browser's
 * ceremony (fingerprint, face or screen lock), the server's verification.
 */
export async function registerPasskey(): Promise<void> {
  const options = await api.post<PasskeyOptionsResponse>('/api/Account/PasskeyRegistrationOptions');
  if (options.ResponseCode !== 0 || !options.ResponseData) {
    throw new ApiError(options.ResponseCode, options.ResponseMessage, 200);
  }
  const { startRegistration } = await loadWebAuthn();
  const credential = await startRegistration({
    optionsJSON: options.ResponseData as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  const response = await api.post<PasskeyRegisterResponse>('/api/Account/PasskeyRegister', { credential });
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
}

export function useRegisterPasskey({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: registerPasskey, onSuccess });
}
