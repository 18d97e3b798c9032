import type { RankingConversion } from '@conto-gioco/shared/ranking';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents, formatDateTimeCompact } from '@/lib/format';
import { itRanking as t } from '@/messages/it-ranking';
import { isPurchase } from '../lib/ranking';
import classes from './ranking.module.css';
import fieldsClasses from '@/components/ui/fields.module.css';

type ConversionCardProps = {
  conversion: RankingConversion;
  /** Another conversion, purchase or code is in progress (money.md §4 'Ranking'). */
  blocked: boolean;
  converting: boolean;
  onConvert: () => void;
};

/** One conversion on offer: what it gives, for how many points, its monthly limits and end date. */
export function ConversionCard({ conversion, blocked, converting, onConvert }: ConversionCardProps) {
  const headingId = `conversion-${conversion.Id}-name`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId} className={classes.name}>
            {conversion.BonusName}
          </Title>
          <dl className={`${fieldsClasses.fields} ${fieldsClasses.single}`}>
            <div className={fieldsClasses.field}>
              <dt>{t.conversion.value}</dt>
              <dd>{formatCents(conversion.BonusValue)}</dd>
            </div>
            <div className={fieldsClasses.field}>
              <dt>{t.conversion.points}</dt>
              <dd>{t.points(conversion.PointsToConvert)}</dd>
            </div>
            {conversion.InsteadOf > 0 && (
              <div className={fieldsClasses.field}>
                <dt>{t.conversion.insteadOf}</dt>
                <dd>
                  <s>{formatCents(conversion.InsteadOf)}</s>
                </dd>
              </div>
            )}
            {conversion.ReleaseMaxPerPlayerMonth > 0 && (
              <div className={fieldsClasses.field}>
                <dt>{t.conversion.monthlyCount}</dt>
                <dd>{conversion.ReleaseMaxPerPlayerMonth}</dd>
              </div>
            )}
            {conversion.ReleaseMaxAmountBonus > 0 && (
              <div className={fieldsClasses.field}>
                <dt>{t.conversion.monthlyAmount}</dt>
                <dd>{formatCents(conversion.ReleaseMaxAmountBonus)}</dd>
              </div>
            )}
            <div className={fieldsClasses.field}>
              <dt>{t.conversion.until}</dt>
              <dd>{conversion.DateTo ? formatDateTimeCompact(conversion.DateTo) : t.conversion.openEnded}</dd>
            </div>
          </dl>
        </Stack>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }}>
            {!conversion.CanConvert && t.conversion.notEnough}
          </Text>
          <Button
            style={{ flexShrink: 0 }}
            size="sm"
            onClick={onConvert}
            disabled={!conversion.CanConvert || blocked}
            loading={converting}
          >
            {isPurchase(conversion) ? t.conversion.buy : t.conversion.convert}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
