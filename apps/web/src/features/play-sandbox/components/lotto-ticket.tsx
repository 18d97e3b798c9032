import {
  SANDBOX_LOTTO_STAKES,
  SANDBOX_LOTTO_WHEELS,
  type SandboxLottoRequest,
} from '@conto-gioco/shared/play-sandbox';
import { Button, MultiSelect, Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '@/lib/format';
import { itPlaySandbox as t } from '@/messages/it-play-sandbox';
import { useBuySandboxLotto } from '../api/buy-lotto';
import { PlayResult } from './play-result';

const NUMBERS = Array.from({ length: 90 }, (_, index) => String(index + 1));

/** The lottery's stand-in: a Lotto ticket on a wheel, left open until the operator's draw. */
export function LottoTicket() {
  const [wheel, setWheel] = useState<SandboxLottoRequest['wheel']>('Roma');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [stake, setStake] = useState<string>(String(SANDBOX_LOTTO_STAKES[0]));
  const buy = useBuySandboxLotto();

  return (
    <Paper withBorder radius="md" p="md" maw={480}>
      <Stack gap="sm">
        <Select
          label={t.lotto.wheel}
          value={wheel}
          onChange={(value) => value && setWheel(value as SandboxLottoRequest['wheel'])}
          allowDeselect={false}
          data={[...SANDBOX_LOTTO_WHEELS]}
        />
        <MultiSelect
          label={t.lotto.numbers}
          placeholder={numbers.length ? undefined : t.lotto.numbersPlaceholder}
          value={numbers}
          onChange={setNumbers}
          data={NUMBERS}
          maxValues={5}
          searchable
        />
        <Select
          label={t.lotto.stake}
          value={stake}
          onChange={(value) => value && setStake(value)}
          allowDeselect={false}
          data={SANDBOX_LOTTO_STAKES.map((value) => ({ value: String(value), label: formatCents(value) }))}
        />
        <Button
          onClick={() =>
            buy.mutate({
              wheel,
              numbers: numbers.map(Number),
              stake: Number(stake) as SandboxLottoRequest['stake'],
            })
          }
          loading={buy.isPending}
          disabled={numbers.length < 2}
        >
          {t.lotto.play}
        </Button>
        <PlayResult
          call={buy}
          success={(ticket) => (
            <>
              {t.lotto.placed(ticket.ticketId)} {t.lotto.possibleWin}: {formatCents(ticket.possibleWin)}.
            </>
          )}
        />
      </Stack>
    </Paper>
  );
}
