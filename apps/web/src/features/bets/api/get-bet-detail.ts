import type { TicketDetailView } from '@conto-gioco/shared/play';
import type { Envelope } from '@conto-gioco/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { detailSource, type DetailSource } from '../lib/filters';

export type BetDetailResponse = Envelope<TicketDetailView | null>;

/**
 * A ticket's detail by its game (money.md §7): EL_LoadTicketPSQF for tickets (gameId the family,
 * 6 a casino session), EL_Lotterie_Dettagli, EL_LottoNazionale_Dettagli, EL_GetGrattaVinci_Dettagli.
 */
function request(source: DetailSource, idTicket: string) {
  switch (source.call) {
    case 'ticket':
      return api.get<BetDetailResponse>('/api/Account/EL_LoadTicketPSQF', {
        query: { idTicket, gameId: source.gameId },
      });
    case 'casino':
      return api.get<BetDetailResponse>('/api/Account/EL_LoadTicketPSQF', {
        query: { idTicket, gameId: 6 },
      });
    case 'lottery':
      return api.get<BetDetailResponse>('/api/Account/EL_Lotterie_Dettagli', {
        query: { ticket: idTicket, type: source.type },
      });
    case 'lotto-nazionale':
      return api.get<BetDetailResponse>('/api/Account/EL_LottoNazionale_Dettagli', {
        query: { ticket: idTicket },
      });
    case 'scratch':
      return api.get<BetDetailResponse>('/api/Account/EL_GetGrattaVinci_Dettagli', {
        query: { ticket: idTicket },
      });
  }
}

export const getBetDetail = (family: number, idTicket: string) => request(detailSource(family), idTicket);

export const betDetailQueryOptions = (family: number, idTicket: string) =>
  queryOptions({
    queryKey: ['bets', 'detail', family, idTicket],
    queryFn: () => getBetDetail(family, idTicket),
    staleTime: 30_000,
  });

/** Read when the card opens, kept while the list lives. */
export function useBetDetail(family: number, idTicket: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...betDetailQueryOptions(family, idTicket), enabled, retry: false });
}
