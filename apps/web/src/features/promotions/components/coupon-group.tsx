import type { CouponColor, CouponItem, PromoWithCoupons } from '@conto-gioco/shared/promotions';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { itPromotions as t } from '@/messages/it-promotions';
import type { RedeemState } from '../hooks/use-redeem-code';
import classes from './promotions.module.css';
import { RedeemOutcomeAlert } from './redeem-outcome';
import fieldsClasses from '@/components/ui/fields.module.css';

const BADGE_COLOR: Record<CouponColor, string> = {
  verde: 'green.9',
  giallo: 'yellow.9',
  rosso: 'red.9',
};

function Coupon({ coupon, redeem }: { coupon: CouponItem; redeem: RedeemState }) {
  const outcome = redeem.outcome?.code === coupon.BonusCode ? redeem.outcome : null;
  return (
    <li
      className={classes.coupon}
      data-color={coupon.ui.AlertColor}
      aria-label={t.card.couponOf(coupon.BonusCode)}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text className={classes.code}>{coupon.BonusCode}</Text>
          <Badge variant="dot" color={BADGE_COLOR[coupon.ui.AlertColor]} className={classes.badge}>
            {t.colors[coupon.ui.AlertColor]}
          </Badge>
        </Group>
        <dl className={fieldsClasses.fields}>
          <div className={fieldsClasses.field}>
            <dt>{t.card.value}</dt>
            <dd>{formatCents(coupon.BonusValue)}</dd>
          </div>
          {coupon.RemainingBonusValue !== coupon.BonusValue && (
            <div className={fieldsClasses.field}>
              <dt>{t.card.residual}</dt>
              <dd>{formatCents(coupon.RemainingBonusValue)}</dd>
            </div>
          )}
        </dl>
        <Text size="sm" fw={600}>
          {coupon.ui.AlertText}
        </Text>
        {coupon.BonusCondOk && (
          <Group justify="flex-end">
            <Button
              size="sm"
              onClick={() => redeem.redeem(coupon.BonusCode)}
              disabled={redeem.pending}
              loading={redeem.redeeming === coupon.BonusCode}
            >
              {t.redeem.submit}
            </Button>
          </Group>
        )}
        {outcome && (
          <RedeemOutcomeAlert
            outcome={outcome}
            destination={coupon.ui.DestPostRedeem || paths.account.bonuses.getHref()}
          />
        )}
      </Stack>
    </li>
  );
}

/** One promotion and the player's coupons for it (money.md §3, §4). */
export function CouponGroup({
  promo,
  coupons,
  redeem,
}: {
  promo: PromoWithCoupons;
  coupons: CouponItem[];
  redeem: RedeemState;
}) {
  const headingId = `coupons-${promo.Bonus.Id}-name`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId} className={classes.name}>
          {promo.Bonus.Name}
        </Title>
        {promo.Bonus.Description && (
          <Text size="sm" c="dimmed">
            {promo.Bonus.Description}
          </Text>
        )}
        <ul className={classes.coupons} aria-label={t.card.coupons(promo.Bonus.Name)}>
          {coupons.map((coupon) => (
            <Coupon key={coupon.BonusCode} coupon={coupon} redeem={redeem} />
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
