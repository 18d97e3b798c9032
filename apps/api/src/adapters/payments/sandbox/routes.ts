import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { sendError } from '../../../lib/http.ts';
import {
  PAYOUT_BACK_URL,
  renderMessagePage,
  renderPaasPayoutPage,
  renderPaymentPage,
  renderPayoutsPage,
  SANDBOX_CSS,
  SANDBOX_CSS_PATH,
  SANDBOX_PAYOUT_TEXTS,
  SANDBOX_TEXTS,
} from './page.ts';
import {
  SANDBOX_NOTIFY_PATH,
  SANDBOX_PATHS,
  SANDBOX_PAYOUT_NOTIFY_PATH,
  type SandboxPayment,
} from './provider.ts';
import { SIGNATURE_HEADER } from './signature.ts';
import { acceptFormBodies } from '../../../lib/form-body.ts';

const tags = ['payment sandbox'];

/**
 * A payment's or payout's id in a path: printable ASCII, as the provider makes them. A NUL would
 * reach PostgreSQL, which refuses it in text: a bad request, not a 500.
 */
const idParams = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^[\x20-\x7e]*$/),
});

/** The operator's decision: a form from its page (with the page's token) or a JSON call. */
const payoutDecisionBody = z.object({
  decision: z.enum(['pay', 'reject']),
  token: z.string().max(300).optional(),
});

/** The notice the operator page shows after a decision (?esito=). */
const PAYOUT_NOTICES = {
  paid: SANDBOX_PAYOUT_TEXTS.paidNotice,
  rejected: SANDBOX_PAYOUT_TEXTS.rejectedNotice,
  unchanged: SANDBOX_PAYOUT_TEXTS.alreadyDecided,
} as const;

/** The hosted pages allow nothing but their stylesheet and their own forms. */
const pageCsp = (embeddable: boolean) =>
  [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    // A modal's or the PaaS frame's page is framed by the site itself, never by another.
    `frame-ancestors ${embeddable ? "'self'" : "'none'"}`,
  ].join('; ');

function sendPage(
  reply: FastifyReply,
  html: string,
  options: { status?: number; embeddable?: boolean } = {},
) {
  return reply
    .code(options.status ?? 200)
    .header('content-security-policy', pageCsp(options.embeddable ?? false))
    .header('x-frame-options', options.embeddable ? 'SAMEORIGIN' : 'DENY')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A PayPal payer id has 13 characters; the sandbox's names the player. */
const sandboxPayerId = (playerId: number) => `SBXP${String(playerId).padStart(9, '0')}`;
const SANDBOX_PAYER_EMAIL = 'acquirente@sandbox.example';

/**
 * The result page a real provider sends the browser to, with that provider's query
 * (payment_type picks the confirmation call the page makes).
 */
export function resultUrlOf(payment: SandboxPayment): string {
  const status =
    payment.status === 'approved' ? 'success' : payment.status === 'declined' ? 'failed' : 'pending';
  const query = new URLSearchParams();
  switch (payment.paymentType) {
    case 'neteller':
      query.set('payment_id', payment.id);
      query.set('payment_type', 'neteller');
      query.set('status', payment.status);
      break;
    case 'paysafe':
      query.set('payment_id', payment.id);
      query.set('mtid', payment.merchantReference);
      query.set('payment_type', 'paysafe');
      break;
    case 'paypal':
      query.set('token', payment.id);
      query.set('PayerID', sandboxPayerId(payment.playerId));
      query.set('payerEmail', SANDBOX_PAYER_EMAIL);
      query.set('playerId', String(payment.playerId));
      query.set('payment_type', 'paypal');
      break;
    case 'poste':
      query.set('payment_id', payment.id);
      // Only an authorisation's outcome has a code: an empty one would read as a refusal ('00' rule).
      if (payment.responseCode !== null) query.set('RESPONSE_CODE_AUT', payment.responseCode);
      query.set('payment_type', 'poste');
      break;
    case 'safecharge':
      query.set('payment_id', payment.id);
      query.set('payment_type', 'safecharge');
      break;
    case 'skrill':
      query.set('payment_id', payment.id);
      query.set('status', payment.status);
      query.set('payment_type', 'skrill');
      break;
    default:
      query.set('transaction_id', payment.merchantReference);
  }
  if (payment.status === 'declined') query.set('motivo', SANDBOX_TEXTS.declineReason);
  return `/account/ricarica/results/${status}?${query.toString()}`;
}

/**
 * The withdrawal result page a payout's page sends the browser to: success while the payout waits
 * for the provider's operator or once paid, failed with the reason once rejected or cancelled.
 */
export function payoutResultUrl(payout: SandboxPayment): string {
  const query = new URLSearchParams({ payment_id: payout.id });
  if (payout.status === 'open' || payout.status === 'paid')
    return `/account/prelievo/results/success?${query.toString()}`;
  query.set(
    'motivo',
    payout.status === 'cancelled' ? SANDBOX_PAYOUT_TEXTS.cancelReason : SANDBOX_PAYOUT_TEXTS.rejectReason,
  );
  return `/account/prelievo/results/failed?${query.toString()}`;
}

/**
 * Whether a request comes from the provider's operator: the app answers it (an operator login,
 * modules/operator), the adapter only asks.
 */
export type OperatorCheck = (request: FastifyRequest) => Promise<'ok' | 'unauthorized' | 'throttled'>;

/** The realm of the operator's HTTP Basic login (the browser shows it in its prompt). */
const OPERATOR_REALM = 'Basic realm="Operatore sandbox pagamenti", charset="UTF-8"';

/**
 * The sandbox provider's side: its hosted pages (the player approves, declines or leaves a payment
 * pending), the form-post entry, the embedded PaaS pages and the payout operator's page, which
 * only the operator may open (`operatorCheck`). Its signed notifications go to our callback routes
 * (modules/deposit, modules/withdrawal), as a real provider's would.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod<{ operatorCheck: OperatorCheck }> = async function (
  app,
  options,
) {
  const sandbox = app.sandboxPayments;

  // Checked on request, before a decision's body is read: only the operator gets further.
  const requireOperator: onRequestAsyncHookHandler = async (request, reply) => {
    const verdict = await options.operatorCheck(request);
    if (verdict === 'ok') return;
    if (verdict === 'throttled') {
      return sendPage(
        reply,
        renderMessagePage(
          SANDBOX_PAYOUT_TEXTS.operatorThrottledTitle,
          SANDBOX_PAYOUT_TEXTS.operatorThrottled,
        ),
        { status: 429 },
      );
    }
    reply.header('www-authenticate', OPERATOR_REALM);
    return sendPage(
      reply,
      renderMessagePage(SANDBOX_PAYOUT_TEXTS.operatorOnlyTitle, SANDBOX_PAYOUT_TEXTS.operatorOnly),
      { status: 401 },
    );
  };
  const operatorSecurity = [{ operator: [] }];

  async function pageOf(payment: SandboxPayment, embedded: boolean) {
    return renderPaymentPage({
      payment,
      siteName: (await app.siteConfig.value('SiteName')) ?? 'Conto Gioco',
      methodNameLong: await sandbox.methodLabel(payment.methodName),
      decisionToken: sandbox.decisionToken(payment.id),
      embedded,
      resultUrl: resultUrlOf(payment),
    });
  }

  /** Delivers the provider's signed notification to our callback (one process: through inject). */
  async function notify(payment: SandboxPayment) {
    const { body, signature } = sandbox.notificationOf(payment);
    // A lost notification loses nothing: the result page's confirmation call and the
    // reconciliation job (modules/reconciliation) ask the provider.
    try {
      const response = await app.inject({
        method: 'POST',
        url: SANDBOX_NOTIFY_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (response.statusCode !== 200) {
        app.log.warn(
          { paymentId: payment.id, statusCode: response.statusCode },
          'sandbox: notification refused',
        );
      }
    } catch (err) {
      app.log.warn({ err, paymentId: payment.id }, 'sandbox: notification not delivered');
    }
  }

  /** Delivers the provider's signed payout notification to our payout callback. */
  async function notifyPayout(payout: SandboxPayment) {
    const { body, signature } = sandbox.payoutNotificationOf(payout);
    // A lost notification leaves the withdrawal pending until a cancel or the reconciliation job
    // asks the provider and settles it.
    try {
      const response = await app.inject({
        method: 'POST',
        url: SANDBOX_PAYOUT_NOTIFY_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (response.statusCode !== 200) {
        app.log.warn(
          { paymentId: payout.id, statusCode: response.statusCode },
          'sandbox: payout notification refused',
        );
      }
    } catch (err) {
      app.log.warn({ err, paymentId: payout.id }, 'sandbox: payout notification not delivered');
    }
  }

  /** The payout an embedded page's token names, or the expired-session page. */
  async function payoutOfToken(token: string | undefined) {
    const payoutId = token ? sandbox.payoutOfEmbedToken(token) : null;
    return payoutId ? sandbox.findPayout(payoutId) : null;
  }

  const payoutExpiredPage = (reply: FastifyReply) =>
    sendPage(
      reply,
      renderMessagePage(SANDBOX_PAYOUT_TEXTS.expiredTitle, SANDBOX_PAYOUT_TEXTS.expired, PAYOUT_BACK_URL),
      { status: 400, embeddable: true },
    );

  await app.register(async function pages(pages: FastifyInstance) {
    acceptFormBodies(pages);
    const typed = pages.withTypeProvider<ZodTypeProvider>();

    typed.get(SANDBOX_CSS_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(SANDBOX_CSS),
    );

    typed.get(
      '/sandbox/pay/:id',
      {
        schema: {
          tags,
          params: idParams,
          querystring: z.object({ embed: z.enum(['modal']).optional() }),
        },
      },
      async (request, reply) => {
        const payment = await sandbox.find(request.params.id);
        const embedded = request.query.embed === 'modal';
        if (!payment) {
          return sendPage(reply, renderMessagePage(SANDBOX_TEXTS.notFoundTitle, SANDBOX_TEXTS.notFound), {
            status: 404,
            embeddable: embedded,
          });
        }
        return sendPage(reply, await pageOf(payment, embedded), { embeddable: embedded });
      },
    );

    // The hidden-field form of the 'form' methods: signed by the provider when the deposit started.
    typed.post(
      '/sandbox/pay',
      { schema: { tags, body: z.record(z.string(), z.string().max(500)) } },
      async (request, reply) => {
        const fields = request.body;
        const payment =
          sandbox.verifyForm(fields) && fields.payment_id ? await sandbox.find(fields.payment_id) : null;
        if (
          !payment ||
          fields.amount !== String(payment.amount) ||
          fields.merchant_reference !== payment.merchantReference
        ) {
          return sendPage(reply, renderMessagePage(SANDBOX_TEXTS.invalidTitle, SANDBOX_TEXTS.invalidForm), {
            status: 400,
          });
        }
        return reply.code(303).redirect(`/sandbox/pay/${encodeURIComponent(payment.id)}`);
      },
    );

    typed.get(
      '/sandbox/paas',
      { schema: { tags, querystring: z.object({ token: z.string().max(300).optional() }) } },
      async (request, reply) => {
        const paymentId = request.query.token ? sandbox.paymentOfEmbedToken(request.query.token) : null;
        const payment = paymentId ? await sandbox.find(paymentId) : null;
        if (!payment) {
          return sendPage(reply, renderMessagePage(SANDBOX_TEXTS.expiredTitle, SANDBOX_TEXTS.expired), {
            status: 400,
            embeddable: true,
          });
        }
        return sendPage(reply, await pageOf(payment, true), { embeddable: true });
      },
    );

    // The sandbox provider's operator: the open payouts and their decisions.
    typed.get(
      SANDBOX_PATHS.payouts,
      {
        onRequest: requireOperator,
        schema: {
          tags,
          security: operatorSecurity,
          querystring: z.object({ esito: z.enum(['paid', 'rejected', 'unchanged']).optional() }),
        },
      },
      async (request, reply) =>
        sendPage(
          reply,
          renderPayoutsPage({
            payouts: await sandbox.openPayouts(),
            decisionToken: sandbox.payoutDecisionToken,
            notice: request.query.esito ? PAYOUT_NOTICES[request.query.esito] : null,
          }),
        ),
    );

    typed.post(
      '/sandbox/payouts/:id/decision',
      {
        onRequest: requireOperator,
        schema: {
          tags,
          security: operatorSecurity,
          params: idParams,
          body: payoutDecisionBody,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const fromPage = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
        // The page's form carries its token: another site cannot post a decision through a browser.
        if (fromPage && !sandbox.verifyPayoutDecisionToken(id, request.body.token ?? '')) {
          return sendPage(reply, renderMessagePage(SANDBOX_TEXTS.invalidTitle, SANDBOX_TEXTS.invalidForm), {
            status: 400,
          });
        }
        const decided = await sandbox.decidePayout(id, request.body.decision);
        if (!decided) {
          if (!fromPage) return sendError(reply, 404, SERVER_MESSAGES.notFound);
          return sendPage(
            reply,
            renderMessagePage(
              SANDBOX_PAYOUT_TEXTS.notFoundTitle,
              SANDBOX_PAYOUT_TEXTS.notFound,
              SANDBOX_PATHS.payouts,
            ),
            { status: 404 },
          );
        }
        if (decided.changed) await notifyPayout(decided.payment);
        if (!fromPage) {
          return reply.send({ id, status: decided.payment.status, changed: decided.changed });
        }
        const esito = decided.changed ? (decided.payment.status as 'paid' | 'rejected') : 'unchanged';
        return reply.code(303).redirect(`${SANDBOX_PATHS.payouts}?esito=${esito}`);
      },
    );

    // The embedded (PaaS) withdrawal page, and its two forms.
    typed.get(
      SANDBOX_PATHS.paasPayout,
      { schema: { tags, querystring: z.object({ token: z.string().max(300).optional() }) } },
      async (request, reply) => {
        const { token } = request.query;
        const payout = await payoutOfToken(token);
        if (!payout || !token) return payoutExpiredPage(reply);
        const html = renderPaasPayoutPage({
          payout,
          siteName: (await app.siteConfig.value('SiteName')) ?? 'Conto Gioco',
          methodNameLong: await sandbox.methodLabel(payout.methodName),
          token,
          resultUrl: payoutResultUrl(payout),
        });
        return sendPage(reply, html, { embeddable: true });
      },
    );

    const tokenForm = { tags, body: z.object({ token: z.string().max(300) }) };

    // The player confirms: the payout stays open for the provider's operator.
    typed.post(`${SANDBOX_PATHS.paasPayout}/confirm`, { schema: tokenForm }, async (request, reply) => {
      const payout = await payoutOfToken(request.body.token);
      if (!payout) return payoutExpiredPage(reply);
      return reply.code(303).redirect(payoutResultUrl(payout));
    });

    // The player cancels: the provider cancels its open payout and tells us, and we give the money back.
    typed.post(`${SANDBOX_PATHS.paasPayout}/cancel`, { schema: tokenForm }, async (request, reply) => {
      const payout = await payoutOfToken(request.body.token);
      if (!payout) return payoutExpiredPage(reply);
      if (await sandbox.cancelPayout(payout.id)) {
        const cancelled = (await sandbox.findPayout(payout.id))!;
        await notifyPayout(cancelled);
        return reply.code(303).redirect(payoutResultUrl(cancelled));
      }
      // Already decided (paid, rejected or cancelled before): its result as it is.
      return reply.code(303).redirect(payoutResultUrl((await sandbox.findPayout(payout.id))!));
    });

    typed.post(
      '/sandbox/pay/:id/decision',
      {
        schema: {
          tags,
          params: idParams,
          body: z.object({ decision: z.enum(['approve', 'decline', 'pending']), token: z.string().max(300) }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!sandbox.verifyDecisionToken(id, request.body.token)) {
          return sendPage(reply, renderMessagePage(SANDBOX_TEXTS.invalidTitle, SANDBOX_TEXTS.invalidForm), {
            status: 400,
          });
        }
        const decided = await sandbox.decide(id, request.body.decision);
        if (!decided) {
          return sendPage(reply, renderMessagePage(SANDBOX_TEXTS.notFoundTitle, SANDBOX_TEXTS.notFound), {
            status: 404,
          });
        }
        if (decided.changed) await notify(decided.payment);
        return reply.code(303).redirect(resultUrlOf(decided.payment));
      },
    );
  });
};
