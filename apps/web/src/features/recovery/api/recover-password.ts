import type { RecoveryResult, RecuperoPassRequest } from '@conto-gioco/shared/recovery';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** RecuperoPass: the server's answer, the same whether or not the data match (the caller shows it). */
export function recoverPassword(body: RecuperoPassRequest): Promise<RecoveryResult> {
  return api.post<RecoveryResult>('/api/Account/RecuperoPass', body, { auth: false, open: true });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
