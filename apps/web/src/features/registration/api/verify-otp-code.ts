import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError, OPEN, type Envelope } from './envelope';

export type VerifyOtpInput = {
  numConto: string;
  codice: string;
  /** OTP_TYPE: 1 mobile, 2 e-mail. */
  type: 1 | 2;
  /** The mobile number or e-mail address the code was sent to. */
  data: string;
};

/** VerifyOtpCode (step 11): ResponseCode 0 when the code is right; the answer as it is otherwise. */
export function verifyOtpCode(input: VerifyOtpInput): Promise<Envelope<unknown>> {
  return api
    .get<Envelope<unknown>>('/api/Account/VerifyOtpCode', { ...OPEN, query: input })
    .catch(envelopeOfError);
}

export function useVerifyOtpCode() {
  return useMutation({ mutationFn: verifyOtpCode });
}
