import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okEnvelope } from '@conto-gioco/shared/envelope';
import {
  codeDescResponse,
  codeDescriptionResponse,
  depositLimitSchema,
  depositLimitsResponse,
  exclusionRequestSchema,
  exclusionTypesResponse,
  readmissionRequestSchema,
} from '@conto-gioco/shared/responsible-gaming';
import { schedulePeriodic } from '../../lib/periodic-job.ts';
import { endDueExclusions } from './exclusions.ts';
import { createResponsibleGamingService } from './service.ts';

const tags = ['responsible-gaming'];
const security = [{ bearer: [] }];
const failures = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

/** Responsible gaming (content-profile.md §7): the deposit limit and self-exclusion; login required. */
export const responsibleGamingRoutes = (options: { jobEverySeconds: number }): FastifyPluginAsyncZod =>
  async function (app) {
    const service = createResponsibleGamingService({ db: app.db, sessions: app.sessions });
    // Ends the temporary exclusions whose period is over (and permanent ones readmitted); 0 never
    // (tests run endDueExclusions with their own clock).
    if (options.jobEverySeconds)
      schedulePeriodic(app, 'exclusion end job', options.jobEverySeconds, (now) =>
        endDueExclusions(app.db, now),
      );
    const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

    app.get('/api/Account/EL_GetLimitazioniDeposito', {
      schema: { tags, security, response: { 200: depositLimitsResponse, 401: errorResponse } },
      handler: async (request) => okEnvelope(await service.getLimits(request.player.playerId)),
    });

    app.post('/api/Account/SaveLimitazione', {
      schema: {
        tags,
        security,
        body: depositLimitSchema,
        response: { 200: codeDescriptionResponse, ...failures },
      },
      config: limited,
      handler: async (request) => {
        const result = await service.saveLimit(request.player.playerId, request.body);
        return result.ok
          ? {
              code: 0,
              description: result.message,
              decorrenza: result.data.decorrenza?.toISOString() ?? null,
            }
          : { code: result.code, description: result.message, decorrenza: null };
      },
    });

    // Ours: cancels a raise still waiting its 7 days.
    app.post('/api/Account/AnnullaLimitazione', {
      schema: { tags, security, response: { 200: codeDescriptionResponse, ...failures } },
      config: limited,
      handler: async (request) => {
        const result = await service.cancelPendingLimit(request.player.playerId);
        return { code: result.ok ? 0 : result.code, description: result.message, decorrenza: null };
      },
    });

    app.get('/api/Account/GetTipiAutoesclusioneTrasversale', {
      schema: { tags, security, response: { 200: exclusionTypesResponse, 401: errorResponse } },
      handler: async (request) => okEnvelope(await service.getExclusionTypes(request.player.playerId)),
    });

    app.post('/api/Account/SaveEsclusione', {
      schema: {
        tags,
        security,
        body: exclusionRequestSchema,
        response: { 200: codeDescResponse, ...failures },
      },
      config: limited,
      handler: async (request) => {
        const result = await service.saveExclusion(request.player.playerId, request.body);
        return { code: result.ok ? 0 : result.code, desc: result.message };
      },
    });

    // Ours: the written request that ends a permanent exclusion (after 6 months, effective 7 days later).
    app.post('/api/Account/RichiediRiammissione', {
      schema: {
        tags,
        security,
        body: readmissionRequestSchema,
        response: { 200: codeDescResponse, ...failures },
      },
      config: limited,
      handler: async (request) => {
        const result = await service.requestReadmission(
          request.player.playerId,
          request.body.tipoTrasversale,
        );
        return { code: result.ok ? 0 : result.code, desc: result.message };
      },
    });
  };
