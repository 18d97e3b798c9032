import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { withdrawalBounds } from '@conto-gioco/shared/withdrawal-rules';
import type { Balance } from '@conto-gioco/shared/wallet';
import {
  Alert,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itWithdrawal } from '@/messages/it-withdrawal';
import { useWithdrawalAccess } from '../api/check-hierarchy';
import { useWithdrawalMethods } from '../api/get-withdrawal-methods';
import { useWithdrawalSettings } from '../api/get-withdrawal-settings';
import { AccessNotice } from './access-notice';
import { BalanceSummary } from './balance-summary';
import { LimitsTable } from './limits-table';
import { MethodDetails } from './method-details';
import { MethodPicker } from './method-picker';
import { PaasWithdrawal } from './paas-withdrawal';
import { useIsMobile } from './use-is-mobile';
import classes from './withdrawal.module.css';
import { WithdrawalForm, type FormContext } from './withdrawal-form';

export type WithdrawalScreenProps = {
  /** GetSaldo, from the wallet; `balanceFailed` when it could not be read (no bounds without it). */
  balance: Balance | undefined;
  balanceFailed: boolean;
  /** The session's user data: which contacts a refusal asks to verify; the holder's name and contract. */
  confirmedMobile: boolean;
  playerConfirmed: boolean;
  holder: string | null;
  contract: string | null;
  /** A withdrawal was taken: read the balance again. */
  onWithdrawn: () => void;
};

function Loading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{itWithdrawal.loading}</Text>
    </Group>
  );
}

/**
 * /account/prelievo (money.md §2 'Withdrawal'): the deposit's layout with the 'Prelievi in attesa'
 * button, the operator's alert (MessageAlertPrelievi_Attivo) and, when CheckHierarchy lets the
 * player withdraw, either the embedded PaaS page (WithdrawWithPaas_Enabled) or the methods, the
 * form and the limits table.
 */
export function WithdrawalScreen({
  balance,
  balanceFailed,
  confirmedMobile,
  playerConfirmed,
  holder,
  contract,
  onWithdrawn,
}: WithdrawalScreenProps) {
  const access = useWithdrawalAccess();
  const settings = useWithdrawalSettings();
  const allowed = access.data?.allowed === true;
  const paas = settings.data?.paas === true;
  // Withdrawal data loads only when the player may withdraw (money.md §5).
  const methods = useWithdrawalMethods({ enabled: allowed && settings.isSuccess && !paas });
  const mobile = useIsMobile();

  let content: ReactNode;
  if (access.isPending || (allowed && settings.isPending)) content = <Loading />;
  else if (!access.data) content = <Text role="alert">{itWithdrawal.noData}</Text>;
  else if (!access.data.allowed)
    content = (
      <AccessNotice
        access={access.data}
        confirmedMobile={confirmedMobile}
        playerConfirmed={playerConfirmed}
      />
    );
  else if (balance === undefined)
    content = balanceFailed ? <Text role="alert">{itWithdrawal.noData}</Text> : <Loading />;
  else if (paas) content = <PaasWithdrawal withdrawable={balance.prelevabile} />;
  else if (methods.isPending) content = <Loading />;
  else if (!methods.data)
    content = (
      <Stack gap="sm" align="flex-start">
        <Text c="red.8" role="alert">
          {itWithdrawal.loadFailed}
        </Text>
        <Button variant="default" onClick={() => void methods.refetch()}>
          {itWithdrawal.retry}
        </Button>
      </Stack>
    );
  else if (methods.data.length === 0)
    content = (
      <Alert color="gray" variant="light">
        {itWithdrawal.noMethods}
      </Alert>
    );
  else
    content = (
      <MethodsWithdrawal
        methods={methods.data}
        withdrawable={balance.prelevabile}
        siteId={settings.data?.siteId ?? ''}
        mobile={mobile}
        context={{ mobile, holder, contract }}
        onWithdrawn={onWithdrawn}
      />
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {itWithdrawal.pageTitle}
            </Title>
            <Text c="dimmed">{itWithdrawal.pageIntro}</Text>
          </Stack>
          <Button
            component={Link}
            to={paths.account.withdrawals.getHref()}
            variant="outline"
            leftSection={<i className="ri-time-line" aria-hidden />}
          >
            {itWithdrawal.pendingButton}
          </Button>
        </Group>
        {settings.data?.alert && (
          <Alert
            color="yellow"
            variant="light"
            title={itWithdrawal.alertTitle}
            icon={<i className="ri-megaphone-line" aria-hidden />}
            role="note"
          >
            {settings.data.alert}
          </Alert>
        )}
        <BalanceSummary balance={balance} />
        {content}
      </Stack>
    </Container>
  );
}

type MethodsWithdrawalProps = {
  methods: PaymentMethod[];
  withdrawable: number;
  siteId: string;
  mobile: boolean;
  context: FormContext;
  onWithdrawn: () => void;
};

/** The method buttons beside the selected method and its form, the limits table below. */
function MethodsWithdrawal({
  methods,
  withdrawable,
  siteId,
  mobile,
  context,
  onWithdrawn,
}: MethodsWithdrawalProps) {
  const [selectedId, setSelectedId] = useState(() => methods[0]?.Id ?? 0);
  const [expanded, setExpanded] = useState(false);
  // On mobile the chosen method's form is below the list: bring it into view (money.md §9).
  const panel = useRef<HTMLElement>(null);
  const [picked, setPicked] = useState(0);
  useEffect(() => {
    if (!mobile || picked === 0) return;
    const timer = window.setTimeout(() => panel.current?.scrollIntoView({ behavior: 'smooth' }), 100);
    return () => window.clearTimeout(timer);
  }, [mobile, picked]);
  const selected = methods.find((method) => method.Id === selectedId) ?? methods[0];
  // The time slot is read at each render, and the clock ticks each minute: a slot that opens while
  // the page is open switches the bounds without a reload.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setMinute((minute) => minute + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!selected) return null;
  const bounds = withdrawalBounds(selected, withdrawable, new Date());

  return (
    <Stack gap="xl">
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <MethodPicker
            methods={methods}
            selectedId={selected.Id}
            onSelect={(method) => {
              setSelectedId(method.Id);
              setPicked((count) => count + 1);
            }}
            mobile={mobile}
            expanded={expanded}
            onExpandedChange={setExpanded}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            className={classes.panel}
            ref={panel}
            component="section"
            aria-label={selected.NameLong}
          >
            <Stack gap="md">
              <MethodDetails method={selected} timeSlot={bounds.timeSlot} />
              <Divider />
              <WithdrawalForm method={selected} bounds={bounds} context={context} onWithdrawn={onWithdrawn} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <LimitsTable methods={methods} withdrawable={withdrawable} siteId={siteId} />
    </Stack>
  );
}
