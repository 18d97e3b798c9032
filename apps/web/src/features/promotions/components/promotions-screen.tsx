import { itPromotions as t } from '@/messages/it-promotions';
import { PromoCard } from './promo-card';
import { PromoListScreen, type PromoListScreenProps } from './promo-list-screen';

/** /account/promozioni (money.md §2): every promotion of V3_GetPromoBonusList as a card. */
export function PromotionsScreen(props: PromoListScreenProps) {
  return (
    <PromoListScreen
      {...props}
      texts={t.promotions}
      select={(promos) => promos}
      card={(promo, redeem) => <PromoCard promo={promo} redeem={redeem} />}
    />
  );
}
