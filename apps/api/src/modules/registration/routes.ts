import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, okEnvelope as ok } from '@conto-gioco/shared/envelope';
import {
  checkNickQuery,
  checkNickResponse,
  defaultNewsletterResponse,
  depositLimitOptionsResponse,
  emptyResponse,
  generateCfRequest,
  generateCfResponse,
  listResponse,
  municipalitiesResponse,
  municipalitySearchQuery,
  nationsResponse,
  preRegisterRequest,
  registrationResponse,
  reversedCfQuery,
  reversedCfResponse,
  sendOtpQuery,
  verifyOtpQuery,
  verifyRegisterResponse,
  vnePrefillQuery,
  vnePrefillResponse,
} from '@conto-gioco/shared/registration';
import { registrationRequest, verifyRegisterRequest } from '@conto-gioco/shared/registration-requests';
import {
  DEFAULT_NEWSLETTER,
  DOCUMENT_ISSUERS,
  DOCUMENT_TYPES,
  depositLimitOptions,
  searchBirthMunicipalities,
  searchMunicipalities,
} from './reference-data.ts';
import type { RegisterCall } from './rules.ts';
import { createRegistrationService } from './service.ts';
import { localVneAdapter, VNE_DEMO_SOURCES } from './vne.ts';

const tags = ['registration'];

/**
 * The mobile is checked by the service against the site's own pattern (MobileNumberRegExpr), which
 * may allow more than the Italian numbers the shared schema expects.
 */
const registrationBody = registrationRequest.extend({ cellulare: z.string().trim().min(1).max(20) });

/**
 * Registration (access.md §2 'Registration page', §4 'Registration flow', §7): the reference lists,
 * the fiscal-code helpers, the username check, pre-registration, verification with OTPs, and the
 * three register calls. Open calls, rate-limited per address.
 */
export const registrationRoutes = (options: {
  /** Calls allowed per address per minute on the calls that write or send something. */
  rateLimitPerMinute: number;
}): FastifyPluginAsyncZod =>
  async function (app) {
    const registration = createRegistrationService({
      db: app.db,
      outbox: app.outbox,
      siteConfig: app.siteConfig,
      botCheck: app.botCheck,
      auth: app.auth,
      vne: localVneAdapter(VNE_DEMO_SOURCES),
    });
    const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };
    // Type-ahead and the username check run on debounced keystrokes: more room, still bounded.
    const typeAheadLimit = { max: options.rateLimitPerMinute * 4, timeWindow: '1 minute' };
    const errors = { 400: errorResponse, 429: errorResponse };

    // ---------- lists ----------

    app.get('/api/Account/GetNazioni', {
      schema: { tags, response: { 200: nationsResponse } },
      handler: async () => ok(await registration.nations()),
    });

    app.get('/api/Account/GetComuniNascita', {
      schema: {
        tags,
        querystring: municipalitySearchQuery,
        response: { 200: municipalitiesResponse, ...errors },
      },
      config: { rateLimit: typeAheadLimit },
      handler: async (request) => ok(searchBirthMunicipalities(request.query.search)),
    });

    app.get('/api/Account/GetComuni', {
      schema: {
        tags,
        querystring: municipalitySearchQuery,
        response: { 200: municipalitiesResponse, ...errors },
      },
      config: { rateLimit: typeAheadLimit },
      handler: async (request) => ok(searchMunicipalities(request.query.search)),
    });

    app.get('/api/Account/GetTipiDocumenti', {
      schema: { tags, response: { 200: listResponse } },
      handler: async () => ok(DOCUMENT_TYPES),
    });

    app.get('/api/Account/GetEmittenteDocumento', {
      schema: { tags, response: { 200: listResponse } },
      handler: async () => ok(DOCUMENT_ISSUERS),
    });

    app.get('/api/Account/GetDefaultNewsletter', {
      schema: { tags, response: { 200: defaultNewsletterResponse } },
      handler: async () => ok(DEFAULT_NEWSLETTER),
    });

    // Ours: the deposit-limit options in the site's order.
    app.get('/api/Account/GetLimitiDeposito', {
      schema: { tags, response: { 200: depositLimitOptionsResponse } },
      handler: async () => ok(depositLimitOptions(await app.siteConfig.value('DepositLimitOptionsOrder'))),
    });

    // ---------- fiscal code ----------

    app.post('/api/Account/GenerateCF', {
      schema: { tags, body: generateCfRequest, response: { 200: generateCfResponse, ...errors } },
      config: { rateLimit: typeAheadLimit },
      handler: (request) => registration.generateCf(request.body),
    });

    app.get('/api/Account/ReversedCF', {
      schema: { tags, querystring: reversedCfQuery, response: { 200: reversedCfResponse, ...errors } },
      config: { rateLimit: typeAheadLimit },
      handler: (request) => registration.reversedCf(request.query.catastale),
    });

    // ---------- username, pre-registration, verification ----------

    // Ours (access.md §7 does not show the endpoint); bot action AccountCheckNick.
    app.get('/api/Account/CheckNick', {
      schema: { tags, querystring: checkNickQuery, response: { 200: checkNickResponse, ...errors } },
      config: { rateLimit: typeAheadLimit },
      handler: (request) => registration.checkNick(request.query.username, request.query.recaptcha),
    });

    app.post('/api/Account/PreRegister', {
      schema: { tags, body: preRegisterRequest, response: { 200: emptyResponse, ...errors } },
      config: { rateLimit },
      handler: (request) => registration.preRegister(request.body),
    });

    app.post('/api/Account/VerifyRegister', {
      schema: { tags, body: verifyRegisterRequest, response: { 200: verifyRegisterResponse, ...errors } },
      config: { rateLimit },
      handler: (request) => registration.verifyRegister(request.body, { address: request.ip }),
    });

    app.get('/api/Account/VerifyOtpCode', {
      schema: { tags, querystring: verifyOtpQuery, response: { 200: emptyResponse, ...errors } },
      config: { rateLimit },
      handler: (request) => registration.verifyOtp(request.query),
    });

    // Ours: a new OTP of the type for the pending registration.
    app.get('/api/Account/SendOtpCode', {
      schema: { tags, querystring: sendOtpQuery, response: { 200: emptyResponse, ...errors } },
      config: { rateLimit },
      handler: (request) => registration.sendOtp(request.query),
    });

    // Ours: the VNE adapter (the spec's external registration-data service).
    app.get('/api/Account/GetVnePrefill', {
      schema: { tags, querystring: vnePrefillQuery, response: { 200: vnePrefillResponse, ...errors } },
      config: { rateLimit },
      handler: (request) => registration.vnePrefill(request.query.sourceId),
    });

    // ---------- the account ----------

    for (const call of ['Register', 'RegisterUser', 'RegisterMulti'] satisfies RegisterCall[]) {
      app.post(`/api/Account/${call}`, {
        schema: { tags, body: registrationBody, response: { 200: registrationResponse, ...errors } },
        config: { rateLimit },
        handler: (request) => registration.register(call, request.body),
      });
    }
  };
