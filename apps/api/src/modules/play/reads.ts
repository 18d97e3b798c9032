import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  GAME_FAMILY,
  LOTTERY_FAMILIES,
  TICKET_STATE,
  type GameFamily,
  type TicketState,
} from '@conto-gioco/shared/play';
import type { Executor } from '../../db/client.ts';
import {
  playCasinoRounds,
  playCasinoSessions,
  playTicketLegs,
  playTickets,
  playTicketSystems,
} from './schema.ts';
import { funBonusStakeKeys } from '../bonuses/service.ts';
import { casinoBetKey, ticketStakeKey } from './stake-keys.ts';
import { legsWithCurrentOdds } from './tickets.ts';
import { cashOutOfferOf } from './odds.ts';

/**
 * What the statement, the bet list, the ticket print and the cash-out list read of play. Every
 * list is a range of the player's (player, date) index.
 */

/**
 * A casino session's state as a ticket's: open is VENDUTO; a closed one is PAGATO when it won
 * something, NON_VINCENTE otherwise.
 */
const sessionState = (session: { endedAt: Date | null; win: number }): TicketState =>
  session.endedAt === null
    ? TICKET_STATE.VENDUTO
    : session.win > 0
      ? TICKET_STATE.PAGATO
      : TICKET_STATE.NON_VINCENTE;

/**
 * A ticket's legs counted by outcome (EventiSportivi: pending, won, lost, void), as a column of the
 * ticket's own query: one probe of the legs' primary key per ticket, where a second query with the
 * ids of a month's tickets cost a scan of every leg (docs/decisions.md, 'Figures (bench:play)').
 */
const legEvents = sql<[number, number, number, number]>`(select array[
    count(*) filter (where ${playTicketLegs.resultCode} = 0),
    count(*) filter (where ${playTicketLegs.paidOdds} > 0 and not ${playTicketLegs.isVoid}),
    count(*) filter (where ${playTicketLegs.paidOdds} = 0),
    count(*) filter (where ${playTicketLegs.isVoid})
  ]::int[] from ${playTicketLegs} where ${playTicketLegs.ticketId} = ${playTickets.id})`;

/**
 * The columns of a ticket a bet list item shows: a month's 5,000 rows read and mapped without the
 * lottery detail and the columns nobody shows cost a third less.
 */
const betListColumns = {
  platformId: playTickets.platformId,
  aamsCode: playTickets.aamsCode,
  family: playTickets.family,
  game: playTickets.game,
  platform: playTickets.platform,
  kind: playTickets.kind,
  stake: playTickets.stake,
  possibleWin: playTickets.possibleWin,
  win: playTickets.win,
  state: playTickets.state,
  placedAt: playTickets.placedAt,
  settledAt: playTickets.settledAt,
  cashedOut: sql<boolean>`${playTickets.cashOutAmount} is not null`,
};

type BetListTicket = Pick<
  typeof playTickets.$inferSelect,
  Exclude<keyof typeof betListColumns, 'cashedOut'>
> & { cashedOut: boolean };

/** A ticket as a bet list item, with its legs counted by outcome (legEvents). */
function ticketBetListEntry(
  ticket: BetListTicket,
  [pending, won, lost, voided]: readonly number[],
): BetListEntry {
  return {
    kind: 'ticket',
    ticketId: ticket.platformId,
    aamsCode: ticket.aamsCode,
    family: ticket.family as GameFamily,
    game: ticket.game,
    platform: ticket.platform,
    ticketKind: ticket.kind as BetListEntry['ticketKind'],
    stake: ticket.stake,
    possibleWin: ticket.possibleWin,
    win: ticket.win,
    state: ticket.state as TicketState,
    placedAt: ticket.placedAt,
    settledAt: ticket.settledAt,
    events: { pending: pending!, won: won!, lost: lost!, void: voided! },
    cashedOut: ticket.cashedOut,
  };
}

/** A casino session as a bet list item: VENDUTO while open, then PAGATO or NON VINCENTE. */
export function casinoBetListEntry(
  session: Pick<
    CasinoSessionDetail,
    'sessionCode' | 'aamsCode' | 'game' | 'platform' | 'startedAt' | 'endedAt' | 'bet' | 'win'
  >,
): BetListEntry {
  return {
    kind: 'casino',
    ticketId: session.sessionCode,
    aamsCode: session.aamsCode,
    family: GAME_FAMILY.CASINO,
    game: session.game,
    platform: session.platform,
    ticketKind: null,
    stake: session.bet,
    possibleWin: 0,
    win: session.win,
    state: sessionState(session),
    placedAt: session.startedAt,
    settledAt: session.endedAt,
    events: { pending: 0, won: 0, lost: 0, void: 0 },
    cashedOut: false,
  };
}

/**
 * The state of each ticket id (a ticket's platform id or a casino session code) of a player, for
 * the statement's state filter; ids of no ticket of the player are absent. `placedIn` is where
 * most of them were placed (the statement's range): those are one range of the player's (player,
 * date) indexes, and only the rest (a win or refund of an older ticket) are looked up by id.
 * Thousands of ids looked up one by one cost more than the whole statement (docs/decisions.md,
 * 'Figures (bench:play)').
 */
export async function ticketStatesOf(
  db: Executor,
  playerId: number,
  ticketIds: string[],
  placedIn?: { from: Date; to: Date },
): Promise<Map<string, number>> {
  const states = new Map<string, number>();
  const wanted = new Set(ticketIds);
  const collect = (id: string, state: number) => {
    if (wanted.delete(id)) states.set(id, state);
  };
  const readTickets = (where: SQL | undefined) =>
    db
      .select({ id: playTickets.platformId, state: playTickets.state })
      .from(playTickets)
      .where(and(eq(playTickets.playerId, playerId), where));
  const readSessions = (where: SQL | undefined) =>
    db
      .select({
        id: playCasinoSessions.sessionCode,
        endedAt: playCasinoSessions.endedAt,
        win: playCasinoSessions.win,
      })
      .from(playCasinoSessions)
      .where(and(eq(playCasinoSessions.playerId, playerId), where));
  if (placedIn && wanted.size > 0) {
    const tickets = await readTickets(
      and(gte(playTickets.placedAt, placedIn.from), lte(playTickets.placedAt, placedIn.to)),
    );
    for (const ticket of tickets) collect(ticket.id, ticket.state);
    const sessions = await readSessions(
      and(gte(playCasinoSessions.startedAt, placedIn.from), lte(playCasinoSessions.startedAt, placedIn.to)),
    );
    for (const session of sessions) collect(session.id, sessionState(session));
  }
  if (wanted.size === 0) return states;
  // One array parameter: thousands of ids as bound parameters each cost more than the query.
  const ids = sql`${sql.param([...wanted])}::text[]`;
  for (const ticket of await readTickets(sql`${playTickets.platformId} = any(${ids})`))
    collect(ticket.id, ticket.state);
  for (const session of await readSessions(sql`${playCasinoSessions.sessionCode} = any(${ids})`))
    collect(session.id, sessionState(session));
  return states;
}

/** One row of the bet list (EL_GetElencoGiocate): a ticket, or a casino session. */
export type BetListEntry = {
  kind: 'ticket' | 'casino';
  /** id_ticketField: the ticket's platform id or the session code. */
  ticketId: string;
  /** ricevuta_pgadField. */
  aamsCode: string;
  /** giocoField. */
  family: GameFamily;
  /** giocoDescrField. */
  game: string | null;
  /** piattaforma2Field. */
  platform: string | null;
  ticketKind: 'single' | 'multiple' | 'system' | null;
  /** prezzoField, cents. */
  stake: number;
  possibleWin: number;
  /** importo_vincitaField, cents. */
  win: number;
  /** stato_ticketField. */
  state: TicketState;
  /** data_oraField. */
  placedAt: Date;
  settledAt: Date | null;
  /** EventiSportivi: legs pending, won, lost, void. */
  events: { pending: number; won: number; lost: number; void: number };
  cashedOut: boolean;
};

export type BetListFilter = {
  /** From (inclusive) and to (exclusive). */
  from: Date;
  to: Date;
  /** Only these states (filter 100 / 101 / one state); all when absent. */
  states?: readonly number[];
  /** Only this family (id_gioco); all when absent or 0. */
  family?: number;
  /** At most this many rows, newest first (default 5000). */
  limit?: number;
};

/** The bet list of a player in a date range: tickets and casino sessions, newest first. */
export async function listBets(
  db: Executor,
  playerId: number,
  filter: BetListFilter,
): Promise<BetListEntry[]> {
  const limit = filter.limit ?? 5000;
  const family = filter.family ? filter.family : undefined;
  const wantTickets = family !== GAME_FAMILY.CASINO;
  const wantSessions = family === undefined || family === GAME_FAMILY.CASINO;
  const entries: BetListEntry[] = [];
  if (wantTickets) {
    const tickets = await db
      .select({ ticket: betListColumns, events: legEvents })
      .from(playTickets)
      .where(
        and(
          eq(playTickets.playerId, playerId),
          gte(playTickets.placedAt, filter.from),
          lt(playTickets.placedAt, filter.to),
          family === undefined ? undefined : eq(playTickets.family, family),
          filter.states ? inArray(playTickets.state, [...filter.states]) : undefined,
        ),
      )
      .orderBy(desc(playTickets.placedAt), desc(playTickets.id))
      .limit(limit);
    for (const { ticket, events } of tickets) entries.push(ticketBetListEntry(ticket, events));
  }
  if (wantSessions) {
    const sessions = await db
      .select()
      .from(playCasinoSessions)
      .where(
        and(
          eq(playCasinoSessions.playerId, playerId),
          gte(playCasinoSessions.startedAt, filter.from),
          lt(playCasinoSessions.startedAt, filter.to),
        ),
      )
      .orderBy(desc(playCasinoSessions.startedAt), desc(playCasinoSessions.id))
      .limit(limit);
    for (const session of sessions) {
      const entry = casinoBetListEntry(session);
      if (!filter.states || filter.states.includes(entry.state)) entries.push(entry);
    }
  }
  return entries.sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime()).slice(0, limit);
}

/**
 * EL_GetElencoGiocateFun: the bets of the bet list's range paid in part with a fun bonus (a
 * ticket whose stake, a casino session one of whose rounds, the bonus engine took from one).
 */
export async function listFunBonusBets(
  db: Executor,
  playerId: number,
  filter: BetListFilter,
): Promise<BetListEntry[]> {
  const keys = await funBonusStakeKeys(db, playerId);
  if (keys.size === 0) return [];
  const bets = await listBets(db, playerId, filter);
  const codes = bets.flatMap((entry) => (entry.kind === 'casino' ? [entry.ticketId] : []));
  const funSessions = new Set<string>();
  if (codes.length > 0) {
    const rounds = await db
      .select({ code: playCasinoSessions.sessionCode, roundId: playCasinoRounds.roundId })
      .from(playCasinoRounds)
      .innerJoin(playCasinoSessions, eq(playCasinoSessions.id, playCasinoRounds.sessionId))
      .where(and(eq(playCasinoSessions.playerId, playerId), inArray(playCasinoSessions.sessionCode, codes)));
    for (const round of rounds)
      if (keys.has(casinoBetKey(round.code, round.roundId))) funSessions.add(round.code);
  }
  return bets.filter((entry) =>
    entry.kind === 'ticket' ? keys.has(ticketStakeKey(entry.ticketId)) : funSessions.has(entry.ticketId),
  );
}

/** A leg as the ticket detail shows it (money.md §3 ticket legs); odds in hundredths. */
export type TicketLegDetail = {
  position: number;
  /** Cod_Esito, Cod_Esito_vin (0 pending; equal: won; otherwise lost). */
  outcomeCode: number;
  resultCode: number;
  /** Data. */
  eventDate: Date;
  eventId: string;
  /** Descr_avv, Descr_scomm, Descr_esito. */
  eventName: string;
  market: string;
  outcome: string;
  /** Quota, Quota_pag (null while pending). */
  odds: number;
  paidOdds: number | null;
  handicap: string | null;
  fixed: boolean;
  live: boolean;
  isVoid: boolean;
  groupName: string | null;
  outcomeHash: string | null;
};

export type TicketDetail = {
  ticket: BetListEntry;
  legs: TicketLegDetail[];
  /** Sistema, Num_combinazioni, Importo_scomm. */
  systems: { size: number; combinations: number; stakePerCombination: number }[];
  /** Lottery and scratch detail as the platform sent it. */
  detail: unknown;
};

/** A player's ticket with its legs and system sizes (EL_LoadTicketPSQF, TicketPrint), by id or AAMS code. */
export async function ticketDetail(
  db: Executor,
  playerId: number,
  ticket: { ticketId: string } | { aamsCode: string },
): Promise<TicketDetail | null> {
  const [found] = await db
    .select({ ticket: betListColumns, id: playTickets.id, detail: playTickets.detail, events: legEvents })
    .from(playTickets)
    .where(
      and(
        eq(playTickets.playerId, playerId),
        'ticketId' in ticket
          ? eq(playTickets.platformId, ticket.ticketId)
          : eq(playTickets.aamsCode, ticket.aamsCode),
      ),
    );
  if (!found) return null;
  const legs = await db
    .select()
    .from(playTicketLegs)
    .where(eq(playTicketLegs.ticketId, found.id))
    .orderBy(asc(playTicketLegs.position));
  const systems = await db
    .select()
    .from(playTicketSystems)
    .where(eq(playTicketSystems.ticketId, found.id))
    .orderBy(asc(playTicketSystems.size));
  return {
    ticket: ticketBetListEntry(found.ticket, found.events),
    legs: legs.map((leg) => ({
      position: leg.position,
      outcomeCode: leg.outcomeCode,
      resultCode: leg.resultCode,
      eventDate: leg.eventDate,
      eventId: leg.eventId,
      eventName: leg.eventName,
      market: leg.market,
      outcome: leg.outcome,
      odds: leg.odds,
      paidOdds: leg.paidOdds,
      handicap: leg.handicap,
      fixed: leg.fixed,
      live: leg.live,
      isVoid: leg.isVoid,
      groupName: leg.groupName,
      outcomeHash: leg.outcomeHash,
    })),
    systems: systems.map((s) => ({
      size: s.size,
      combinations: s.combinations,
      stakePerCombination: s.stakePerCombination,
    })),
    detail: found.detail,
  };
}

/**
 * A lottery ticket of the player (EL_Lotterie_Dettagli with its type, EL_LottoNazionale_Dettagli)
 * or a scratch card (EL_GetGrattaVinci_Dettagli): null when the ticket is not of those families.
 */
export async function lotteryTicketDetail(
  db: Executor,
  playerId: number,
  ticketId: string,
  families: readonly GameFamily[] = [...LOTTERY_FAMILIES, GAME_FAMILY.GRATTA_E_VINCI],
): Promise<TicketDetail | null> {
  const detail = await ticketDetail(db, playerId, { ticketId });
  return detail && families.includes(detail.ticket.family) ? detail : null;
}

export type CasinoSessionDetail = {
  sessionCode: string;
  aamsCode: string;
  game: string;
  platform: string;
  startedAt: Date;
  endedAt: Date | null;
  bet: number;
  win: number;
  /**
   * The stack: what the session drew from the balance at its lowest, i.e. the money the player
   * needed to play it (each round's bet taken before its win arrives), cents.
   */
  stack: number;
  rounds: { roundId: string; bet: number; win: number; playedAt: Date }[];
};

/** The stack of rounds in order: the deepest the running result (wins less bets) went below zero. */
export function sessionStack(rounds: readonly { bet: number; win: number }[]): number {
  let result = 0;
  let lowest = 0;
  for (const round of rounds) {
    result -= round.bet;
    lowest = Math.min(lowest, result);
    result += round.win;
  }
  return Math.abs(lowest);
}

/** A player's casino session with its rounds (the casino ticket detail). */
export async function casinoSessionDetail(
  db: Executor,
  playerId: number,
  sessionCode: string,
): Promise<CasinoSessionDetail | null> {
  const [session] = await db
    .select()
    .from(playCasinoSessions)
    .where(and(eq(playCasinoSessions.playerId, playerId), eq(playCasinoSessions.sessionCode, sessionCode)));
  if (!session) return null;
  const rounds = await db
    .select({
      roundId: playCasinoRounds.roundId,
      bet: playCasinoRounds.bet,
      win: playCasinoRounds.win,
      playedAt: playCasinoRounds.playedAt,
    })
    .from(playCasinoRounds)
    .where(eq(playCasinoRounds.sessionId, session.id))
    .orderBy(asc(playCasinoRounds.playedAt), asc(playCasinoRounds.roundId));
  return {
    sessionCode: session.sessionCode,
    aamsCode: session.aamsCode,
    game: session.game,
    platform: session.platform,
    startedAt: session.startedAt,
    endedAt: session.endedAt,
    bet: session.bet,
    win: session.win,
    stack: sessionStack(rounds),
    rounds,
  };
}

/** A cash-out ticket (money.md §3: id, amn, pwn, nevs, oes, amnc, tsp). */
export type CashoutableTicket = {
  ticketId: string;
  aamsCode: string;
  stake: number;
  possibleWin: number;
  events: number;
  openEvents: number;
  /** The current offer, cents. */
  offer: number;
  placedAt: Date;
};

/** CashoutableTicketList_New: the player's open singles and multiples that have a cash-out offer now. */
export async function cashoutableTickets(db: Executor, playerId: number): Promise<CashoutableTicket[]> {
  const tickets = await db
    .select()
    .from(playTickets)
    .where(
      and(
        eq(playTickets.playerId, playerId),
        eq(playTickets.state, TICKET_STATE.VENDUTO),
        inArray(playTickets.family, [GAME_FAMILY.SPORT, GAME_FAMILY.HORSE_RACING]),
        inArray(playTickets.kind, ['single', 'multiple']),
      ),
    )
    .orderBy(desc(playTickets.placedAt));
  if (tickets.length === 0) return [];
  const legs = await legsWithCurrentOdds(
    db,
    tickets.map((ticket) => ticket.id),
  );
  const answer: CashoutableTicket[] = [];
  for (const ticket of tickets) {
    const own = legs.filter((leg) => leg.ticketId === ticket.id);
    const offer = cashOutOfferOf(ticket.stake, own);
    if (offer === null) continue;
    answer.push({
      ticketId: ticket.platformId,
      aamsCode: ticket.aamsCode,
      stake: ticket.stake,
      possibleWin: ticket.possibleWin,
      events: own.length,
      openEvents: own.filter((leg) => leg.paidOdds === null).length,
      offer,
      placedAt: ticket.placedAt,
    });
  }
  return answer;
}
