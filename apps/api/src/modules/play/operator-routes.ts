import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, toEnvelope, type Result } from '@conto-gioco/shared/envelope';
import {
  casinoRoundRequest,
  casinoSessionAnswer,
  cashOutRequest,
  closeCasinoSessionRequest,
  createReservationRequest,
  openCasinoSessionRequest,
  outcomesRequest,
  placeTicketRequest,
  PLAY_MESSAGES,
  PLAY_SIGNATURE_HEADER,
  PLAY_TIMESTAMP_HEADER,
  playEnvelope,
  reservationAnswer,
  settleEventRequest,
  settleLegRequest,
  settlementAnswer,
  ticketActionRequest,
  ticketAnswer,
  ticketResultRequest,
} from '@conto-gioco/shared/play';
import { sendError } from '../../lib/http.ts';
import { closeCasinoSession, openCasinoSession, playCasinoRound } from './casino.ts';
import { createReservation } from './reservations.ts';
import { verifyPlaySignature } from './signature.ts';
import {
  cashOut,
  payTicket,
  placeTicket,
  recordOutcomes,
  settleEvent,
  settleLeg,
  settleTicket,
  voidTicket,
  withholdTicket,
} from './tickets.ts';

const tags = ['platform'];
/** The largest call (a ticket of 30 legs, 500 outcome rows) fits well within it. */
const BODY_LIMIT = 512 * 1024;

const signedHeaders = z.looseObject({
  [PLAY_TIMESTAMP_HEADER]: z.string().max(20).optional(),
  [PLAY_SIGNATURE_HEADER]: z.string().max(128).optional(),
});

const SIGNED =
  'Service-to-service: signed with the platform service key (PLAY_SERVICE_KEY). x-play-timestamp is the Unix ' +
  'time in seconds, x-play-signature the hex HMAC-SHA256 of METHOD, path with query, timestamp and raw body, ' +
  'joined by newlines; a call missing either, more than 300 s off or wrongly signed answers 401. Never a ' +
  "player token. Every call is idempotent by the platform's own id: a replay answers the first answer.";

const rawBodies = new WeakMap<object, string>();

/**
 * Keeps each JSON body's exact text beside its parsed value (Fastify's own safe parser), so that
 * the signature covers the bytes sent and the routes still validate their schema.
 */
function keepSignedJson(instance: FastifyInstance): void {
  const parse = instance.getDefaultJsonParser('error', 'error');
  instance.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      parse(request, body as string, done);
    },
  );
}

const respond = <T>(result: Result<T>) => toEnvelope(result);

/**
 * The operator API of the game platform (sportsbook, casino, lotteries, its sandbox): tickets,
 * settlements, payments, cash-outs, casino sessions and reservations. `key` null (production
 * without PLAY_SERVICE_KEY) refuses every call.
 */
export const playOperatorRoutes =
  (options: { key: string | null }): FastifyPluginAsyncZod =>
  async (app) => {
    keepSignedJson(app);
    app.addHook('preValidation', async (request, reply) => {
      const signed = verifyPlaySignature(options.key, {
        method: request.method,
        path: request.url,
        body: rawBodies.get(request) ?? '',
        timestamp: request.headers[PLAY_TIMESTAMP_HEADER],
        signature: request.headers[PLAY_SIGNATURE_HEADER],
      });
      if (!signed) {
        request.log.warn('platform call: missing, stale or bad service signature');
        return sendError(reply, 401, PLAY_MESSAGES.badSignature);
      }
    });

    // Generic over each call's schemas, which the zod type provider cannot follow: typed here.
    const plain = app as unknown as FastifyInstance;
    const route = <B extends z.ZodType, R extends z.ZodType>(
      path: string,
      summary: string,
      body: B,
      answer: R,
      handler: (body: z.infer<B>) => Promise<Result<z.infer<R>>>,
    ) =>
      plain.post(path, {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          summary,
          description: SIGNED,
          security: [{ playService: [] }],
          headers: signedHeaders,
          body,
          response: { 200: playEnvelope(answer), 400: errorResponse, 401: errorResponse },
        },
        handler: async (request) => respond(await handler(request.body as z.infer<B>)),
      });

    route(
      '/api/platform/tickets',
      'Place a ticket: sport (single, multiple, system), horse racing, lottery or scratch card',
      placeTicketRequest,
      ticketAnswer,
      (body) => placeTicket(app.db, body),
    );
    route(
      '/api/platform/events/settle',
      "Settle an event's market (Cod_Esito_vin, or void)",
      settleEventRequest,
      settlementAnswer,
      (body) => settleEvent(app.db, body),
    );
    route(
      '/api/platform/legs/settle',
      'Settle one leg of a ticket',
      settleLegRequest,
      settlementAnswer,
      (body) => settleLeg(app.db, body),
    );
    route(
      '/api/platform/tickets/result',
      'The result of a lottery or scratch ticket (its win, 0 when it loses)',
      ticketResultRequest,
      ticketAnswer,
      (body) => settleTicket(app.db, body),
    );
    route(
      '/api/platform/tickets/pay',
      'Pay a winning ticket (PAGATO)',
      ticketActionRequest,
      ticketAnswer,
      (body) => payTicket(app.db, body),
    );
    route(
      '/api/platform/tickets/withhold',
      'A winning ticket not to be paid (DA NON PAGARE)',
      ticketActionRequest,
      ticketAnswer,
      (body) => withholdTicket(app.db, body),
    );
    route(
      '/api/platform/tickets/void',
      'Void an open ticket and refund its stake (RIMBORSATO)',
      ticketActionRequest,
      ticketAnswer,
      (body) => voidTicket(app.db, body),
    );
    route(
      '/api/platform/tickets/cash-out',
      'Cash out an open ticket at the offer the player accepted',
      cashOutRequest,
      ticketAnswer.extend({ offer: z.number().int() }),
      (body) => cashOut(app.db, body),
    );
    route(
      '/api/platform/outcomes',
      "The platform's current outcomes and odds (cash-out offers, reservation event rows)",
      outcomesRequest,
      z.object({ outcomes: z.number().int() }),
      async (body) => ({
        ok: true,
        data: { outcomes: await recordOutcomes(app.db, body.outcomes) },
        message: '',
      }),
    );
    route(
      '/api/platform/casino/sessions',
      'Open a casino session',
      openCasinoSessionRequest,
      casinoSessionAnswer,
      (body) => openCasinoSession(app.db, body),
    );
    route(
      '/api/platform/casino/rounds',
      'A round of a casino session: its bet and its win',
      casinoRoundRequest,
      casinoSessionAnswer,
      (body) => playCasinoRound(app.db, body),
    );
    route(
      '/api/platform/casino/sessions/close',
      'Close a casino session',
      closeCasinoSessionRequest,
      casinoSessionAnswer,
      (body) => closeCasinoSession(app.db, body),
    );
    route(
      '/api/platform/reservations',
      "Book a player's slip (a reservation)",
      createReservationRequest,
      reservationAnswer,
      (body) => createReservation(app.db, body),
    );
  };
