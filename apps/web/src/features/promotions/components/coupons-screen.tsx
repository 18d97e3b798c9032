import { Stack } from '@mantine/core';
import { useState } from 'react';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { itPromotions as t } from '@/messages/it-promotions';
import { pageOf, PROMO_PAGE_SIZE, usePromoBonusList } from '../api/get-promo-bonus-list';
import { useRedeemCode, type RedeemCall } from '../hooks/use-redeem-code';
import { withCoupons } from '../lib/promotions';
import { CouponGroup } from './coupon-group';
import { EmptyList, Pager, RefreshBar, SectionDisabled, Totals } from './list-chrome';
import classes from './promotions.module.css';

type CouponsScreenProps = {
  /** Withdraw-only mode (ConsentiSoloPrelievo): the section is hidden (money.md §2). */
  disabled: boolean;
  redeem: RedeemCall;
};

/**
 * /account/bonus-coupons (money.md §2, §3, §4): the totals, then each promotion with the player's
 * coupons, 10 promotions a page; a usable coupon (BonusCondOk) is redeemed from here.
 */
export function CouponsScreen({ disabled, redeem: call }: CouponsScreenProps) {
  const [page, setPage] = useState(1);
  const { query, refresh } = usePromoBonusList(pageOf(page), { enabled: !disabled });
  const redeem = useRedeemCode(call);

  const body = () => {
    if (query.isPending) return <Loading text={t.loading} />;
    if (query.isError && !query.data)
      return <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void query.refetch()} />;
    const list = query.data;
    if (!list) return <SectionDisabled />;
    const groups = withCoupons(list.Promos);
    return (
      <Stack gap="md">
        <Totals list={list} />
        <RefreshBar
          updatedAt={query.dataUpdatedAt}
          fetching={query.isFetching}
          onRefresh={() => void refresh()}
        />
        {groups.length === 0 ? (
          <EmptyList text={t.coupons.empty} />
        ) : (
          <ul className={classes.cards} aria-label={t.coupons.list}>
            {groups.map((promo) => (
              <li key={promo.Bonus.Id}>
                <CouponGroup promo={promo} coupons={promo.Coupons} redeem={redeem} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          pages={Math.ceil(list.Total / PROMO_PAGE_SIZE)}
          page={page}
          onChange={setPage}
          label={t.coupons.pagination}
        />
      </Stack>
    );
  };

  return (
    <PaymentPage title={t.coupons.pageTitle} intro={t.coupons.pageIntro}>
      {disabled ? <SectionDisabled /> : body()}
    </PaymentPage>
  );
}
