import type { RankingData, rankingStatementResponse } from '@conto-gioco/shared/ranking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeOfError } from '@/lib/envelope';

type RankingStatementResponse = z.infer<typeof rankingStatementResponse>;

/** Every ranking query sits under this root: a conversion or a unique code reads it again. */
export const RANKING_QUERY_ROOT = 'ranking';

/**
 * RankingEstrattoConto (money.md §7): the player's points, conversions, movements and leaderboard;
 * null without a fidelity profile (the no-data widget), whether refused in a 200 or an error status.
 * Only a transport failure throws (the loading error).
 */
export async function getRanking(): Promise<RankingData | null> {
  const response = await api
    .get<RankingStatementResponse>('/api/Player/RankingEstrattoConto')
    .catch(envelopeOfError);
  return response.ResponseCode === 0 ? response.ResponseData : null;
}

export const rankingQueryOptions = () =>
  queryOptions({
    queryKey: [RANKING_QUERY_ROOT, 'statement'],
    queryFn: getRanking,
    staleTime: 30_000,
  });

export const useRanking = () => useQuery(rankingQueryOptions());
