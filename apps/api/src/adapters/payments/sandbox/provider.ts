import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CARD_APPROVED_CODE,
  CARD_PAYMENT_TYPES,
  DEPOSIT_HOLD_MINUTES,
  type DepositAction,
} from '@conto-gioco/shared/deposit';
import { inTransaction, type Database } from '../../../db/client.ts';
import { z } from 'zod';
import type {
  NotificationHeaders,
  PaymentProvider,
  PayoutStatus,
  ProviderPaymentStatus,
  StartPaymentInput,
} from '../provider.ts';
import { sandboxPayments } from './schema.ts';
import {
  SIGNATURE_HEADER,
  signFields,
  signNotification,
  signToken,
  verifyFields,
  verifyNotification,
  verifyToken,
} from './signature.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxDecision = 'approve' | 'decline' | 'pending';
/** The sandbox operator's choice on an open payout. */
export type PayoutDecision = 'pay' | 'reject';

/** sandbox_payments.kind: a deposit's payment, or a withdrawal's payout. */
export const SANDBOX_KIND = { deposit: 'deposit', payout: 'withdrawal' } as const;

/** What the provider's signed payout notification carries (POST /api/payment/sandbox/payout-notify). */
export type SandboxPayoutNotification = {
  paymentId: string;
  /** Our withdrawal's ticket id. */
  merchantReference: string;
  kind: typeof SANDBOX_KIND.payout;
  status: PayoutStatus;
  amount: number;
};

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
  payouts: '/sandbox/payouts',
  payoutDecision: (id: string) => `/sandbox/payouts/${encodeURIComponent(id)}/decision`,
  paasPayout: '/sandbox/paas-payout',
} as const;

/** Where the sandbox posts its signed notifications (our callback routes listen there). */
export const SANDBOX_NOTIFY_PATH = '/api/payment/sandbox/notify';
/** Where it posts its payout notifications (same signature scheme). */
export const SANDBOX_PAYOUT_NOTIFY_PATH = '/api/payment/sandbox/payout-notify';

/** The notification body (the signature covers its raw text, checked before this is parsed). */
const notificationBody = z.object({
  paymentId: z.string().min(1).max(100),
  merchantReference: z.string().min(1).max(100),
  status: z.enum(['open', 'pending', 'approved', 'declined']),
  amount: z.number().int().positive(),
  responseCode: z.string().max(10).nullable(),
});

/** The payout notification body (the signature covers its raw text, checked before this is parsed). */
const payoutNotificationBody = z.object({
  paymentId: z.string().min(1).max(100),
  merchantReference: z.string().min(1).max(100),
  kind: z.literal(SANDBOX_KIND.payout),
  status: z.enum(['open', 'paid', 'rejected', 'cancelled']),
  amount: z.number().int().positive(),
});

/** ISO 4217 numeric code of the euro, as the card provider wants it (money.md §9). */
export const EURO_CURRENCY_CODE = '978';
/** The card provider's decline code the sandbox answers (any value but '00' is a decline). */
export const CARD_DECLINED_CODE = '05';
/** How long the embedded (PaaS) page's token is good for. */
export const EMBED_TOKEN_SECONDS = 15 * 60;

const TOKEN_PURPOSE = {
  embed: 'paas',
  decision: 'decision',
  payoutEmbed: 'paas-payout',
  payoutDecision: 'payout-decision',
} as const;

/** The few site values the provider reads. */
type SiteValues = { isOn(name: string): Promise<boolean> };
/** The long name of one of our payment methods, by its Name (the merchant's, shown on the pages). */
type MethodLabel = (name: string) => Promise<string | null>;

const newPaymentId = () => `SBX-${randomBytes(12).toString('hex').toUpperCase()}`;
const newPayoutId = () => `SBXW-${randomBytes(12).toString('hex').toUpperCase()}`;
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
  /** The method's long name for the hosted pages (its Name when the merchant has none). */
  methodLabel(name: string): Promise<string>;

  /** A payout by its id (only payouts: a deposit's id answers null). */
  findPayout(payoutId: string): Promise<SandboxPayment | null>;
  /** The payouts waiting for the operator, oldest first (the operator page). */
  openPayouts(limit?: number): Promise<SandboxPayment[]>;
  /**
   * The operator's decision on a payout: open → paid | rejected in one statement, so it is taken
   * once against any other decision or a cancel; a decided payout is answered as it is, changed false.
   */
  decidePayout(
    payoutId: string,
    decision: PayoutDecision,
  ): Promise<{ payment: SandboxPayment; changed: boolean } | null>;
  /** The payout id an embedded payout page's token names, when valid and unexpired. */
  payoutOfEmbedToken(token: string): string | null;
  /** A token the operator page puts in each decision form. */
  payoutDecisionToken(payoutId: string): string;
  verifyPayoutDecisionToken(payoutId: string, token: string): boolean;
  /** The signed notification of a payout's current state: the body and its header value. */
  payoutNotificationOf(payment: SandboxPayment): { body: string; signature: string };
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
  methodLabel: MethodLabel;
}): SandboxProvider {
  const { db, secret, siteConfig } = options;

  async function find(paymentId: string): Promise<SandboxPayment | null> {
    const [payment] = await db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.kind, SANDBOX_KIND.deposit)));
    return payment ?? null;
  }

  async function findPayout(payoutId: string): Promise<SandboxPayment | null> {
    const [payout] = await db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, payoutId), eq(sandboxPayments.kind, SANDBOX_KIND.payout)));
    return payout ?? null;
  }

  /** Moves an open payout to a final status in one statement: of two racing moves, one wins. */
  async function closePayout(payoutId: string, status: Exclude<PayoutStatus, 'open'>) {
    const [updated] = await db
      .update(sandboxPayments)
      .set({ status, decidedAt: sql`now()` })
      .where(
        and(
          eq(sandboxPayments.id, payoutId),
          eq(sandboxPayments.kind, SANDBOX_KIND.payout),
          eq(sandboxPayments.status, 'open'),
        ),
      )
      .returning();
    return updated ?? null;
  }

  /**
   * A payment page left open longer than the deposit limit holds its deposit has expired: a status
   * query finds the payment declined, as a decision on that page would (decide), so an abandoned
   * deposit ends instead of being asked about for ever. One conditional statement: a decision
   * racing it finds a final status, or it finds the decision's.
   */
  async function expireStale(payment: SandboxPayment): Promise<SandboxPayment> {
    const stale = Date.now() - payment.createdAt.getTime() > DEPOSIT_HOLD_MINUTES * 60_000;
    if (payment.kind !== SANDBOX_KIND.deposit || payment.status !== 'open' || !stale) return payment;
    const card = CARD_PAYMENT_TYPES.includes(payment.paymentType ?? '');
    const [expired] = await db
      .update(sandboxPayments)
      .set({ status: 'declined', responseCode: card ? CARD_DECLINED_CODE : null, decidedAt: sql`now()` })
      .where(and(eq(sandboxPayments.id, payment.id), eq(sandboxPayments.status, 'open')))
      .returning();
    return expired ?? (await find(payment.id)) ?? payment;
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

  /**
   * The notification's body when its signature is good and fresh and it has the schema's shape;
   * otherwise why not (nothing changes either way).
   */
  function signedBody<T extends z.ZodType>(
    rawBody: string,
    headers: NotificationHeaders,
    schema: T,
  ): { verdict: 'bad-signature' | 'malformed' } | { body: z.infer<T> } {
    const header = headers[SIGNATURE_HEADER];
    if (typeof header !== 'string' || !verifyNotification(secret, header, rawBody, nowSeconds()))
      return { verdict: 'bad-signature' };
    try {
      return { body: schema.parse(JSON.parse(rawBody)) };
    } catch {
      return { verdict: 'malformed' };
    }
  }

  return {
    name: 'sandbox',
    secret,
    notificationPaths: { payment: SANDBOX_NOTIFY_PATH, payout: SANDBOX_PAYOUT_NOTIFY_PATH },
    methodLabel: async (name) => (await options.methodLabel(name)) ?? name,

    async checkPaymentNotification(rawBody, headers) {
      const signed = signedBody(rawBody, headers, notificationBody);
      if (!('body' in signed)) return signed;
      const payment = await find(signed.body.paymentId);
      if (!payment) return { verdict: 'unknown' };
      if (signed.body.merchantReference !== payment.merchantReference)
        return { verdict: 'mismatch', providerReference: payment.id };
      const { status, amount, responseCode } = signed.body;
      return {
        verdict: 'valid',
        notice: {
          providerReference: payment.id,
          merchantReference: payment.merchantReference,
          status,
          amount,
          responseCode,
        },
      };
    },

    async checkPayoutNotification(rawBody, headers) {
      const signed = signedBody(rawBody, headers, payoutNotificationBody);
      if (!('body' in signed)) return signed;
      const payout = await findPayout(signed.body.paymentId);
      if (!payout) return { verdict: 'unknown' };
      if (signed.body.merchantReference !== payout.merchantReference)
        return { verdict: 'mismatch', providerReference: payout.id };
      const { status, amount } = signed.body;
      return {
        verdict: 'valid',
        notice: { providerReference: payout.id, merchantReference: payout.merchantReference, status, amount },
      };
    },

    async startPayment(input) {
      const payment = await openPayment(input);
      return { providerReference: payment.id, action: await actionFor(payment, input.method.submitStyle) };
    },

    async paymentStatus(providerReference) {
      const found = await find(providerReference);
      if (!found) return null;
      const payment = await expireStale(found);
      return {
        status: payment.status as ProviderPaymentStatus,
        amount: payment.amount,
        responseCode: payment.responseCode,
      };
    },

    async paymentByMerchantReference(transactionId) {
      const [found] = await db
        .select()
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.kind, SANDBOX_KIND.deposit),
            eq(sandboxPayments.merchantReference, transactionId),
          ),
        );
      if (!found) return null;
      const payment = await expireStale(found);
      return {
        providerReference: payment.id,
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

    async startPayout(input) {
      const [created] = await db
        .insert(sandboxPayments)
        .values({
          id: newPayoutId(),
          kind: SANDBOX_KIND.payout,
          merchantReference: input.ticketId,
          amount: input.amount,
          methodName: input.methodName,
          playerId: input.playerId,
        })
        .onConflictDoNothing()
        .returning();
      if (created) return { providerReference: created.id };
      // The same withdrawal started twice (a retry): the payout already opened answers.
      const [existing] = await db
        .select()
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.kind, SANDBOX_KIND.payout),
            eq(sandboxPayments.merchantReference, input.ticketId),
          ),
        );
      if (!existing || existing.amount !== input.amount) {
        throw new Error(`sandbox: withdrawal ${input.ticketId} already opened with another amount`);
      }
      return { providerReference: existing.id };
    },

    async cancelPayout(providerReference) {
      return (await closePayout(providerReference, 'cancelled')) !== null;
    },

    async payoutStatus(providerReference) {
      const payout = await findPayout(providerReference);
      return payout ? { status: payout.status as PayoutStatus, amount: payout.amount } : null;
    },

    async payoutByMerchantReference(ticketId) {
      const [payout] = await db
        .select()
        .from(sandboxPayments)
        .where(
          and(eq(sandboxPayments.kind, SANDBOX_KIND.payout), eq(sandboxPayments.merchantReference, ticketId)),
        );
      return payout
        ? { providerReference: payout.id, status: payout.status as PayoutStatus, amount: payout.amount }
        : null;
    },

    embeddedPayout(providerReference) {
      return {
        endpoint: SANDBOX_PATHS.paasPayout,
        token: signToken(
          secret,
          TOKEN_PURPOSE.payoutEmbed,
          providerReference,
          nowSeconds() + EMBED_TOKEN_SECONDS,
        ),
      };
    },

    payoutOfEmbedToken: (token) => verifyToken(secret, TOKEN_PURPOSE.payoutEmbed, token, nowSeconds()),

    payoutDecisionToken: (payoutId) => signToken(secret, TOKEN_PURPOSE.payoutDecision, payoutId, 0),
    verifyPayoutDecisionToken: (payoutId, token) =>
      verifyToken(secret, TOKEN_PURPOSE.payoutDecision, token, 0) === payoutId,

    findPayout,

    async openPayouts(limit = 200) {
      return db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.kind, SANDBOX_KIND.payout), eq(sandboxPayments.status, 'open')))
        .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id))
        .limit(limit);
    },

    async decidePayout(payoutId, decision) {
      const decided = await closePayout(payoutId, decision === 'pay' ? 'paid' : 'rejected');
      if (decided) return { payment: decided, changed: true };
      const payout = await findPayout(payoutId);
      return payout ? { payment: payout, changed: false } : null;
    },

    payoutNotificationOf(payment) {
      const notification: SandboxPayoutNotification = {
        paymentId: payment.id,
        merchantReference: payment.merchantReference,
        kind: SANDBOX_KIND.payout,
        status: payment.status as PayoutStatus,
        amount: payment.amount,
      };
      const body = JSON.stringify(notification);
      return { body, signature: signNotification(secret, body, nowSeconds()) };
    },

    async decide(paymentId, decision) {
      return inTransaction(db, async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.kind, SANDBOX_KIND.deposit)))
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
