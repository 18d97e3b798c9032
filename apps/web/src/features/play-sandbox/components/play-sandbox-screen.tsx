import { Alert, Tabs } from '@mantine/core';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { PaymentPage } from '@/components/payments/payment-page';
import { itPlaySandbox as t } from '@/messages/it-play-sandbox';
import { usePlaySandboxFixtures } from '../api/get-fixtures';
import { CasinoSlot } from './casino-slot';
import { LottoTicket } from './lotto-ticket';
import { ScratchCard } from './scratch-card';
import classes from './play-sandbox.module.css';
import { SportBetting } from './sport-betting';

/**
 * The game platform's sandbox (issue 18, 'AMBIENTE DI PROVA'): stand-ins for the sportsbook, the
 * casino, the Lotto and the scratch cards, which play through the platform's operator API with the
 * player's real balance, so the statement and the bet list show what was played.
 */
export function PlaySandboxScreen() {
  const fixtures = usePlaySandboxFixtures();

  return (
    <PaymentPage title={t.pageTitle} intro={t.pageIntro}>
      <Alert
        color="yellow"
        variant="light"
        title={t.banner}
        icon={<i className="ri-flask-line" aria-hidden />}
        role="note"
      >
        {t.bannerText}
      </Alert>
      {fixtures.isPending ? (
        <Loading text={t.loading} />
      ) : !fixtures.data ? (
        <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void fixtures.refetch()} />
      ) : (
        <Tabs defaultValue="sport" keepMounted={false}>
          <Tabs.List aria-label={t.tabsLabel} mb="md" className={classes.tabs}>
            <Tabs.Tab value="sport">{t.tabs.sport}</Tabs.Tab>
            <Tabs.Tab value="slot">{t.tabs.slot}</Tabs.Tab>
            <Tabs.Tab value="lotto">{t.tabs.lotto}</Tabs.Tab>
            <Tabs.Tab value="scratch">{t.tabs.scratch}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sport">
            <SportBetting events={fixtures.data.events} />
          </Tabs.Panel>
          <Tabs.Panel value="slot">
            <CasinoSlot slots={fixtures.data.slots} />
          </Tabs.Panel>
          <Tabs.Panel value="lotto">
            <LottoTicket />
          </Tabs.Panel>
          <Tabs.Panel value="scratch">
            <ScratchCard cards={fixtures.data.scratchCards} />
          </Tabs.Panel>
        </Tabs>
      )}
    </PaymentPage>
  );
}
