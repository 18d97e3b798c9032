import { z } from 'zod';
import { loginResponse } from './auth.ts';
import { responseEnvelope } from './envelope.ts';

/**
 * Passkeys (WebAuthn): the spec's biometric login (access.md §2 fingerprint button, §4 -5028).
 * The calls are ours (the spec names none): PasskeyRegistrationOptions + PasskeyRegister for a
 * logged-in player, PasskeyLoginOptions + LoginUserPasskey for a visitor.
 */

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Formato non valido' });

const credentialBase = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** What navigator.credentials.create() answers, in WebAuthn's JSON form (RegistrationResponseJSON). */
export const registrationCredential = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16000),
    authenticatorData: base64url(4000).optional(),
    transports: z.array(transport).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});

/** What navigator.credentials.get() answers (AuthenticationResponseJSON). */
export const authenticationCredential = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});

export const passkeyRegisterRequest = z.object({ credential: registrationCredential });
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequest>;

export const passkeyLoginRequest = z.object({
  credential: authenticationCredential,
  /** Device token a previous login returned (as in the login payload). */
  token: z.string().max(200).optional(),
});
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequest>;

/**
 * The options for navigator.credentials.create() / get(), in WebAuthn's JSON form
 * (PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON).
 */
export const passkeyOptions = z.looseObject({ challenge: z.string() });
export const passkeyOptionsResponse = responseEnvelope(passkeyOptions.nullable());
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponse>;

export const passkeyRegisterResponse = responseEnvelope(z.null());
export type PasskeyRegisterResponse = z.infer<typeof passkeyRegisterResponse>;

/** LoginUserPasskey answers exactly what LoginUser2FA answers. */
export const passkeyLoginResponse = loginResponse;
