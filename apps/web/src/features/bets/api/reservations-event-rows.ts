import type { eventRowsResponse } from '@conto-gioco/shared/play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { BETS_QUERY_ROOT } from './cashout-list';

export type EventRowsResponse = z.infer<typeof eventRowsResponse>;
export type EventRow = NonNullable<EventRowsResponse['ResponseData']>[number];

/** POST /api/Palinsesto/GetEventRows: the rows of the outcomes whose events are still ahead. */
export const getEventRows = (hashes: readonly string[]) =>
  api.post<EventRowsResponse>('/api/Palinsesto/GetEventRows', { outcomes: hashes.join(',') });

export const eventRowsQueryOptions = (hashes: readonly string[]) =>
  queryOptions({
    queryKey: [BETS_QUERY_ROOT, 'event-rows', hashes.join(',')],
    queryFn: () => getEventRows(hashes),
    staleTime: 30_000,
  });

/** Asked only once the reservation's card is opened (enabled). */
export const useEventRows = (hashes: readonly string[], { enabled }: { enabled: boolean }) =>
  useQuery({ ...eventRowsQueryOptions(hashes), enabled });
