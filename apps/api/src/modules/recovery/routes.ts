import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_CODE } from '@conto-gioco/shared/auth-codes';
import { envelope, errorResponse, okEnvelope, refusedEnvelope } from '@conto-gioco/shared/envelope';
import {
  changePasswordRequest,
  changePasswordResponse,
  getSecurityQuestionRequest,
  getSecurityQuestionResponse,
  recoveryResult,
  recuperoPassRequest,
  recuperoUserRequest,
} from '@conto-gioco/shared/recovery';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { createRecoveryService } from './service.ts';

const tags = ['recovery'];

/**
 * Password and username recovery (open calls, throttled by the service, rate-limited per address)
 * and the password change of a logged-in player.
 */
export const recoveryRoutes = (options: {
  /** Keys the decoy security questions (the API's signing secret). */
  secret: string;
  /** Recovery calls allowed per address per minute. */
  rateLimitPerMinute: number;
}): FastifyPluginAsyncZod =>
  async function (app) {
    const recovery = createRecoveryService({
      db: app.db,
      outbox: app.outbox,
      sessions: app.sessions,
      secret: options.secret,
    });
    const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

    app.post('/api/Account/GetSecurityQuestion', {
      schema: {
        tags,
        body: getSecurityQuestionRequest,
        response: { 200: getSecurityQuestionResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit },
      handler: async (request) => {
        if (!(await app.botCheck.verify(request.body.Recaptcha, 'AccountSecurityQuestion'))) {
          return refusedEnvelope(LOGIN_CODE.botCheckFailed, SERVER_MESSAGES.botCheckFailed);
        }
        return okEnvelope(await recovery.securityQuestion(request.body));
      },
    });

    app.post('/api/Account/RecuperoPass', {
      schema: {
        tags,
        body: recuperoPassRequest,
        response: { 200: recoveryResult, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit },
      handler: (request) => recovery.recoverPassword(request.body, { address: request.ip }),
    });

    app.post('/api/Account/RecuperoUser', {
      schema: {
        tags,
        body: recuperoUserRequest,
        response: { 200: recoveryResult, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit },
      handler: (request) => recovery.recoverUsername(request.body, { address: request.ip }),
    });

    app.post('/api/Account/EL_ChangePassword', {
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, 400: errorResponse, 401: errorResponse },
      },
      handler: async (request) => {
        const result = await recovery.changePassword(request.player.playerId, request.body);
        return envelope(result.returnCode, result.returnCode === 0 ? '' : result.returnDescription, result);
      },
    });
  };
