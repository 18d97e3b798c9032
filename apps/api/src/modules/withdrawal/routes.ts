import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  okEnvelope as ok,
  refusedEnvelope as refused,
  toEnvelope,
} from '@conto-gioco/shared/envelope';
import {
  annullaPrelievoQuery,
  annullaPrelievoResponse,
  elencoPrelievoResponse,
  prelievoRequest,
  prelievoResponse,
  savedCardsResponse,
  withdrawWithPaasRequest,
  withdrawWithPaasResponse,
} from '@conto-gioco/shared/withdrawal';
import { savedCards, type CardKind } from './cards.ts';
import { createWithdrawalService } from './service.ts';

const tags = ['withdrawal'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };
/** The spec's calls send the session's cookie in the query; the bearer token decides. */
const cookieQuery = z.object({ cookie: z.string().max(500).optional() });

/**
 * The withdrawal calls (money.md §7 'Withdrawal'): Prelievo and WithdrawWithPaas take a
 * withdrawal, the list and the cancel act on the player's pending ones, the saved cards feed the
 * Mastercard VIP and Apco fields. CheckHierarchy (screen=withdrawal) is answered by the status
 * routes with withdrawalAccess.
 */
export const withdrawalRoutes = (options: {
  /** Withdrawal calls a player may make per minute (Prelievo, WithdrawWithPaas and the cancel together). */
  requestsPerMinute: number;
}): FastifyPluginAsyncZod =>
  async function (app) {
    const withdrawal = createWithdrawalService({
      db: app.db,
      siteConfig: app.siteConfig,
      provider: app.paymentProvider,
      outbox: app.outbox,
      log: app.log,
    });
    // Per player, after the token check: each request checks the password (Argon2id) and may send
    // an SMS, each cancel asks the provider. One handler for the three, so they share the allowance.
    const requestsLimit = app.rateLimit({
      max: options.requestsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `withdrawal-requests:${request.player.playerId}`,
    });

    app.post('/api/Account/Prelievo', {
      schema: { tags, security, body: prelievoRequest, response: { 200: prelievoResponse, ...errors } },
      preHandler: requestsLimit,
      handler: async (request) =>
        toEnvelope(await withdrawal.requestWithdrawal(request.player.playerId, request.body)),
    });

    app.post('/api/Account/WithdrawWithPaas', {
      schema: {
        tags,
        security,
        body: withdrawWithPaasRequest,
        response: { 200: withdrawWithPaasResponse, ...errors },
      },
      preHandler: requestsLimit,
      handler: async (request) => {
        const result = await withdrawal.withdrawWithPaas(request.player.playerId, request.body);
        if (!result.ok) return refused(result.code, result.message);
        return ok(app.paymentProvider.embeddedPayout(result.data.providerReference!));
      },
    });

    app.get('/api/Account/EL_GetElencoPrelievo', {
      schema: {
        tags,
        security,
        querystring: cookieQuery,
        response: { 200: elencoPrelievoResponse, ...errors },
      },
      handler: async (request) =>
        ok({ elencoprelieviField: await withdrawal.listPending(request.player.playerId) }),
    });

    app.get('/api/Account/EL_AnnullaPrelievo', {
      schema: {
        tags,
        security,
        querystring: annullaPrelievoQuery,
        response: { 200: annullaPrelievoResponse, ...errors },
      },
      // Each cancel asks the provider: bounded like the other per-player calls that reach it.
      preHandler: requestsLimit,
      handler: async (request) => {
        const result = await withdrawal.cancel(request.player.playerId, request.query.ticket);
        return result.ok ? ok(true) : refused(result.code, result.message);
      },
    });

    const cardsRoute = (url: string, kind: CardKind) =>
      app.get(url, {
        schema: {
          tags,
          security,
          querystring: cookieQuery,
          response: { 200: savedCardsResponse, ...errors },
        },
        handler: async (request) => ok(await savedCards(app.db, request.player.playerId, kind)),
      });
    cardsRoute('/api/Account/GetDatiMastercard', 'mastercard');
    cardsRoute('/api/Account/GetDatiApco', 'apco');
  };
