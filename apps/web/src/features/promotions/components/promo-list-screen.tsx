import type { PromoWithCoupons } from '@conto-gioco/shared/promotions';
import { Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { itPromotions as t } from '@/messages/it-promotions';
import { pageOf, PROMO_PAGE_SIZE, usePromoBonusList } from '../api/get-promo-bonus-list';
import { useRedeemCode, type RedeemCall, type RedeemState } from '../hooks/use-redeem-code';
import { EmptyList, Pager, RefreshBar, SectionDisabled, Totals } from './list-chrome';
import classes from './promotions.module.css';

export type PromoListScreenProps = {
  /** Withdraw-only mode (ConsentiSoloPrelievo): the section is hidden (money.md §2). */
  disabled: boolean;
  redeem: RedeemCall;
};

type PromoListProps = PromoListScreenProps & {
  texts: { pageTitle: string; pageIntro: string; empty: string; list: string; pagination: string };
  /** The promotions of a page the screen shows. */
  select: (promos: PromoWithCoupons[]) => PromoWithCoupons[];
  card: (promo: PromoWithCoupons, redeem: RedeemState) => ReactNode;
};

/**
 * A screen of V3_GetPromoBonusList (money.md §2, §3, §4): the totals, the refresh with its time,
 * then the promotions as cards, 10 a page; its loading, error, empty and disabled states.
 */
export function PromoListScreen({ disabled, redeem: call, texts, select, card }: PromoListProps) {
  const [page, setPage] = useState(1);
  const { query, refresh } = usePromoBonusList(pageOf(page), { enabled: !disabled });
  const redeem = useRedeemCode(call);

  const body = () => {
    if (query.isPending) return <Loading text={t.loading} />;
    if (query.isError && !query.data)
      return <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void query.refetch()} />;
    const list = query.data;
    if (!list) return <SectionDisabled />;
    const promos = select(list.Promos);
    return (
      <Stack gap="md">
        <Totals list={list} />
        <RefreshBar
          updatedAt={query.dataUpdatedAt}
          fetching={query.isFetching}
          onRefresh={() => void refresh()}
        />
        {promos.length === 0 ? (
          <EmptyList text={texts.empty} />
        ) : (
          <ul className={classes.cards} aria-label={texts.list}>
            {promos.map((promo) => (
              <li key={promo.Bonus.Id}>{card(promo, redeem)}</li>
            ))}
          </ul>
        )}
        <Pager
          pages={Math.ceil(list.Total / PROMO_PAGE_SIZE)}
          page={page}
          onChange={setPage}
          label={texts.pagination}
        />
      </Stack>
    );
  };

  return (
    <PaymentPage title={texts.pageTitle} intro={texts.pageIntro}>
      {disabled ? <SectionDisabled /> : body()}
    </PaymentPage>
  );
}
