import type { Envelope } from '@conto-gioco/shared/envelope';
import type { TicketAnswer } from '@conto-gioco/shared/play';
import type { SandboxScratchRequest } from '@conto-gioco/shared/play-sandbox';
import { api } from '@/lib/api-client';
import { useSandboxPlay } from './use-sandbox-play';

/** A scratch card: decided when bought (its win, 0 when it loses). */
export const buySandboxScratch = (request: SandboxScratchRequest) =>
  api.post<Envelope<TicketAnswer | null>>('/api/sandbox/play/scratch', request);

export const useBuySandboxScratch = () => useSandboxPlay(buySandboxScratch);
