import type { SavedCard, savedCardsResponse } from '@conto-gioco/shared/withdrawal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type Answer = z.infer<typeof savedCardsResponse>;
export type CardKind = 'mastercard' | 'apco';

const CALL: Record<CardKind, string> = {
  mastercard: '/api/Account/GetDatiMastercard',
  apco: '/api/Account/GetDatiApco',
};

/** GetDatiMastercard / GetDatiApco: the player's cards of that kind, masked; none when refused. */
export async function getSavedCards(kind: CardKind): Promise<SavedCard[]> {
  const response = await api.get<Answer>(CALL[kind]);
  return response.ResponseCode === 0 ? response.ResponseData : [];
}

export const savedCardsQueryOptions = (kind: CardKind) =>
  queryOptions({
    queryKey: ['withdrawal', 'cards', kind],
    queryFn: () => getSavedCards(kind),
    staleTime: 60_000,
  });

export function useSavedCards(kind: CardKind, { enabled }: { enabled: boolean }) {
  return useQuery({ ...savedCardsQueryOptions(kind), enabled });
}
