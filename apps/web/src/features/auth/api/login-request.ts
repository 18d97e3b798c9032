import type { LoginRequest, LoginResponse } from '@conto-gioco/shared/auth';
import { LOGGED_IN_CODES, LOGIN_CODE } from '@conto-gioco/shared/auth-codes';
import { api, ApiError } from '@/lib/api-client';
import { readStorage, setToken, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { vibrateOnLogin } from './app-shell';
import type { AuthSession } from './check-auth';
import type { LoginResult } from './login-user';

/** A login the server refused (any code outside LOGGED_IN_CODES), with what the form needs to go on. */
export class LoginRefusedError extends ApiError {
  /** 1020: the address of the site (or app store page) the account moved to. */
  readonly movedTo: string | null;
  /** The device token this login sent (-3333 authorises it). */
  readonly deviceToken: string;
  constructor(code: number, message: string, movedTo: string | null, deviceToken: string) {
    super(code, message, 200);
    this.name = 'LoginRefusedError';
    this.movedTo = movedTo;
    this.deviceToken = deviceToken;
  }
}

/**
 * The device token sent with every login (access.md §3): the one stored, else a new random one
 * (32 bytes, base64url), stored at once so that a device authorisation (-3333) and the next login
 * name the same device.
 */
export function ensureDeviceToken(): string {
  const stored = readStorage(STORAGE_KEYS.deviceToken);
  if (stored) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  writeStorage(STORAGE_KEYS.deviceToken, token);
  return token;
}

/**
 * What any login response means for the client (password, passkey, SSO): a code outside
 * LOGGED_IN_CODES becomes a LoginRefusedError; a logged-in one stores the token and device token,
 * vibrates in the app shell and gives the session.
 */
export function acceptLoginResponse(
  response: LoginResponse,
  deviceToken: string,
): { result: LoginResult; session: NonNullable<AuthSession> } {
  if (!LOGGED_IN_CODES.includes(response.ResponseCode) || !response.ResponseData) {
    throw new LoginRefusedError(
      response.ResponseCode,
      response.ResponseMessage,
      response.MovedTo ?? null,
      deviceToken,
    );
  }
  const data = response.ResponseData;
  setToken(data.Token);
  if (data.DeviceToken) writeStorage(STORAGE_KEYS.deviceToken, data.DeviceToken);
  vibrateOnLogin(data.ClientSettings);
  return {
    result: {
      code: response.ResponseCode,
      message: response.ResponseMessage,
      depositLimitRequired: response.ResponseCode === LOGIN_CODE.depositLimitRequired,
      invitation: data.UserData.invitation || null,
    },
    session: { user: data.UserData, clientSettings: data.ClientSettings },
  };
}

/** The password login call, in the chunk the form fetches on first focus (with its schema). */
export async function requestLogin(body: LoginRequest) {
  const deviceToken = body.token ?? ensureDeviceToken();
  const response = await api.post<LoginResponse>(
    '/api/Account/LoginUser2FA',
    { ...body, token: deviceToken },
    { auth: false, open: true },
  );
  return acceptLoginResponse(response, deviceToken);
}
