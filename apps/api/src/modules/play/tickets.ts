import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Result } from '@conto-gioco/shared/envelope';
import {
  GAME_FAMILY,
  LEG_FAMILIES,
  MAX_TICKET_WIN,
  PLAY_CAUSES,
  PLAY_CODE,
  PLAY_MESSAGES,
  TICKET_STATE,
  type CashOutRequest,
  type GameFamily,
  type OutcomeInput,
  type PlaceTicketRequest,
  type SettleEventRequest,
  type SettleLegRequest,
  type SettlementAnswer,
  type TicketActionRequest,
  type TicketAnswer,
  type TicketKind,
  type TicketResultRequest,
} from '@conto-gioco/shared/play';
import type { Database, Executor } from '../../db/client.ts';
import { payBack, takeStake } from '../bonuses/engine.ts';
import { assertMayPlay, causesOf } from './access.ts';
import {
  cashOutOfferOf,
  outcomeOf,
  possibleWinOf,
  systemCombinationCount,
  systemProblem,
  systemStake,
} from './odds.ts';
import { mover, once, refuse, type PlayContext } from './requests.ts';
import { playOutcomes, playTicketLegs, playTickets, playTicketSystems } from './schema.ts';
import { ticketReturnKey, ticketStakeKey } from './stake-keys.ts';

type TicketRow = typeof playTickets.$inferSelect;
type LegRow = typeof playTicketLegs.$inferSelect;

/** An AAMS-style code (16 upper-case hex characters) when the platform gives none. */
export const newAamsCode = () => randomBytes(8).toString('hex').toUpperCase();

/** Ledger keys of a ticket: its stake, and the one movement back (win, refund or cash-out: only one ever). */
const stakeKey = (ticket: Pick<TicketRow, 'platformId'>) => ticketStakeKey(ticket.platformId);
const returnKey = (ticket: Pick<TicketRow, 'platformId'>) => ticketReturnKey(ticket.platformId);

const referenceOf = (ticket: Pick<TicketRow, 'platformId' | 'family' | 'aamsCode'>) => ({
  ticket: ticket.platformId,
  application: ticket.family,
  receipt: ticket.aamsCode,
});

export const answerOf = (ticket: TicketRow): TicketAnswer => ({
  ticketId: ticket.platformId,
  aamsCode: ticket.aamsCode,
  state: ticket.state,
  stake: ticket.stake,
  possibleWin: ticket.possibleWin,
  win: ticket.win,
});

const badTicket = (): never => refuse(PLAY_CODE.BAD_TICKET, PLAY_MESSAGES.badTicket);

/** The ticket's shape by family and kind; answers its possible win. */
function checkShape(request: PlaceTicketRequest): number {
  const family = request.family as GameFamily;
  const { kind, legs, systems, stake } = request;
  if (!LEG_FAMILIES.includes(family)) {
    if (legs.length > 0 || systems.length > 0 || kind !== 'single') badTicket();
    if (family !== GAME_FAMILY.GRATTA_E_VINCI && request.instantWin !== undefined) badTicket();
    return Math.max(request.possibleWin ?? 0, request.instantWin ?? 0);
  }
  if (family === GAME_FAMILY.CASINO || request.instantWin !== undefined) badTicket();
  if (legs.length === 0) badTicket();
  if (kind === 'single' && legs.length !== 1) badTicket();
  if (kind === 'multiple' && legs.length < 2) badTicket();
  if (kind !== 'system' && (systems.length > 0 || legs.some((leg) => leg.fixed))) badTicket();
  const sameOutcome = new Set(legs.map((leg) => `${leg.eventId}\u0000${leg.marketCode}`));
  if (sameOutcome.size !== legs.length) badTicket();
  if (kind === 'system') {
    if (systemProblem(legs, systems) !== null) badTicket();
    if (systemStake(legs, systems) !== stake) badTicket();
  }
  const possibleWin = possibleWinOf(kind, stake, legs, systems);
  if (possibleWin > MAX_TICKET_WIN) badTicket();
  return possibleWin;
}

/**
 * Places a ticket the platform accepted: the stake leaves the player's cash (cash to the house,
 * the family's cause) with the ticket, its legs and system sizes, in one transaction. A scratch
 * card's instant result is settled and paid at once. Idempotent by the platform's ticket id.
 */
export async function placeTicket(db: Database, request: PlaceTicketRequest): Promise<Result<TicketAnswer>> {
  return once(db, 'ticket', request.ticketId, async (context) => {
    const possibleWin = checkShape(request);
    const family = request.family as GameFamily;
    await assertMayPlay(context.tx, request.playerId, family);
    const [ticket] = await context.tx
      .insert(playTickets)
      .values({
        platformId: request.ticketId,
        aamsCode: request.aamsCode ?? newAamsCode(),
        playerId: request.playerId,
        family,
        kind: request.kind,
        game: request.game ?? null,
        platform: request.platform ?? null,
        stake: request.stake,
        possibleWin,
        detail: request.detail ?? null,
        ...(request.placedAt ? { placedAt: new Date(request.placedAt) } : {}),
      })
      .returning();
    if (request.legs.length > 0) {
      await context.tx.insert(playTicketLegs).values(
        request.legs.map((leg, index) => ({
          ticketId: ticket!.id,
          position: index + 1,
          eventId: leg.eventId,
          eventName: leg.eventName,
          eventDate: new Date(leg.eventDate),
          marketCode: leg.marketCode,
          market: leg.market,
          outcome: leg.outcome,
          outcomeCode: leg.outcomeCode,
          outcomeHash: leg.outcomeHash ?? null,
          odds: leg.odds,
          handicap: leg.handicap ?? null,
          fixed: leg.fixed,
          live: leg.live,
          groupName: leg.groupName ?? null,
        })),
      );
    }
    if (request.kind === 'system') {
      await context.tx.insert(playTicketSystems).values(
        request.systems.map((system) => ({
          ticketId: ticket!.id,
          size: system.size,
          combinations: systemCombinationCount(request.legs, system.size),
          stakePerCombination: system.stakePerCombination,
        })),
      );
    }
    await takeStake(context.tx, mover(context), {
      idempotencyKey: stakeKey(ticket!),
      cause: causesOf(family).stake,
      playerId: request.playerId,
      reference: referenceOf(ticket!),
      bet: { family, stake: request.stake, ticketKind: request.kind, legs: request.legs },
    });
    if (request.instantWin === undefined) return answerOf(ticket!);
    return answerOf(await decide(context, ticket!, request.instantWin, true));
  });
}

/** Locks tickets in id order (the order every ticket lock takes) and answers them. */
async function lockTickets(tx: Executor, where: SQL): Promise<TicketRow[]> {
  return tx.select().from(playTickets).where(where).orderBy(asc(playTickets.id)).for('update');
}

async function lockTicket(tx: Executor, platformId: string): Promise<TicketRow> {
  const [ticket] = await lockTickets(tx, eq(playTickets.platformId, platformId));
  if (!ticket) refuse(PLAY_CODE.UNKNOWN_TICKET, PLAY_MESSAGES.unknownTicket);
  return ticket;
}

/**
 * Sets a ticket's result: VINCENTE with its win, or NON_VINCENTE; with `payNow` a win is credited
 * at once and the ticket is PAGATO (one update either way).
 */
async function decide(
  context: PlayContext,
  ticket: TicketRow,
  win: number,
  payNow = false,
): Promise<TicketRow> {
  const paying = payNow && win > 0;
  if (paying) await creditWin(context, { ...ticket, win });
  const [decided] = await context.tx
    .update(playTickets)
    .set({
      state: paying ? TICKET_STATE.PAGATO : win > 0 ? TICKET_STATE.VINCENTE : TICKET_STATE.NON_VINCENTE,
      win,
      settledAt: sql`now()`,
      ...(paying ? { paidAt: sql`now()` } : {}),
    })
    .where(eq(playTickets.id, ticket.id))
    .returning();
  return decided!;
}

/**
 * The one movement back on a ticket (win, refund or cash-out), house to the player under the
 * ticket's return key: to cash, or partly to the bonus the stake came from (the bonus engine).
 */
async function payBackOn(
  context: PlayContext,
  ticket: TicketRow,
  cause: string,
  amount: number,
  refund = false,
): Promise<void> {
  await payBack(context.tx, mover(context), {
    idempotencyKey: returnKey(ticket),
    cause,
    playerId: ticket.playerId,
    reference: referenceOf(ticket),
    stakeKey: stakeKey(ticket),
    amount,
    refund,
  });
}

/** The win's one transfer under the ticket's return key. */
async function creditWin(context: PlayContext, ticket: TicketRow): Promise<void> {
  await payBackOn(context, ticket, causesOf(ticket.family as GameFamily).win, ticket.win);
}

/** Credits a VINCENTE ticket's win once (house to cash) and marks it PAGATO. */
async function pay(context: PlayContext, ticket: TicketRow): Promise<TicketRow> {
  await creditWin(context, ticket);
  const [paid] = await context.tx
    .update(playTickets)
    .set({ state: TICKET_STATE.PAGATO, paidAt: sql`now()` })
    .where(eq(playTickets.id, ticket.id))
    .returning();
  return paid!;
}

const legsOf = (tx: Executor, ticketIds: number[]) =>
  tx
    .select()
    .from(playTicketLegs)
    .where(inArray(playTicketLegs.ticketId, ticketIds))
    .orderBy(asc(playTicketLegs.ticketId), asc(playTicketLegs.position));

/**
 * Looks again at open tickets whose legs were just decided: a ticket whose legs now make it won
 * or lost is decided (and paid when asked). Locks the tickets in id order.
 */
async function reviewTickets(
  context: PlayContext,
  ticketIds: number[],
  payWinners: boolean,
): Promise<TicketAnswer[]> {
  if (ticketIds.length === 0) return [];
  const tickets = await lockTickets(context.tx, inArray(playTickets.id, [...new Set(ticketIds)]));
  const open = tickets.filter((ticket) => ticket.state === TICKET_STATE.VENDUTO);
  if (open.length === 0) return [];
  const legs = await legsOf(
    context.tx,
    open.map((ticket) => ticket.id),
  );
  const systemIds = open.filter((ticket) => ticket.kind === 'system').map((ticket) => ticket.id);
  const systems =
    systemIds.length === 0
      ? []
      : await context.tx
          .select()
          .from(playTicketSystems)
          .where(inArray(playTicketSystems.ticketId, systemIds));
  const answers: TicketAnswer[] = [];
  for (const ticket of open) {
    const outcome = outcomeOf(
      ticket.kind as TicketKind,
      ticket.stake,
      legs.filter((leg) => leg.ticketId === ticket.id),
      systems.filter((system) => system.ticketId === ticket.id),
    );
    if (!outcome.decided) continue;
    answers.push(answerOf(await decide(context, ticket, outcome.win, payWinners)));
  }
  return answers;
}

/** The columns a leg's result sets: Cod_Esito_vin, the paid odds, void. */
const legResult = (result: { resultCode?: number; void: boolean }) => ({
  resultCode: result.void ? sql`${playTicketLegs.outcomeCode}` : result.resultCode!,
  paidOdds: result.void
    ? 100
    : sql`case when ${playTicketLegs.outcomeCode} = ${result.resultCode!} then ${playTicketLegs.odds} else 0 end`,
  isVoid: result.void,
  settledAt: sql`now()`,
});

const needsResult = (result: { resultCode?: number; void: boolean }) => {
  if (!result.void && result.resultCode === undefined) badTicket();
};

/**
 * Settles a market of an event (Cod_Esito_vin, or void): every pending leg on it is decided, and
 * every ticket that decides is set VINCENTE or NON_VINCENTE (and paid with payWinners).
 * Idempotent by the platform's request id; a leg already decided is not decided again.
 */
export async function settleEvent(
  db: Database,
  request: SettleEventRequest,
): Promise<Result<SettlementAnswer>> {
  return once(db, 'settle-event', request.requestId, async (context) => {
    needsResult(request);
    const decided = await context.tx
      .update(playTicketLegs)
      .set(legResult(request))
      .where(
        and(
          eq(playTicketLegs.eventId, request.eventId),
          eq(playTicketLegs.marketCode, request.marketCode),
          eq(playTicketLegs.resultCode, 0),
        ),
      )
      .returning({ ticketId: playTicketLegs.ticketId });
    const tickets = await reviewTickets(
      context,
      decided.map((leg) => leg.ticketId),
      request.payWinners,
    );
    return { legs: decided.length, tickets };
  });
}

/** Settles one leg of one ticket (the platform's correction or a leg of its own). */
export async function settleLeg(db: Database, request: SettleLegRequest): Promise<Result<SettlementAnswer>> {
  return once(db, 'settle-leg', request.requestId, async (context) => {
    needsResult(request);
    const ticket = await lockTicket(context.tx, request.ticketId);
    const [leg] = await context.tx
      .select({ resultCode: playTicketLegs.resultCode })
      .from(playTicketLegs)
      .where(and(eq(playTicketLegs.ticketId, ticket.id), eq(playTicketLegs.position, request.position)));
    if (!leg) refuse(PLAY_CODE.UNKNOWN_LEG, PLAY_MESSAGES.unknownLeg);
    if (leg.resultCode !== 0) return { legs: 0, tickets: [] };
    await context.tx
      .update(playTicketLegs)
      .set(legResult(request))
      .where(and(eq(playTicketLegs.ticketId, ticket.id), eq(playTicketLegs.position, request.position)));
    return { legs: 1, tickets: await reviewTickets(context, [ticket.id], request.payWinners) };
  });
}

/** The result of a ticket without legs (a lottery draw, a scratch card): its win, 0 when it loses. */
export async function settleTicket(
  db: Database,
  request: TicketResultRequest,
): Promise<Result<TicketAnswer>> {
  return once(db, 'settle-ticket', request.requestId, async (context) => {
    const ticket = await lockTicket(context.tx, request.ticketId);
    if (LEG_FAMILIES.includes(ticket.family as GameFamily)) badTicket();
    if (ticket.state !== TICKET_STATE.VENDUTO) refuse(PLAY_CODE.WRONG_STATE, PLAY_MESSAGES.wrongState);
    return answerOf(await decide(context, ticket, request.win, request.payWinners));
  });
}

/** Pays a VINCENTE ticket's win: PAGATO, the win credited once. */
export async function payTicket(db: Database, request: TicketActionRequest): Promise<Result<TicketAnswer>> {
  return once(db, 'pay', request.requestId, async (context) => {
    const ticket = await lockTicket(context.tx, request.ticketId);
    if (ticket.state !== TICKET_STATE.VINCENTE) refuse(PLAY_CODE.WRONG_STATE, PLAY_MESSAGES.wrongState);
    return answerOf(await pay(context, ticket));
  });
}

/** A winning ticket the operator will not pay: DA_NON_PAGARE, no money moves. */
export async function withholdTicket(
  db: Database,
  request: TicketActionRequest,
): Promise<Result<TicketAnswer>> {
  return once(db, 'withhold', request.requestId, async (context) => {
    const ticket = await lockTicket(context.tx, request.ticketId);
    if (ticket.state !== TICKET_STATE.VINCENTE) refuse(PLAY_CODE.WRONG_STATE, PLAY_MESSAGES.wrongState);
    const [withheld] = await context.tx
      .update(playTickets)
      .set({ state: TICKET_STATE.DA_NON_PAGARE })
      .where(eq(playTickets.id, ticket.id))
      .returning();
    return answerOf(withheld!);
  });
}

/** Voids an open ticket: RIMBORSATO, the stake back to cash once. */
export async function voidTicket(db: Database, request: TicketActionRequest): Promise<Result<TicketAnswer>> {
  return once(db, 'void', request.requestId, async (context) => {
    const ticket = await lockTicket(context.tx, request.ticketId);
    if (ticket.state !== TICKET_STATE.VENDUTO) refuse(PLAY_CODE.WRONG_STATE, PLAY_MESSAGES.wrongState);
    await payBackOn(context, ticket, causesOf(ticket.family as GameFamily).refund, ticket.stake, true);
    const [voided] = await context.tx
      .update(playTickets)
      .set({ state: TICKET_STATE.RIMBORSATO, settledAt: sql`now()` })
      .where(eq(playTickets.id, ticket.id))
      .returning();
    return answerOf(voided!);
  });
}

/** The current cash-out offer of a locked or read ticket, or null when it cannot be cashed out. */
async function offerOf(tx: Executor, ticket: TicketRow): Promise<number | null> {
  if (ticket.state !== TICKET_STATE.VENDUTO || ticket.kind === 'system') return null;
  if (!LEG_FAMILIES.includes(ticket.family as GameFamily)) return null;
  const legs = await legsWithCurrentOdds(tx, [ticket.id]);
  return cashOutOfferOf(ticket.stake, legs);
}

/** A ticket's legs with the current odds of their outcome (the leg's own when the platform sent none). */
export async function legsWithCurrentOdds(
  tx: Executor,
  ticketIds: number[],
): Promise<(LegRow & { currentOdds: number })[]> {
  const rows = await tx
    .select({ leg: playTicketLegs, current: playOutcomes.odds })
    .from(playTicketLegs)
    .leftJoin(playOutcomes, eq(playOutcomes.outcomeHash, playTicketLegs.outcomeHash))
    .where(inArray(playTicketLegs.ticketId, ticketIds))
    .orderBy(asc(playTicketLegs.ticketId), asc(playTicketLegs.position));
  return rows.map(({ leg, current }) => ({ ...leg, currentOdds: current ?? leg.odds }));
}

/** A player's open ticket's current cash-out offer, in cents, or null. */
export async function cashOutOffer(db: Executor, playerId: number, ticketId: string): Promise<number | null> {
  const [ticket] = await db
    .select()
    .from(playTickets)
    .where(and(eq(playTickets.platformId, ticketId), eq(playTickets.playerId, playerId)));
  return ticket ? offerOf(db, ticket) : null;
}

/**
 * Cashes out an open single or multiple at the offer the player accepted: refused when the current
 * offer (from the open legs' current odds) is another amount; otherwise the amount is credited once
 * ('Cash out') and the ticket is PAGATO with it as its win. `playerId` (the player's own call)
 * restricts it to the player's tickets.
 */
export async function cashOut(
  db: Database,
  request: CashOutRequest,
  playerId?: number,
): Promise<Result<TicketAnswer & { offer: number }>> {
  // A player's own requests are theirs alone: never the answer of the platform's or another player's.
  const requestId = playerId === undefined ? request.requestId : `player:${playerId}:${request.requestId}`;
  return once(db, 'cash-out', requestId, async (context) => {
    const ticket = await lockTicket(context.tx, request.ticketId);
    if (playerId !== undefined && ticket.playerId !== playerId)
      refuse(PLAY_CODE.UNKNOWN_TICKET, PLAY_MESSAGES.unknownTicket);
    const offer = await offerOf(context.tx, ticket);
    if (offer === null) refuse(PLAY_CODE.NOT_CASHOUTABLE, PLAY_MESSAGES.notCashoutable);
    if (offer !== request.amount) refuse(PLAY_CODE.OFFER_CHANGED, PLAY_MESSAGES.offerChanged);
    await payBackOn(context, ticket, PLAY_CAUSES.cashOut, offer);
    const [cashed] = await context.tx
      .update(playTickets)
      .set({
        state: TICKET_STATE.PAGATO,
        win: offer,
        cashOutAmount: offer,
        cashedOutAt: sql`now()`,
        settledAt: sql`now()`,
        paidAt: sql`now()`,
      })
      .where(eq(playTickets.id, ticket.id))
      .returning();
    return { ...answerOf(cashed!), offer };
  });
}

/**
 * Records the platform's current outcomes and odds (upsert by OutcomeId_hash). `onlyNew` adds the
 * outcomes not known yet and leaves the others as they are (a reservation's booked odds must not
 * replace the platform's current ones).
 */
export async function recordOutcomes(
  db: Executor,
  outcomes: OutcomeInput[],
  options: { onlyNew?: boolean } = {},
): Promise<number> {
  const unique = new Map(outcomes.map((outcome) => [outcome.outcomeHash, outcome]));
  const rows = [...unique.values()].map((o) => ({
    outcomeHash: o.outcomeHash,
    eventId: o.eventId,
    eventName: o.eventName,
    eventDate: new Date(o.eventDate),
    marketCode: o.marketCode,
    market: o.market,
    outcome: o.outcome,
    outcomeCode: o.outcomeCode,
    odds: o.odds,
    groupName: o.groupName ?? null,
    live: o.live,
  }));
  if (options.onlyNew) {
    await db.insert(playOutcomes).values(rows).onConflictDoNothing();
    return rows.length;
  }
  await db
    .insert(playOutcomes)
    .values(rows)
    .onConflictDoUpdate({
      target: playOutcomes.outcomeHash,
      set: {
        eventId: sql`excluded.event_id`,
        eventName: sql`excluded.event_name`,
        eventDate: sql`excluded.event_date`,
        marketCode: sql`excluded.market_code`,
        market: sql`excluded.market`,
        outcome: sql`excluded.outcome`,
        outcomeCode: sql`excluded.outcome_code`,
        odds: sql`excluded.odds`,
        groupName: sql`excluded.group_name`,
        live: sql`excluded.live`,
        updatedAt: sql`now()`,
      },
    });
  return rows.length;
}
