import { useQuery } from '@tanstack/react-query';
import { screenAccessQueryOptions } from '@/lib/check-hierarchy';

/** CheckHierarchy?screen=deposit: the first reason deposits are closed to this player, if any. */
export const depositAccessQueryOptions = () => screenAccessQueryOptions('deposit');

export function useDepositAccess() {
  return useQuery(depositAccessQueryOptions());
}
