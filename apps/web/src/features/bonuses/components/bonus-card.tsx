import type { BonusItem } from '@conto-gioco/shared/bonuses';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@/lib/format';
import { itBonuses as t } from '@/messages/it-bonuses';
import { countdownOf, dotColour, isActive, termsOf, wageringPercent, type BonusTab } from '../lib/bonus';
import classes from './bonuses.module.css';
import fieldsClasses from '@/components/ui/fields.module.css';

const STATE_COLOR = {
  active: 'green.9',
  completed: 'blue.9',
  expired: 'red.9',
  cancelled: 'gray.8',
} as const;

type BonusCardProps = {
  item: BonusItem;
  tab: BonusTab;
  now: Date;
  /** Shown only when the cancel button's conditions hold (money.md §2). */
  onCancel?: () => void;
};

/** One bonus: its name, code, amounts, expiry and state; when active its wagering bar and terms. */
export function BonusCard({ item, tab, now, onCancel }: BonusCardProps) {
  const active = isActive(item);
  const state = item.Expired && item.stato === 'active' ? 'expired' : item.stato;
  const dot = dotColour(item);
  const percent = wageringPercent(item);
  const spins = tab === 'free-spin' || item.type === 'freespin';
  const headingId = `bonus-${item.id}-name`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={headingId}
      className={classes.card}
      data-dot={dot}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <span
              className={classes.dot}
              data-dot={dot}
              role="img"
              aria-label={t.dot[dot]}
              title={t.dot[dot]}
            />
            <Title order={3} size="h4" id={headingId} className={classes.name}>
              {item.descrizione}
            </Title>
          </Group>
          <Badge variant="dot" color={STATE_COLOR[state]} className={classes.badge}>
            {t.states[state]}
          </Badge>
        </Group>
        {item.descrizione_estesa && (
          <Text size="sm" c="dimmed">
            {item.descrizione_estesa}
          </Text>
        )}

        <dl className={fieldsClasses.fields}>
          {item.siglapromo && (
            <div className={fieldsClasses.field}>
              <dt>{t.card.code}</dt>
              <dd className={classes.code}>{item.siglapromo}</dd>
            </div>
          )}
          <div className={fieldsClasses.field}>
            <dt>{t.card.amount}</dt>
            <dd>{spins ? t.spins(item.nSpin) : formatCents(item.importo)}</dd>
          </div>
          <div className={fieldsClasses.field}>
            <dt>{tab === 'free-bet' ? t.card.redeemable : t.card.residual}</dt>
            <dd>
              {spins
                ? t.spins(Math.max(0, item.nSpin - item.nSpinGiocati))
                : formatCents(item.importoResiduo)}
            </dd>
          </div>
          <div className={fieldsClasses.field}>
            <dt>{t.card.expiry}</dt>
            <dd>{item.dataFineRaccolta}</dd>
          </div>
        </dl>

        {active && (
          <Text size="sm" fw={600}>
            <i className="ri-time-line" aria-hidden /> {countdownOf(item.Expiration, now)}
          </Text>
        )}

        {active && percent !== null && (
          <Stack gap={4}>
            <Progress.Root size="lg" radius="xl">
              <Progress.Section
                value={percent}
                color="green.8"
                aria-label={t.card.wagering}
                aria-valuetext={t.card.played(
                  formatCents(item.importoGiocato),
                  formatCents(item.TargetBonusAttivatoreValue),
                )}
              />
            </Progress.Root>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {t.card.played(
                  formatCents(item.importoGiocato),
                  formatCents(item.TargetBonusAttivatoreValue),
                )}
              </Text>
              <Text size="sm" c="dimmed">
                {t.card.toPlay(formatCents(item.importoDaGiocare))}
              </Text>
            </Group>
          </Stack>
        )}

        {active && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t.card.terms}
            </Text>
            <ul className={classes.terms}>
              {termsOf(item).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Stack>
        )}

        {onCancel && (
          <Group justify="flex-end">
            <Button
              variant="outline"
              color="red.8"
              size="sm"
              leftSection={<i className="ri-close-circle-line" aria-hidden />}
              onClick={onCancel}
            >
              {t.card.cancel}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
