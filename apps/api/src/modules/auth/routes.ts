import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  betsessionQuery,
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
import { errorResponse } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { bearerToken } from '../../plugins/app/auth.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];

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
          return {
            ResponseCode: LOGIN_CODE.botCheckFailed,
            ResponseMessage: SERVER_MESSAGES.botCheckFailed,
            ResponseData: null,
          };
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
      handler: async (request) => {
        const result = await app.auth.sendDeviceSms(request.query.player_device);
        return { ResponseCode: result.code, ResponseMessage: result.message, ResponseData: null };
      },
    });

    app.get('/api/Account/verifyAuthDeviceSMS', {
      schema: {
        tags,
        querystring: deviceVerifyQuery,
        response: { 200: deviceSmsResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      handler: async (request) => {
        const result = await app.auth.verifyDevice(request.query.player_device, request.query.code);
        return { ResponseCode: result.code, ResponseMessage: result.message, ResponseData: null };
      },
    });

    app.get('/api/Account/CheckAuth', {
      schema: {
        tags,
        security,
        querystring: checkAuthQuery,
        response: { 200: checkAuthResponse, 401: checkAuthResponse },
      },
      handler: async (request, reply) => {
        const token = bearerToken(request) ?? request.query.token;
        const auth = token ? await app.auth.authenticate(token) : null;
        const current = auth ? await app.auth.checkAuth(auth) : null;
        if (!auth || !current) {
          return reply.code(401).send({
            Success: false,
            UserData: null,
            ClientSettings: null,
            Message: SERVER_MESSAGES.unauthorized,
            Token: null,
          });
        }
        return {
          Success: true,
          UserData: current.userData,
          ClientSettings: current.clientSettings,
          Message: auth.sessionId,
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
      preHandler: app.requireAuth,
      handler: async (request) => ({
        ResponseCode: 0,
        ResponseMessage: '',
        ResponseData: { Token: await app.auth.refreshToken(request.player) },
      }),
    });

    app.get('/api/Account/LogoutUser', {
      schema: {
        tags,
        security,
        querystring: betsessionQuery,
        response: { 200: logoutResponse, 401: errorResponse },
      },
      preHandler: app.requireAuth,
      handler: async (request) => {
        // The bearer token names the session to close; a betsession of another session is ignored.
        await app.auth.logout(request.player.sessionId);
        return { ResponseCode: 0, ResponseMessage: '', ResponseData: null };
      },
    });
  };
