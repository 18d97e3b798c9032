import type { Envelope } from '@conto-gioco/shared/envelope';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Whether the server has the play sandbox on (PLAY_SANDBOX): its fixture call answers (404 when
 * off). The same query as the sandbox screen's, so one request serves both.
 */
export function usePlaySandboxOn(): boolean {
  const fixtures = useQuery({
    queryKey: ['play-sandbox', 'fixtures'],
    queryFn: () => api.get<Envelope<unknown>>('/api/sandbox/play/fixtures'),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return fixtures.data?.ResponseCode === 0;
}
