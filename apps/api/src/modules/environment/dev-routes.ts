import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { sendError } from '../../lib/http.ts';

const siteConfigChange = z.object({ name: z.string().trim().min(1).max(100), value: z.string().max(2000) });

/**
 * Development only (registered outside production, app.ts): switches a site module or variable so
 * that an end-to-end journey can try a configuration, then put the previous value back.
 */
export const devSiteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/dev/site-config', {
    schema: {
      tags: ['development'],
      body: siteConfigChange,
      response: {
        200: z.object({ name: z.string(), previous: z.string(), value: z.string() }),
        400: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const { name, value } = request.body;
      const previous = await app.siteConfig.value(name);
      if (previous === null) return sendError(reply, 404, SERVER_MESSAGES.unknownSiteModule);
      await app.siteConfig.set(name, value);
      return { name, previous, value };
    },
  });
};
