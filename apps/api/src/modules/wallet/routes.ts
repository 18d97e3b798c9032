import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@conto-gioco/shared/envelope';
import { getMetodiPagamentoQuery, getMetodiPagamentoResponse } from '@conto-gioco/shared/payment-methods';
import { balanceResponse, refreshBalanceResponse } from '@conto-gioco/shared/wallet';
import { listPaymentMethods } from './payment-methods.ts';
import { readBalance } from './service.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Account/GetSaldo', {
    schema: { tags, security, response: { 200: balanceResponse, 401: errorResponse } },
    handler: async (request) => {
      const { soldi, prelevabile } = await readBalance(app.db, request.player.playerId);
      return { soldi, prelevabile };
    },
  });

  app.get('/api/Account/EL_RefreshBalance', {
    schema: { tags, security, response: { 200: refreshBalanceResponse, 401: errorResponse } },
    handler: async (request) => {
      const { soldi, prelevabile } = await readBalance(app.db, request.player.playerId);
      return { ErrorCode: 0, saldo: soldi, prelevabile };
    },
  });

  // Open: the methods, their limits and texts are the site's reference data, the same for everyone.
  app.get('/api/Account/GetMetodiPagamento', {
    schema: {
      tags,
      querystring: getMetodiPagamentoQuery,
      response: { 200: getMetodiPagamentoResponse, 400: errorResponse },
    },
    handler: async (request) => {
      const { Prelievo } = request.query;
      return listPaymentMethods(app.db, Prelievo === 'true' ? true : Prelievo === 'false' ? false : null);
    },
  });
};
