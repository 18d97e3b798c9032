import type { NewsItem } from '@conto-gioco/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseNewsAnswer } from '../lib/cms-guard';

/** GET api/CMS/GetGogoalNews (§7): external news of one sport id, newest first. Fails on code ≠ 0. */
export async function getNews(category: string): Promise<NewsItem[]> {
  const response = await api.get<unknown>('/api/CMS/GetGogoalNews', {
    query: { category, newClient: true },
    open: true,
  });
  // A hand-written check, not the zod schema: the news widgets load no zod.
  return parseNewsAnswer(response);
}

export const newsQueryOptions = (category: string) =>
  queryOptions({
    queryKey: ['cms', 'news', category],
    queryFn: () => getNews(category),
    staleTime: Infinity,
  });

export function useNews(category: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...newsQueryOptions(category), enabled: options.enabled ?? true });
}
