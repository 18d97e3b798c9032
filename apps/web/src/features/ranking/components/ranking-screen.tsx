import type { RankingConversion, RankingData, RankingEndpoint } from '@conto-gioco/shared/ranking';
import { Alert, Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { paths } from '@/config/paths';
import { formatDateTimeCompact } from '@/lib/format';
import { useSelectedTabInView } from '@/lib/selected-tab-in-view';
import { itRanking as t } from '@/messages/it-ranking';
import { useConvertPoints } from '../api/convert-points';
import { useRanking } from '../api/get-ranking';
import { useUniqueCode } from '../hooks/use-unique-code';
import {
  COUPON_TABS,
  conversionsOfTab,
  conversionTabs,
  endpointsOf,
  givesUniqueCode,
  isConversionTab,
  isPurchase,
  nextUpdateOf,
  type ConversionTab,
  type CouponTab,
} from '../lib/ranking';
import { ConversionCard } from './conversion-card';
import { Credits, Leaderboard, Movements } from './ranking-lists';
import classes from './ranking.module.css';
import { UniqueCodeBox } from './unique-code-box';
import { StatTiles } from '@/components/ui/stat-tiles';

type Outcome =
  | { kind: 'converted'; code: string }
  | { kind: 'bought'; message: string }
  | { kind: 'failed'; message: string };

function NoData() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs" align="center" ta="center">
        <i className="ri-trophy-line ri-2x" aria-hidden />
        <Text fw={700} size="lg">
          {t.noData.title}
        </Text>
        <Text c="dimmed">{t.noData.text}</Text>
      </Stack>
    </Paper>
  );
}

/** The points, and when the 12-hour job ran last and runs next (money.md §2, §9). */
function Header({ data }: { data: RankingData }) {
  const next = nextUpdateOf(data.UltimoAggiornamento);
  const stats = [
    { label: t.header.total, value: t.points(data.SaldoGenerale) },
    { label: t.header.available, value: t.points(data.SaldoDisponibile) },
    {
      label: t.header.lastUpdate,
      value: data.UltimoAggiornamento ? formatDateTimeCompact(data.UltimoAggiornamento) : t.header.never,
    },
    ...(next ? [{ label: t.header.nextUpdate, value: formatDateTimeCompact(next.toISOString()) }] : []),
  ];
  return <StatTiles label={t.header.label} stats={stats} cols={{ base: 2, sm: 4 }} size="sm" />;
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failed')
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<i className="ri-error-warning-line" aria-hidden />}
      >
        {t.result.error(outcome.message)}
      </Alert>
    );
  return (
    <Alert color="green" variant="light" role="status" icon={<i className="ri-check-line" aria-hidden />}>
      {outcome.kind === 'converted' ? (
        <>
          {t.result.success(outcome.code)}
          <br />
          {t.result.couponHint}{' '}
          <Anchor component={Link} to={paths.account.bonusTab.getHref('real-bonus')} fw={600}>
            {t.result.couponLink}
          </Anchor>
        </>
      ) : (
        outcome.message
      )}
    </Alert>
  );
}

type RankingScreenProps = {
  /** The address's second segment; unknown or absent: the first tab of the set. */
  endpoint: string | undefined;
  /** The coupon tabs' content: the promotions feature's coupons, composed by the page. */
  coupons: (tab: CouponTab) => ReactNode;
};

/**
 * /account/classifiche-fidelity/:endpoint (money.md §2 'Fidelity ranking'): the points, the tabs
 * Conversioni (its kinds as the conversions on offer decide) and Coupons, the leaderboard, the
 * movements and the credited points; the no-data widget without a fidelity profile.
 */
export function RankingScreen({ endpoint, coupons }: RankingScreenProps) {
  const ranking = useRanking();
  const navigate = useNavigate();
  const convert = useConvertPoints();
  const uniqueCode = useUniqueCode();
  const [confirming, setConfirming] = useState<RankingConversion | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const tab = (endpoint ?? '') as RankingEndpoint;
  const tabList = useSelectedTabInView(tab);

  const page = (children: ReactNode) => (
    <PaymentPage title={t.pageTitle} intro={t.pageIntro}>
      {children}
    </PaymentPage>
  );
  if (ranking.isPending) return page(<Loading text={t.loading} />);
  if (ranking.isError)
    return page(<LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void ranking.refetch()} />);
  const data = ranking.data;
  if (!data) return page(<NoData />);

  const endpoints = endpointsOf(data);
  // Keyed by the address: two wrong addresses in a row (with no page committed between them) would
  // otherwise keep one Navigate mounted, whose effect does not run again for the same target.
  if (!endpoints.includes(tab))
    return <Navigate key={tab} to={paths.account.fidelityEndpoint.getHref(endpoints[0]!)} replace />;

  // One action at a time: a conversion blocks the others and the code box, and the code box them.
  const blocked = convert.isPending || uniqueCode.adding;
  const kinds = conversionTabs(data.ConversioniDisponibili);
  const section = isConversionTab(tab) ? 'conversions' : 'coupons';
  const go = (to: RankingEndpoint) => void navigate(paths.account.fidelityEndpoint.getHref(to));

  const confirm = () => {
    const conversion = confirming;
    if (!conversion || blocked) return;
    setConfirming(null);
    setOutcome(null);
    convert.mutate(
      { id: conversion.Id, buy: isPurchase(conversion) },
      {
        onSuccess: (response) => {
          if (response.ResponseCode !== 0) {
            setOutcome({ kind: 'failed', message: response.ResponseMessage });
          } else if (isPurchase(conversion)) {
            setOutcome({ kind: 'bought', message: response.ResponseMessage || t.result.promoUnlocked });
          } else {
            const code = response.ResponseData ?? '';
            setOutcome({ kind: 'converted', code });
            if (givesUniqueCode(conversion) && code) uniqueCode.setCode(code);
          }
        },
        onError: () => setOutcome({ kind: 'failed', message: t.result.networkError }),
      },
    );
  };

  const subTabs = (values: readonly RankingEndpoint[], label: string, content: ReactNode) => (
    <Tabs value={tab} onChange={(value) => value && go(value as RankingEndpoint)} variant="pills" radius="xl">
      <Tabs.List ref={tabList} aria-label={label} className={classes.tabList}>
        {values.map((value) => (
          <Tabs.Tab key={value} value={value} className={classes.tab}>
            {t.tabs[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {values.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {value === tab && content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );

  const conversionsPanel = (current: ConversionTab) => (
    <Stack gap="md">
      {outcome && <OutcomeAlert outcome={outcome} />}
      {current === 'conversioni-codice-unico' && (
        <UniqueCodeBox
          state={uniqueCode}
          blocked={convert.isPending}
          validUntil={data.BonusDepositoValidoAl}
        />
      )}
      <ul className={classes.cards} aria-label={t.tabs[current]}>
        {conversionsOfTab(data.ConversioniDisponibili, current).map((conversion) => (
          <li key={conversion.Id}>
            <ConversionCard
              conversion={conversion}
              blocked={blocked}
              converting={convert.isPending && convert.variables.id === conversion.Id}
              onConvert={() => setConfirming(conversion)}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );

  return page(
    <>
      <Header data={data} />
      <Tabs
        value={section}
        onChange={(value) => value && go(value === 'conversions' ? kinds[0]! : COUPON_TABS[0]!)}
      >
        <Tabs.List aria-label={t.tabs.main} className={classes.tabList}>
          {kinds.length > 0 && (
            <Tabs.Tab value="conversions" className={classes.tab}>
              {t.tabs.conversions}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="coupons" className={classes.tab}>
            {t.tabs.coupons}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="conversions" pt="md">
          {section === 'conversions' &&
            subTabs(kinds, t.tabs.conversionKinds, conversionsPanel(tab as ConversionTab))}
        </Tabs.Panel>
        <Tabs.Panel value="coupons" pt="md">
          {section === 'coupons' && subTabs(COUPON_TABS, t.tabs.couponKinds, coupons(tab as CouponTab))}
        </Tabs.Panel>
      </Tabs>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Leaderboard rows={data.Classifica} />
        <Movements rows={data.Movimenti} />
      </SimpleGrid>
      <Credits data={data} />
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t.confirm.title}
        centered
      >
        {confirming && (
          <Stack gap="md">
            <Text>
              {(isPurchase(confirming) ? t.confirm.buy : t.confirm.convert)(
                t.points(confirming.PointsToConvert),
                confirming.BonusName,
              )}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t.confirm.no}
              </Button>
              <Button onClick={confirm} disabled={blocked}>
                {t.confirm.yes}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>,
  );
}
