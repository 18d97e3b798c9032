import { useQuery } from '@tanstack/react-query';
import { screenAccessQueryOptions } from '@/lib/check-hierarchy';

/** CheckHierarchy?screen=withdrawal: the first reason withdrawals are closed to this player, if any. */
export const withdrawalAccessQueryOptions = () => screenAccessQueryOptions('withdrawal');

export function useWithdrawalAccess() {
  return useQuery(withdrawalAccessQueryOptions());
}
