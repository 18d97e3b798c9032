import type { reservationsResponse } from '@conto-gioco/shared/play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { BETS_QUERY_ROOT } from './cashout-list';

export type ReservationsResponse = z.infer<typeof reservationsResponse>;
export type Reservation = NonNullable<ReservationsResponse['ResponseData']>[number];

/** Reservations take 1000 (money.md §9). */
export const RESERVATIONS_TAKE = 1000;

/** GetBetsReserved (skip=0, take=1000): the envelope as it came; a non-zero code is data. */
export const getReservations = () =>
  api.get<ReservationsResponse>('/api/BetPlay/GetBetsReserved', {
    query: { skip: 0, take: RESERVATIONS_TAKE },
  });

export const reservationsQueryOptions = () =>
  queryOptions({
    queryKey: [BETS_QUERY_ROOT, 'reservations'],
    queryFn: getReservations,
    staleTime: 30_000,
  });

export const useReservations = () => useQuery(reservationsQueryOptions());
