import type { SandboxFixtures } from '@conto-gioco/shared/play-sandbox';
import { Button, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '@/lib/format';
import { itPlaySandbox as t } from '@/messages/it-play-sandbox';
import { useBuySandboxScratch } from '../api/buy-scratch';
import { PlayResult } from './play-result';

/** The scratch cards' stand-in: a card is bought and decided at once (its win credited). */
export function ScratchCard({ cards }: { cards: SandboxFixtures['scratchCards'] }) {
  const [game, setGame] = useState(cards[0]?.game ?? '');
  const buy = useBuySandboxScratch();

  return (
    <Paper withBorder radius="md" p="md" maw={480}>
      <Stack gap="sm">
        <Radio.Group label={t.scratch.card} value={game} onChange={setGame}>
          <Stack gap="xs" mt="xs">
            {cards.map((card) => (
              <Radio
                key={card.game}
                value={card.game}
                label={card.game}
                description={`${t.scratch.price} ${formatCents(card.price)} · ${t.scratch.topWin} ${formatCents(card.topWin)}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Button onClick={() => buy.mutate({ game })} loading={buy.isPending} disabled={!game}>
          {t.scratch.buy}
        </Button>
        <PlayResult
          call={buy}
          tone={(ticket) => (ticket.win > 0 ? 'green' : 'gray')}
          success={(ticket) => (
            <Text span inherit>
              {ticket.win > 0 ? t.scratch.won(formatCents(ticket.win)) : t.scratch.lost}
            </Text>
          )}
        />
      </Stack>
    </Paper>
  );
}
