import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Where the request being served came from: the client's address and its browser's user agent. */
export type RequestOrigin = { address: string; userAgent: string | null };

/** User agents longer than this are cut: the header is the client's to fill. */
const USER_AGENT_MAX = 300;

const storage = new AsyncLocalStorage<RequestOrigin>();

/**
 * Makes each request's origin readable by the code that serves it, however deep (the login
 * history records it with the audit event), without threading it through every signature.
 */
export function trackRequestOrigins(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) || null;
    storage.run({ address: request.ip, userAgent }, done);
  });
}

/** The origin of the request being served; undefined outside one (jobs, the seed, tests). */
export const currentRequestOrigin = (): RequestOrigin | undefined => storage.getStore();
