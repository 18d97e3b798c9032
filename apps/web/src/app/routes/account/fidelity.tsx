import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { redeemBonus } from '@/features/bonuses/api/redeem-bonus';
import { RankingCoupons } from '@/features/promotions/components/ranking-coupons';
import { rankingQueryOptions } from '@/features/ranking/api/get-ranking';
import { RankingScreen } from '@/features/ranking/components/ranking-screen';

/**
 * /account/classifiche-fidelity and /account/classifiche-fidelity/:endpoint (login required;
 * money.md §2): the ranking feature's page, with the promotions feature's ranking coupons in its
 * Coupons tabs; a redeemed coupon reads the points again (§4 'Ranking').
 */
export default function FidelityRoute() {
  const { endpoint } = useParams();
  const queryClient = useQueryClient();
  return (
    <RankingScreen
      endpoint={endpoint}
      coupons={(tab) => (
        <RankingCoupons
          kind={tab === 'coupons-expired' ? 'expired' : 'active'}
          redeem={redeemBonus}
          onRedeemed={() => void queryClient.invalidateQueries({ queryKey: rankingQueryOptions().queryKey })}
        />
      )}
    />
  );
}
