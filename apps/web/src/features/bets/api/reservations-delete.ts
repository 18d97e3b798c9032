import type { reservationsResponse } from '@conto-gioco/shared/play';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';
import { reservationsQueryOptions } from './reservations-list';

type DeleteReservedResponse = z.infer<typeof reservationsResponse>;

/** DeleteBetReserved?Id (a GET, as money.md §7 has it). */
export const deleteReservation = (id: number) =>
  api
    .get<DeleteReservedResponse>('/api/BetPlay/DeleteBetReserved', { query: { Id: id } })
    .catch(envelopeOfError);

export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsQueryOptions().queryKey }),
  });
}
