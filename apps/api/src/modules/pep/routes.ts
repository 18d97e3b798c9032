import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okEnvelope } from '@conto-gioco/shared/envelope';
import { pepInfoResponse, pepInfoSchema, setPepInfoResponse } from '@conto-gioco/shared/pep';
import { createPepService } from './service.ts';

const tags = ['pep'];
const security = [{ bearer: [] }];

/** EL_GetPepInfo and EL_SetPepInfo (content-profile.md §7); login required. */
export const pepRoutes: FastifyPluginAsyncZod = async (app) => {
  const pep = createPepService({ db: app.db });

  app.get('/api/Account/EL_GetPepInfo', {
    schema: { tags, security, response: { 200: pepInfoResponse, 401: errorResponse } },
    handler: async (request) => okEnvelope(await pep.get(request.player.playerId)),
  });

  app.post('/api/Account/EL_SetPepInfo', {
    schema: {
      tags,
      security,
      body: pepInfoSchema,
      response: { 200: setPepInfoResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      await pep.save(request.player.playerId, request.body);
      return okEnvelope(null);
    },
  });
};
