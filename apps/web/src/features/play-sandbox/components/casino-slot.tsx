import {
  SANDBOX_MAX_ROUNDS,
  SANDBOX_SLOT_BETS,
  type SandboxFixtures,
} from '@conto-gioco/shared/play-sandbox';
import { Button, NumberInput, Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '@/lib/format';
import { itPlaySandbox as t } from '@/messages/it-play-sandbox';
import { usePlaySandboxSlot } from '../api/play-slot';
import { PlayResult } from './play-result';

/** The casino's stand-in: a demo slot session of a few rounds, played at once. */
export function CasinoSlot({ slots }: { slots: SandboxFixtures['slots'] }) {
  const [game, setGame] = useState(slots[0]?.game ?? '');
  const [bet, setBet] = useState<string>(String(SANDBOX_SLOT_BETS[1]));
  const [rounds, setRounds] = useState<string | number>(5);
  const play = usePlaySandboxSlot();
  const roundCount = Number(rounds);
  const valid = Number.isInteger(roundCount) && roundCount >= 1 && roundCount <= SANDBOX_MAX_ROUNDS;

  return (
    <Paper withBorder radius="md" p="md" maw={480}>
      <Stack gap="sm">
        <Select
          label={t.slot.game}
          value={game}
          onChange={(value) => value && setGame(value)}
          allowDeselect={false}
          data={slots.map((slot) => ({ value: slot.game, label: `${slot.game} (${slot.platform})` }))}
        />
        <Select
          label={t.slot.bet}
          value={bet}
          onChange={(value) => value && setBet(value)}
          allowDeselect={false}
          data={SANDBOX_SLOT_BETS.map((value) => ({ value: String(value), label: formatCents(value) }))}
        />
        <NumberInput
          label={t.slot.rounds}
          value={rounds}
          onChange={setRounds}
          min={1}
          max={SANDBOX_MAX_ROUNDS}
          allowDecimal={false}
        />
        <Button
          onClick={() =>
            play.mutate({ game, bet: Number(bet) as (typeof SANDBOX_SLOT_BETS)[number], rounds: roundCount })
          }
          loading={play.isPending}
          disabled={!valid || !game}
        >
          {t.slot.play}
        </Button>
        <PlayResult
          call={play}
          success={(session) =>
            t.slot.result(session.rounds, formatCents(session.bet), formatCents(session.win))
          }
        />
      </Stack>
    </Paper>
  );
}
