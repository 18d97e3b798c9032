import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateFormSchema, affiliateResponse } from '@conto-gioco/shared/affiliate';
import { errorResponse } from '@conto-gioco/shared/envelope';
import type { AffiliateService } from '../../adapters/affiliate/service.ts';

/**
 * Ours: the affiliate application (content-profile.md §2 'Affiliate and SSO', open). The spec's
 * page posts to an external service; here the page posts to this call, which hands the checked
 * form to the affiliate adapter and answers its { success, message }.
 */
export const affiliateRoutes = (options: {
  service: AffiliateService;
  rateLimitPerMinute: number;
}): FastifyPluginAsyncZod =>
  async function (app) {
    app.post('/api/Affiliate/SendRequest', {
      schema: {
        tags: ['affiliate'],
        body: affiliateFormSchema,
        response: { 200: affiliateResponse, 400: errorResponse, 429: errorResponse },
      },
      // Open and writing: the registration's limit per address and minute.
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
      handler: async (request) => options.service.submit(request.body, new Date()),
    });
  };
