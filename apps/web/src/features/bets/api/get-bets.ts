import type { BetListItem } from '@conto-gioco/shared/play';
import type { Envelope } from '@conto-gioco/shared/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DateRange } from '@/lib/date-filter';
import { betListQuery } from '../lib/filters';

export type BetListResponse = Envelope<BetListItem[] | null>;
/** Which list: the tickets and sessions, or the bets paid with fun bonus. */
export type BetListKind = 'real' | 'fun';

const PATHS: Record<BetListKind, string> = {
  real: '/api/Account/EL_GetElencoGiocate',
  fun: '/api/Account/EL_GetElencoGiocateFun',
};

/**
 * EL_GetElencoGiocate / EL_GetElencoGiocateFun (money.md §7): the days asked, every game
 * (id_gioco=0). The envelope as it came: a refusal (disabled section) is data.
 */
export const getBets = (kind: BetListKind, range: DateRange) =>
  api.get<BetListResponse>(PATHS[kind], { query: { ...betListQuery(range), id_gioco: 0 } });

export const betsQueryOptions = (kind: BetListKind, range: DateRange) =>
  queryOptions({
    queryKey: ['bets', kind, range.dateda, range.datea],
    queryFn: () => getBets(kind, range),
    staleTime: 30_000,
  });

export function useBets(kind: BetListKind, range: DateRange, { enabled }: { enabled: boolean }) {
  return useQuery({ ...betsQueryOptions(kind, range), enabled, placeholderData: keepPreviousData });
}
