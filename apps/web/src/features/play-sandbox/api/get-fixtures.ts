import type { Envelope } from '@conto-gioco/shared/envelope';
import type { SandboxFixtures } from '@conto-gioco/shared/play-sandbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The sandbox's fixture list; 404 when the sandbox is off (PLAY_SANDBOX), so nothing shows it. */
export const getPlaySandboxFixtures = () => api.get<Envelope<SandboxFixtures>>('/api/sandbox/play/fixtures');

export const playSandboxFixturesQueryOptions = () =>
  queryOptions({
    queryKey: ['play-sandbox', 'fixtures'],
    queryFn: getPlaySandboxFixtures,
    select: (answer) => answer.ResponseData,
    staleTime: 10 * 60_000,
    retry: false,
  });

export function usePlaySandboxFixtures({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...playSandboxFixturesQueryOptions(), enabled });
}
