import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okEnvelope, refusedEnvelope, toEnvelope } from '@conto-gioco/shared/envelope';
import {
  betListQuery,
  betListResponse,
  cashoutListResponse,
  CLOSED_FILTER,
  CLOSED_TICKET_STATES,
  deleteReservedRequest,
  eventRowsRequest,
  eventRowsResponse,
  GAME_FAMILY,
  GAME_FAMILY_NAMES,
  loadTicketQuery,
  lotteriesDetailQuery,
  lotteryDetailQuery,
  OPEN_FILTER,
  OPEN_TICKET_STATES,
  PLAY_CODE,
  PLAY_MESSAGES,
  PLAYER_PLAY_CODE,
  PLAYER_PLAY_MESSAGES,
  playerCashOutRequest,
  playerCashOutResponse,
  reservationsResponse,
  reservedQuery,
  TICKET_PRINT_TOKEN_SECONDS,
  TICKET_STATE_NAMES,
  ticketCashQuery,
  ticketCashResponse,
  ticketDetailResponse,
  ticketIdQuery,
  ticketPrintQuery,
  ticketPrintTokenQuery,
  ticketPrintTokenResponse,
  type BetListItem,
  type GameFamily,
  type TicketDetailView,
} from '@conto-gioco/shared/play';
import { formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import { STATEMENT_MAX_DAYS, statementInstant } from '@conto-gioco/shared/statement';
import { bearerToken, sendError } from '../../lib/http.ts';
import {
  cashOut,
  cashOutOffer,
  cashoutableTickets,
  casinoBetListEntry,
  casinoSessionDetail,
  deleteReservation,
  eventRows,
  listBets,
  listFunBonusBets,
  listReservations,
  ticketDetail,
  type BetListEntry,
  type BetListFilter,
  type CasinoSessionDetail,
  type TicketDetail,
} from './service.ts';

/**
 * The player's own play calls (money.md §7 'Statement and bets', issue 18): the bet list and its
 * detail calls, the cash-out list and our cash-out, reservations and their event rows, and the
 * ticket print. Login required (bearer token); every read is of the logged-in player's tickets only.
 * TicketPrint alone also accepts, without a login, a short-lived print token for that one ticket.
 */

const security = [{ bearer: [] }];
const failures = { 400: errorResponse, 401: errorResponse };
const accountTags = ['bets'];

/** 'DD/MM/YYYY HH:mm' in Rome. */
export const romeDayMinute = (at: Date): string => formatRomeDateTime(at).replace(', ', ' ');

const KIND_WORDS: Record<string, string> = { single: 'Singola', multiple: 'Multipla', system: 'Sistema' };

export function betListItemOf(entry: BetListEntry): BetListItem {
  return {
    giocoField: entry.family,
    giocoDescrField: entry.game ?? GAME_FAMILY_NAMES[entry.family],
    prezzoField: entry.stake,
    id_ticketField: entry.ticketId,
    messaggioField: entry.cashedOut
      ? 'Cash out'
      : entry.kind === 'casino'
        ? 'Sessione'
        : (KIND_WORDS[entry.ticketKind ?? ''] ?? ''),
    piattaforma2Field: entry.platform ?? '',
    stato_ticketField: entry.state,
    stato_ticket_descrField: TICKET_STATE_NAMES[entry.state],
    data_oraField: romeDayMinute(entry.placedAt),
    importo_vincitaField: entry.win,
    ricevuta_pgadField: entry.aamsCode,
    EventiSportivi: {
      Pending: entry.events.pending,
      Win: entry.events.won,
      Lose: entry.events.lost,
      Void: entry.events.void,
    },
  };
}

function ticketDetailViewOf(detail: TicketDetail): TicketDetailView {
  return {
    Ticket: betListItemOf(detail.ticket),
    Eventi: detail.legs.map((leg) => ({
      Cod_Esito: leg.outcomeCode,
      Cod_Esito_vin: leg.resultCode,
      Data: romeDayMinute(leg.eventDate),
      Descr_avv: leg.eventName,
      Descr_scomm: leg.market,
      Descr_esito: leg.outcome,
      Quota: leg.odds,
      Quota_pag: leg.paidOdds,
      HandicapDecoded: leg.handicap ?? '',
      Fissa: leg.fixed,
      Group_Name: leg.groupName ?? '',
      Live: leg.live,
    })),
    Sistemi: detail.systems.map((system) => ({
      Sistema: system.size,
      Num_combinazioni: system.combinations,
      Importo_scomm: system.stakePerCombination,
    })),
    Sessione: null,
    Dettaglio: detail.detail ?? null,
    VincitaPotenziale: detail.ticket.possibleWin,
  };
}

function casinoDetailViewOf(session: CasinoSessionDetail): TicketDetailView {
  return {
    Ticket: betListItemOf(casinoBetListEntry(session)),
    Eventi: [],
    Sistemi: [],
    Sessione: {
      CodiceSessione: session.sessionCode,
      DataInizio: session.startedAt.toISOString(),
      DataFine: session.endedAt?.toISOString() ?? null,
      Gioco: session.game,
      Piattaforma: session.platform,
      Puntata: session.bet,
      Vincita: session.win,
      Stack: session.stack,
      Giocate: session.rounds.map((round) => ({
        Id: round.roundId,
        Puntata: round.bet,
        Vincita: round.win,
        Data: round.playedAt.toISOString(),
      })),
    },
    Dettaglio: null,
    VincitaPotenziale: 0,
  };
}

const noDetail = () => refusedEnvelope(PLAYER_PLAY_CODE.NO_DETAIL, PLAYER_PLAY_MESSAGES.noDetail);
const BAD_RANGE = 'Intervallo di date non valido';

/**
 * The bet list's range: dateda from its first instant; datea inclusive to its end (a bare date: the
 * whole Rome day; a date-time: the whole second it names). Null when it does not parse, is
 * reversed or longer than the statement's longest range.
 */
export function betListRange(dateda: string, datea: string): { from: Date; to: Date } | null {
  const from = statementInstant(dateda, 'start');
  const end = statementInstant(datea, 'end');
  if (!Number.isFinite(from) || !Number.isFinite(end)) return null;
  const to = /^\d{4}-\d{2}-\d{2}$/.test(datea) ? end + 1 : Math.floor(end / 1000) * 1000 + 1000;
  if (from >= to || to - from > STATEMENT_MAX_DAYS * 86_400_000 + 1000) return null;
  return { from: new Date(from), to: new Date(to) };
}

function statesOf(stato: number | undefined): readonly number[] | undefined {
  if (!stato) return undefined;
  if (stato === OPEN_FILTER) return OPEN_TICKET_STATES;
  if (stato === CLOSED_FILTER) return CLOSED_TICKET_STATES;
  return [stato];
}

/** A ticket print token: `{playerId}.{expires}.{signature}`, bound to one AAMS code. */
export function ticketPrintSigner(secret: string) {
  const key = createHmac('sha256', secret).update('conto-gioco ticket print').digest();
  const mac = (playerId: number, aamsCode: string, expires: number) =>
    createHmac('sha256', key).update(`${playerId}\n${aamsCode}\n${expires}`).digest('base64url');
  return {
    sign(playerId: number, aamsCode: string, now = Date.now()): { auth: string; expiresAt: Date } {
      const expires = Math.floor(now / 1000) + TICKET_PRINT_TOKEN_SECONDS;
      return {
        auth: `${playerId}.${expires}.${mac(playerId, aamsCode, expires)}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    /** The player the token was made for, or null: malformed, expired, another ticket, wrong signature. */
    verify(token: string, aamsCode: string, now = Date.now()): number | null {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const playerId = Number(match[1]);
      const expires = Number(match[2]);
      if (expires * 1000 < now) return null;
      const expected = Buffer.from(mac(playerId, aamsCode, expires));
      const given = Buffer.from(match[3]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? playerId : null;
    },
  };
}

export const playerPlayRoutes = (options: { secret: string }): FastifyPluginAsyncZod =>
  async function (app) {
    const printTokens = ticketPrintSigner(options.secret);
    const sectionDisabled = async () =>
      (await app.siteConfig.isOn('ConsentiSoloPrelievo'))
        ? refusedEnvelope(PLAYER_PLAY_CODE.SECTION_DISABLED, PLAYER_PLAY_MESSAGES.sectionDisabled)
        : null;

    const betList =
      (read: (playerId: number, filter: BetListFilter) => Promise<BetListEntry[]>) =>
      async (
        request: {
          player: { playerId: number };
          query: { dateda: string; datea: string; id_gioco: number; stato?: number };
        },
        reply: Parameters<typeof sendError>[0],
      ) => {
        const disabled = await sectionDisabled();
        if (disabled) return disabled;
        const range = betListRange(request.query.dateda, request.query.datea);
        if (!range) return sendError(reply, 400, BAD_RANGE);
        const entries = await read(request.player.playerId, {
          ...range,
          family: request.query.id_gioco,
          states: statesOf(request.query.stato),
        });
        return okEnvelope(entries.map(betListItemOf));
      };

    app.get('/api/Account/EL_GetElencoGiocate', {
      schema: {
        tags: accountTags,
        security,
        summary:
          "The player's tickets and casino sessions placed between dateda and datea (Rome), newest first",
        querystring: betListQuery,
        response: { 200: betListResponse, ...failures },
      },
      handler: betList((playerId, filter) => listBets(app.db, playerId, filter)),
    });

    app.get('/api/Account/EL_GetElencoGiocateFun', {
      schema: {
        tags: accountTags,
        security,
        summary: 'The bets paid in part with a fun bonus, same query',
        querystring: betListQuery,
        response: { 200: betListResponse, ...failures },
      },
      handler: betList((playerId, filter) => listFunBonusBets(app.db, playerId, filter)),
    });

    app.get('/api/Account/EL_getInfoTicketCash', {
      schema: {
        tags: accountTags,
        security,
        summary: "A ticket's cash-out state: esitoField.returnCodeField 0 when it has an offer now",
        querystring: ticketCashQuery,
        response: { 200: ticketCashResponse, ...failures },
      },
      handler: async (request) => {
        const disabled = await sectionDisabled();
        if (disabled) return disabled;
        const { playerId } = request.player;
        const { idTicket } = request.query;
        const detail = await ticketDetail(app.db, playerId, { ticketId: idTicket });
        const offer = detail ? await cashOutOffer(app.db, playerId, idTicket) : null;
        const code = !detail
          ? PLAY_CODE.UNKNOWN_TICKET
          : offer === null
            ? PLAY_CODE.NOT_CASHOUTABLE
            : PLAY_CODE.OK;
        return okEnvelope({
          esitoField: {
            returnCodeField: code,
            returnDescriptionField: !detail
              ? PLAY_MESSAGES.unknownTicket
              : offer === null
                ? PLAY_MESSAGES.notCashoutable
                : '',
          },
          id_ticketField: idTicket,
          importoField: detail?.ticket.stake ?? null,
          vincita_potenzialeField: detail?.ticket.possibleWin ?? null,
          importo_cashoutField: offer,
        });
      },
    });

    const loadDetail = async (playerId: number, idTicket: string, gameId: number) => {
      if (gameId === GAME_FAMILY.CASINO) {
        const session = await casinoSessionDetail(app.db, playerId, idTicket);
        return session ? okEnvelope(casinoDetailViewOf(session)) : noDetail();
      }
      const detail = await ticketDetail(app.db, playerId, { ticketId: idTicket });
      if (detail && (gameId === 0 || detail.ticket.family === gameId))
        return okEnvelope(ticketDetailViewOf(detail));
      // A session code asked without its game id.
      const session = gameId === 0 ? await casinoSessionDetail(app.db, playerId, idTicket) : null;
      return session ? okEnvelope(casinoDetailViewOf(session)) : noDetail();
    };

    app.get('/api/Account/EL_LoadTicketPSQF', {
      schema: {
        tags: accountTags,
        security,
        summary:
          'A ticket with its legs and system combinations; gameId 6 a casino session (start, end, game, platform, bet, win, code, rounds)',
        querystring: loadTicketQuery,
        response: { 200: ticketDetailResponse, ...failures },
      },
      handler: async (request) => {
        const disabled = await sectionDisabled();
        if (disabled) return disabled;
        return loadDetail(request.player.playerId, request.query.idTicket, request.query.gameId);
      },
    });

    app.get('/api/Account/EL_dettaglio_ticket_psqf', {
      schema: {
        tags: accountTags,
        security,
        summary: 'EL_LoadTicketPSQF without a game id: a ticket or a casino session',
        querystring: ticketIdQuery,
        response: { 200: ticketDetailResponse, ...failures },
      },
      handler: async (request) => {
        const disabled = await sectionDisabled();
        if (disabled) return disabled;
        return loadDetail(request.player.playerId, request.query.idTicket, 0);
      },
    });

    const familyDetail = async (playerId: number, ticketId: string, families: readonly GameFamily[]) => {
      const disabled = await sectionDisabled();
      if (disabled) return disabled;
      const detail = await ticketDetail(app.db, playerId, { ticketId });
      return detail && families.includes(detail.ticket.family)
        ? okEnvelope(ticketDetailViewOf(detail))
        : noDetail();
    };
    const LOTTERY_TYPE_FAMILY: Record<string, GameFamily> = {
      LOTTO: GAME_FAMILY.LOTTO,
      LOTTO_MILLIONDAY: GAME_FAMILY.LOTTO_MILLIONDAY,
      LOTTOE10: GAME_FAMILY.LOTTOE10,
    };

    app.get('/api/Account/EL_GetGrattaVinci_Dettagli', {
      schema: {
        tags: accountTags,
        security,
        summary: "A scratch card's detail (ticket or idTicket)",
        querystring: lotteryDetailQuery,
        response: { 200: ticketDetailResponse, ...failures },
      },
      handler: async (request) =>
        familyDetail(request.player.playerId, (request.query.ticket ?? request.query.idTicket)!, [
          GAME_FAMILY.GRATTA_E_VINCI,
        ]),
    });

    app.get('/api/Account/EL_Lotterie_Dettagli', {
      schema: {
        tags: accountTags,
        security,
        summary: "A lottery ticket's detail, type LOTTO, LOTTO_MILLIONDAY or LOTTOE10",
        querystring: lotteriesDetailQuery,
        response: { 200: ticketDetailResponse, ...failures },
      },
      handler: async (request) =>
        familyDetail(request.player.playerId, (request.query.ticket ?? request.query.idTicket)!, [
          LOTTERY_TYPE_FAMILY[request.query.type]!,
        ]),
    });

    app.get('/api/Account/EL_LottoNazionale_Dettagli', {
      schema: {
        tags: accountTags,
        security,
        summary: "A Lotto ticket's detail (cookie, ticket)",
        querystring: lotteryDetailQuery,
        response: { 200: ticketDetailResponse, ...failures },
      },
      handler: async (request) =>
        familyDetail(request.player.playerId, (request.query.ticket ?? request.query.idTicket)!, [
          GAME_FAMILY.LOTTO_NAZIONALE,
          GAME_FAMILY.LOTTO,
        ]),
    });

    app.get('/api/BetPlay/CashoutableTicketList_New', {
      schema: {
        tags: accountTags,
        security,
        summary: "The player's open singles and multiples with a cash-out offer now",
        response: { 200: cashoutListResponse, ...failures },
      },
      handler: async (request) =>
        okEnvelope(
          (await cashoutableTickets(app.db, request.player.playerId)).map((ticket) => ({
            id: ticket.ticketId,
            amn: ticket.stake,
            pwn: ticket.possibleWin,
            nevs: ticket.events,
            oes: ticket.openEvents,
            amnc: ticket.offer,
            tsp: ticket.placedAt.getTime(),
          })),
        ),
    });

    app.post('/api/BetPlay/CashOut', {
      schema: {
        tags: accountTags,
        security,
        summary:
          'Ours: accept the cash-out offer (amount); refused with -4007 when the offer changed; idempotent by requestId',
        body: playerCashOutRequest,
        response: { 200: playerCashOutResponse, ...failures },
      },
      handler: async (request) => {
        const result = await cashOut(app.db, request.body, request.player.playerId);
        if (!result.ok) return toEnvelope(result);
        return okEnvelope({
          id: result.data.ticketId,
          stato_ticketField: result.data.state,
          amnc: result.data.win,
        });
      },
    });

    app.get('/api/BetPlay/GetBetsReserved', {
      schema: {
        tags: accountTags,
        security,
        summary: "The player's reservations (booked slips), newest first",
        querystring: reservedQuery,
        response: { 200: reservationsResponse, ...failures },
      },
      handler: async (request) =>
        okEnvelope(
          (await listReservations(app.db, request.player.playerId, request.query)).map((reservation) => ({
            Id: reservation.id,
            ShortCode: reservation.shortCode,
            Crediti: reservation.credits,
            DateTime: reservation.createdAt.toISOString(),
            SistemaComb: reservation.systemComb,
            Detail: reservation.details.map((detail) => ({
              OutcomeId_hash: detail.outcomeHash,
              Id_evento: detail.eventId,
              Descr_avv: detail.eventName,
              Data: detail.eventDate,
              Descr_scomm: detail.market,
              Descr_esito: detail.outcome,
              Cod_Esito: detail.outcomeCode,
              Quota: detail.odds,
              Group_Name: detail.groupName ?? '',
            })),
          })),
        ),
    });

    // GET, as the spec has it (money.md §7): it changes state, but only with the bearer header, which
    // no other site can make a browser send.
    app.get('/api/BetPlay/DeleteBetReserved', {
      schema: {
        tags: accountTags,
        security,
        summary: "Deletes one of the player's reservations",
        querystring: deleteReservedRequest,
        response: { 200: reservationsResponse, ...failures },
      },
      handler: async (request) =>
        (await deleteReservation(app.db, request.player.playerId, request.query.Id))
          ? okEnvelope(null)
          : refusedEnvelope(PLAYER_PLAY_CODE.UNKNOWN_RESERVATION, PLAYER_PLAY_MESSAGES.unknownReservation),
    });

    app.post('/api/Palinsesto/GetEventRows', {
      schema: {
        tags: accountTags,
        security,
        summary: 'The event rows of comma-joined OutcomeId_hash whose events are still ahead',
        body: eventRowsRequest,
        response: { 200: eventRowsResponse, ...failures },
      },
      handler: async (request) => {
        const hashes = [
          ...new Set(
            request.body.outcomes
              .split(',')
              .map((hash) => hash.trim())
              .filter(Boolean),
          ),
        ].slice(0, 500);
        return okEnvelope(
          (await eventRows(app.db, hashes)).map((row) => ({
            OutcomeId_hash: row.outcomeHash,
            Id_evento: row.eventId,
            Descr_avv: row.eventName,
            Data: row.eventDate.toISOString(),
            Cod_scomm: row.marketCode,
            Descr_scomm: row.market,
            Cod_Esito: row.outcomeCode,
            Descr_esito: row.outcome,
            Quota: row.odds,
            Group_Name: row.groupName ?? '',
            Live: row.live,
          })),
        );
      },
    });

    app.get('/api/BetPlay/TicketPrintToken', {
      schema: {
        tags: accountTags,
        security,
        summary: `Ours: a print token for one of the player's tickets (TicketPrint's auth), valid ${TICKET_PRINT_TOKEN_SECONDS} s`,
        querystring: ticketPrintTokenQuery,
        response: { 200: ticketPrintTokenResponse, ...failures },
      },
      handler: async (request) => {
        const { playerId } = request.player;
        const detail = await ticketDetail(app.db, playerId, { aamsCode: request.query.id });
        if (!detail) return noDetail();
        const token = printTokens.sign(playerId, request.query.id);
        return okEnvelope({ auth: token.auth, expiresAt: token.expiresAt.toISOString() });
      },
    });

    app.get('/api/BetPlay/TicketPrint', {
      schema: {
        tags: accountTags,
        // The bearer token, or without a login the print token in auth.
        security: [{ bearer: [] }, {}],
        summary:
          "A ticket for print by its AAMS code; without a login, auth must be that ticket's print token ('Autenticazione non valida')",
        querystring: ticketPrintQuery,
        response: { 200: ticketDetailResponse, ...failures },
      },
      handler: async (request, reply) => {
        const token = bearerToken(request);
        const session = token ? await app.auth.authenticate(token) : null;
        const playerId =
          session?.playerId ??
          (!token && request.query.auth ? printTokens.verify(request.query.auth, request.query.id) : null);
        if (playerId === null) return sendError(reply, 401, PLAYER_PLAY_MESSAGES.badAuth);
        const detail = await ticketDetail(app.db, playerId, { aamsCode: request.query.id });
        return detail ? okEnvelope(ticketDetailViewOf(detail)) : noDetail();
      },
    });
  };
