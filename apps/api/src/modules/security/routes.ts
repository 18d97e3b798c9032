import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { botCheckChallenge, botCheckChallengeQuery } from '@conto-gioco/shared/bot-check';
import { errorResponse } from '@conto-gioco/shared/envelope';

const tags = ['security'];

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Ours: the bot-protection widget (ALTCHA) fetches its proof-of-work challenge here.
  app.get('/api/Account/BotCheckChallenge', {
    schema: {
      tags,
      querystring: botCheckChallengeQuery,
      response: { 200: botCheckChallenge, 400: errorResponse, 429: errorResponse },
    },
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      // Each challenge is new and single-use: no cache may keep one.
      reply.header('cache-control', 'no-store');
      return app.botCheck.challenge(request.query.action);
    },
  });
};
