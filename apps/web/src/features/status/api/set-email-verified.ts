import type { StatusActionResponse } from '@conto-gioco/shared/status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type EmailLink = { email: string; code: string; source: string | null };

/**
 * GET api/Account/SetEmailMobileVerified, the confirmation e-mail's link: true when the address is
 * now verified, false for an unknown, used or expired link.
 */
export async function setEmailVerified(link: EmailLink): Promise<boolean> {
  const response = await api.get<StatusActionResponse>('/api/Account/SetEmailMobileVerified', {
    query: { email: link.email, code: link.code, source: link.source },
    open: true,
  });
  return response.ResponseCode === 0;
}

// The link works once: the answer is kept for the page's life and never asked for again.
export const setEmailVerifiedQueryOptions = (link: EmailLink) =>
  queryOptions({
    queryKey: ['verify-email', link.email, link.code],
    queryFn: () => setEmailVerified(link),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useSetEmailVerified(link: EmailLink | null) {
  return useQuery({
    ...setEmailVerifiedQueryOptions(link ?? { email: '', code: '', source: null }),
    enabled: link !== null,
  });
}
