import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, okEnvelope, refusedEnvelope } from '@conto-gioco/shared/envelope';
import {
  CARD_APPROVED_CODE,
  PAYPAL_REDIRECT_CODE,
  paymentConfirmationQuery,
  paymentConfirmationResponse,
  type PaymentConfirmation,
} from '@conto-gioco/shared/deposit';
import type { PaymentType } from '@conto-gioco/shared/payment-methods';
import {
  applyProviderReport,
  depositByProviderReference,
  depositByTransactionId,
  type DepositWithType,
} from './provider-outcome.ts';
import type { Deposit } from './settle.ts';

const tags = ['deposit'];

/** Ours (docs/decisions.md 'deposits'): the spec names only the result page's own texts. */
export const CONFIRMATION_MESSAGES = {
  notFound: 'Transazione non trovata',
  declined: 'Il pagamento non è stato autorizzato.',
  cardDeclined: (code: string) => `Il pagamento non è stato autorizzato (codice ${code}).`,
  amountMismatch: "L'importo pagato non corrisponde alla ricarica: la transazione è in verifica.",
  /** The spec's pending text. */
  pending: 'La transazione è in elaborazione',
  paypalOpen: 'Il pagamento non è ancora stato completato: torna sulla pagina di PayPal.',
} as const;

type Query = Record<string, string | undefined>;

/**
 * Each confirmation call: its path, the payment_type of the methods it confirms, and how it finds
 * the payment from the query (the provider's own id, never a status the browser brings).
 */
const CALLS: {
  path: string;
  type: PaymentType;
  reference: (q: Query) => { providerReference?: string; transactionId?: string };
}[] = [
  {
    path: '/api/payment/neteller',
    type: 'neteller',
    reference: (q) => ({ providerReference: q.payment_id }),
  },
  {
    path: '/api/payment/paysafe',
    type: 'paysafe',
    reference: (q) => ({ providerReference: q.payment_id, transactionId: q.mtid }),
  },
  { path: '/api/payment/paypal', type: 'paypal', reference: (q) => ({ providerReference: q.token }) },
  { path: '/api/payment/poste', type: 'poste', reference: (q) => ({ providerReference: q.payment_id }) },
  {
    path: '/api/payment/safecharge',
    type: 'safecharge',
    reference: (q) => ({ providerReference: q.payment_id }),
  },
  {
    path: '/api/payment/skrillConfirm',
    type: 'skrill',
    reference: (q) => ({ providerReference: q.payment_id }),
  },
];

const data = (deposit: Deposit, esito: PaymentConfirmation['esito'], redirectUrl: string | null = null) => ({
  esito,
  transactionId: deposit.transactionId,
  importo: deposit.amount,
  redirectUrl,
});

/**
 * The result page's confirmation calls (money.md §7). Open, like the result page, and rate-limited:
 * they name a payment, the server asks the provider for its state and settles the deposit through
 * settleDeposit, so a call can only confirm what the provider says and replays change nothing.
 */
export const confirmationRoutes = (options: { rateLimitPerMinute: number }): FastifyPluginAsyncZod =>
  async function (app) {
    const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

    async function findDeposit(call: (typeof CALLS)[number], query: Query): Promise<DepositWithType | null> {
      const { providerReference, transactionId } = call.reference(query);
      let deposit: DepositWithType | null = null;
      if (providerReference) deposit = await depositByProviderReference(app.db, providerReference);
      else if (transactionId) deposit = await depositByTransactionId(app.db, transactionId);
      if (!deposit || deposit.paymentType !== call.type) return null;
      // Both given (paysafe's payment_id and mtid): they must name the same deposit.
      if (transactionId && deposit.transactionId !== transactionId) return null;
      return deposit;
    }

    for (const call of CALLS) {
      app.get(call.path, {
        schema: {
          tags,
          querystring: paymentConfirmationQuery,
          response: { 200: paymentConfirmationResponse, 400: errorResponse, 429: errorResponse },
        },
        config: { rateLimit },
        handler: async (request) => {
          const notFound = refusedEnvelope(-1, CONFIRMATION_MESSAGES.notFound);
          const deposit = await findDeposit(call, request.query as Query);
          if (!deposit?.providerReference) return notFound;
          const report = await app.paymentProvider.paymentStatus(deposit.providerReference);
          if (!report) return notFound;

          const result = await applyProviderReport(app.db, deposit, report);
          if (result.kind === 'open') {
            if (call.type === 'paypal') {
              return envelope(
                PAYPAL_REDIRECT_CODE,
                CONFIRMATION_MESSAGES.paypalOpen,
                data(deposit, 'PENDING', app.paymentProvider.paymentPageUrl(deposit.providerReference)),
              );
            }
            return okEnvelope(data(deposit, 'PENDING'), CONFIRMATION_MESSAGES.pending);
          }
          if (result.kind === 'amount-mismatch') {
            request.log.error(
              { transactionId: deposit.transactionId },
              'confirmation: provider amount differs',
            );
            return envelope(-1, CONFIRMATION_MESSAGES.amountMismatch, data(deposit, 'KO'));
          }
          if (result.kind === 'conflict')
            request.log.error(
              { transactionId: deposit.transactionId },
              'confirmation: approval of a declined deposit',
            );
          const settled = result.deposit;
          if (settled.status === 'approved') return okEnvelope(data(settled, 'OK'));
          if (settled.status === 'declined') {
            const message =
              settled.responseCode && settled.responseCode !== CARD_APPROVED_CODE
                ? CONFIRMATION_MESSAGES.cardDeclined(settled.responseCode)
                : CONFIRMATION_MESSAGES.declined;
            return envelope(-1, message, data(settled, 'KO'));
          }
          return okEnvelope(data(settled, 'PENDING'), CONFIRMATION_MESSAGES.pending);
        },
      });
    }
  };
