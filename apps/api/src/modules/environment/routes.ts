import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okEnvelope, refusedEnvelope } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { siteModuleQuery, siteModuleResponse, siteModulesResponse } from '@conto-gioco/shared/site-config';

const tags = ['environment'];

export const environmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Environment/GetSiteModule', {
    schema: { tags, querystring: siteModuleQuery, response: { 200: siteModuleResponse, 400: errorResponse } },
    handler: async (request) => {
      const value = await app.siteConfig.get(request.query.siteModule);
      return value === null ? refusedEnvelope(1, SERVER_MESSAGES.unknownSiteModule) : okEnvelope(value);
    },
  });

  // Ours, beside the spec's call: the web app reads every public switch in one request at start.
  app.get('/api/Environment/GetSiteModules', {
    schema: { tags, response: { 200: siteModulesResponse } },
    handler: async () => okEnvelope(await app.siteConfig.publicValues()),
  });
};
