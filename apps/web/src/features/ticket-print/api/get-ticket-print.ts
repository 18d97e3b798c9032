import type { ticketDetailResponse } from '@conto-gioco/shared/play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type TicketPrintResponse = z.infer<typeof ticketDetailResponse>;
export type TicketPrintData = NonNullable<TicketPrintResponse['ResponseData']>;

/**
 * How the page proves who asks: the player's session (bearer token), or without a login the print
 * token the address carried (auth).
 */
export type PrintAccess = { kind: 'session' } | { kind: 'token'; auth: string };

/**
 * TicketPrint?id={aamscode} (money.md §7). Open: a refused print token (401) is the page's
 * 'Autenticazione non valida', not a trip to the login screen.
 */
export const getTicketPrint = (aamscode: string, access: PrintAccess) =>
  access.kind === 'session'
    ? api.get<TicketPrintResponse>('/api/BetPlay/TicketPrint', { query: { id: aamscode }, open: true })
    : api.get<TicketPrintResponse>('/api/BetPlay/TicketPrint', {
        query: { id: aamscode, auth: access.auth },
        auth: false,
        open: true,
      });

export const ticketPrintQueryOptions = (aamscode: string, access: PrintAccess) =>
  queryOptions({
    queryKey: ['ticket-print', aamscode, access.kind === 'session' ? '' : access.auth],
    queryFn: () => getTicketPrint(aamscode, access),
    staleTime: Infinity,
    retry: false,
  });

export const useTicketPrint = (aamscode: string, access: PrintAccess | null) =>
  useQuery({
    ...ticketPrintQueryOptions(aamscode, access ?? { kind: 'session' }),
    enabled: access !== null,
  });
