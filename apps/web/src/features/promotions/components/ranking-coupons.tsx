import { Stack } from '@mantine/core';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { itPromotions as t } from '@/messages/it-promotions';
import { usePromoBonusList, type PromoPage } from '../api/get-promo-bonus-list';
import { useRedeemCode, type RedeemCall } from '../hooks/use-redeem-code';
import { rankingCoupons, type RankingCouponKind } from '../lib/promotions';
import { CouponGroup } from './coupon-group';
import { EmptyList } from './list-chrome';
import classes from './promotions.module.css';

/** The ranking coupons are read in one page, the largest the call allows (no pager on this tab). */
const ALL_RANKING: PromoPage = { skip: 0, take: 100 };

type RankingCouponsProps = {
  kind: RankingCouponKind;
  redeem: RedeemCall;
  /** After a redeem's refresh: the fidelity page reads its points again (money.md §4 'Ranking'). */
  onRedeemed?: () => void;
};

/**
 * The fidelity page's tabs coupons-active and coupons-expired (money.md §2, §3): the coupons of the
 * ranking promotions (Id_ELBonusGiochi 9), active (verde, giallo) or expired (rosso).
 */
export function RankingCoupons({ kind, redeem: call, onRedeemed }: RankingCouponsProps) {
  const { query } = usePromoBonusList(ALL_RANKING, { enabled: true });
  const redeem = useRedeemCode(call, onRedeemed);

  if (query.isPending) return <Loading text={t.loading} />;
  if (query.isError)
    return <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void query.refetch()} />;
  const groups = rankingCoupons(query.data?.Promos ?? [], kind);
  if (groups.length === 0) return <EmptyList text={t.ranking.empty} />;
  return (
    <Stack gap="sm">
      <ul className={classes.cards}>
        {groups.map(({ promo, coupons }) => (
          <li key={promo.Bonus.Id}>
            <CouponGroup promo={promo} coupons={coupons} redeem={redeem} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
