import type { Envelope } from '@conto-gioco/shared/envelope';
import type { CasinoSessionAnswer } from '@conto-gioco/shared/play';
import type { SandboxSlotRequest } from '@conto-gioco/shared/play-sandbox';
import { api } from '@/lib/api-client';
import { useSandboxPlay } from './use-sandbox-play';

/** A whole demo session: opened, its rounds, closed (a refused round ends it, with its code). */
export const playSandboxSlot = (request: SandboxSlotRequest) =>
  api.post<Envelope<CasinoSessionAnswer | null>>('/api/sandbox/play/slot', request);

export const usePlaySandboxSlot = () => useSandboxPlay(playSandboxSlot);
