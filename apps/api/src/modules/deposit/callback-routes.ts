import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { keepRawJson, rawBody, sendError } from '../../lib/http.ts';
import { applyProviderReport, depositByTransactionId } from './provider-outcome.ts';

const tags = ['deposit'];

/**
 * Our callback for the payment provider's notifications (money.md: a callback credits at most
 * once, its signature checked). The provider checks and translates the notification; this settles
 * the deposit it names through the same function as the confirmation calls.
 */
export const depositCallbackRoutes: FastifyPluginAsyncZod = async function (app) {
  const provider = app.paymentProvider;
  keepRawJson(app, 4 * 1024);

  app.post(provider.notificationPaths.payment, {
    schema: {
      tags,
      response: { 200: z.object({ received: z.literal(true) }), 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const checked = await provider.checkPaymentNotification(rawBody(request), request.headers);
      if (checked.verdict === 'bad-signature')
        request.log.warn('payment notification: bad or stale signature');
      if (checked.verdict === 'unknown') return sendError(reply, 404, SERVER_MESSAGES.notFound);
      if (checked.verdict === 'mismatch')
        request.log.error(
          { paymentId: checked.providerReference },
          'payment notification: does not match the payment',
        );
      if (checked.verdict !== 'valid') return sendError(reply, 400, SERVER_MESSAGES.badRequest);

      const { notice } = checked;
      const deposit = await depositByTransactionId(app.db, notice.merchantReference);
      if (!deposit) return sendError(reply, 404, SERVER_MESSAGES.notFound);
      if (deposit.providerReference !== null && deposit.providerReference !== notice.providerReference) {
        request.log.error(
          { paymentId: notice.providerReference },
          'payment notification: does not match the payment',
        );
        return sendError(reply, 400, SERVER_MESSAGES.badRequest);
      }
      const result = await applyProviderReport(app.db, deposit, notice);
      if (result.kind === 'amount-mismatch') {
        request.log.error(
          { paymentId: notice.providerReference },
          'payment notification: amount differs from the deposit',
        );
        return sendError(reply, 400, SERVER_MESSAGES.badRequest);
      }
      // Received, so the provider stops resending; the money it took needs an operator.
      if (result.kind === 'conflict')
        request.log.error(
          { paymentId: notice.providerReference },
          'payment notification: approval of a declined deposit',
        );
      return { received: true as const };
    },
  });
};
