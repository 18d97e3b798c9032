import type { cashoutListResponse } from '@conto-gioco/shared/play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CashoutListResponse = z.infer<typeof cashoutListResponse>;
export type CashoutTicket = NonNullable<CashoutListResponse['ResponseData']>[number];

/** Every bet list query starts with this key: a cash-out or a deleted reservation reloads them all. */
export const BETS_QUERY_ROOT = 'bets';

/** CashoutableTicketList_New (money.md §7): the open tickets with a cash-out offer now. */
export const getCashoutList = () => api.get<CashoutListResponse>('/api/BetPlay/CashoutableTicketList_New');

export const cashoutListQueryOptions = () =>
  queryOptions({
    queryKey: [BETS_QUERY_ROOT, 'cashout'],
    queryFn: getCashoutList,
    // Offers follow the odds: read again when the tab comes back into view.
    staleTime: 10_000,
  });

export const useCashoutList = () => useQuery(cashoutListQueryOptions());
