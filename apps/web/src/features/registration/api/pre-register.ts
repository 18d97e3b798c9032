import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

export type PreRegisterRequest = { FirstName: string; LastName: string; Email: string; Mobile: string };

/** PreRegister (module PreRegistration_Enabled): step 1's contacts, kept before the rest is filled. */
export async function preRegister(body: PreRegisterRequest): Promise<void> {
  dataOf(
    await api.post<{ ResponseCode: number; ResponseMessage: string; ResponseData: null }>(
      '/api/Account/PreRegister',
      body,
      OPEN,
    ),
  );
}

export function usePreRegister() {
  return useMutation({ mutationFn: preRegister });
}
