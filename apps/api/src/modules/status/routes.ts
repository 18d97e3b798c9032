import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, okEnvelope, refusedEnvelope } from '@conto-gioco/shared/envelope';
import {
  EMAIL_VERIFIED_CODE,
  STATUS_SERVER_MESSAGES as MSG,
  accountStatusResponse,
  checkHierarchyQuery,
  checkHierarchyResponse,
  confirmMobileRequest,
  confirmMobileResponse,
  resendEmailQuery,
  setEmailVerifiedQuery,
  statusActionResponse,
} from '@conto-gioco/shared/status';
import { DEPOSIT_CODE } from '@conto-gioco/shared/deposit';
import { WITHDRAWAL_CODE } from '@conto-gioco/shared/withdrawal';
import { bearerToken } from '../../lib/http.ts';
import { findPlayerById } from '../auth/players.ts';
import { depositAccess } from './deposit-access.ts';
import { withdrawalAccess } from './withdrawal-access.ts';
import { createStatusService } from './service.ts';

const tags = ['status'];
const security = [{ bearer: [] }];
const ok = (message: string) => okEnvelope(null, message);

/**
 * The account-status calls (access.md §7): the status items (ours: the spec computes them in the
 * browser), terms, mobile and e-mail confirmation, and CheckHierarchy.
 */
export const statusRoutes = (options: { production: boolean }): FastifyPluginAsyncZod =>
  async function (app) {
    const status = createStatusService({ db: app.db, siteConfig: app.siteConfig, outbox: app.outbox });

    /**
     * Where the e-mail link points. Outside production the address the player used (local runs and
     * tests); in production the configured site domain, never a Host header a stranger could forge.
     */
    const siteBaseUrl = async (request: FastifyRequest) => {
      if (!options.production) return `${request.protocol}://${request.host}`;
      return `https://${(await app.siteConfig.value('SiteDomain')) ?? request.host}`;
    };

    app.get('/api/Account/GetAccountStatus', {
      schema: { tags, security, response: { 200: accountStatusResponse, 401: errorResponse } },
      handler: async (request) => okEnvelope(await status.getStatus(request.player.playerId)),
    });

    app.post('/api/Account/AcceptTerms', {
      schema: { tags, security, response: { 200: statusActionResponse, 401: errorResponse } },
      handler: async (request) => {
        await status.acceptTerms(request.player.playerId);
        return ok(MSG.termsAccepted);
      },
    });

    app.get('/api/Account/SendMobileConfirmation', {
      schema: {
        tags,
        security,
        response: { 200: statusActionResponse, 401: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      handler: async (request) => {
        await status.sendMobileConfirmation(request.player.playerId);
        return ok(MSG.mobileCodeSent);
      },
    });

    app.post('/api/Account/ConfirmMobile', {
      schema: {
        tags,
        security,
        body: confirmMobileRequest,
        response: { 200: confirmMobileResponse, 400: errorResponse, 401: errorResponse },
      },
      handler: (request) => status.confirmMobile(request.player.playerId, request.body.code),
    });

    app.get('/api/Account/ResendEmailConfirmation', {
      schema: {
        tags,
        querystring: resendEmailQuery,
        response: { 200: statusActionResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      handler: async (request) => {
        // Open, so that a player can ask before logging in; a logged-in player gets mail for their own account only.
        const token = bearerToken(request);
        const auth = token ? await app.auth.authenticate(token) : null;
        await status.resendEmailConfirmation(
          request.query.email,
          await siteBaseUrl(request),
          auth?.playerId ?? null,
        );
        return ok(MSG.emailLinkSent);
      },
    });

    app.get('/api/Account/SetEmailMobileVerified', {
      schema: {
        tags,
        querystring: setEmailVerifiedQuery,
        response: { 200: statusActionResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request) => {
        const { email, code, source } = request.query;
        const verified = await status.setEmailVerified(email, code, source);
        return verified
          ? ok(MSG.emailVerified)
          : refusedEnvelope(EMAIL_VERIFIED_CODE.invalidLink, MSG.emailLinkInvalid);
      },
    });

    app.get('/api/Account/CheckHierarchy', {
      schema: {
        tags,
        security,
        querystring: checkHierarchyQuery,
        response: { 200: checkHierarchyResponse, 400: errorResponse, 401: errorResponse },
      },
      handler: async (request) => {
        const { screen } = request.query;
        if (screen === 'deposit') {
          // The deposit calls' own rules and codes (status/deposit-access.ts), so the screen can tell why.
          const player = await findPlayerById(app.db, request.player.playerId);
          const { code, message } = await depositAccess(player!, app.siteConfig);
          return envelope(code, message, code === DEPOSIT_CODE.OK);
        }
        if (screen === 'withdrawal') {
          // The withdrawal calls' own rules and codes (status/withdrawal-access.ts).
          const player = await findPlayerById(app.db, request.player.playerId);
          const { code, message } = await withdrawalAccess(player!, app.siteConfig);
          return envelope(code, message, code === WITHDRAWAL_CODE.OK);
        }
        const { allowed, message } = await status.checkHierarchy(request.player.playerId, screen);
        return envelope(allowed ? 0 : -1, message, allowed);
      },
    });
  };
