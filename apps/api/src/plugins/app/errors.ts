import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { GENERIC_VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/error-map';
import { sendError } from '../../lib/http.ts';
import { unstorableFields, type InputProblem } from '../../lib/validation.ts';

/** Said of a number past 2^53 beside its field's own limit, which says more. */
const SAFE_RANGE = new Set<string>([
  GENERIC_VALIDATION_MESSAGES.numberTooBig,
  GENERIC_VALIDATION_MESSAGES.numberTooSmall,
]);

/** The 400 of bad input: 'Dati non validi: ' and each bad field with its Italian message. */
function sendBadRequest(reply: FastifyReply, problems: InputProblem[]): FastifyReply {
  const listed = problems
    .filter(
      ({ field, message }) =>
        !SAFE_RANGE.has(message) ||
        !problems.some((other) => other.field === field && !SAFE_RANGE.has(other.message)),
    )
    .map(({ field, message }) => (field ? `${field}: ${message}` : message));
  return sendError(reply, 400, `${SERVER_MESSAGES.badRequest}: ${listed.join('; ')}`);
}

/**
 * The one error handler: bad input answers 400 with the readable list of problems, other client
 * errors keep their status, anything else is logged and answered 500 without details.
 */
export default fp(
  async (app) => {
    // Before any schema or handler, for every route: a value no database can hold (a NUL byte,
    // half a surrogate pair) or absurdly nested is refused here, so no query ever sees it.
    app.addHook('preValidation', async (request, reply) => {
      const problems = [
        ...unstorableFields(request.params),
        ...unstorableFields(request.query),
        ...unstorableFields(request.body),
      ];
      if (problems.length > 0) return sendBadRequest(reply, problems);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return sendBadRequest(
          reply,
          error.validation.map((issue) => ({
            field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            message: issue.message ?? GENERIC_VALIDATION_MESSAGES.invalidValue,
          })),
        );
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
