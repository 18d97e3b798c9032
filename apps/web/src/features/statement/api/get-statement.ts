import type { StatementResponse } from '@conto-gioco/shared/statement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DateRange } from '../lib/filters';

/** EL_GetEstrattoConto (money.md §7): the envelope as it came; a refusal (disabled section) is data. */
export const getStatement = (range: DateRange) =>
  api.get<StatementResponse>('/api/Account/EL_GetEstrattoConto', { query: range });

export const statementQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: ['statement', range.dateda, range.datea],
    queryFn: () => getStatement(range),
    staleTime: 30_000,
  });

export function useStatement(range: DateRange, { enabled }: { enabled: boolean }) {
  return useQuery({ ...statementQueryOptions(range), enabled, placeholderData: keepPreviousData });
}
