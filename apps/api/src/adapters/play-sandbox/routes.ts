import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorResponse,
  okEnvelope,
  refusedEnvelope,
  responseEnvelope,
  type Envelope,
} from '@conto-gioco/shared/envelope';
import {
  casinoSessionAnswer,
  GAME_FAMILY,
  PLAY_CODE,
  PLAY_MESSAGES,
  playEnvelope,
  reservationAnswer,
  TICKET_STATE,
  ticketAnswer,
  type CasinoSessionAnswer,
  type PlaceTicketRequest,
  type SettlementAnswer,
  type TicketAnswer,
  type TicketLegInput,
} from '@conto-gioco/shared/play';
import {
  sandboxFixtures,
  sandboxLottoRequest,
  sandboxOutcomeHash,
  sandboxReservationRequest,
  sandboxScratchRequest,
  sandboxSlotRequest,
  sandboxTicketRequest,
  type SandboxSelection,
} from '@conto-gioco/shared/play-sandbox';
import type { Database } from '../../db/client.ts';
import { fixtureEvents, fixtures, LOTTO_SORTE, lottoPossibleWin, SCRATCH_CARDS, SLOTS } from './fixtures.ts';
import {
  legKey,
  PLAY_OPERATOR_NOTICES,
  PLAY_OPERATOR_TEXTS,
  PLAY_SANDBOX_CSS,
  PLAY_SANDBOX_PATHS,
  renderOperatorPage,
  renderPlayMessagePage,
  type PlayOperatorNotice,
} from './page.ts';
import { platformClient, type PlatformClient } from './platform.ts';
import { sandboxPlayTickets, type SandboxLeg } from './schema.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';

/** Whether a request comes from the platform's operator (the app's operator login answers). */
export type PlayOperatorCheck = (request: FastifyRequest) => Promise<'ok' | 'unauthorized' | 'throttled'>;

export type PlaySandboxOptions = {
  /** The operator API's service key: the sandbox signs its calls with it. */
  serviceKey: string;
  operatorCheck: PlayOperatorCheck;
};

/** A number in [0, 1): the luck of a slot round or a scratch card. */
const random = () => randomInt(0, 1_000_000) / 1_000_000;

const playerTags = ['play sandbox'];
const security = [{ bearer: [] }];
const failures = { 400: errorResponse, 401: errorResponse };
const OPERATOR_REALM = 'Basic realm="Operatore piattaforma di gioco di prova", charset="UTF-8"';
/** How long the operator page's forms may be posted back. */
const FORM_TOKEN_SECONDS = 3600;
/** How many open tickets the operator page lists. */
const OPERATOR_LIST_LIMIT = 200;

const newId = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

const sandboxSlotAnswer = casinoSessionAnswer.nullable();

/** The hosted page allows nothing but its stylesheet and its own forms. */
const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** '12,50' or '12.5' euro as cents; null when it is not an amount. */
export function centsOfEuro(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const REFUSALS = new Map<number, string>([
  [PLAY_CODE.INSUFFICIENT_FUNDS, PLAY_MESSAGES.insufficientFunds],
  [PLAY_CODE.ACCOUNT_BLOCKED, PLAY_MESSAGES.accountBlocked],
  [PLAY_CODE.EXCLUDED, PLAY_MESSAGES.excluded],
  [PLAY_CODE.UNKNOWN_TICKET, PLAY_MESSAGES.unknownTicket],
  [PLAY_CODE.WRONG_STATE, PLAY_MESSAGES.wrongState],
  [PLAY_CODE.BAD_TICKET, PLAY_MESSAGES.badTicket],
]);

/**
 * The play sandbox (issue 18, 'AMBIENTE DI PROVA'): the player's calls that stand in for the
 * sportsbook, casino and lottery front ends, and the operator's page that sets results, settles,
 * pays and voids. Both talk to the account only through the operator API, signed with the service
 * key, as the real systems would; the sandbox keeps its own books of what it sold.
 */
export const playSandboxRoutes: FastifyPluginAsyncZod<PlaySandboxOptions> = async function (app, options) {
  const db: Database = app.db;
  const platform: PlatformClient = platformClient(app as unknown as FastifyInstance, options.serviceKey);

  // ---------------------------------------------------------------- books

  async function record(
    answer: TicketAnswer,
    ticket: { playerId: number; family: number; kind: string; game: string; legs?: SandboxLeg[] },
  ) {
    await db
      .insert(sandboxPlayTickets)
      .values({
        ticketId: answer.ticketId,
        playerId: ticket.playerId,
        family: ticket.family,
        kind: ticket.kind,
        game: ticket.game,
        stake: answer.stake,
        possibleWin: answer.possibleWin,
        legs: ticket.legs ?? [],
        state: answer.state,
        win: answer.win,
      })
      .onConflictDoNothing();
  }

  async function mirror(answers: TicketAnswer[]) {
    for (const answer of answers) {
      await db
        .update(sandboxPlayTickets)
        .set({ state: answer.state, win: answer.win })
        .where(eq(sandboxPlayTickets.ticketId, answer.ticketId));
    }
  }

  /** Marks the legs of a market settled on the open tickets that have them. */
  async function settleLegsInBooks(eventId: string, marketCode: string) {
    const open = await db
      .select({ ticketId: sandboxPlayTickets.ticketId, legs: sandboxPlayTickets.legs })
      .from(sandboxPlayTickets)
      .where(eq(sandboxPlayTickets.state, TICKET_STATE.VENDUTO));
    for (const ticket of open) {
      if (
        !ticket.legs.some((leg) => leg.eventId === eventId && leg.marketCode === marketCode && !leg.settled)
      )
        continue;
      const legs = ticket.legs.map((leg) =>
        leg.eventId === eventId && leg.marketCode === marketCode ? { ...leg, settled: true } : leg,
      );
      await db
        .update(sandboxPlayTickets)
        .set({ legs })
        .where(eq(sandboxPlayTickets.ticketId, ticket.ticketId));
    }
  }

  // ---------------------------------------------------------------- the player's side

  /** The fixture legs of the player's selections, or null when one is not in the list. */
  function legsOf(selections: SandboxSelection[]): SandboxLeg[] | null {
    const events = fixtureEvents();
    const legs: SandboxLeg[] = [];
    for (const selection of selections) {
      const event = events.find((candidate) => candidate.eventId === selection.eventId);
      const market = event?.markets.find((candidate) => candidate.marketCode === selection.marketCode);
      const outcome = market?.outcomes.find((candidate) => candidate.outcomeCode === selection.outcomeCode);
      if (!event || !market || !outcome) return null;
      legs.push({
        eventId: event.eventId,
        eventName: event.eventName,
        marketCode: market.marketCode,
        market: market.market,
        outcomeCode: outcome.outcomeCode,
        outcome: outcome.outcome,
        odds: outcome.odds,
        settled: false,
      });
    }
    const markets = new Set(legs.map((leg) => legKey(leg.eventId, leg.marketCode)));
    return markets.size === legs.length ? legs : null;
  }

  /** The fixture list's current odds, reported as the platform reports its palinsesto. */
  async function reportOutcomes() {
    const outcomes = fixtureEvents().flatMap((event) =>
      event.markets.flatMap((market) =>
        market.outcomes.map((outcome) => ({
          outcomeHash: sandboxOutcomeHash({
            eventId: event.eventId,
            marketCode: market.marketCode,
            ...outcome,
          }),
          eventId: event.eventId,
          eventName: event.eventName,
          eventDate: event.eventDate,
          marketCode: market.marketCode,
          market: market.market,
          outcome: outcome.outcome,
          outcomeCode: outcome.outcomeCode,
          odds: outcome.odds,
          groupName: event.groupName,
        })),
      ),
    );
    await platform('/api/platform/outcomes', { outcomes });
  }

  const legInputOf = (leg: SandboxLeg): TicketLegInput => {
    const event = fixtureEvents().find((candidate) => candidate.eventId === leg.eventId)!;
    return {
      eventId: leg.eventId,
      eventName: leg.eventName,
      eventDate: event.eventDate,
      marketCode: leg.marketCode,
      market: leg.market,
      outcome: leg.outcome,
      outcomeCode: leg.outcomeCode,
      outcomeHash: sandboxOutcomeHash(leg),
      odds: leg.odds,
      fixed: false,
      live: false,
      groupName: event.groupName,
    };
  };

  const badSelection = () =>
    refusedEnvelope(PLAY_CODE.BAD_TICKET, PLAY_MESSAGES.badTicket) as Envelope<TicketAnswer | null>;

  async function placeTicket(
    playerId: number,
    request: Omit<PlaceTicketRequest, 'ticketId' | 'playerId'>,
    books: { game: string; legs?: SandboxLeg[] },
  ): Promise<Envelope<TicketAnswer | null>> {
    const answer = await platform<TicketAnswer>('/api/platform/tickets', {
      ticketId: newId('SBX'),
      playerId,
      ...request,
    });
    if (answer.ResponseCode === 0 && answer.ResponseData) {
      await record(answer.ResponseData, {
        playerId,
        family: request.family,
        kind: request.kind,
        game: books.game,
        legs: books.legs,
      });
    }
    return answer;
  }

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/sandbox/play/fixtures',
    {
      schema: {
        tags: playerTags,
        summary: 'The sandbox: its fixture events, slots and scratch cards',
        security,
        response: { 200: responseEnvelope(sandboxFixtures), 401: errorResponse },
      },
    },
    async () => okEnvelope(fixtures()),
  );

  typed.post(
    '/api/sandbox/play/tickets',
    {
      schema: {
        tags: playerTags,
        summary: 'The sandbox: a sport ticket (single, multiple, system) from the fixture list',
        security,
        body: sandboxTicketRequest,
        response: { 200: playEnvelope(ticketAnswer), ...failures },
      },
    },
    async (request) => {
      const body = request.body;
      const legs = legsOf(body.selections);
      if (!legs) return badSelection();
      let stake: number;
      let systems: { size: number; stakePerCombination: number }[] = [];
      if (body.kind === 'system') {
        const { systemSize, stakePerCombination } = body;
        if (!systemSize || !stakePerCombination || systemSize >= legs.length) return badSelection();
        systems = [{ size: systemSize, stakePerCombination }];
        stake = combinations(legs.length, systemSize) * stakePerCombination;
      } else {
        if (!body.stake) return badSelection();
        if ((body.kind === 'single') !== (legs.length === 1)) return badSelection();
        stake = body.stake;
      }
      await reportOutcomes();
      return placeTicket(
        request.player.playerId,
        {
          family: GAME_FAMILY.SPORT,
          kind: body.kind,
          game: 'Calcio',
          platform: 'Sportsbook di prova',
          stake,
          legs: legs.map(legInputOf),
          systems,
        },
        { game: 'Calcio', legs },
      );
    },
  );

  typed.post(
    '/api/sandbox/play/reservations',
    {
      schema: {
        tags: playerTags,
        summary: 'The sandbox: book a slip as a reservation (its short code)',
        security,
        body: sandboxReservationRequest,
        response: { 200: playEnvelope(reservationAnswer), ...failures },
      },
    },
    async (request) => {
      const legs = legsOf(request.body.selections);
      if (!legs) return refusedEnvelope(PLAY_CODE.BAD_TICKET, PLAY_MESSAGES.badTicket);
      await reportOutcomes();
      return platform('/api/platform/reservations', {
        shortCode: newId('SBX'),
        playerId: request.player.playerId,
        credits: request.body.stake,
        systemComb: '',
        details: legs.map((leg) => {
          const { eventId, eventName, eventDate, marketCode, market, outcome, outcomeCode, odds, groupName } =
            legInputOf(leg);
          return {
            outcomeHash: sandboxOutcomeHash(leg),
            eventId,
            eventName,
            eventDate,
            marketCode,
            market,
            outcome,
            outcomeCode,
            odds,
            groupName,
          };
        }),
      });
    },
  );

  typed.post(
    '/api/sandbox/play/slot',
    {
      schema: {
        tags: playerTags,
        summary: 'The sandbox: a demo slot session (open, its rounds, close)',
        description:
          'A refused round (balance short, exclusion) ends the session: the answer carries the refusal and the session so far.',
        security,
        body: sandboxSlotRequest,
        response: { 200: responseEnvelope(sandboxSlotAnswer), ...failures },
      },
    },
    async (request) => {
      const { game, bet, rounds } = request.body;
      const slot = SLOTS.find((candidate) => candidate.game === game);
      if (!slot) return refusedEnvelope(PLAY_CODE.BAD_TICKET, PLAY_MESSAGES.badTicket);
      const sessionCode = newId('SBXC');
      const opened = await platform<CasinoSessionAnswer>('/api/platform/casino/sessions', {
        sessionCode,
        playerId: request.player.playerId,
        game: slot.game,
        platform: slot.platform,
      });
      if (opened.ResponseCode !== 0) return opened;
      let refusal: Envelope<unknown> | null = null;
      for (let round = 1; round <= rounds; round++) {
        const r = random();
        const win = r < 0.6 ? 0 : r < 0.9 ? bet * 2 : r < 0.99 ? bet * 5 : bet * 50;
        const played = await platform<CasinoSessionAnswer>('/api/platform/casino/rounds', {
          sessionCode,
          roundId: `R${round}`,
          bet,
          win,
        });
        if (played.ResponseCode !== 0) {
          refusal = played;
          break;
        }
      }
      const closed = await platform<CasinoSessionAnswer>('/api/platform/casino/sessions/close', {
        sessionCode,
      });
      if (refusal) return envelope(refusal.ResponseCode, refusal.ResponseMessage, closed.ResponseData);
      return closed;
    },
  );

  typed.post(
    '/api/sandbox/play/lotto',
    {
      schema: {
        tags: playerTags,
        summary: 'The sandbox: a Lotto ticket (wheel, two to five numbers)',
        security,
        body: sandboxLottoRequest,
        response: { 200: playEnvelope(ticketAnswer), ...failures },
      },
    },
    async (request) => {
      const { wheel, stake } = request.body;
      const numbers = [...request.body.numbers].sort((a, b) => a - b);
      // The next draw: tomorrow at 20:00 Rome (19:00 UTC is close enough for a sandbox).
      const now = new Date();
      const draw = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 19));
      return placeTicket(
        request.player.playerId,
        {
          family: GAME_FAMILY.LOTTO,
          kind: 'single',
          game: 'Lotto',
          platform: 'Lotterie di prova',
          stake,
          legs: [],
          systems: [],
          possibleWin: lottoPossibleWin(stake, numbers.length),
          detail: {
            ruota: wheel,
            numeri: numbers,
            sorte: LOTTO_SORTE[numbers.length],
            concorso: draw.toISOString(),
          },
        },
        { game: `Lotto ${wheel} ${numbers.join('-')}` },
      );
    },
  );

  typed.post(
    '/api/sandbox/play/scratch',
    {
      schema: {
        tags: playerTags,
        summary: 'The sandbox: a Gratta e Vinci card, decided when bought',
        security,
        body: sandboxScratchRequest,
        response: { 200: playEnvelope(ticketAnswer), ...failures },
      },
    },
    async (request) => {
      const card = SCRATCH_CARDS.find((candidate) => candidate.game === request.body.game);
      if (!card) return refusedEnvelope(PLAY_CODE.BAD_TICKET, PLAY_MESSAGES.badTicket);
      const r = random();
      const win = r < 0.6 ? 0 : r < 0.9 ? card.price : r < 0.99 ? card.price * 5 : card.price * 50;
      return placeTicket(
        request.player.playerId,
        {
          family: GAME_FAMILY.GRATTA_E_VINCI,
          kind: 'single',
          game: card.game,
          platform: 'Gratta e Vinci di prova',
          stake: card.price,
          legs: [],
          systems: [],
          possibleWin: card.topWin,
          instantWin: win,
          detail: { gioco: card.game, prezzo: card.price, lotto: newId('') },
        },
        { game: card.game },
      );
    },
  );

  // ---------------------------------------------------------------- the operator's page

  const formToken = (expiresAt: number) =>
    `${expiresAt}.${createHmac('sha256', options.serviceKey).update(`play-sandbox-operator-form:${expiresAt}`).digest('hex')}`;
  const validFormToken = (token: string | undefined) => {
    const [expires, signature] = (token ?? '').split('.');
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) < Date.now() / 1000) return false;
    const expected = Buffer.from(formToken(Number(expires)));
    const given = Buffer.from(token!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  const requireOperator: onRequestAsyncHookHandler = async (request, reply) => {
    const verdict = await options.operatorCheck(request);
    if (verdict === 'ok') return;
    if (verdict === 'throttled') {
      return sendPage(
        reply,
        renderPlayMessagePage(PLAY_OPERATOR_TEXTS.throttledTitle, PLAY_OPERATOR_TEXTS.throttled),
        429,
      );
    }
    reply.header('www-authenticate', OPERATOR_REALM);
    return sendPage(
      reply,
      renderPlayMessagePage(PLAY_OPERATOR_TEXTS.operatorOnlyTitle, PLAY_OPERATOR_TEXTS.operatorOnly),
      401,
    );
  };
  const operatorSecurity = [{ operator: [] }];
  const operatorTags = ['play sandbox operator'];

  /** Back to the page with what happened: a notice, or the operator API's refusal code. */
  const backTo = (reply: FastifyReply, result: { notice: PlayOperatorNotice } | { refused: number }) =>
    reply
      .code(303)
      .redirect(
        'notice' in result
          ? `${PLAY_SANDBOX_PATHS.operator}?esito=${result.notice}`
          : `${PLAY_SANDBOX_PATHS.operator}?rifiuto=${result.refused}`,
      );
  const invalidForm = (reply: FastifyReply) =>
    sendPage(
      reply,
      renderPlayMessagePage(PLAY_OPERATOR_TEXTS.invalidTitle, PLAY_OPERATOR_TEXTS.invalidForm),
      400,
    );

  await app.register(async function operatorPages(pages: FastifyInstance) {
    acceptFormBodies(pages);
    const operator = pages.withTypeProvider<ZodTypeProvider>();

    operator.get(PLAY_SANDBOX_PATHS.css, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(PLAY_SANDBOX_CSS),
    );

    operator.get(
      PLAY_SANDBOX_PATHS.operator,
      {
        onRequest: requireOperator,
        schema: {
          tags: operatorTags,
          summary: "The play sandbox's operator page: results, settlements, payments, voids",
          security: operatorSecurity,
          querystring: z.object({
            esito: z.enum(Object.keys(PLAY_OPERATOR_NOTICES) as [PlayOperatorNotice]).optional(),
            rifiuto: z.coerce.number().int().optional(),
          }),
        },
      },
      async (request, reply) => {
        const tickets = await db
          .select()
          .from(sandboxPlayTickets)
          .where(inArray(sandboxPlayTickets.state, [TICKET_STATE.VENDUTO, TICKET_STATE.VINCENTE]))
          .orderBy(desc(sandboxPlayTickets.createdAt))
          .limit(OPERATOR_LIST_LIMIT);
        const openLegs = new Map<string, number>();
        for (const ticket of tickets) {
          if (ticket.state !== TICKET_STATE.VENDUTO) continue;
          for (const leg of ticket.legs) {
            if (leg.settled) continue;
            const key = legKey(leg.eventId, leg.marketCode);
            openLegs.set(key, (openLegs.get(key) ?? 0) + 1);
          }
        }
        const { esito, rifiuto } = request.query;
        return sendPage(
          reply,
          renderOperatorPage({
            events: fixtureEvents(),
            openLegs,
            tickets,
            token: formToken(Math.floor(Date.now() / 1000) + FORM_TOKEN_SECONDS),
            notice: esito ? PLAY_OPERATOR_NOTICES[esito] : null,
            refusal: rifiuto === undefined ? null : (REFUSALS.get(rifiuto) ?? PLAY_MESSAGES.wrongState),
          }),
        );
      },
    );

    operator.post(
      PLAY_SANDBOX_PATHS.result,
      {
        onRequest: requireOperator,
        schema: {
          tags: operatorTags,
          summary: "The play sandbox's operator: an event market's result (Cod_Esito) or void",
          security: operatorSecurity,
          body: z.object({
            token: z.string().max(200),
            eventId: z.string().max(40),
            marketCode: z.string().max(40),
            resultCode: z.coerce.number().int().min(1).max(1000).optional(),
            payWinners: z.literal('1').optional(),
            action: z.enum(['settle', 'void']),
          }),
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!validFormToken(body.token)) return invalidForm(reply);
        const event = fixtureEvents().find((candidate) => candidate.eventId === body.eventId);
        const market = event?.markets.find((candidate) => candidate.marketCode === body.marketCode);
        const voiding = body.action === 'void';
        if (!market || (!voiding && !market.outcomes.some((o) => o.outcomeCode === body.resultCode)))
          return invalidForm(reply);
        const answer = await platform<SettlementAnswer>('/api/platform/events/settle', {
          requestId: newId('SBXS'),
          eventId: body.eventId,
          marketCode: body.marketCode,
          ...(voiding ? { void: true } : { resultCode: body.resultCode }),
          payWinners: body.payWinners === '1',
        });
        if (answer.ResponseCode !== 0 || !answer.ResponseData)
          return backTo(reply, { refused: answer.ResponseCode });
        await settleLegsInBooks(body.eventId, body.marketCode);
        await mirror(answer.ResponseData.tickets);
        return backTo(reply, { notice: voiding ? 'voided' : 'settled' });
      },
    );

    operator.post(
      '/sandbox/play/operatore/biglietti/:ticketId',
      {
        onRequest: requireOperator,
        schema: {
          tags: operatorTags,
          summary: "The play sandbox's operator: pay, withhold, void or decide one ticket",
          security: operatorSecurity,
          params: z.object({
            ticketId: z
              .string()
              .max(100)
              .regex(/^[A-Z0-9-]+$/),
          }),
          body: z.object({
            token: z.string().max(200),
            action: z.enum(['pay', 'withhold', 'void', 'result']),
            win: z.string().max(20).optional(),
            payWinners: z.literal('1').optional(),
          }),
        },
      },
      async (request, reply) => {
        const { ticketId } = request.params;
        const body = request.body;
        if (!validFormToken(body.token)) return invalidForm(reply);
        const requestId = newId('SBXO');
        let answer: Envelope<TicketAnswer | null>;
        let notice: PlayOperatorNotice;
        if (body.action === 'result') {
          const win = centsOfEuro(body.win ?? '');
          if (win === null) return invalidForm(reply);
          answer = await platform<TicketAnswer>('/api/platform/tickets/result', {
            requestId,
            ticketId,
            win,
            payWinners: body.payWinners === '1',
          });
          notice = 'decided';
        } else {
          const path = { pay: 'pay', withhold: 'withhold', void: 'void' }[body.action];
          answer = await platform<TicketAnswer>(`/api/platform/tickets/${path}`, { requestId, ticketId });
          notice = ({ pay: 'paid', withhold: 'withheld', void: 'refunded' } as const)[body.action];
        }
        if (answer.ResponseCode !== 0 || !answer.ResponseData)
          return backTo(reply, { refused: answer.ResponseCode });
        await mirror([answer.ResponseData]);
        return backTo(reply, { notice });
      },
    );
  });
};

/** How many combinations of `size` legs a system of `legs` legs has. */
function combinations(legs: number, size: number): number {
  let result = 1;
  for (let i = 1; i <= size; i++) result = (result * (legs - size + i)) / i;
  return Math.round(result);
}
