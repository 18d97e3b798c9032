import type { RegistrationResponse } from '@conto-gioco/shared/registration';
import type { RegistrationRequest } from '@conto-gioco/shared/registration-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError, OPEN } from './envelope';

/**
 * Register (module NewRegistration_Enabled on), RegisterUser (off), RegisterMulti (VerifyRegister
 * said the person has an account already): the same payload and answers.
 */
export type RegisterCall = 'Register' | 'RegisterUser' | 'RegisterMulti';

export function registerCall({
  newRegistration,
  isMulti,
}: {
  newRegistration: boolean;
  isMulti: boolean;
}): RegisterCall {
  if (isMulti) return 'RegisterMulti';
  return newRegistration ? 'Register' : 'RegisterUser';
}

/**
 * The final registration (bot action AccountRegistrationFinal): the whole answer, since the codes
 * lead to different places (REGISTRATION_CODE). On 0 and -5296 ResponseData is the login's: the new
 * player is logged in at once. Only a transport failure throws.
 */
export function register({
  call,
  body,
}: {
  call: RegisterCall;
  body: RegistrationRequest;
}): Promise<RegistrationResponse> {
  return api.post<RegistrationResponse>(`/api/Account/${call}`, body, OPEN).catch(envelopeOfError);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
