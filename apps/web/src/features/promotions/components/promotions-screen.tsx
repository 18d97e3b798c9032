import { Stack } from '@mantine/core';
import { useState } from 'react';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { itPromotions as t } from '@/messages/it-promotions';
import { pageOf, PROMO_PAGE_SIZE, usePromoBonusList } from '../api/get-promo-bonus-list';
import { useRedeemCode, type RedeemCall } from '../hooks/use-redeem-code';
import { EmptyList, Pager, RefreshBar, SectionDisabled, Totals } from './list-chrome';
import { PromoCard } from './promo-card';
import classes from './promotions.module.css';

type PromotionsScreenProps = {
  /** Withdraw-only mode (ConsentiSoloPrelievo): the section is hidden (money.md §2). */
  disabled: boolean;
  redeem: RedeemCall;
};

/** /account/promozioni (money.md §2): the promotions of V3_GetPromoBonusList as cards, 10 a page. */
export function PromotionsScreen({ disabled, redeem: call }: PromotionsScreenProps) {
  const [page, setPage] = useState(1);
  const { query, refresh } = usePromoBonusList(pageOf(page), { enabled: !disabled });
  const redeem = useRedeemCode(call);

  const body = () => {
    if (query.isPending) return <Loading text={t.loading} />;
    if (query.isError && !query.data)
      return <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void query.refetch()} />;
    const list = query.data;
    if (!list) return <SectionDisabled />;
    return (
      <Stack gap="md">
        <Totals list={list} />
        <RefreshBar
          updatedAt={query.dataUpdatedAt}
          fetching={query.isFetching}
          onRefresh={() => void refresh()}
        />
        {list.Promos.length === 0 ? (
          <EmptyList text={t.promotions.empty} />
        ) : (
          <ul className={classes.cards} aria-label={t.promotions.list}>
            {list.Promos.map((promo) => (
              <li key={promo.Bonus.Id}>
                <PromoCard promo={promo} redeem={redeem} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          pages={Math.ceil(list.Total / PROMO_PAGE_SIZE)}
          page={page}
          onChange={setPage}
          label={t.promotions.pagination}
        />
      </Stack>
    );
  };

  return (
    <PaymentPage title={t.promotions.pageTitle} intro={t.promotions.pageIntro}>
      {disabled ? <SectionDisabled /> : body()}
    </PaymentPage>
  );
}
