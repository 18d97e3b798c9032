import { DEPOSIT_LIMIT_OPTIONS_CENTS } from '@conto-gioco/shared/registration';
import type { LimitPeriod } from '@conto-gioco/shared/responsible-gaming';
import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadFailed, Loading } from '@/components/payments/load-state';
import { formatCents, formatDateTime } from '@/lib/format';
import { itResponsibleGaming } from '@/messages/it-responsible-gaming';
import { useDepositLimits } from '../api/get-deposit-limits';
import { useCancelDepositLimit, useSaveDepositLimit } from '../api/save-deposit-limit';

const t = itResponsibleGaming.limit;
type Notice = { ok: boolean; text: string };

/**
 * The deposit limit (content-profile.md §3, §5): the limit in force, a raise waiting with the date
 * and time it takes effect (cancellable), and the form: weekly or monthly, one of the 14 amounts.
 */
export function DepositLimitSection() {
  const limits = useDepositLimits();
  const save = useSaveDepositLimit();
  const cancel = useCancelDepositLimit();
  const [period, setPeriod] = useState<LimitPeriod | null>(null);
  const [amount, setAmount] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const shownPeriod = period ?? limits.data?.inVigore?.tipoPeriodo ?? 'WW';

  const submit = async () => {
    if (!amount) return;
    setNotice(null);
    try {
      const answer = await save.mutateAsync({
        importo: Number(amount),
        tipoPeriodo: shownPeriod,
        numVoltePeriodo: 1,
      });
      setNotice({ ok: answer.code === 0, text: answer.description });
    } catch {
      setNotice({ ok: false, text: itResponsibleGaming.connectionError });
    }
  };

  const cancelPending = async () => {
    setNotice(null);
    try {
      const answer = await cancel.mutateAsync();
      setNotice({ ok: answer.code === 0, text: answer.description });
    } catch {
      setNotice({ ok: false, text: itResponsibleGaming.connectionError });
    }
  };

  let state;
  if (limits.isPending) state = <Loading text={itResponsibleGaming.loading} />;
  else if (!limits.data)
    state = (
      <LoadFailed
        text={t.loadFailed}
        retry={itResponsibleGaming.retry}
        onRetry={() => void limits.refetch()}
      />
    );
  else {
    const { inVigore, inAttesa } = limits.data;
    state = (
      <Stack gap="xs">
        <Text>
          {t.current}:{' '}
          <Text span fw={700} data-testid="limit-in-force">
            {inVigore ? `${formatCents(inVigore.importo)} ${t.perPeriod[inVigore.tipoPeriodo]}` : t.none}
          </Text>
        </Text>
        {inAttesa && (
          <Alert color="yellow" variant="light" icon={<i className="ri-time-line" aria-hidden />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {t.pending(
                  `${formatCents(inAttesa.importo)} ${t.perPeriod[inAttesa.tipoPeriodo]}`,
                  formatDateTime(inAttesa.decorrenza),
                )}
              </Text>
              <Button
                size="xs"
                variant="outline"
                loading={cancel.isPending}
                onClick={() => void cancelPending()}
              >
                {t.cancelPending}
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="limit-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="limit-title">
          {t.title}
        </Title>
        {state}
        <Text size="sm" c="dimmed">
          {t.rule}
        </Text>
        <Stack gap="sm" maw={420}>
          <div>
            <Text size="sm" fw={500} mb={4} id="limit-period">
              {t.period}
            </Text>
            <SegmentedControl
              aria-labelledby="limit-period"
              value={shownPeriod}
              onChange={(value) => setPeriod(value as LimitPeriod)}
              data={[
                { value: 'WW', label: t.periods.WW },
                { value: 'MM', label: t.periods.MM },
              ]}
            />
          </div>
          <Select
            label={t.amount}
            placeholder={t.amount}
            data={DEPOSIT_LIMIT_OPTIONS_CENTS.map((cents) => ({
              value: String(cents),
              label: formatCents(cents),
            }))}
            value={amount}
            onChange={setAmount}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Group>
            <Button disabled={!amount} loading={save.isPending} onClick={() => void submit()}>
              {t.save}
            </Button>
          </Group>
        </Stack>
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
