import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponse } from '@conto-gioco/shared/auth';
import { errorResponse } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { ssoLoginRequest } from '@conto-gioco/shared/sso';
import { sendError } from '../../lib/http.ts';
import { createSsoService, ssoSecret } from './service.ts';

export type SsoRoutesOptions = {
  /** config.ssoSharedSecret */
  sharedSecret: string | null;
  production: boolean;
  loginRateLimitPerMinute: number;
};

/** Single sign-on from a partner site (access.md §7 LoginUserSSO; the design is in docs/decisions.md). */
export const ssoRoutes = (options: SsoRoutesOptions): FastifyPluginAsyncZod =>
  async function (app) {
    const secret = ssoSecret(options.sharedSecret, options.production);
    const sso = secret ? createSsoService({ db: app.db, auth: app.auth, secret }) : null;
    if (!sso) app.log.warn('SSO_SHARED_SECRET is not set: LoginUserSSO is refused');

    app.post('/api/Account/LoginUserSSO', {
      schema: {
        tags: ['sso'],
        body: ssoLoginRequest,
        response: { 200: loginResponse, 400: errorResponse, 403: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: options.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        if (!sso) return sendError(reply, 403, SERVER_MESSAGES.ssoUnavailable);
        return sso.login(request.body);
      },
    });
  };
