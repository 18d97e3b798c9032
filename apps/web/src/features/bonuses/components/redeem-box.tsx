import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { itBonuses as t } from '@/messages/it-bonuses';
import { BONUSES_QUERY_ROOT } from '../api/get-bonuses';
import { useRedeemBonus, type RedeemBonusResponse } from '../api/redeem-bonus';

/** The wallet feature's root (['wallet', 'balance']): named, not imported (features stay apart). */
const WALLET_QUERY_ROOT = 'wallet';
/** money.md §9: the balance and the bonuses are read again 1 s after a redeem. */
const REFRESH_AFTER_MS = 1000;

type Outcome = { kind: 'done' } | { kind: 'refused'; response: RedeemBonusResponse } | { kind: 'network' };

/** The promo-code box (money.md §2, §4, §8): an empty code is ignored; one redeem at a time. */
export function RedeemBox() {
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const redeem = useRedeemBonus();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bonusCode = code.trim();
    if (!bonusCode || redeem.isPending) return;
    setOutcome(null);
    redeem.mutate(bonusCode, {
      onSuccess: (response) => {
        if (response.ResponseCode !== 0) {
          setOutcome({ kind: 'refused', response });
          return;
        }
        setOutcome({ kind: 'done' });
        setCode('');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] });
          void queryClient.invalidateQueries({ queryKey: [BONUSES_QUERY_ROOT] });
        }, REFRESH_AFTER_MS);
      },
      onError: () => setOutcome({ kind: 'network' }),
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <form onSubmit={submit} aria-label={t.redeem.formLabel}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t.redeem.label}
              placeholder={t.redeem.placeholder}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                // A new code: the last answer no longer applies.
                if (!redeem.isPending) setOutcome(null);
              }}
              maxLength={40}
              autoComplete="off"
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" loading={redeem.isPending} disabled={redeem.isPending}>
              {t.redeem.submit}
            </Button>
          </Group>
        </form>
        {outcome?.kind === 'done' && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<i className="ri-check-line" aria-hidden />}
          >
            {t.redeem.success}
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
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
        )}
        {outcome?.kind === 'network' && (
          <Alert color="red" variant="light" role="alert" title={t.redeem.failureTitle}>
            {t.redeem.networkError}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
