import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';
import { clientSettings } from './settings.ts';
import { requiredString } from './validation/required.ts';

export { LOGGED_IN_CODES, LOGIN_CODE } from './auth-codes.ts';

export const loginRequest = z.object({
  // A username of ours has at most 30 characters (registration-fields.ts); 100 leaves room for the
  // old site's, and a megabyte never reaches the throttle's key index.
  username: requiredString().pipe(z.string().max(100)),
  password: z.string({ error: 'Il campo è richiesto' }).min(1, { error: 'Il campo è richiesto' }).max(200),
  /** Bot-protection payload (ALTCHA); verified from the access issue on. */
  recaptcha: z.string().max(10000).optional(),
  /** Device token a previous login returned. */
  token: z.string().max(200).optional(),
  twofactorCode: z.string().max(12).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Logged-in user data (access.md §3). Amounts are integer cents; dates are ISO 8601 strings. */
export const userData = z.object({
  username: z.string(),
  contratto: z.string(),
  nome: z.string(),
  cognome: z.string(),
  saldo: z.number().int(),
  prelevabile: z.number().int(),
  email: z.string(),
  statoConto: z.number().int(),
  esclusione: z.boolean(),
  cambio_password: z.boolean(),
  TermsAccepted: z.boolean(),
  richiedereIsPep: z.boolean(),
  confirmedMobile: z.boolean(),
  playerConfirmed: z.boolean(),
  verifyContacts: z.boolean(),
  lastMobileVerificationDate: z.string().nullable(),
  lastEmailVerificationDate: z.string().nullable(),
  /** The previous login, shown as "last access". */
  lastLogin: z.string().nullable(),
  oldSessionClosed: z.boolean(),
  invitation: z.string().nullable(),
  betsession: z.string(),
  supportData: z.string().nullable(),
  primaRicarica: z.boolean(),
  userIdConto: z.number().int(),
  elsession: z.string(),
  fidelity: z.boolean(),
  father: z.string().nullable(),
  BonusCouponsValue: z.number().int(),
  userStatusOk: z.boolean(),
});
export type UserData = z.infer<typeof userData>;

export const loginResponseData = z.object({
  Token: z.string(),
  UserData: userData,
  ClientSettings: clientSettings,
  DeviceToken: z.string(),
});
export const loginResponse = responseEnvelope(loginResponseData.nullable()).extend({
  /** 1020 only: the address of the site (or app store page) the account moved to. */
  MovedTo: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * CheckAuth's query: the app shell's appToken values that are no credential (access.md §7). Its
 * `token` is sent as the bearer token, never in the query (access logs, browser history), and
 * the other products' tokens (elToken, gvToken) are not sent at all: this API does not use them.
 */
export const checkAuthQuery = z.object({
  username: z.string().max(100).optional(),
  idContoGioco: z.string().max(50).optional(),
});
export const checkAuthResponse = z.object({
  Success: z.boolean(),
  UserData: userData.nullable(),
  ClientSettings: clientSettings.nullable(),
  /** The session id (betsession). */
  Message: z.string(),
  Token: z.string().nullable(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponse>;

export const betsessionQuery = z.object({ betsession: z.string().max(100).optional() });

export const refreshTokenResponse = responseEnvelope(z.object({ Token: z.string() }).nullable());
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

export const logoutResponse = responseEnvelope(z.null());

/** sendAuthDeviceSMS / verifyAuthDeviceSMS: player_device is the device token the login sent. */
export const deviceSmsQuery = z.object({ player_device: z.string().min(16).max(200) });
export const deviceVerifyQuery = deviceSmsQuery.extend({
  code: z.string().regex(/^\d{6}$/, { error: 'Inserire un codice valido' }),
});
export const deviceSmsResponse = responseEnvelope(z.null());
export type DeviceSmsResponse = z.infer<typeof deviceSmsResponse>;
