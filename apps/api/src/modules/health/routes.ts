import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reconciliationRun } from '../reconciliation/job.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  /**
   * The figures of the last reconciliation with the payment provider this instance ran (checked,
   * settled, still open; counts only); null before its first, or while other instances hold its lock.
   */
  reconciliation: reconciliationRun.nullable(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', {
    schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
    handler: async (_request, reply) => {
      const up = await app.database.ping();
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        driver: app.database.driver,
        reconciliation: app.reconciliation.last,
      });
    },
  });
};
