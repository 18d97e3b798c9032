import type { AffiliateFormInput, AffiliateResponse } from '@conto-gioco/shared/affiliate';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { OPEN } from '@/lib/envelope';

/** The affiliate application (ours: api/Affiliate/SendRequest, in place of the external service). */
export async function sendAffiliateRequest(form: AffiliateFormInput): Promise<AffiliateResponse> {
  return api.post<AffiliateResponse>('/api/Affiliate/SendRequest', form, { ...OPEN, auth: false });
}

export function useSendAffiliateRequest() {
  return useMutation({ mutationFn: sendAffiliateRequest });
}
