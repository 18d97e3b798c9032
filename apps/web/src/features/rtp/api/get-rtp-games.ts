import type { RtpMonthlyRow, RtpStaticRow } from '@conto-gioco/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET api/Game/GetRTPGames?mensile=true: the monthly payout percentages. */
export const getMonthlyRtp = () =>
  api.get<RtpMonthlyRow[]>('/api/Game/GetRTPGames', { query: { mensile: 'true' }, open: true });

/** GET api/Game/GetRTPGames?mensile=false: the static per-provider table. */
export const getStaticRtp = () =>
  api.get<RtpStaticRow[]>('/api/Game/GetRTPGames', { query: { mensile: 'false' }, open: true });

export const monthlyRtpQueryOptions = () =>
  queryOptions({ queryKey: ['rtp', 'monthly'], queryFn: getMonthlyRtp, staleTime: Infinity });
export const staticRtpQueryOptions = () =>
  queryOptions({ queryKey: ['rtp', 'static'], queryFn: getStaticRtp, staleTime: Infinity });

export const useMonthlyRtp = () => useQuery(monthlyRtpQueryOptions());
export const useStaticRtp = () => useQuery(staticRtpQueryOptions());
