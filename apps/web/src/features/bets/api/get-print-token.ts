import type { ticketPrintTokenResponse } from '@conto-gioco/shared/play';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PrintTokenResponse = z.infer<typeof ticketPrintTokenResponse>;

/** Ours: TicketPrintToken?id: a short-lived print token for one of the player's tickets. */
export const getPrintToken = (aamscode: string) =>
  api.get<PrintTokenResponse>('/api/BetPlay/TicketPrintToken', { query: { id: aamscode } });
