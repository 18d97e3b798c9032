import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEPOSIT_CODE,
  DEPOSIT_MESSAGES,
  PAAS_METHOD_NAME,
  checkBonusPrimaRicaricaResponse,
  checkPrimaRicaricaQuery,
  checkPrimaRicaricaResponse,
  depositWithPaasRequest,
  depositWithPaasResponse,
  ricaricaRequest,
  ricaricaResponse,
} from '@conto-gioco/shared/deposit';
import {
  envelope,
  errorResponse,
  okEnvelope as ok,
  refusedEnvelope as refused,
} from '@conto-gioco/shared/envelope';
import { createDepositService } from './service.ts';

const tags = ['deposit'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

/** Ours: checkPrimaRicarica for a transaction that is not the player's (or does not exist). */
const TRANSACTION_NOT_FOUND = 'Transazione non trovata';

/**
 * The deposit calls (money.md §7 'Deposit'): Ricarica and DepositWithPaas start a deposit, the
 * first-deposit questions answer from our rows. CheckHierarchy (screen=deposit) is answered by the
 * status routes with depositAccess; the confirmation calls are in confirmation-routes.ts.
 */
export const depositRoutes = (options: {
  /** Deposits a player may start per minute (Ricarica and DepositWithPaas together). */
  startsPerMinute: number;
}): FastifyPluginAsyncZod =>
  async function (app) {
    const deposit = createDepositService({
      db: app.db,
      siteConfig: app.siteConfig,
      provider: app.paymentProvider,
      log: app.log,
    });
    // Per player, after the token check: every start writes a deposit and opens a provider payment.
    // One handler for both calls, so that they share the allowance.
    const startsLimit = app.rateLimit({
      max: options.startsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `deposit-starts:${request.player.playerId}`,
    });

    app.post('/api/Account/Ricarica', {
      schema: { tags, security, body: ricaricaRequest, response: { 200: ricaricaResponse, ...errors } },
      preHandler: startsLimit,
      handler: async (request) => {
        const { importo, metodo, email, code, promo, isMobile } = request.body;
        const result = await deposit.startDeposit(request.player.playerId, {
          amount: importo,
          method: { id: metodo },
          email,
          code,
          promo,
          isMobile,
        });
        if (!result.ok) return refused(result.code, result.message);
        const { transactionId, primaRicarica, action } = result.data;
        return ok({ transactionId, primaRicarica, action });
      },
    });

    app.post('/api/Account/DepositWithPaas', {
      schema: {
        tags,
        security,
        body: depositWithPaasRequest,
        response: { 200: depositWithPaasResponse, ...errors },
      },
      preHandler: startsLimit,
      handler: async (request) => {
        if (!(await app.siteConfig.isOn('DepositWithPaas_Enabled')))
          return refused(DEPOSIT_CODE.SECTION_DISABLED, DEPOSIT_MESSAGES.sectionDisabled);
        const result = await deposit.startDeposit(request.player.playerId, {
          amount: request.body.importo,
          method: { name: PAAS_METHOD_NAME },
        });
        if (!result.ok) return refused(result.code, result.message);
        return ok(app.paymentProvider.embedded(result.data.providerReference));
      },
    });

    app.get('/api/BetPlay/V3_CheckBonusPrimaRicarica', {
      schema: { tags, security, response: { 200: checkBonusPrimaRicaricaResponse, 401: errorResponse } },
      handler: async (request) => ok({ primaRicarica: await deposit.primaRicarica(request.player.playerId) }),
    });

    app.get('/api/payment/checkPrimaRicarica', {
      schema: {
        tags,
        security,
        querystring: checkPrimaRicaricaQuery,
        response: { 200: checkPrimaRicaricaResponse, ...errors },
      },
      handler: async (request) => {
        const first = await deposit.wasFirstDeposit(request.player.playerId, request.query.transactionId);
        return first === null ? envelope(-1, TRANSACTION_NOT_FOUND, false) : ok(first);
      },
    });
  };
