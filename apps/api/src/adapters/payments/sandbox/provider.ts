import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CARD_APPROVED_CODE, type DepositAction } from '@conto-gioco/shared/deposit';
import { inTransaction, type Database } from '../../../db/client.ts';
import type { PaymentProvider, ProviderPaymentStatus, StartPaymentInput } from '../provider.ts';
import { sandboxPayments } from './schema.ts';
import { DEPOSIT_HOLD_MINUTES } from '../../../modules/deposit/limits.ts';
import { CARD_PAYMENT_TYPES } from '../../../modules/deposit/provider-outcome.ts';
import { signFields, signNotification, signToken, verifyFields, verifyToken } from './signature.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxDecision = 'approve' | 'decline' | 'pending';

/** What the provider's signed notification carries (POST /api/payment/sandbox/notify). */
export type SandboxNotification = {
  paymentId: string;
  merchantReference: string;
  status: ProviderPaymentStatus;
  amount: number;
  responseCode: string | null;
};

/** Where the player's browser meets the provider (served by sandbox/routes.ts). */
export const SANDBOX_PATHS = {
  page: (id: string) => `/sandbox/pay/${encodeURIComponent(id)}`,
  formPost: '/sandbox/pay',
  paas: '/sandbox/paas',
} as const;

/** ISO 4217 numeric code of the euro, as the card provider wants it (money.md §9). */
export const EURO_CURRENCY_CODE = '978';
/** The card provider's decline code the sandbox answers (any value but '00' is a decline). */
export const CARD_DECLINED_CODE = '05';
/** How long the embedded (PaaS) page's token is good for. */
export const EMBED_TOKEN_SECONDS = 15 * 60;

const TOKEN_PURPOSE = { embed: 'paas', decision: 'decision' } as const;

/** The few site values the provider reads. */
type SiteValues = { isOn(name: string): Promise<boolean> };

const newPaymentId = () => `SBX-${randomBytes(12).toString('hex').toUpperCase()}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type SandboxProvider = PaymentProvider & {
  /** The payment id an embedded-page token names, when valid and unexpired. */
  paymentOfEmbedToken(token: string): string | null;
  /** A token the hosted page puts in its decision form: only a loaded page can decide. */
  decisionToken(paymentId: string): string;
  verifyDecisionToken(paymentId: string, token: string): boolean;
  /** Whether a hidden-field form posted to /sandbox/pay is one the provider signed, unchanged. */
  verifyForm(posted: Record<string, string>): boolean;
  find(paymentId: string): Promise<SandboxPayment | null>;
  /**
   * The player's choice on the hosted page. Only open or pending payments change: a final one is
   * answered as it is, with changed false.
   */
  decide(
    paymentId: string,
    decision: SandboxDecision,
  ): Promise<{ payment: SandboxPayment; changed: boolean } | null>;
  /** The signed notification of a payment's current state: the body and its header value. */
  notificationOf(payment: SandboxPayment): { body: string; signature: string };
  /** Signs any body as the provider would (tests, bench). */
  signNotification(rawBody: string, timestamp?: number): string;
  readonly secret: string;
};

/**
 * The sandbox payment provider: a stand-in with the shape of the real ones. It keeps its own
 * books (sandbox_payments), shows a hosted page where the tester approves, declines or leaves
 * the payment pending, notifies us with a signed callback and answers status queries.
 */
export function createSandboxProvider(options: {
  db: Database;
  secret: string;
  siteConfig: SiteValues;
}): SandboxProvider {
  const { db, secret, siteConfig } = options;

  async function find(paymentId: string): Promise<SandboxPayment | null> {
    const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    return payment ?? null;
  }

  async function openPayment(input: StartPaymentInput): Promise<SandboxPayment> {
    const [created] = await db
      .insert(sandboxPayments)
      .values({
        id: newPaymentId(),
        merchantReference: input.transactionId,
        amount: input.amount,
        methodName: input.method.name,
        paymentType: input.method.paymentType,
        playerId: input.playerId,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // The same transaction started twice (a retried request): the payment already opened answers.
    const [existing] = await db
      .select()
      .from(sandboxPayments)
      .where(
        and(eq(sandboxPayments.kind, 'deposit'), eq(sandboxPayments.merchantReference, input.transactionId)),
      );
    if (!existing || existing.amount !== input.amount) {
      throw new Error(`sandbox: transaction ${input.transactionId} already opened with another amount`);
    }
    return existing;
  }

  async function actionFor(payment: SandboxPayment, submitStyle: string | null): Promise<DepositAction> {
    if (submitStyle === 'modal')
      return { type: 'modal', url: `${SANDBOX_PATHS.page(payment.id)}?embed=modal` };
    if (submitStyle !== 'form' && submitStyle !== 'form-new-tab') {
      return { type: 'redirect', url: SANDBOX_PATHS.page(payment.id) };
    }
    const fields: Record<string, string> = {
      payment_id: payment.id,
      amount: String(payment.amount),
      currency: EURO_CURRENCY_CODE,
      merchant_reference: payment.merchantReference,
    };
    if (payment.paymentType === 'poste') {
      // The Poste card provider's options (money.md §9): immediate capture and authorisation.
      fields.capture = 'I';
      fields.authorisation = 'I';
      fields.options = 'P';
      if (!(await siteConfig.isOn('PosteitPOS_TutteLeCarte'))) fields.lockcard = '92';
    }
    return {
      type: 'form',
      action: SANDBOX_PATHS.formPost,
      newTab: submitStyle === 'form-new-tab',
      fields: { ...fields, signature: signFields(secret, fields) },
    };
  }

  return {
    name: 'sandbox',
    secret,

    async startPayment(input) {
      const payment = await openPayment(input);
      return { providerReference: payment.id, action: await actionFor(payment, input.method.submitStyle) };
    },

    async paymentStatus(providerReference) {
      const payment = await find(providerReference);
      if (!payment) return null;
      return {
        status: payment.status as ProviderPaymentStatus,
        amount: payment.amount,
        responseCode: payment.responseCode,
      };
    },

    paymentPageUrl: SANDBOX_PATHS.page,

    embedded(providerReference) {
      return {
        endpoint: SANDBOX_PATHS.paas,
        token: signToken(secret, TOKEN_PURPOSE.embed, providerReference, nowSeconds() + EMBED_TOKEN_SECONDS),
      };
    },

    paymentOfEmbedToken: (token) => verifyToken(secret, TOKEN_PURPOSE.embed, token, nowSeconds()),

    // The hosted page lives as long as the payment: its decision token does not expire.
    decisionToken: (paymentId) => signToken(secret, TOKEN_PURPOSE.decision, paymentId, 0),
    verifyDecisionToken: (paymentId, token) =>
      verifyToken(secret, TOKEN_PURPOSE.decision, token, 0) === paymentId,

    verifyForm: (posted) => verifyFields(secret, posted),

    find,

    async decide(paymentId, decision) {
      return inTransaction(db, async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, paymentId))
          .for('update');
        if (!payment) return null;
        if (payment.status !== 'open' && payment.status !== 'pending') return { payment, changed: false };
        // A payment page left open longer than the deposit limit holds a started deposit can only
        // decline: approving it then could take the player past the limit (docs/decisions.md).
        if (
          payment.status === 'open' &&
          Date.now() - payment.createdAt.getTime() > DEPOSIT_HOLD_MINUTES * 60_000
        )
          decision = 'decline';
        if (decision === 'pending' && payment.status === 'pending') return { payment, changed: false };
        const card = CARD_PAYMENT_TYPES.includes(payment.paymentType ?? '');
        const [updated] = await tx
          .update(sandboxPayments)
          .set(
            decision === 'pending'
              ? { status: 'pending' }
              : {
                  status: decision === 'approve' ? 'approved' : 'declined',
                  responseCode: card
                    ? decision === 'approve'
                      ? CARD_APPROVED_CODE
                      : CARD_DECLINED_CODE
                    : null,
                  decidedAt: sql`now()`,
                },
          )
          .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['open', 'pending'])))
          .returning();
        return { payment: updated!, changed: true };
      });
    },

    notificationOf(payment) {
      const notification: SandboxNotification = {
        paymentId: payment.id,
        merchantReference: payment.merchantReference,
        status: payment.status as ProviderPaymentStatus,
        amount: payment.amount,
        responseCode: payment.responseCode,
      };
      const body = JSON.stringify(notification);
      return { body, signature: signNotification(secret, body, nowSeconds()) };
    },

    signNotification: (rawBody, timestamp = nowSeconds()) => signNotification(secret, rawBody, timestamp),
  };
}
