import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okEnvelope, refusedEnvelope, toEnvelope } from '@conto-gioco/shared/envelope';
import {
  NOT_FOUND_MESSAGE,
  passkeysResponse,
  profileActionResponse,
  removePasskeyRequest,
  renamePasskeyRequest,
} from '@conto-gioco/shared/profile';
import {
  passkeyLoginRequest,
  passkeyLoginResponse,
  passkeyOptionsResponse,
  passkeyRegisterRequest,
  passkeyRegisterResponse,
} from '@conto-gioco/shared/passkeys';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { sendError } from '../../lib/http.ts';
import { relyingPartyFor, type RelyingParty } from './relying-party.ts';
import { createPasskeyService } from './service.ts';

const tags = ['passkeys'];
const security = [{ bearer: [] }];

export type PasskeyRoutesOptions = {
  /** config.passkeyOrigins: the only origins passkeys work on; null uses the request's own (not in production). */
  origins: string[] | null;
  production: boolean;
  loginRateLimitPerMinute: number;
};

/**
 * Passkeys (the spec's biometric login; the calls are ours, docs/decisions.md): a logged-in player
 * registers one, a visitor logs in with it. Module Biometrics_Enabled off: every call answers 403.
 */
export const passkeyRoutes = (options: PasskeyRoutesOptions): FastifyPluginAsyncZod =>
  async function (app) {
    const passkeys = createPasskeyService({ db: app.db, auth: app.auth });

    /** The relying party when the module is on and the origin allowed; otherwise the 403 is sent. */
    async function relyingParty(request: FastifyRequest, reply: FastifyReply): Promise<RelyingParty | null> {
      const rp = (await app.siteConfig.isOn('Biometrics_Enabled'))
        ? relyingPartyFor(request, { origins: options.origins, production: options.production })
        : null;
      if (!rp) sendError(reply, 403, SERVER_MESSAGES.biometricsUnavailable);
      return rp;
    }
    const loginRateLimit = { rateLimit: { max: options.loginRateLimitPerMinute, timeWindow: '1 minute' } };

    app.post('/api/Account/PasskeyRegistrationOptions', {
      schema: {
        tags,
        security,
        response: { 200: passkeyOptionsResponse, 401: errorResponse, 403: errorResponse },
      },
      handler: async (request, reply) => {
        const rp = await relyingParty(request, reply);
        if (!rp) return reply;
        const rpName = (await app.siteConfig.value('SiteName')) || 'Conto Gioco';
        const optionsJSON = await passkeys.registrationOptions(request.player.playerId, { ...rp, rpName });
        return okEnvelope(optionsJSON);
      },
    });

    app.post('/api/Account/PasskeyRegister', {
      schema: {
        tags,
        security,
        body: passkeyRegisterRequest,
        response: {
          200: passkeyRegisterResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
      handler: async (request, reply) => {
        const rp = await relyingParty(request, reply);
        if (!rp) return reply;
        return toEnvelope(await passkeys.register(request.player.playerId, request.body, rp));
      },
    });

    // The player's passkeys on the Sicurezza tab (issue 17): listed, renamed and removed whatever
    // Biometrics_Enabled says, so that a passkey can always be taken away.
    app.get('/api/Account/GetPasskeys', {
      schema: { tags, security, response: { 200: passkeysResponse, 401: errorResponse } },
      handler: async (request) =>
        okEnvelope(
          (await passkeys.list(request.player.playerId)).map((passkey) => ({
            id: passkey.id,
            nome: passkey.name,
            creato: passkey.createdAt.toISOString(),
            ultimoUso: passkey.lastUsedAt?.toISOString() ?? null,
          })),
        ),
    });

    app.post('/api/Account/RenamePasskey', {
      schema: {
        tags,
        security,
        body: renamePasskeyRequest,
        response: { 200: profileActionResponse, 400: errorResponse, 401: errorResponse },
      },
      handler: async (request) =>
        (await passkeys.rename(request.player.playerId, request.body.id, request.body.nome))
          ? okEnvelope(null)
          : refusedEnvelope(-1, NOT_FOUND_MESSAGE),
    });

    app.post('/api/Account/RemovePasskey', {
      schema: {
        tags,
        security,
        body: removePasskeyRequest,
        response: { 200: profileActionResponse, 400: errorResponse, 401: errorResponse },
      },
      handler: async (request) =>
        (await passkeys.remove(request.player.playerId, request.body.id))
          ? okEnvelope(null)
          : refusedEnvelope(-1, NOT_FOUND_MESSAGE),
    });

    app.post('/api/Account/PasskeyLoginOptions', {
      schema: { tags, response: { 200: passkeyOptionsResponse, 403: errorResponse, 429: errorResponse } },
      config: loginRateLimit,
      handler: async (request, reply) => {
        const rp = await relyingParty(request, reply);
        if (!rp) return reply;
        return okEnvelope(await passkeys.loginOptions(rp));
      },
    });

    app.post('/api/Account/LoginUserPasskey', {
      schema: {
        tags,
        body: passkeyLoginRequest,
        response: { 200: passkeyLoginResponse, 400: errorResponse, 403: errorResponse, 429: errorResponse },
      },
      config: loginRateLimit,
      handler: async (request, reply) => {
        const rp = await relyingParty(request, reply);
        if (!rp) return reply;
        return passkeys.login(request.body, rp, { address: request.ip });
      },
    });
  };
