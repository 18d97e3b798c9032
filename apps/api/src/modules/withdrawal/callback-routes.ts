import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { keepRawJson, rawBody, sendError } from '../../lib/http.ts';
import { applyPayoutReport } from './settle.ts';

const tags = ['withdrawal'];

/**
 * Our callback for the payment provider's payout notifications. The provider checks and
 * translates the notification; this settles the withdrawal it names (settleWithdrawal, so
 * duplicated and reordered notifications change nothing once it is final).
 */
export const payoutCallbackRoutes: FastifyPluginAsyncZod = async function (app) {
  const provider = app.paymentProvider;
  keepRawJson(app, 4 * 1024);

  app.post(provider.notificationPaths.payout, {
    schema: {
      tags,
      response: { 200: z.object({ received: z.literal(true) }), 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const checked = await provider.checkPayoutNotification(rawBody(request), request.headers);
      if (checked.verdict === 'bad-signature')
        request.log.warn('payout notification: bad or stale signature');
      if (checked.verdict === 'unknown') return sendError(reply, 404, SERVER_MESSAGES.notFound);
      if (checked.verdict === 'mismatch')
        request.log.error(
          { paymentId: checked.providerReference },
          'payout notification: does not match the payout',
        );
      if (checked.verdict !== 'valid') return sendError(reply, 400, SERVER_MESSAGES.badRequest);

      const { notice } = checked;
      const result = await applyPayoutReport(
        app.db,
        {
          providerReference: notice.providerReference,
          ticketId: notice.merchantReference,
          status: notice.status,
          amount: notice.amount,
        },
        request.log,
      );
      if (result.kind === 'unknown') return sendError(reply, 404, SERVER_MESSAGES.notFound);
      if (result.kind === 'amount-mismatch') return sendError(reply, 400, SERVER_MESSAGES.badRequest);
      // Received, so the provider stops resending; a conflict is logged for an operator.
      return { received: true as const };
    },
  });
};
