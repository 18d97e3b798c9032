import type { Envelope } from '@conto-gioco/shared/envelope';
import type { SandboxReservationRequest } from '@conto-gioco/shared/play-sandbox';
import { api } from '@/lib/api-client';
import { useSandboxPlay } from './use-sandbox-play';

export type SandboxReservation = { id: number; shortCode: string };

export const bookSandboxSlip = (request: SandboxReservationRequest) =>
  api.post<Envelope<SandboxReservation | null>>('/api/sandbox/play/reservations', request);

export const useBookSandboxSlip = () => useSandboxPlay(bookSandboxSlip);
