import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  betsessionQuery,
  type CheckAuthResponse,
  checkAuthQuery,
  checkAuthResponse,
  deviceSmsQuery,
  deviceSmsResponse,
  deviceVerifyQuery,
  LOGIN_CODE,
  loginRequest,
  loginResponse,
  logoutResponse,
  refreshTokenResponse,
} from '@conto-gioco/shared/auth';
import { errorResponse, okEnvelope, refusedEnvelope, toEnvelope } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';

const tags = ['auth'];
const security = [{ bearer: [] }];
const checkAuthRefused: CheckAuthResponse = {
  Success: false,
  UserData: null,
  ClientSettings: null,
  Message: SERVER_MESSAGES.unauthorized,
  Token: null,
};

export const authRoutes = (options: { loginRateLimitPerMinute: number }): FastifyPluginAsyncZod =>
  async function (app) {
    app.post('/api/Account/LoginUser2FA', {
      schema: {
        tags,
        body: loginRequest,
        response: { 200: loginResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: options.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      handler: async (request) => {
        if (!(await app.botCheck.verify(request.body.recaptcha, 'AccountLogin'))) {
          return refusedEnvelope(LOGIN_CODE.botCheckFailed, SERVER_MESSAGES.botCheckFailed);
        }
        return app.auth.login(request.body, { address: request.ip });
      },
    });

    // Device authorisation (-3333): the device token the login sent names the pending device.
    app.get('/api/Account/sendAuthDeviceSMS', {
      schema: {
        tags,
        querystring: deviceSmsQuery,
        response: { 200: deviceSmsResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request) => toEnvelope(await app.auth.sendDeviceSms(request.query.player_device)),
    });

    app.get('/api/Account/verifyAuthDeviceSMS', {
      schema: {
        tags,
        querystring: deviceVerifyQuery,
        response: { 200: deviceSmsResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      handler: async (request) =>
        toEnvelope(await app.auth.verifyDevice(request.query.player_device, request.query.code)),
    });

    app.get('/api/Account/CheckAuth', {
      schema: {
        tags,
        security,
        querystring: checkAuthQuery,
        response: { 200: checkAuthResponse, 401: checkAuthResponse },
      },
      // A refusal keeps CheckAuth's own shape. The app shell's appToken comes as the bearer token
      // too: the web app moves it from the page's address to the header (decisions.md, issue 22).
      config: { login: { unauthorized: checkAuthRefused } },
      handler: async (request, reply) => {
        const current = await app.auth.checkAuth(request.player);
        if (!current) return reply.code(401).send(checkAuthRefused);
        return {
          Success: true,
          UserData: current.userData,
          ClientSettings: current.clientSettings,
          Message: request.player.sessionId,
          Token: current.token,
        };
      },
    });

    app.get('/api/Account/RefreshToken', {
      schema: {
        tags,
        security,
        querystring: betsessionQuery,
        response: { 200: refreshTokenResponse, 401: errorResponse },
      },
      handler: async (request) => okEnvelope({ Token: await app.auth.refreshToken(request.player) }),
    });

    app.get('/api/Account/LogoutUser', {
      schema: {
        tags,
        security,
        querystring: betsessionQuery,
        response: { 200: logoutResponse, 401: errorResponse },
      },
      handler: async (request) => {
        // The bearer token names the session to close; a betsession of another session is ignored.
        await app.auth.logout(request.player.sessionId);
        return okEnvelope(null);
      },
    });
  };
