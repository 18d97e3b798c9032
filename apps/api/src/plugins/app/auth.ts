import type { onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import type { RevocationBus } from '../../lib/revocation-bus.ts';
import { createAuthService, type AuthService } from '../../modules/auth/service.ts';
import { SessionStore } from '../../modules/auth/sessions.ts';
import { createTokenSigner } from '../../modules/auth/tokens.ts';
import { authPorts } from './auth-ports.ts';
import { bearerToken, sendError } from '../../lib/http.ts';

export type AuthContext = { playerId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    sessions: SessionStore;
  }
  interface FastifyRequest {
    player: AuthContext;
  }
  interface FastifyContextConfig {
    /**
     * For a call that needs a login and differs from the others: the body of its 401 (default: the
     * error envelope). The token travels in the Authorization header only, never in the query,
     * where access logs and browser history would keep it.
     */
    login?: { unauthorized?: object };
  }
}

/** A call needs a login when its OpenAPI security demands the bearer token (not merely accepts it). */
function needsLogin(route: RouteOptions): boolean {
  const security = (route.schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  return !!security?.length && security.every((requirement) => 'bearer' in requirement);
}

export default fp<{ jwtSecret: string; sessionIdleSeconds: number; revocationBus: RevocationBus }>(
  async (app, options) => {
    const sessions = new SessionStore(app.db, options.sessionIdleSeconds, options.revocationBus);
    app.decorate('sessions', sessions);
    app.decorate(
      'auth',
      createAuthService({
        db: app.db,
        sessionStore: sessions,
        signer: createTokenSigner(options.jwtSecret),
        ports: authPorts(app.outbox),
        isModuleOn: (name) => app.siteConfig.isOn(name),
      }),
    );
    app.decorateRequest('player', null as unknown as AuthContext);

    // The token is checked first, on request, before the body is read or validated: a call without
    // a valid token answers 401 whatever it sent, and never describes its schema.
    const requireLogin: onRequestAsyncHookHandler = async (request, reply) => {
      const login = request.routeOptions.config.login;
      const token = bearerToken(request);
      const auth = token ? await app.auth.authenticate(token) : null;
      if (auth) {
        request.player = auth;
        return;
      }
      if (login?.unauthorized) return reply.code(401).send(login.unauthorized);
      return sendError(reply, 401, SERVER_MESSAGES.unauthorized);
    };
    // Wired once for every route that declares it needs a login, after the route's own onRequest
    // hooks (its rate limit counts refused tokens too).
    app.addHook('onRoute', (route) => {
      if (!needsLogin(route)) return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...own, requireLogin];
    });
    app.addHook('onClose', () => options.revocationBus.close());
  },
  { name: 'auth', dependencies: ['database'] },
);
