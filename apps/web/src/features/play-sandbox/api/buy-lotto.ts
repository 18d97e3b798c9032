import type { Envelope } from '@conto-gioco/shared/envelope';
import type { TicketAnswer } from '@conto-gioco/shared/play';
import type { SandboxLottoRequest } from '@conto-gioco/shared/play-sandbox';
import { api } from '@/lib/api-client';
import { useSandboxPlay } from './use-sandbox-play';

export const buySandboxLotto = (request: SandboxLottoRequest) =>
  api.post<Envelope<TicketAnswer | null>>('/api/sandbox/play/lotto', request);

export const useBuySandboxLotto = () => useSandboxPlay(buySandboxLotto);
