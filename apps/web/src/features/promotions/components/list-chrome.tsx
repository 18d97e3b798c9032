import type { PromoBonusList } from '@conto-gioco/shared/promotions';
import { romeClock } from '@conto-gioco/shared/rome-time';
import { Alert, Button, Group, Pagination, Text } from '@mantine/core';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatCents } from '@/lib/format';
import { itPromotions as t } from '@/messages/it-promotions';

/** Withdraw-only mode (ConsentiSoloPrelievo), or the server's null: the section is hidden. */
export function SectionDisabled() {
  return (
    <Alert color="gray" variant="light" icon={<i className="ri-forbid-line" aria-hidden />}>
      {t.sectionDisabled}
    </Alert>
  );
}

export function EmptyList({ text }: { text: string }) {
  return (
    <Alert color="gray" variant="light" icon={<i className="ri-inbox-line" aria-hidden />}>
      {text}
    </Alert>
  );
}

/** money.md §3: the available bonus value (cents) and the available free spins. */
export function Totals({ list }: { list: PromoBonusList }) {
  const stats = [
    { label: t.totals.bonusValue, value: formatCents(list.TotalBonusValue) },
    { label: t.totals.freeSpins, value: t.spins(list.TotalFreeSpinValue) },
  ];
  return <StatTiles label={t.totals.label} stats={stats} cols={2} />;
}

/** The time of the last answer and 'Aggiorna'. */
export function RefreshBar({
  updatedAt,
  fetching,
  onRefresh,
}: {
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {updatedAt > 0 && t.updatedAt(romeClock(updatedAt))}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<i className="ri-refresh-line" aria-hidden />}
        loading={fetching}
        onClick={onRefresh}
      >
        {t.refresh}
      </Button>
    </Group>
  );
}

export function Pager({
  pages,
  page,
  onChange,
  label,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        siblings={1}
        aria-label={label}
        getControlProps={(control) => ({ 'aria-label': control })}
      />
    </Group>
  );
}
