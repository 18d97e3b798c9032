import type { Envelope } from '@conto-gioco/shared/envelope';
import type { TicketAnswer } from '@conto-gioco/shared/play';
import type { SandboxTicketRequest } from '@conto-gioco/shared/play-sandbox';
import { api } from '@/lib/api-client';
import { useSandboxPlay } from './use-sandbox-play';

export const placeSandboxTicket = (request: SandboxTicketRequest) =>
  api.post<Envelope<TicketAnswer | null>>('/api/sandbox/play/tickets', request);

export const usePlaceSandboxTicket = () => useSandboxPlay(placeSandboxTicket);
