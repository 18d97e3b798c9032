import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import type { RevocationBus } from '../../lib/revocation-bus.ts';
import { createAuthService, type AuthService } from '../../modules/auth/service.ts';
import { SessionStore } from '../../modules/auth/sessions.ts';
import { createTokenSigner } from '../../modules/auth/tokens.ts';
import { sendError } from './errors.ts';

export type AuthContext = { playerId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    sessions: SessionStore;
    /** preHandler of every non-open call: 401 unless the bearer token names an open session. */
    requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    player: AuthContext;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
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
        outbox: app.outbox,
        isModuleOn: (name) => app.siteConfig.isOn(name),
      }),
    );
    app.decorateRequest('player', null as unknown as AuthContext);
    app.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request);
      const auth = token ? await app.auth.authenticate(token) : null;
      if (!auth) return void sendError(reply, 401, SERVER_MESSAGES.unauthorized);
      request.player = auth;
    });
    app.addHook('onClose', () => options.revocationBus.close());
  },
  { name: 'auth', dependencies: ['database'] },
);
