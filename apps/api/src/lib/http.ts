import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@conto-gioco/shared/envelope';

/**
 * Reply helpers the plugins and the modules' routes share. Here, below both, so that a module
 * never imports plugins/app (which imports the modules it wires).
 */

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  const body: ErrorResponse = { ResponseCode: -status, ResponseMessage: message, ResponseData: null };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Keeps JSON bodies as their raw text in this encapsulated instance (a provider's callback): the
 * signature covers the exact bytes, checked before anything is parsed.
 */
export function keepRawJson(instance: FastifyInstance, bodyLimit: number): void {
  instance.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, body),
  );
}

/** The raw text keepRawJson kept ('' without a body). */
export const rawBody = (request: FastifyRequest): string =>
  typeof request.body === 'string' ? request.body : '';
