import type { VerifyRegisterResponse } from '@conto-gioco/shared/registration';
import type { VerifyRegisterRequest } from '@conto-gioco/shared/registration-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError, OPEN } from './envelope';

/**
 * VerifyRegister (step 10, bot action AccountRegistration): the whole answer, since every result
 * code leads somewhere (VERIFY_REGISTER_CODE). Only a transport failure throws.
 */
export function verifyRegister(body: VerifyRegisterRequest): Promise<VerifyRegisterResponse> {
  return api.post<VerifyRegisterResponse>('/api/Account/VerifyRegister', body, OPEN).catch(envelopeOfError);
}

export function useVerifyRegister() {
  return useMutation({ mutationFn: verifyRegister });
}
