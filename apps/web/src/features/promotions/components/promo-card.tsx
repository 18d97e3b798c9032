import { PROMO_STATE, type PromoState, type PromoWithCoupons } from '@conto-gioco/shared/promotions';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCents, formatDateTimeCompact } from '@/lib/format';
import { itPromotions as t } from '@/messages/it-promotions';
import type { RedeemState } from '../hooks/use-redeem-code';
import classes from './promotions.module.css';
import { RedeemOutcomeAlert } from './redeem-outcome';
import fieldsClasses from '@/components/ui/fields.module.css';

const STATE_COLOR: Record<PromoState, string> = {
  ok: 'green.9',
  wait: 'yellow.9',
  ko: 'red.9',
};

function periodOf({ DateFrom, DateTo }: PromoWithCoupons['Bonus']) {
  if (!DateTo) return t.card.openEnded;
  if (!DateFrom) return t.card.validUntil(formatDateTimeCompact(DateTo));
  return t.card.validBetween(formatDateTimeCompact(DateFrom), formatDateTimeCompact(DateTo));
}

/**
 * One promotion (money.md §2 'Promo cards show the states ok, ko or wait'): its terms, value and
 * period; its public code can be redeemed while the state is ok; a link to its coupons if any.
 */
export function PromoCard({ promo, redeem }: { promo: PromoWithCoupons; redeem: RedeemState }) {
  const { Bonus: bonus } = promo;
  const headingId = `promo-${bonus.Id}-name`;
  const redeemable = bonus.State === PROMO_STATE.OK && bonus.Code !== null && bonus.Code !== '';
  const outcome = bonus.Code && redeem.outcome?.code === bonus.Code ? redeem.outcome : null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={headingId} className={classes.name}>
            {bonus.Name}
          </Title>
          <Badge variant="dot" color={STATE_COLOR[bonus.State]} className={classes.badge}>
            {t.states[bonus.State]}
          </Badge>
        </Group>
        {bonus.Description && (
          <Text size="sm" c="dimmed">
            {bonus.Description}
          </Text>
        )}
        <dl className={fieldsClasses.fields}>
          {bonus.Code && (
            <div className={fieldsClasses.field}>
              <dt>{t.card.code}</dt>
              <dd className={classes.code}>{bonus.Code}</dd>
            </div>
          )}
          <div className={fieldsClasses.field}>
            <dt>{t.card.value}</dt>
            <dd>{formatCents(bonus.BonusValue)}</dd>
          </div>
          <div className={fieldsClasses.field}>
            <dt>{t.card.period}</dt>
            <dd>{periodOf(bonus)}</dd>
          </div>
        </dl>
        {promo.Attivatore?.Description && (
          <Text size="sm">
            <Text span fw={600}>
              {t.card.activator}:
            </Text>{' '}
            {promo.Attivatore.Description}
          </Text>
        )}
        {(redeemable || promo.Coupons.length > 0) && (
          <Group justify="space-between" gap="sm">
            {promo.Coupons.length > 0 ? (
              <Anchor component={Link} to={paths.account.bonusCoupons.getHref()} size="sm" fw={600}>
                {t.card.couponsLink}
              </Anchor>
            ) : (
              <span />
            )}
            {redeemable && (
              <Button
                size="sm"
                onClick={() => redeem.redeem(bonus.Code!)}
                disabled={redeem.pending}
                loading={redeem.redeeming === bonus.Code}
              >
                {t.redeem.submit}
              </Button>
            )}
          </Group>
        )}
        {outcome && <RedeemOutcomeAlert outcome={outcome} destination={paths.account.bonuses.getHref()} />}
      </Stack>
    </Paper>
  );
}
