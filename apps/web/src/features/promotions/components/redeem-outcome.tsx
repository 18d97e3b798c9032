import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { itPromotions as t } from '@/messages/it-promotions';
import type { RedeemOutcome } from '../hooks/use-redeem-code';

/**
 * What a redeem answered (money.md §8): 'Bonus riscattato correttamente.' with a link to where the
 * grant shows, or 'Attenzione' / 'Promo o codice bonus non trovati' with the code and message.
 */
export function RedeemOutcomeAlert({
  outcome,
  destination,
}: {
  outcome: RedeemOutcome;
  destination: string;
}) {
  if (outcome.kind === 'done')
    return (
      <Alert color="green" variant="light" role="status" icon={<i className="ri-check-line" aria-hidden />}>
        {t.redeem.success}{' '}
        <Anchor component={Link} to={destination} fw={600}>
          {t.redeem.goToBonus}
        </Anchor>
      </Alert>
    );
  if (outcome.kind === 'refused')
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={t.redeem.failureTitle}
        icon={<i className="ri-error-warning-line" aria-hidden />}
      >
        {t.redeem.failure}
        <br />
        {t.redeem.failureDetail(outcome.response.ResponseCode, outcome.response.ResponseMessage)}
      </Alert>
    );
  return (
    <Alert color="red" variant="light" role="alert" title={t.redeem.failureTitle}>
      {t.redeem.networkError}
    </Alert>
  );
}
