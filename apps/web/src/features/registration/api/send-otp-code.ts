import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN, type Envelope } from './envelope';

/** SendOtpCode (ours): a new OTP of the type (1 mobile, 2 e-mail) for the pending registration. */
export async function sendOtpCode(input: { numConto: string; type: 1 | 2 }): Promise<void> {
  dataOf(await api.get<Envelope<unknown>>('/api/Account/SendOtpCode', { ...OPEN, query: input }));
}

export function useSendOtpCode() {
  return useMutation({ mutationFn: sendOtpCode });
}
