import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okEnvelope, refusedEnvelope, toEnvelope } from '@conto-gioco/shared/envelope';
import {
  DOCUMENT_STATES,
  activateTwoFactorRequest,
  activateTwoFactorResponse,
  anagraficaResponse,
  confirmContactChangeRequest,
  deactivateTwoFactorRequest,
  devicesResponse,
  documentStatesResponse,
  forgetDeviceRequest,
  NOT_FOUND_MESSAGE,
  loginHistoryResponse,
  profileActionResponse,
  requestContactChangeRequest,
  updateUserRequest,
  updateUserResponse,
  verifyTwoFactorRequest,
} from '@conto-gioco/shared/profile';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { forgetDevice, listDevices } from '../auth/players.ts';
import { recentLoginEvents } from '../security/audit.ts';
import { createProfileService } from './service.ts';

/** The login-origin fields of the Sicurezza tab's lists. */
const originOf = (userAgent: string | null, address: string | null) => {
  const device = describeUserAgent(userAgent);
  return { browser: device?.browser ?? null, sistema: device?.system ?? null, indirizzo: address };
};

const tags = ['profile'];
const security = [{ bearer: [] }];
const failures = { 400: errorResponse, 401: errorResponse };

/**
 * The profile area's calls (content-profile.md §7; issue 17). RequestContactChange and
 * ConfirmContactChange are ours (docs/decisions.md "Profile (issue 17)").
 */
export const profileRoutes: FastifyPluginAsyncZod = async function (app) {
  const profile = createProfileService({ db: app.db, siteConfig: app.siteConfig, outbox: app.outbox });

  app.get('/api/Account/EL_GetAnagrafica', {
    schema: { tags, security, response: { 200: anagraficaResponse, ...failures } },
    handler: async (request) => okEnvelope(await profile.anagrafica(request.player.playerId)),
  });

  app.get('/api/Account/GetTipiStatoDocumenti', {
    schema: { tags, security, response: { 200: documentStatesResponse, ...failures } },
    handler: async () => okEnvelope(DOCUMENT_STATES.map((state) => ({ ...state }))),
  });

  app.post('/api/Account/UpdateUser', {
    schema: { tags, security, body: updateUserRequest, response: { 200: updateUserResponse, ...failures } },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const result = await profile.updateUser(request.player.playerId, request.body);
      return result.ok
        ? { ErrorCode: 0, ErrorMessage: result.message }
        : { ErrorCode: result.code, ErrorMessage: result.message };
    },
  });

  app.post('/api/Account/RequestContactChange', {
    schema: {
      tags,
      security,
      body: requestContactChangeRequest,
      response: { 200: profileActionResponse, ...failures },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) =>
      toEnvelope(await profile.requestContactChange(request.player.playerId, request.body)),
  });

  app.post('/api/Account/ConfirmContactChange', {
    schema: {
      tags,
      security,
      body: confirmContactChangeRequest,
      response: { 200: profileActionResponse, ...failures },
    },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request) =>
      toEnvelope(await profile.confirmContactChange(request.player.playerId, request.body)),
  });

  app.post('/api/Account/ActivateTwoFactor', {
    schema: {
      tags,
      security,
      body: activateTwoFactorRequest,
      response: { 200: activateTwoFactorResponse, ...failures },
    },
    handler: async (request) => toEnvelope(await profile.activateTwoFactor(request.player.playerId)),
  });

  app.post('/api/Account/VerifyTwoFactor', {
    schema: {
      tags,
      security,
      body: verifyTwoFactorRequest,
      response: { 200: profileActionResponse, ...failures },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) =>
      toEnvelope(await profile.verifyTwoFactor(request.player.playerId, request.body.twofactor)),
  });

  app.post('/api/Account/DeactivateTwoFactor', {
    schema: {
      tags,
      security,
      body: deactivateTwoFactorRequest,
      response: { 200: profileActionResponse, ...failures },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) =>
      toEnvelope(await profile.deactivateTwoFactor(request.player.playerId, request.body.password)),
  });

  app.get('/api/Account/GetLoginHistory', {
    schema: { tags, security, response: { 200: loginHistoryResponse, ...failures } },
    handler: async (request) => {
      const events = await recentLoginEvents(app.db, request.player.playerId, 20);
      return okEnvelope(
        events.map((entry) => ({
          data: entry.at.toISOString(),
          esito: ['login', 'passkey-login', 'sso-login', 'recovery-password-used'].includes(entry.event)
            ? ('ok' as const)
            : ('refused' as const),
          evento: entry.event,
          metodo: entry.method,
          ...originOf(entry.userAgent, entry.address),
        })),
      );
    },
  });

  app.get('/api/Account/GetDevices', {
    schema: { tags, security, response: { 200: devicesResponse, ...failures } },
    handler: async (request) =>
      okEnvelope(
        (await listDevices(app.db, request.player.playerId)).map((device) => ({
          id: device.id,
          creato: device.createdAt.toISOString(),
          ultimoUso: device.lastUsedAt.toISOString(),
          autorizzato: device.authorisedAt !== null,
          ...originOf(device.userAgent, device.lastAddress),
        })),
      ),
  });

  app.post('/api/Account/ForgetDevice', {
    schema: {
      tags,
      security,
      body: forgetDeviceRequest,
      response: { 200: profileActionResponse, ...failures },
    },
    handler: async (request) =>
      (await forgetDevice(app.db, request.player.playerId, request.body.id))
        ? okEnvelope(null)
        : refusedEnvelope(-1, NOT_FOUND_MESSAGE),
  });
};
