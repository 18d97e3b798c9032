import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { sendError } from '../../lib/http.ts';

/**
 * The one error handler: bad input answers 400 with the readable list of problems, other client
 * errors keep their status, anything else is logged and answered 500 without details.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const problems = error.validation.map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        });
        return sendError(reply, 400, `${SERVER_MESSAGES.badRequest}: ${problems.join('; ')}`);
      }
      if (error.statusCode === 429) return sendError(reply, 429, SERVER_MESSAGES.tooManyRequests);
      if (
        !isResponseSerializationError(error) &&
        error.statusCode &&
        error.statusCode >= 400 &&
        error.statusCode < 500
      ) {
        return sendError(reply, error.statusCode, SERVER_MESSAGES.badRequest);
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, SERVER_MESSAGES.internal);
    });
  },
  { name: 'errors' },
);
