import type { NewsletterConsent } from '@conto-gioco/shared/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dataOf, OPEN } from './envelope';

type NewsletterResponse = {
  ResponseCode: number;
  ResponseMessage: string;
  ResponseData: NewsletterConsent[];
};

/** GetDefaultNewsletter: the newsletter consents offered, with their default answer. */
export async function getDefaultNewsletter(): Promise<NewsletterConsent[]> {
  return dataOf(await api.get<NewsletterResponse>('/api/Account/GetDefaultNewsletter', OPEN));
}

export const defaultNewsletterQueryOptions = () =>
  queryOptions({
    queryKey: ['registration', 'default-newsletter'],
    queryFn: getDefaultNewsletter,
    staleTime: Infinity,
  });

export function useDefaultNewsletter() {
  return useQuery(defaultNewsletterQueryOptions());
}
