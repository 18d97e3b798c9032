import { eq, sql } from 'drizzle-orm';
import type { Result } from '@conto-gioco/shared/envelope';
import {
  GAME_FAMILY,
  LOTTO_WHEELS,
  TICKET_STATE,
  type PlaceTicketRequest,
  type TicketLegInput,
} from '@conto-gioco/shared/play';
import { inTransaction, type Database } from '../db/client.ts';
import { closeCasinoSession, openCasinoSession, playCasinoRound } from '../modules/play/casino.ts';
import { createReservation } from '../modules/play/reservations.ts';
import {
  cashOut,
  cashOutOffer,
  payTicket,
  placeTicket,
  settleEvent,
  settleTicket,
  voidTicket,
  withholdTicket,
} from '../modules/play/tickets.ts';
import {
  forgetPlayerBalances,
  PLAYER_ACCOUNT,
  playerBalances,
  SYSTEM_ACCOUNT,
  transfer,
} from '../modules/wallet/ledger.ts';
import { ledgerTransfers } from '../modules/wallet/schema.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How much history: days back from today, tickets a day, a casino session every n days. */
export type PlayHistorySize = {
  days: number;
  ticketsPerDay: number;
  casinoEveryDays: number;
  rounds: number;
};
/** A realistic year for `npm start` (thousands of tickets and rounds; seeded in the background). */
export const PLAY_HISTORY_YEAR: PlayHistorySize = {
  days: 365,
  ticketsPerDay: 8,
  casinoEveryDays: 2,
  rounds: 10,
};
/** Ten days, for the end-to-end journeys (SEED_PLAY_HISTORY=short): each server start seeds it. */
export const PLAY_HISTORY_SHORT: PlayHistorySize = {
  days: 10,
  ticketsPerDay: 2,
  casinoEveryDays: 3,
  rounds: 3,
};

/** A seeded PRNG (mulberry32): the same player and size give the same history. */
function prng(seedText: string): () => number {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Sport = 'Calcio' | 'Tennis' | 'Basket';
/** The fixture list: Italian football, tennis and basketball; each day plays some of them. */
const FIXTURES: { sport: Sport; name: string; group: string }[] = [
  { sport: 'Calcio', name: 'Inter - Milan', group: 'Serie A' },
  { sport: 'Calcio', name: 'Juventus - Napoli', group: 'Serie A' },
  { sport: 'Calcio', name: 'Roma - Lazio', group: 'Serie A' },
  { sport: 'Calcio', name: 'Atalanta - Fiorentina', group: 'Serie A' },
  { sport: 'Calcio', name: 'Bologna - Torino', group: 'Serie A' },
  { sport: 'Calcio', name: 'Genoa - Sampdoria', group: 'Coppa Italia' },
  { sport: 'Calcio', name: 'Palermo - Bari', group: 'Serie B' },
  { sport: 'Tennis', name: 'Sinner J. - Musetti L.', group: 'Internazionali BNL d’Italia' },
  { sport: 'Tennis', name: 'Berrettini M. - Arnaldi M.', group: 'ATP Finals Torino' },
  { sport: 'Tennis', name: 'Paolini J. - Cocciaretto E.', group: 'WTA Palermo' },
  { sport: 'Basket', name: 'Olimpia Milano - Virtus Bologna', group: 'LBA Serie A' },
  { sport: 'Basket', name: 'Reyer Venezia - Dinamo Sassari', group: 'LBA Serie A' },
];
/** Kick-off hours (UTC) of a day's events. */
const EVENT_HOURS = [12.5, 14, 15, 16.5, 18, 19.5, 20.75];

type Market = { code: string; name: string; outcomes: { code: number; name: string }[] };
const MARKETS: Record<Sport, Market[]> = {
  Calcio: [
    {
      code: '1X2',
      name: '1X2 Esito finale',
      outcomes: [
        { code: 1, name: '1' },
        { code: 2, name: 'X' },
        { code: 3, name: '2' },
      ],
    },
    {
      code: 'UO25',
      name: 'Under/Over 2.5',
      outcomes: [
        { code: 4, name: 'Under' },
        { code: 5, name: 'Over' },
      ],
    },
    {
      code: 'GGNG',
      name: 'Goal/No Goal',
      outcomes: [
        { code: 6, name: 'Goal' },
        { code: 7, name: 'No Goal' },
      ],
    },
  ],
  Tennis: [
    {
      code: 'TT',
      name: 'Testa a testa',
      outcomes: [
        { code: 1, name: '1' },
        { code: 2, name: '2' },
      ],
    },
  ],
  Basket: [
    {
      code: 'TT',
      name: 'Testa a testa (incl. suppl.)',
      outcomes: [
        { code: 1, name: '1' },
        { code: 2, name: '2' },
      ],
    },
  ],
};
const HORSES = ['Varenne Jr', 'Ribot Star', 'Tornese', 'Crevalcore', 'Nearco Bay', 'Gran Premio'];
const RACECOURSES = ['Ippodromo Capannelle', 'San Siro Galoppo', 'Agnano', 'Le Mulina'];
const SCRATCH = [
  { game: 'Il Miliardario', price: 500, top: 50_000_000 },
  { game: 'Turista per Sempre', price: 500, top: 60_000_000 },
  { game: 'Maxi Miliardario', price: 1_000, top: 200_000_000 },
  { game: 'Doppia Sfida', price: 300, top: 10_000_000 },
];
const SLOTS = [
  { game: 'Book of Ra Deluxe', platform: 'Novomatic' },
  { game: 'Starburst', platform: 'NetEnt' },
  { game: 'Age of the Gods', platform: 'Playtech' },
  { game: 'Blackjack Live', platform: 'Evolution' },
];

type DayEvent = {
  id: string;
  name: string;
  group: string;
  sport: Sport;
  at: Date;
  markets: Market[];
};

const ymd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/** The events of a day (the same for everyone: their results depend on the event, not the player). */
function eventsOf(dayStart: Date): DayEvent[] {
  const key = ymd(dayStart);
  const random = prng(`events:${key}`);
  const offset = Math.floor(random() * FIXTURES.length);
  return EVENT_HOURS.map((hour, n) => {
    const fixture = FIXTURES[(offset + n * 5) % FIXTURES.length]!;
    return {
      id: `EV${key}${n}`,
      name: fixture.name,
      group: fixture.group,
      sport: fixture.sport,
      at: new Date(dayStart.getTime() + hour * HOUR_MS),
      markets: MARKETS[fixture.sport],
    };
  });
}

/** An event market's result: the winning outcome code, or void (about one in 60). */
function resultOf(event: DayEvent, market: Market): { resultCode?: number; void: boolean } {
  const random = prng(`result:${event.id}:${market.code}`);
  if (random() < 1 / 60) return { void: true };
  return { resultCode: market.outcomes[Math.floor(random() * market.outcomes.length)]!.code, void: false };
}

type Counts = Record<string, number>;

/**
 * A year (or `size.days`) of play for a demo player (issue 18), created through the play service so
 * that the money moves through the ledger with its causes and references, then dated back in a few
 * set-based statements: sport singles, multiples and systems (some legs live, some 'Fissa') on the
 * fixture list, horse racing, Lotto, MillionDay, 10eLotto, Lotto Nazionale, Gratta e Vinci, casino
 * sessions, a few reservations (some on events gone); every state. Deterministic (a seeded PRNG,
 * days counted back from `now`); one transaction per day. Cash never goes negative: a deposit-like
 * funding ('Ricarica' from the demo funding account, like the opening balances) comes before a day
 * whose stakes the cash would not cover, and a last movement today brings the cash back to the
 * player's opening cash. Once: a re-seed finds that last movement and does nothing.
 */
export async function seedPlayHistory(
  db: Database,
  player: { id: number; username: string; cash: number },
  size: PlayHistorySize = PLAY_HISTORY_YEAR,
  now = new Date(),
): Promise<Counts | null> {
  const { id: playerId, username } = player;
  const finalKey = `seed:play-history:${username}:final`;
  const [done] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, finalKey));
  if (done) return null;

  const random = prng(`play-history:${username}:${size.days}:${size.ticketsPerDay}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const chance = (p: number) => random() < p;
  const counts: Counts = {};
  const count = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);
  const ok = <T>(result: Result<T>, what: string): T | null => {
    if (!result.ok) {
      count(`refused:${what}:${result.code}`);
      return null;
    }
    return result.data;
  };
  /** When each ticket's result (settlement, payment, refund, cash-out) happened; dated back at the end. */
  const settled: { id: string; at: string }[] = [];
  const fundings: { key: string; at: string }[] = [];
  const prefix = `S${playerId}`;
  /** The markets the player's legs are on, by event: only those are settled (one call each). */
  const usedMarkets = new Map<string, Set<string>>();
  const voided = new Set<string>();
  /** Tickets whose events have begun: one in 30 is voided (RIMBORSATO) before its result. */
  let begun = 0;
  /** Winners left VINCENTE by their settlement (before yesterday): one in four is withheld. */
  let unpaid = 0;
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const past = (date: Date) => date.getTime() < now.getTime();
  /** A placement time not after now (today's later events are bet on before now). */
  const notAfterNow = (date: Date) =>
    date.getTime() < now.getTime() - 60_000 ? date : new Date(now.getTime() - between(5, 120) * 60_000);

  for (let day = size.days - 1; day >= 0; day--) {
    // PGlite answers in-process, on promises alone: without a turn of the event loop each day, a
    // history seeded in the background would keep the server from listening until it ends.
    await new Promise((resolve) => setImmediate(resolve));
    const dayStart = new Date(todayStart - day * DAY_MS);
    const key = ymd(dayStart);
    const events = eventsOf(dayStart);
    const tomorrow = day <= 1 ? eventsOf(new Date(dayStart.getTime() + DAY_MS)) : [];
    const span = day === 0 ? Math.max(now.getTime() - dayStart.getTime() - HOUR_MS, HOUR_MS) : 22 * HOUR_MS;
    const timeIn = (low: number, high: number) =>
      new Date(dayStart.getTime() + HOUR_MS / 2 + Math.min(low + random() * (high - low), 1) * span);
    const tickets: { request: PlaceTicketRequest; win?: number; drawAt?: Date }[] = [];
    // Today and yesterday have a few more, on tomorrow's events too: open tickets to cash out.
    const n = Math.max(1, Math.round(size.ticketsPerDay * (0.4 + random() * 1.2))) + (day <= 1 ? 3 : 0);
    for (let i = 0; i < n; i++) {
      const ticketId = `${prefix}${key}${String(i).padStart(3, '0')}`;
      const roll = random();
      if (roll < 0.55) {
        const pool = tomorrow.length > 0 && chance(0.4) ? tomorrow : events;
        tickets.push({ request: sportTicket(ticketId, pool) });
      } else if (roll < 0.63) {
        tickets.push({ request: horseTicket(ticketId, events[between(0, events.length - 1)]!) });
      } else if (roll < 0.9) {
        const lottery = lotteryTicket(ticketId, dayStart);
        tickets.push(lottery);
      } else {
        const card = pick(SCRATCH);
        const r = random();
        const win =
          r < 0.7 ? 0 : r < 0.9 ? card.price : r < 0.99 ? card.price * between(2, 10) : card.price * 100;
        tickets.push({
          request: {
            ticketId,
            playerId,
            family: GAME_FAMILY.GRATTA_E_VINCI,
            kind: 'single',
            game: card.game,
            platform: 'Gratta e Vinci online',
            stake: card.price,
            legs: [],
            systems: [],
            possibleWin: card.top,
            instantWin: win,
            detail: { gioco: card.game, prezzo: card.price, lotto: `${key}-${between(1000, 9999)}` },
            placedAt: notAfterNow(timeIn(0, 1)).toISOString(),
          },
        });
      }
    }
    const casino = day % size.casinoEveryDays === 0;
    const roundBets = casino ? Array.from({ length: size.rounds }, () => pick([50, 100, 100, 200, 500])) : [];
    const dayStakes =
      tickets.reduce((sum, ticket) => sum + ticket.request.stake, 0) + roundBets.reduce((a, b) => a + b, 0);

    // Funding first (its own transfer, like the opening balance), so that no stake is refused.
    const { cash } = await playerBalances(db, playerId);
    if (cash < dayStakes + 5_000) {
      const amount = Math.ceil((dayStakes + 20_000 - cash) / 5_000) * 5_000;
      const fundingKey = `seed:play-history:${username}:deposit:${key}`;
      await transfer(db, {
        idempotencyKey: fundingKey,
        cause: 'Ricarica',
        playerId,
        legs: [
          { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: -amount },
          { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount },
        ],
        reference: { ticket: `SB-${username}-${key}` },
      });
      fundings.push({ key: fundingKey, at: new Date(dayStart.getTime() + HOUR_MS / 4).toISOString() });
      count('deposits');
    }

    await inTransaction(db, async (tx) => {
      const t = tx as unknown as Database;
      const placed: { request: PlaceTicketRequest; drawAt?: Date; win?: number }[] = [];
      for (const ticket of tickets) {
        const answer = ok(await placeTicket(t, ticket.request), 'place');
        if (!answer) continue;
        count(`family:${ticket.request.family}`);
        if (ticket.request.family === GAME_FAMILY.SPORT)
          for (const leg of ticket.request.legs)
            usedMarkets.set(leg.eventId, (usedMarkets.get(leg.eventId) ?? new Set()).add(leg.marketCode));
        if (ticket.request.family === GAME_FAMILY.GRATTA_E_VINCI) {
          settled.push({ id: ticket.request.ticketId, at: ticket.request.placedAt! });
          continue;
        }
        placed.push(ticket);
      }
      const when = (date: Date) => new Date(Math.min(date.getTime(), now.getTime() - 60_000)).toISOString();
      // Voids and cash-outs before the results.
      for (const { request } of placed) {
        const legAt =
          request.legs.length > 0 ? new Date(request.legs[0]!.eventDate) : new Date(request.placedAt!);
        if (!past(new Date(legAt.getTime() + HOUR_MS))) continue;
        if (begun++ % 30 === 4) {
          if (
            ok(
              await voidTicket(t, { requestId: `seed:void:${request.ticketId}`, ticketId: request.ticketId }),
              'void',
            )
          ) {
            voided.add(request.ticketId);
            settled.push({
              id: request.ticketId,
              at: when(new Date(Date.parse(request.placedAt!) + 10 * 60_000)),
            });
          }
        } else if (request.kind !== 'system' && request.legs.length > 0 && chance(0.06)) {
          const offer = await cashOutOffer(t, playerId, request.ticketId);
          if (offer === null || offer <= 0) continue;
          const answer = ok(
            await cashOut(t, {
              requestId: `seed:cash-out:${request.ticketId}`,
              ticketId: request.ticketId,
              amount: offer,
            }),
            'cash-out',
          );
          if (answer) settled.push({ id: request.ticketId, at: when(new Date(legAt.getTime() + HOUR_MS)) });
        }
      }
      // The day's events end two hours after kick-off: those gone by are settled (tomorrow's and
      // those still playing stay open).
      // Most settlements pay their winners at once; the others leave them VINCENTE, to be paid or
      // withheld below (and, in the last days, some still to pay).
      const payNow = () => day > 1 && chance(day > 3 ? 0.9 : 0.4);
      const winners: string[] = [];
      for (const event of events) {
        const end = new Date(event.at.getTime() + 2 * HOUR_MS);
        if (!past(end)) continue;
        for (const market of event.markets.filter((m) => usedMarkets.get(event.id)?.has(m.code))) {
          const answer = ok(
            await settleEvent(t, {
              requestId: `seed:${prefix}:settle:${event.id}:${market.code}`,
              eventId: event.id,
              marketCode: market.code,
              ...resultOf(event, market),
              payWinners: payNow(),
            }),
            'settle',
          );
          for (const decided of answer?.tickets ?? []) {
            settled.push({ id: decided.ticketId, at: end.toISOString() });
            if (decided.state === TICKET_STATE.VINCENTE) winners.push(decided.ticketId);
          }
        }
      }
      // The races of the day's horse tickets.
      for (const { request } of placed) {
        const race = request.family === GAME_FAMILY.HORSE_RACING ? request.legs[0] : undefined;
        if (!race || voided.has(request.ticketId) || !past(new Date(Date.parse(race.eventDate) + HOUR_MS)))
          continue;
        const end = new Date(Date.parse(race.eventDate) + HOUR_MS / 4).toISOString();
        const answer = ok(
          await settleEvent(t, {
            requestId: `seed:${prefix}:race:${race.eventId}`,
            eventId: race.eventId,
            marketCode: race.marketCode,
            resultCode: 1 + Math.floor(prng(`race:${race.eventId}`)() * HORSES.length),
            void: false,
            payWinners: payNow(),
          }),
          'race',
        );
        for (const decided of answer?.tickets ?? []) {
          settled.push({ id: decided.ticketId, at: end });
          if (decided.state === TICKET_STATE.VINCENTE) winners.push(decided.ticketId);
        }
      }
      // The draws.
      for (const { request, drawAt, win } of placed) {
        if (!drawAt || voided.has(request.ticketId) || !past(drawAt)) continue;
        const answer = ok(
          await settleTicket(t, {
            requestId: `seed:draw:${request.ticketId}`,
            ticketId: request.ticketId,
            win: win ?? 0,
            payWinners: payNow(),
          }),
          'draw',
        );
        if (!answer) continue;
        settled.push({ id: request.ticketId, at: drawAt.toISOString() });
        if (answer.state === TICKET_STATE.VINCENTE) winners.push(request.ticketId);
      }
      // Winners are paid, a few withheld, the last days' some left to pay.
      for (const ticketId of winners) {
        const action = { requestId: `seed:pay:${ticketId}`, ticketId };
        if (day > 1 && unpaid++ % 4 === 0) ok(await withholdTicket(t, action), 'withhold');
        else if (day > 3 || (day > 1 && chance(0.5))) ok(await payTicket(t, action), 'pay');
      }
      if (casino) {
        const slot = pick(SLOTS);
        const sessionCode = `${prefix}C${key}`;
        const startedAt = notAfterNow(timeIn(0.4, 0.9));
        const session = ok(
          await openCasinoSession(t, {
            sessionCode,
            playerId,
            game: slot.game,
            platform: slot.platform,
            startedAt: startedAt.toISOString(),
          }),
          'casino-open',
        );
        if (session) {
          let at = startedAt.getTime();
          for (const [index, bet] of roundBets.entries()) {
            at += between(20, 90) * 1000;
            const r = random();
            const win = r < 0.6 ? 0 : r < 0.9 ? bet * 2 : r < 0.99 ? bet * 5 : bet * 50;
            if (
              ok(
                await playCasinoRound(t, {
                  sessionCode,
                  roundId: `R${index + 1}`,
                  bet,
                  win,
                  playedAt: new Date(Math.min(at, now.getTime() - 1000)).toISOString(),
                }),
                'casino-round',
              )
            )
              count('casinoRounds');
          }
          // Today's session stays open; the others end a minute after their last round.
          if (day > 0) {
            await closeCasinoSession(t, { sessionCode, endedAt: new Date(at + 60_000).toISOString() });
          }
          count('casinoSessions');
        }
      }
    });
  }
  forgetPlayerBalances(db, { legs: [{ account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: 0 }] });

  // A few reservations: two on events ahead, the others on events gone (their rows are expired).
  const reservationAt: { code: string; at: string }[] = [];
  for (let r = 0; r < 5; r++) {
    const daysAgo = r < 2 ? 0 : 3 + r * 7;
    const base = new Date(todayStart - daysAgo * DAY_MS);
    const pool = eventsOf(new Date(base.getTime() + (r < 2 ? DAY_MS : 0)));
    const chosen = pool.slice(r, r + 2 + (r % 2));
    const details = chosen.map((event) => {
      const market = event.markets[0]!;
      const outcome = market.outcomes[r % market.outcomes.length]!;
      return {
        outcomeHash: `${event.id}-${market.code}-${outcome.code}`,
        eventId: event.id,
        eventName: event.name,
        eventDate: event.at.toISOString(),
        marketCode: market.code,
        market: market.name,
        outcome: outcome.name,
        outcomeCode: outcome.code,
        odds: 150 + ((r * 37 + outcome.code * 53) % 250),
        groupName: event.group,
      };
    });
    const shortCode = `P${playerId}R${ymd(base)}${r}`.slice(0, 20);
    if (
      ok(
        await createReservation(db, { shortCode, playerId, credits: 500 * (r + 1), systemComb: '', details }),
        'reservation',
      )
    ) {
      count('reservations');
      reservationAt.push({
        code: shortCode,
        at: new Date(Math.min(base.getTime() + 10 * HOUR_MS, now.getTime() - HOUR_MS)).toISOString(),
      });
    }
  }

  // Back to the opening cash, with a last deposit or withdrawal today: the marker of a done history.
  const { cash } = await playerBalances(db, playerId);
  const difference = player.cash - cash;
  const finalAmount = difference === 0 ? 1_000 : difference;
  await transfer(db, {
    idempotencyKey: finalKey,
    cause: finalAmount > 0 ? 'Ricarica' : 'Prelievo',
    playerId,
    legs: [
      { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: -finalAmount },
      { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: finalAmount },
    ],
    reference: { ticket: `SB-${username}-final` },
  });
  fundings.push({ key: finalKey, at: new Date(now.getTime() - 30 * 60_000).toISOString() });
  for (const kind of [PLAYER_ACCOUNT.cash, PLAYER_ACCOUNT.bonus])
    fundings.push({
      key: `seed:opening-balance:${username}:${kind}`,
      at: new Date(todayStart - (size.days + 1) * DAY_MS).toISOString(),
    });

  await backdate(db, playerId, prefix, settled, fundings, reservationAt);
  return counts;

  function sportTicket(ticketId: string, pool: DayEvent[]): PlaceTicketRequest {
    const r = random();
    const kind = r < 0.45 ? 'single' : r < 0.85 ? 'multiple' : 'system';
    const legCount = kind === 'single' ? 1 : kind === 'multiple' ? between(2, 5) : between(3, 5);
    const order = [...pool].sort(() => random() - 0.5).slice(0, legCount);
    order.sort((a, b) => a.at.getTime() - b.at.getTime());
    const first = order[0]!;
    const inPlay = new Date(first.at.getTime() + between(10, 60) * 60_000);
    const live = chance(0.2) && past(inPlay);
    const placedAt = notAfterNow(live ? inPlay : new Date(first.at.getTime() - between(30, 300) * 60_000));
    const fixed = kind === 'system' && chance(0.5);
    const legs: TicketLegInput[] = order.map((event, index) => {
      const market = chance(0.7) ? event.markets[0]! : pick(event.markets);
      const outcome = pick(market.outcomes);
      const odds = market.outcomes.length === 3 ? between(150, 480) : between(140, 260);
      return {
        eventId: event.id,
        eventName: event.name,
        eventDate: event.at.toISOString(),
        marketCode: market.code,
        market: market.name,
        outcome: outcome.name,
        outcomeCode: outcome.code,
        outcomeHash: `${event.id}-${market.code}-${outcome.code}`,
        odds,
        fixed: fixed && index === 0,
        live: live && index === 0,
        groupName: `${event.sport} - ${event.group}`,
      };
    });
    const stake = pick([200, 300, 500, 500, 1_000, 1_000, 2_000, 5_000]);
    if (kind === 'system') {
      const stakePerCombination = pick([100, 200, 500]);
      const free = legs.length - (fixed ? 1 : 0);
      const size = free - 1;
      return {
        ticketId,
        playerId,
        family: GAME_FAMILY.SPORT,
        kind,
        game: first.sport,
        platform: 'Sportsbook',
        stake: stakePerCombination * free,
        legs,
        systems: [{ size, stakePerCombination }],
        placedAt: placedAt.toISOString(),
      };
    }
    return {
      ticketId,
      playerId,
      family: GAME_FAMILY.SPORT,
      kind,
      game: first.sport,
      platform: 'Sportsbook',
      stake,
      legs,
      systems: [],
      placedAt: placedAt.toISOString(),
    };
  }

  function horseTicket(ticketId: string, slot: DayEvent): PlaceTicketRequest {
    const race = `${slot.id}H`;
    const horse = between(1, HORSES.length);
    return {
      ticketId,
      playerId,
      family: GAME_FAMILY.HORSE_RACING,
      kind: 'single',
      game: 'Ippica',
      platform: 'Ippica nazionale',
      stake: pick([200, 500, 1_000]),
      legs: [
        {
          eventId: race,
          eventName: `${pick(RACECOURSES)} - Corsa ${between(1, 8)}`,
          eventDate: slot.at.toISOString(),
          marketCode: 'VIN',
          market: 'Vincente',
          outcome: `${horse} ${HORSES[horse - 1]}`,
          outcomeCode: horse,
          odds: between(180, 1_200),
          fixed: false,
          live: false,
          groupName: 'Ippica',
        },
      ],
      systems: [],
      placedAt: notAfterNow(new Date(slot.at.getTime() - between(20, 180) * 60_000)).toISOString(),
    };
  }

  function lotteryTicket(
    ticketId: string,
    dayStart: Date,
  ): { request: PlaceTicketRequest; win: number; drawAt: Date } {
    const r = random();
    const family =
      r < 0.35
        ? GAME_FAMILY.LOTTO
        : r < 0.65
          ? GAME_FAMILY.LOTTO_MILLIONDAY
          : r < 0.9
            ? GAME_FAMILY.LOTTOE10
            : GAME_FAMILY.LOTTO_NAZIONALE;
    const numbers = (howMany: number, max: number) => {
      const set = new Set<number>();
      while (set.size < howMany) set.add(between(1, max));
      return [...set].sort((a, b) => a - b);
    };
    const drawAt = new Date(
      dayStart.getTime() + (family === GAME_FAMILY.LOTTO_MILLIONDAY ? 19 : 19.5) * HOUR_MS,
    );
    const placedAt = new Date(drawAt.getTime() - between(30, 600) * 60_000);
    const stake =
      family === GAME_FAMILY.LOTTO_MILLIONDAY
        ? 100
        : family === GAME_FAMILY.LOTTOE10
          ? pick([100, 200, 500])
          : pick([100, 200, 500, 1_000]);
    const detail =
      family === GAME_FAMILY.LOTTO_MILLIONDAY
        ? { numeri: numbers(5, 55), concorso: drawAt.toISOString() }
        : family === GAME_FAMILY.LOTTOE10
          ? { numeri: numbers(10, 90), numeroOro: chance(0.5), concorso: drawAt.toISOString() }
          : {
              ruota: pick(LOTTO_WHEELS),
              numeri: numbers(between(2, 4), 90),
              sorte: pick(['Ambo', 'Terno', 'Estratto']),
              concorso: drawAt.toISOString(),
            };
    const w = random();
    const win = w < 0.85 ? 0 : w < 0.97 ? stake * between(2, 5) : stake * between(10, 40);
    return {
      request: {
        ticketId,
        playerId,
        family,
        kind: 'single',
        game: family === GAME_FAMILY.LOTTO_NAZIONALE ? 'Lotto Nazionale' : undefined,
        platform: 'Lotterie online',
        stake,
        legs: [],
        systems: [],
        possibleWin: family === GAME_FAMILY.LOTTO_MILLIONDAY ? 100_000_000 : stake * 250,
        detail,
        placedAt: notAfterNow(placedAt).toISOString(),
      },
      win,
      drawAt,
    };
  }
}

/**
 * Dates the history back in three statements: the tickets' results (settled, paid, cashed out)
 * and their legs; the ledger transfers and entries of the stakes (placement), returns (result),
 * casino rounds (the round), fundings and the opening balance; the reservations.
 */
async function backdate(
  db: Database,
  playerId: number,
  prefix: string,
  settled: { id: string; at: string }[],
  fundings: { key: string; at: string }[],
  reservations: { code: string; at: string }[],
): Promise<void> {
  const results = JSON.stringify(settled);
  await db.execute(sql`with r as (select * from jsonb_to_recordset(${results}::jsonb) as x(id text, at timestamptz)),
      tickets as (
        update play_tickets t set
          settled_at = case when t.settled_at is null then null else r.at end,
          paid_at = case when t.paid_at is null then null else r.at end,
          cashed_out_at = case when t.cashed_out_at is null then null else r.at end
        from r where t.platform_id = r.id and t.player_id = ${playerId}
        returning t.id, r.at)
    update play_ticket_legs l set settled_at = least(l.event_date + interval '2 hours', tickets.at)
      from tickets where l.ticket_id = tickets.id and l.settled_at is not null`);
  const extra = JSON.stringify(fundings);
  await db.execute(sql`with dates (key, at) as (
        select 'play:ticket:' || platform_id || ':stake', placed_at from play_tickets
          where player_id = ${playerId} and platform_id like ${`${prefix}%`}
        union all
        select 'play:ticket:' || platform_id || ':return', coalesce(cashed_out_at, paid_at, settled_at) from play_tickets
          where player_id = ${playerId} and platform_id like ${`${prefix}%`} and settled_at is not null
        union all
        select 'play:casino:' || s.session_code || ':' || r.round_id || ':' || k.kind, r.played_at
          from play_casino_sessions s join play_casino_rounds r on r.session_id = s.id
          cross join (values ('bet'), ('win')) k(kind)
          where s.player_id = ${playerId} and s.session_code like ${`${prefix}%`}
        union all
        select key, at from jsonb_to_recordset(${extra}::jsonb) as x(key text, at timestamptz)),
      moved as (
        update ledger_transfers t set created_at = d.at from dates d
          where t.idempotency_key = d.key and t.player_id = ${playerId}
          returning t.id, d.at)
    update ledger_entries e set created_at = moved.at from moved where e.transfer_id = moved.id`);
  if (reservations.length > 0) {
    const booked = JSON.stringify(reservations);
    await db.execute(sql`update play_reservations p set created_at = x.at
      from jsonb_to_recordset(${booked}::jsonb) as x(code text, at timestamptz)
      where p.short_code = x.code and p.player_id = ${playerId}`);
  }
}
