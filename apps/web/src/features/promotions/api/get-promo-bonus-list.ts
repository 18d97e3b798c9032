import type {
  PromoBonusList,
  PromoBonusListRequest,
  promoBonusListResponse,
} from '@conto-gioco/shared/promotions';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type PromoBonusListResponse = z.infer<typeof promoBonusListResponse>;

/** Every promotions query sits under this root: a redeem reads them all again. */
export const PROMOTIONS_QUERY_ROOT = 'promotions';

/** money.md §9: bonus pagination 10 per page. */
export const PROMO_PAGE_SIZE = 10;

/**
 * POST V3_GetPromoBonusList (money.md §7): one page of promotions, newest expiry first; null when
 * the server hides the section (withdraw-only mode) or refuses. `resetCache` asks the server to
 * recompute rather than answer from its cache (the refresh button).
 */
export async function getPromoBonusList(
  { skip, take }: { skip: number; take: number },
  resetCache = false,
): Promise<PromoBonusList | null> {
  const body: PromoBonusListRequest = {
    DateFrom: null,
    DateTo: null,
    Skip: skip,
    Take: take,
    SortBy: 'DateTo',
    SortAscending: false,
    ResetCache: resetCache,
  };
  const response = await api.post<PromoBonusListResponse>('/api/BetPlay/V3_GetPromoBonusList', body);
  return response.ResponseCode === 0 ? response.ResponseData : null;
}

export type PromoPage = { skip: number; take: number };

export const pageOf = (page: number, take = PROMO_PAGE_SIZE): PromoPage => ({
  skip: (page - 1) * take,
  take,
});

export const promoBonusListQueryOptions = (at: PromoPage) =>
  queryOptions({
    queryKey: [PROMOTIONS_QUERY_ROOT, 'list', at.skip, at.take],
    queryFn: () => getPromoBonusList(at),
    staleTime: 30_000,
  });

/** The page's query, and `refresh`: the same page again with ResetCache true. */
export function usePromoBonusList(at: PromoPage, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...promoBonusListQueryOptions(at), enabled });
  const refresh = () =>
    queryClient
      .fetchQuery({
        ...promoBonusListQueryOptions(at),
        queryFn: () => getPromoBonusList(at, true),
        staleTime: 0,
      })
      .catch(() => undefined);
  return { query, refresh };
}
