import type { LoginResponse } from '@conto-gioco/shared/auth';
import type { PasskeyOptionsResponse } from '@conto-gioco/shared/passkeys';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api, ApiError } from '@/lib/api-client';
import { loadWebAuthn } from './webauthn';

/**
 * The passkey login: the server's request options, the browser's ceremony (the authenticator
 * offers this site's passkeys, no username needed), then LoginUserPasskey, which answers the same
 * login response as LoginUser2FA. The caller handles that response like any login.
 */
export async function loginUserPasskey(deviceToken: string): Promise<LoginResponse> {
  const options = await api.post<PasskeyOptionsResponse>(
    '/api/Account/PasskeyLoginOptions',
    {},
    { auth: false, open: true },
  );
  if (options.ResponseCode !== 0 || !options.ResponseData) {
    throw new ApiError(options.ResponseCode, options.ResponseMessage, 200);
  }
  const { startAuthentication } = await loadWebAuthn();
  const credential = await startAuthentication({
    optionsJSON: options.ResponseData as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return api.post<LoginResponse>(
    '/api/Account/LoginUserPasskey',
    { credential, token: deviceToken },
    { auth: false, open: true },
  );
}
