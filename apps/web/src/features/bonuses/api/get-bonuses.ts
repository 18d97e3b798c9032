import type { BonusItem, bonusListResponse, userBonusReactiveResponse } from '@conto-gioco/shared/bonuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type BonusListResponse = z.infer<typeof bonusListResponse>;
type ReactiveResponse = z.infer<typeof userBonusReactiveResponse>;

/** Every bonus query sits under this root: a redeem or a cancel reads them all again. */
export const BONUSES_QUERY_ROOT = 'bonuses';

/** The lists by kind (money.md §7 'Bonuses'); 'all' is EL_GetUserBonusReactive. */
export const BONUS_LIST_PATHS = {
  real: '/api/Account/EL_GetBonus',
  funbonus: '/api/Account/EL_GetAllFunBonus',
  freespin: '/api/Account/EL_GetAllFreeSpin',
  freebet: '/api/Account/EL_GetAllFreeBet',
} as const;
export type BonusListKind = keyof typeof BONUS_LIST_PATHS | 'all';

/**
 * One list of the player's bonuses; null when a site module or withdraw-only mode hides it. A
 * failure is treated as null, as the spec says of these calls, except for a transport failure,
 * which the screen shows as a loading error.
 */
export async function getBonuses(kind: BonusListKind): Promise<BonusItem[] | null> {
  if (kind === 'all') {
    const response = await api.get<ReactiveResponse>('/api/Account/EL_GetUserBonusReactive');
    if (response.ResponseCode !== 0 || !response.ResponseData) return null;
    return JSON.parse(response.ResponseData) as BonusItem[];
  }
  const response = await api.get<BonusListResponse>(BONUS_LIST_PATHS[kind]);
  return response.ResponseCode === 0 ? response.ResponseData : null;
}

export const bonusesQueryOptions = (kind: BonusListKind) =>
  queryOptions({
    queryKey: [BONUSES_QUERY_ROOT, kind],
    queryFn: () => getBonuses(kind),
    staleTime: 30_000,
  });

export function useBonuses(kind: BonusListKind, { enabled }: { enabled: boolean }) {
  return useQuery({ ...bonusesQueryOptions(kind), enabled });
}
