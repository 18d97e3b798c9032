import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@conto-gioco/shared/envelope';
import { balanceResponse, refreshBalanceResponse } from '@conto-gioco/shared/wallet';
import { readBalance } from './service.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Account/GetSaldo', {
    schema: { tags, security, response: { 200: balanceResponse, 401: errorResponse } },
    preHandler: app.requireAuth,
    handler: async (request) => {
      const { soldi, prelevabile } = await readBalance(app.db, request.player.playerId);
      return { soldi, prelevabile };
    },
  });

  app.get('/api/Account/EL_RefreshBalance', {
    schema: { tags, security, response: { 200: refreshBalanceResponse, 401: errorResponse } },
    preHandler: app.requireAuth,
    handler: async (request) => {
      const { soldi, prelevabile } = await readBalance(app.db, request.player.playerId);
      return { ErrorCode: 0, saldo: soldi, prelevabile };
    },
  });
};
