import {
  sandboxOutcomeHash,
  type SandboxEvent,
  type SandboxSelection,
} from '@conto-gioco/shared/play-sandbox';
import type { TicketKind } from '@conto-gioco/shared/play';
import {
  ActionIcon,
  Affix,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { clearCart, readCart } from '@/lib/cart';
import { formatCents, formatDateTimeCompact } from '@/lib/format';
import { itPlaySandbox as t } from '@/messages/it-play-sandbox';
import { useBookSandboxSlip } from '../api/book-slip';
import { usePlaceSandboxTicket } from '../api/place-ticket';
import { PlayResult } from './play-result';
import classes from './play-sandbox.module.css';

export const formatOdds = (odds: number) => (odds / 100).toFixed(2).replace('.', ',');

/** How many combinations of `size` legs `legs` legs make. */
export function combinations(legs: number, size: number): number {
  let result = 1;
  for (let i = 1; i <= size; i++) result = (result * (legs - size + i)) / i;
  return Math.round(result);
}

type Pick = SandboxSelection & { eventName: string; outcome: string; odds: number };

const marketKey = (pick: { eventId: string; marketCode: string }) => `${pick.eventId} ${pick.marketCode}`;
const euroToCents = (value: string | number) => Math.round(Number(value) * 100);

/**
 * The cart's outcomes that are on the fixture list: a reservation loaded into the cart from the
 * bet list comes back as this slip ('Vai allo sport'); the others (events gone) are left out.
 */
function picksFromCart(events: SandboxEvent[]): Pick[] {
  const cart = readCart();
  if (!cart) return [];
  const onList = new Map<string, Pick>();
  for (const event of events)
    for (const market of event.markets)
      for (const outcome of market.outcomes) {
        const pick = {
          eventId: event.eventId,
          eventName: event.eventName,
          marketCode: market.marketCode,
          outcomeCode: outcome.outcomeCode,
          outcome: outcome.outcome,
          odds: outcome.odds,
        };
        onList.set(sandboxOutcomeHash(pick), pick);
      }
  return cart.Outcomes.flatMap((outcome) => onList.get(outcome.OutcomeId_hash) ?? []);
}

/** The kinds a slip of `count` legs may be played as. */
const kindsFor = (count: number): TicketKind[] =>
  count <= 1 ? ['single'] : count === 2 ? ['multiple'] : ['multiple', 'system'];

/**
 * The sportsbook's stand-in: the fixture events with their odds, and a slip that plays a single,
 * a multiple or a system, or books the slip as a reservation.
 */
export function SportBetting({ events }: { events: SandboxEvent[] }) {
  const [picks, setPicks] = useState<Pick[]>(() => picksFromCart(events));
  const [chosenKind, setChosenKind] = useState<TicketKind>('multiple');
  const [stake, setStake] = useState<string | number>(5);
  const [systemSize, setSystemSize] = useState<string | null>(null);
  const [perCombination, setPerCombination] = useState<string | number>(1);
  const place = usePlaceSandboxTicket();
  const book = useBookSandboxSlip();
  const mobile = useIsMobile();
  // At phone width the slip comes after the events: a bar leads to it while it is out of sight.
  const slipElement = useRef<HTMLDivElement>(null);
  const [slipInSight, setSlipInSight] = useState(true);
  useEffect(() => {
    const node = slipElement.current;
    if (!mobile || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSlipInSight(entry?.isIntersecting ?? true));
    observer.observe(node);
    return () => observer.disconnect();
  }, [mobile]);
  const showSlipBar = mobile && picks.length > 0 && !slipInSight;

  const kinds = kindsFor(picks.length);
  const kind = kinds.includes(chosenKind) ? chosenKind : kinds[0]!;
  const sizes = Array.from({ length: Math.max(picks.length - 1, 0) }, (_, index) => index + 1);
  const size = systemSize && sizes.includes(Number(systemSize)) ? Number(systemSize) : sizes.at(-1);
  const total =
    kind === 'system' && size
      ? combinations(picks.length, size) * euroToCents(perCombination)
      : euroToCents(stake);
  const totalOdds = picks.reduce((product, pick) => product * (pick.odds / 100), 1);

  function toggle(pick: Pick) {
    place.reset();
    book.reset();
    setPicks((current) => {
      const same = current.find((other) => marketKey(other) === marketKey(pick));
      const others = current.filter((other) => marketKey(other) !== marketKey(pick));
      return same?.outcomeCode === pick.outcomeCode ? others : [...others, pick];
    });
  }
  const selections = picks.map(({ eventId, marketCode, outcomeCode }) => ({
    eventId,
    marketCode,
    outcomeCode,
  }));
  const busy = place.isPending || book.isPending;

  function submit() {
    book.reset();
    place.mutate(
      kind === 'system'
        ? { kind, selections, systemSize: size, stakePerCombination: euroToCents(perCombination) }
        : { kind, selections, stake: euroToCents(stake) },
      {
        onSuccess: (answer) => {
          if (answer.ResponseCode !== 0) return;
          setPicks([]);
          clearCart();
        },
      },
    );
  }
  function reserve() {
    place.reset();
    book.mutate({ selections, stake: euroToCents(stake) });
  }

  return (
    <div className={classes.sport}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t.sport.eventsTitle}
        </Title>
        {events.map((event) => (
          <Paper
            key={event.eventId}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={event.eventName}
          >
            <Text fw={700}>{event.eventName}</Text>
            <Text size="sm" c="dimmed">
              {event.groupName} · {formatDateTimeCompact(event.eventDate)}
            </Text>
            {event.markets.map((market) => (
              <Stack key={market.marketCode} gap={4} mt="sm">
                <Text size="sm">{market.market}</Text>
                <SimpleGrid cols={market.outcomes.length} spacing="xs">
                  {market.outcomes.map((outcome) => {
                    const pick: Pick = {
                      eventId: event.eventId,
                      eventName: event.eventName,
                      marketCode: market.marketCode,
                      outcomeCode: outcome.outcomeCode,
                      outcome: outcome.outcome,
                      odds: outcome.odds,
                    };
                    const chosen = picks.some(
                      (other) =>
                        marketKey(other) === marketKey(pick) && other.outcomeCode === pick.outcomeCode,
                    );
                    return (
                      <Button
                        key={outcome.outcomeCode}
                        variant={chosen ? 'filled' : 'default'}
                        aria-pressed={chosen}
                        aria-label={`${event.eventName}: ${t.sport.pick(outcome.outcome, formatOdds(outcome.odds))}`}
                        onClick={() => toggle(pick)}
                        className={classes.odds}
                      >
                        <span className={classes.outcome}>{outcome.outcome}</span>
                        <span>{formatOdds(outcome.odds)}</span>
                      </Button>
                    );
                  })}
                </SimpleGrid>
              </Stack>
            ))}
          </Paper>
        ))}
      </Stack>

      <Paper
        ref={slipElement}
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="sandbox-slip"
        className={classes.slip}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="sandbox-slip">
            {t.sport.slipTitle}
          </Title>
          {picks.length === 0 ? (
            <Text c="dimmed">{t.sport.emptySlip}</Text>
          ) : (
            <Stack gap={6} component="ul" className={classes.picks}>
              {picks.map((pick) => (
                <Group key={marketKey(pick)} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <div>
                    <Text size="sm" fw={600}>
                      {pick.eventName}
                    </Text>
                    <Text size="sm">
                      {pick.outcome} · {formatOdds(pick.odds)}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t.sport.remove(pick.eventName)}
                    onClick={() => toggle(pick)}
                  >
                    <i className="ri-close-line" aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <SegmentedControl
            aria-label={t.sport.kindLabel}
            value={kind}
            onChange={(value) => setChosenKind(value as TicketKind)}
            data={(['single', 'multiple', 'system'] as const).map((value) => ({
              value,
              label: t.sport.kinds[value],
              disabled: !kinds.includes(value),
            }))}
            fullWidth
          />
          {kind === 'system' && size ? (
            <>
              <Select
                label={t.sport.systemSize}
                value={String(size)}
                onChange={setSystemSize}
                allowDeselect={false}
                data={sizes.map((value) => ({
                  value: String(value),
                  label: t.sport.systemSizeOption(value, combinations(picks.length, value)),
                }))}
              />
              <NumberInput
                label={t.sport.stakePerCombination}
                value={perCombination}
                onChange={setPerCombination}
                min={1}
                max={100}
                decimalScale={2}
                decimalSeparator=","
              />
            </>
          ) : (
            <NumberInput
              label={t.sport.stake}
              value={stake}
              onChange={setStake}
              min={1}
              max={500}
              decimalScale={2}
              decimalSeparator=","
            />
          )}
          {picks.length > 0 && (
            <Group justify="space-between">
              <Text size="sm">{kind === 'system' ? t.sport.total : t.sport.totalOdds}</Text>
              <Text fw={700}>
                {kind === 'system' ? formatCents(total) : formatOdds(Math.round(totalOdds * 100))}
              </Text>
            </Group>
          )}
          <Button
            onClick={submit}
            loading={place.isPending}
            disabled={picks.length === 0 || busy || !(total > 0)}
          >
            {t.sport.place}
          </Button>
          <Button
            variant="default"
            onClick={reserve}
            loading={book.isPending}
            disabled={picks.length === 0 || busy}
          >
            {t.sport.book}
          </Button>
          <Button variant="subtle" onClick={() => setPicks([])} disabled={picks.length === 0 || busy}>
            {t.sport.clear}
          </Button>
          <PlayResult
            call={place}
            success={(ticket) => (
              <>
                {t.sport.placed(ticket.ticketId)} {t.sport.possibleWin}: {formatCents(ticket.possibleWin)}.
              </>
            )}
          />
          <PlayResult call={book} success={(reservation) => t.sport.booked(reservation.shortCode)} />
        </Stack>
      </Paper>
      {showSlipBar && (
        <Affix position={{ bottom: 16, left: 16, right: 16 }}>
          <Button
            fullWidth
            size="md"
            leftSection={<i className="ri-coupon-2-line" aria-hidden />}
            onClick={() => slipElement.current?.scrollIntoView({ behavior: 'smooth' })}
          >
            {t.sport.toSlip(picks.length)}
          </Button>
        </Affix>
      )}
    </div>
  );
}
