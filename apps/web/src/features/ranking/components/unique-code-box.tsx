import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { formatDateTimeCompact } from '@/lib/format';
import { itRanking as t } from '@/messages/it-ranking';
import type { UniqueCodeState } from '../hooks/use-unique-code';

type UniqueCodeBoxProps = {
  state: UniqueCodeState;
  /** A conversion is in progress: adding a code waits (money.md §4 'Ranking'). */
  blocked: boolean;
  /** BonusDepositoValidoAl: until when the unlocked deposit bonus is valid. */
  validUntil: string | null;
};

/** The unique-code box of conversioni-codice-unico (money.md §5, §8). */
export function UniqueCodeBox({ state, blocked, validUntil }: UniqueCodeBoxProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.submit(blocked);
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <form onSubmit={submit} aria-label={t.uniqueCode.formLabel}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t.uniqueCode.label}
              placeholder={t.uniqueCode.placeholder}
              value={state.code}
              onChange={(event) => state.setCode(event.currentTarget.value)}
              maxLength={40}
              autoComplete="off"
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" loading={state.pending} disabled={state.adding || blocked}>
              {t.uniqueCode.submit}
            </Button>
          </Group>
        </form>
        {validUntil && (
          <Text size="sm" fw={600}>
            {t.uniqueCode.validUntil(formatDateTimeCompact(validUntil))}
          </Text>
        )}
        {state.outcome?.ok === true && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<i className="ri-check-line" aria-hidden />}
          >
            {t.uniqueCode.success}
          </Alert>
        )}
        {state.outcome?.ok === false && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<i className="ri-error-warning-line" aria-hidden />}
          >
            {t.uniqueCode.error(state.outcome.message)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
