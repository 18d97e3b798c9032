import type { BonusItem } from '@conto-gioco/shared/bonuses';
import { romeClock } from '@conto-gioco/shared/rome-time';
import { Alert, Button, Group, Modal, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { itBonuses as t } from '@/messages/it-bonuses';
import { cancelled, useCancelFunBonus } from '../api/cancel-fun-bonus';
import { useBonuses } from '../api/get-bonuses';
import {
  BONUS_PAGE_SIZE,
  canCancel,
  itemsOfTab,
  LIST_OF_TAB,
  TAB_ORDER,
  totalsOf,
  type BonusTab,
} from '../lib/bonus';
import { BonusCard } from './bonus-card';
import classes from './bonuses.module.css';
import { RedeemBox } from './redeem-box';
import { useSelectedTabInView } from '@/lib/selected-tab-in-view';
import { StatTiles } from '@/components/ui/stat-tiles';

/** Ticks every minute: the expiry countdowns follow it. */
function useNow(initial?: Date) {
  const [now, setNow] = useState(() => initial ?? new Date());
  useEffect(() => {
    if (initial) return;
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, [initial]);
  return now;
}

function SectionDisabled() {
  return (
    <Alert color="gray" variant="light" icon={<i className="ri-forbid-line" aria-hidden />}>
      {t.sectionDisabled}
    </Alert>
  );
}

function Totals({ tab, items }: { tab: BonusTab; items: BonusItem[] }) {
  const totals = totalsOf(tab, items);
  const spins = tab === 'free-spin';
  const show = (value: number) => (spins ? t.spins(value) : formatCents(value));
  const stats = [
    { label: spins ? t.totals.spinsTotal : t.totals.amount, value: show(totals.amount) },
    {
      label: spins ? t.totals.spins : tab === 'free-bet' ? t.totals.redeemable : t.totals.residual,
      value: show(totals.residual),
    },
    { label: tab === 'scaduti' ? t.totals.closed : t.totals.active, value: String(totals.count) },
  ];
  return <StatTiles label={t.totals.label} stats={stats} cols={3} />;
}

type SectionProps = {
  tab: BonusTab;
  query: ReturnType<typeof useBonuses>;
  now: Date;
  cancelModuleOn: boolean;
  onCancel: (item: BonusItem) => void;
};

/** One tab: totals, the refresh button with the time of the last answer, the cards 10 a page. */
function BonusSection({ tab, query, now, cancelModuleOn, onCancel }: SectionProps) {
  const [page, setPage] = useState(1);
  const items = useMemo(() => itemsOfTab(tab, query.data ?? []), [tab, query.data]);
  const pages = Math.max(1, Math.ceil(items.length / BONUS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * BONUS_PAGE_SIZE, current * BONUS_PAGE_SIZE);

  const refresh = (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {query.dataUpdatedAt > 0 && t.updatedAt(romeClock(query.dataUpdatedAt))}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<i className="ri-refresh-line" aria-hidden />}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {t.refresh}
      </Button>
    </Group>
  );

  if (query.isPending) return <Loading text={t.loading} />;
  if (query.isError)
    return <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void query.refetch()} />;

  return (
    <Stack gap="md">
      <Totals tab={tab} items={items} />
      {refresh}
      {items.length === 0 ? (
        <Alert color="gray" variant="light" icon={<i className="ri-inbox-line" aria-hidden />}>
          {t.empty[tab]}
        </Alert>
      ) : (
        <ul className={classes.cards} aria-label={t.list(t.tabs[tab])}>
          {shown.map((item) => (
            <li key={item.id}>
              <BonusCard
                item={item}
                tab={tab}
                now={now}
                onCancel={canCancel(item, cancelModuleOn) ? () => onCancel(item) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            siblings={1}
            aria-label={t.pagination}
            getControlProps={(control) => ({ 'aria-label': control })}
          />
        </Group>
      )}
    </Stack>
  );
}

type BonusesScreenProps = {
  tab: BonusTab;
  /** Withdraw-only mode (ConsentiSoloPrelievo): the section is hidden (money.md §2). */
  disabled: boolean;
  /** Site module UserCanCancelFunBonus. */
  cancelModuleOn: boolean;
  now?: Date;
};

/**
 * /account/promozioni-bonus (money.md §2 'Promotions and bonuses'): the promo-code box, then the
 * tabs real-bonus, fun-bonus, free-spin, free-bet and scaduti at their own addresses; a kind whose
 * list the server hides (null) has no tab.
 */
export function BonusesScreen({ tab, disabled, cancelModuleOn, now: nowProp }: BonusesScreenProps) {
  const now = useNow(nowProp);
  const navigate = useNavigate();
  const enabled = !disabled;
  const lists = {
    real: useBonuses('real', { enabled }),
    funbonus: useBonuses('funbonus', { enabled }),
    freespin: useBonuses('freespin', { enabled }),
    freebet: useBonuses('freebet', { enabled }),
    all: useBonuses('all', { enabled }),
  };
  const [confirming, setConfirming] = useState<BonusItem | null>(null);
  const cancel = useCancelFunBonus();
  const tabList = useSelectedTabInView(tab);

  // The real bonuses answer null only in withdraw-only mode: the server's word decides too.
  if (disabled || lists.real.data === null)
    return (
      <PaymentPage title={t.pageTitle} intro={t.pageIntro}>
        <SectionDisabled />
      </PaymentPage>
    );

  const hidden = (value: BonusTab) => lists[LIST_OF_TAB[value]].data === null;
  const tabs = TAB_ORDER.filter((value) => !hidden(value));
  if (hidden(tab)) return <Navigate to={paths.account.bonusTab.getHref('real-bonus')} replace />;

  const confirm = () => {
    if (!confirming) return;
    cancel.mutate(confirming.id, {
      onSuccess: (response) => {
        if (cancelled(response)) setConfirming(null);
      },
    });
  };
  const refusal = cancel.data && !cancelled(cancel.data) ? cancel.data : null;

  return (
    <PaymentPage title={t.pageTitle} intro={t.pageIntro}>
      <RedeemBox />
      <Tabs
        value={tab}
        onChange={(value) => value && void navigate(paths.account.bonusTab.getHref(value as BonusTab))}
      >
        <Tabs.List ref={tabList} aria-label={t.tabs.label} className={classes.tabList}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} className={classes.tab}>
              {t.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && (
              <BonusSection
                key={value}
                tab={value}
                query={lists[LIST_OF_TAB[value]]}
                now={now}
                cancelModuleOn={cancelModuleOn}
                onCancel={(item) => {
                  cancel.reset();
                  setConfirming(item);
                }}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={confirming !== null}
        onClose={() => !cancel.isPending && setConfirming(null)}
        title={t.cancel.title}
        centered
      >
        <Stack gap="md">
          <Text>{t.cancel.text}</Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {t.cancel.failed(refusal.ResponseCode, refusal.ResponseMessage)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={cancel.isPending}>
              {t.cancel.no}
            </Button>
            <Button color="red.8" onClick={confirm} loading={cancel.isPending}>
              {t.cancel.yes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PaymentPage>
  );
}
