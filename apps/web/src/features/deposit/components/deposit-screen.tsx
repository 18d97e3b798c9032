import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import type { Balance } from '@conto-gioco/shared/wallet';
import {
  Alert,
  Button,
  Container,
  Divider,
  em,
  Grid,
  Group,
  Loader,
  Paper,
  px,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { itDeposit } from '@/messages/it-deposit';
import { useDepositAccess } from '../api/check-hierarchy';
import { useDepositMethods } from '../api/get-deposit-methods';
import { useDepositModules } from '../api/get-deposit-modules';
import { centsToEuroText } from '../lib/amount';
import { readLastDeposit } from '../lib/deposit-storage';
import { AccessNotice } from './access-notice';
import { BalanceSummary } from './balance-summary';
import classes from './deposit.module.css';
import { DepositForm } from './deposit-form';
import { MethodDetails } from './method-details';
import { MethodPicker, MOBILE_METHODS } from './method-picker';
import { PaasDeposit } from './paas-deposit';

export type DepositScreenProps = {
  /** GetSaldo, from the wallet. */
  balance: Balance | undefined;
  /** The session's user data: which contacts a refusal asks to verify, and the first-deposit flag. */
  confirmedMobile: boolean;
  playerConfirmed: boolean;
  primaRicarica: boolean;
  /** Inside the mobile app shell. */
  appShell: boolean;
};

/** Below Mantine's sm breakpoint: the mobile layout of money.md §2. */
function useIsMobile(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`) ?? false;
}

function Loading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{itDeposit.loading}</Text>
    </Group>
  );
}

/**
 * /account/ricarica (money.md §2 'Deposit'): the balance; then, when CheckHierarchy lets the player
 * deposit, either the embedded PaaS page (DepositWithPaas_Enabled) or the methods and the form.
 */
export function DepositScreen({
  balance,
  confirmedMobile,
  playerConfirmed,
  primaRicarica,
  appShell,
}: DepositScreenProps) {
  const access = useDepositAccess();
  const modules = useDepositModules();
  const allowed = access.data?.allowed === true;
  const paas = modules.data?.DepositWithPaas_Enabled === true;
  const methods = useDepositMethods({ enabled: allowed && modules.isSuccess && !paas });
  const mobile = useIsMobile();
  const [last] = useState(readLastDeposit);
  const initialAmount = last && last.Amount > 0 ? centsToEuroText(last.Amount) : '';

  let content: ReactNode;
  if (access.isPending || (allowed && modules.isPending)) content = <Loading />;
  // A failed later check keeps the answer already given (and the form being filled).
  else if (!access.data) content = <Text role="alert">{itDeposit.noData}</Text>;
  else if (!access.data.allowed)
    content = (
      <AccessNotice
        access={access.data}
        confirmedMobile={confirmedMobile}
        playerConfirmed={playerConfirmed}
      />
    );
  else if (paas) content = <PaasDeposit initialAmount={initialAmount} />;
  else if (methods.isPending) content = <Loading />;
  else if (!methods.data)
    content = (
      <Stack gap="sm" align="flex-start">
        <Text c="red.8" role="alert">
          {itDeposit.loadFailed}
        </Text>
        <Button variant="default" onClick={() => void methods.refetch()}>
          {itDeposit.retry}
        </Button>
      </Stack>
    );
  else if (methods.data.length === 0)
    content = (
      <Alert color="gray" variant="light">
        {itDeposit.noMethods}
      </Alert>
    );
  else
    content = (
      <MethodsDeposit
        methods={methods.data}
        lastId={last?.Id ?? null}
        lastName={last?.Name ?? null}
        initialAmount={initialAmount}
        primaRicarica={primaRicarica}
        mobile={mobile}
        appShell={appShell}
        inAppBrowser={modules.data?.OpenDepositOnApp_InAppBrowser_Attivo === true}
      />
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {itDeposit.pageTitle}
          </Title>
          <Text c="dimmed">{itDeposit.pageIntro}</Text>
        </Stack>
        <BalanceSummary balance={balance} />
        {content}
      </Stack>
    </Container>
  );
}

type MethodsDepositProps = {
  methods: PaymentMethod[];
  lastId: number | null;
  lastName: string | null;
  initialAmount: string;
  primaRicarica: boolean;
  mobile: boolean;
  appShell: boolean;
  inAppBrowser: boolean;
};

/** The method icons beside the selected method and the form; the last method used preselected. */
function MethodsDeposit({
  methods,
  lastId,
  lastName,
  initialAmount,
  primaRicarica,
  mobile,
  appShell,
  inAppBrowser,
}: MethodsDepositProps) {
  const lastIndex = methods.findIndex((method) => method.Id === lastId || method.Name === lastName);
  const [selectedId, setSelectedId] = useState(() => methods[Math.max(lastIndex, 0)]?.Id ?? null);
  // The list opens when the last method used is beyond the sixth (money.md §2).
  const [expanded, setExpanded] = useState(() => lastIndex >= MOBILE_METHODS);
  const selected = methods.find((method) => method.Id === selectedId) ?? methods[0];
  // On mobile the chosen method's form is below the list: bring it into view (money.md §9).
  const panel = useRef<HTMLElement>(null);
  const [picked, setPicked] = useState(0);
  useEffect(() => {
    if (!mobile || picked === 0) return;
    const timer = window.setTimeout(() => panel.current?.scrollIntoView({ behavior: 'smooth' }), 100);
    return () => window.clearTimeout(timer);
  }, [mobile, picked]);
  if (!selected) return null;

  return (
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
            <MethodDetails method={selected} />
            <Divider />
            <DepositForm
              method={selected}
              initialAmount={initialAmount}
              primaRicarica={primaRicarica}
              context={{ appShell, inAppBrowser }}
              mobile={mobile}
            />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
