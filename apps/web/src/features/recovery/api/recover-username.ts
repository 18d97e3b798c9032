import type { RecoveryResult, RecuperoUserRequest } from '@conto-gioco/shared/recovery';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** RecuperoUser: the username goes by e-mail; the answer is the same whether or not the data match. */
export function recoverUsername(body: RecuperoUserRequest): Promise<RecoveryResult> {
  return api.post<RecoveryResult>('/api/Account/RecuperoUser', body, { auth: false, open: true });
}

export function useRecoverUsername() {
  return useMutation({ mutationFn: recoverUsername });
}
