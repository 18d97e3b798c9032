import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { DepositAction } from '@conto-gioco/shared/deposit';
import type { PaymentType } from '@conto-gioco/shared/payment-methods';
import type { Database } from '../db/client.ts';
import { players } from '../modules/auth/schema.ts';
import { inTransaction } from '../db/client.ts';
import { deposits } from '../modules/deposit/schema.ts';
import { withdrawals } from '../modules/withdrawal/schema.ts';
import { withdrawalRequestKey } from '../modules/withdrawal/settle.ts';
import {
  forgetPlayerBalances,
  PLAYER_ACCOUNT,
  SYSTEM_ACCOUNT,
  transfer,
  transferWithin,
} from '../modules/wallet/ledger.ts';
import { paymentMethods } from '../modules/wallet/schema.ts';
import { SANDBOX_KIND } from '../adapters/payments/sandbox/provider.ts';
import { sandboxPayments } from '../adapters/payments/sandbox/schema.ts';
import { developmentOperatorAuthorization } from '../modules/operator/development-credentials.ts';

/**
 * Test support for the sandbox provider and the confirmation calls: deposit methods of every
 * payment type and submit style of their own (independent of the seed), and deposits started the
 * way Ricarica starts them (a deposits row, then the provider's startPayment).
 */

export type TestMethodKey = PaymentType | 'voucher';

export const TEST_METHODS: Record<
  TestMethodKey,
  { id: number; name: string; nameLong: string; submitStyle: string; paymentType: PaymentType | null }
> = {
  neteller: {
    id: 9101,
    name: 'Ricarica_SbxNeteller',
    nameLong: 'Neteller (prova)',
    submitStyle: 'redirect',
    paymentType: 'neteller',
  },
  paysafe: {
    id: 9102,
    name: 'Ricarica_SbxPaysafe',
    nameLong: 'Paysafecard (prova)',
    submitStyle: 'modal',
    paymentType: 'paysafe',
  },
  paypal: {
    id: 9103,
    name: 'Ricarica_SbxPayPal',
    nameLong: 'PayPal (prova)',
    submitStyle: 'redirect',
    paymentType: 'paypal',
  },
  poste: {
    id: 9104,
    name: 'Ricarica_SbxPoste',
    nameLong: 'Postepay (prova)',
    submitStyle: 'form-new-tab',
    paymentType: 'poste',
  },
  safecharge: {
    id: 9105,
    name: 'Ricarica_SbxCarta',
    nameLong: 'Carta di credito (prova)',
    submitStyle: 'form',
    paymentType: 'safecharge',
  },
  skrill: {
    id: 9106,
    name: 'Ricarica_SbxSkrill',
    nameLong: 'Skrill (prova)',
    submitStyle: 'modal',
    paymentType: 'skrill',
  },
  voucher: {
    id: 9107,
    name: 'Ricarica_SbxVoucher',
    nameLong: 'Voucher <prova> & "test"',
    submitStyle: 'redirect',
    paymentType: null,
  },
};

export async function insertTestMethods(db: Database): Promise<void> {
  await db
    .insert(paymentMethods)
    .values(
      Object.values(TEST_METHODS).map((method, index) => ({
        id: method.id,
        name: method.name,
        nameLong: method.nameLong,
        testing: true,
        minAmount: 100,
        maxAmount: 10_000_000,
        withdrawalRecharge: false,
        provider: 'sandbox',
        submitStyle: method.submitStyle,
        paymentType: method.paymentType,
        icon: 'bank-card-line',
        viewOrder: 900 + index,
      })),
    )
    .onConflictDoNothing();
}

export async function playerIdOf(db: Database, username = 'mariorossi'): Promise<number> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(sql`lower(${players.username})`, username.toLowerCase()));
  if (!player) throw new Error(`no player ${username}`);
  return player.id;
}

export type StartedTestDeposit = {
  transactionId: string;
  paymentId: string;
  playerId: number;
  amount: number;
  action: DepositAction;
};

/** A deposit started as Ricarica would: the row, then the provider, then its reference stored. */
export async function startTestDeposit(
  app: FastifyInstance,
  key: TestMethodKey,
  options: { amount?: number; username?: string } = {},
): Promise<StartedTestDeposit> {
  const method = TEST_METHODS[key];
  const amount = options.amount ?? 2_500;
  const playerId = await playerIdOf(app.db, options.username);
  const transactionId = randomUUID();
  await app.db.insert(deposits).values({ transactionId, playerId, methodId: method.id, amount });
  const { providerReference, action } = await app.paymentProvider.startPayment({
    transactionId,
    playerId,
    amount,
    method: {
      name: method.name,
      nameLong: method.nameLong,
      submitStyle: method.submitStyle,
      paymentType: method.paymentType,
    },
    accountField: null,
    isMobile: false,
  });
  await app.db.update(deposits).set({ providerReference }).where(eq(deposits.transactionId, transactionId));
  return { transactionId, paymentId: providerReference, playerId, amount, action };
}

export async function depositOf(db: Database, transactionId: string) {
  const [deposit] = await db.select().from(deposits).where(eq(deposits.transactionId, transactionId));
  return deposit!;
}

/** The hosted page's decision token, read from its form as a browser would. */
export async function decisionTokenOf(app: FastifyInstance, paymentId: string): Promise<string> {
  const page = await app.inject({ method: 'GET', url: `/sandbox/pay/${paymentId}` });
  const match = /name="token" value="([^"]+)"/.exec(page.body);
  if (!match) throw new Error(`no decision form on the page of ${paymentId}`);
  return match[1]!;
}

/** Clicks a decision button on the hosted page. */
export async function decide(
  app: FastifyInstance,
  paymentId: string,
  decision: 'approve' | 'decline' | 'pending',
) {
  const token = await decisionTokenOf(app, paymentId);
  return app.inject({
    method: 'POST',
    url: `/sandbox/pay/${paymentId}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, token }).toString(),
  });
}

/** Gives a player cash from the demo funding account (a test's opening balance). */
export async function fundPlayer(db: Database, playerId: number, amount: number): Promise<void> {
  await transfer(db, {
    idempotencyKey: `test-funding:${randomUUID()}`,
    cause: 'Ricarica',
    playerId,
    legs: [
      { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount },
      { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: -amount },
    ],
  });
}

/** A seeded withdrawal method every test may use (a redirect-less e-wallet payout). */
export const TEST_PAYOUT_METHOD = 'Prelievo_Neteller';

export type StartedTestWithdrawal = { ticketId: string; payoutId: string; playerId: number; amount: number };

/**
 * A withdrawal taken as Prelievo takes it, without the route's checks: the amount moves from cash
 * to the pending-withdrawal account with the row, then the provider opens its payout and its
 * reference is stored. The player must have the cash.
 */
export async function startTestWithdrawal(
  app: FastifyInstance,
  options: { amount?: number; username?: string; playerId?: number; methodName?: string } = {},
): Promise<StartedTestWithdrawal> {
  const amount = options.amount ?? 2_000;
  const playerId = options.playerId ?? (await playerIdOf(app.db, options.username));
  const methodName = options.methodName ?? TEST_PAYOUT_METHOD;
  const [method] = await app.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.name, methodName));
  if (!method) throw new Error(`no method ${methodName}`);
  const ticketId = String(randomInt(100_000_000_000, 1_000_000_000_000));
  const request = {
    idempotencyKey: withdrawalRequestKey(ticketId),
    cause: 'Prelievo',
    playerId,
    legs: [
      { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: -amount },
      { account: { playerId, kind: PLAYER_ACCOUNT.pendingWithdrawal }, amount },
    ],
  };
  await inTransaction(app.db, async (tx) => {
    const { transferId } = await transferWithin(tx, request);
    await tx.insert(withdrawals).values({
      ticketId,
      serial: `PR${randomBytes(7).toString('hex').toUpperCase()}`,
      playerId,
      methodId: method.id,
      amount,
      destination: 'conto@example.it',
      requestTransferId: transferId,
    });
  });
  forgetPlayerBalances(app.db, request);
  const { providerReference } = await app.paymentProvider.startPayout({
    ticketId,
    playerId,
    amount,
    methodName,
    destination: 'conto@example.it',
  });
  await app.db.update(withdrawals).set({ providerReference }).where(eq(withdrawals.ticketId, ticketId));
  return { ticketId, payoutId: providerReference, playerId, amount };
}

export async function withdrawalOf(db: Database, ticketId: string) {
  const [withdrawal] = await db.select().from(withdrawals).where(eq(withdrawals.ticketId, ticketId));
  return withdrawal!;
}

/** The sandbox's payout of one of our withdrawals, by its ticket id (the merchant reference). */
export async function payoutOf(db: Database, ticketId: string) {
  const [payout] = await db
    .select()
    .from(sandboxPayments)
    .where(
      and(eq(sandboxPayments.kind, SANDBOX_KIND.payout), eq(sandboxPayments.merchantReference, ticketId)),
    );
  if (!payout) throw new Error(`no payout of withdrawal ${ticketId}`);
  return payout;
}

/** The sandbox operator's login (the development operator of tests): its Authorization header. */
export const operatorHeaders = () => ({ authorization: developmentOperatorAuthorization() });

/**
 * The sandbox operator pays or rejects the payout of a withdrawal (the operator-side call, logged
 * in as the operator), which notifies us and settles the withdrawal.
 */
export async function decidePayout(app: FastifyInstance, ticketId: string, decision: 'pay' | 'reject') {
  const payout = await payoutOf(app.db, ticketId);
  return app.inject({
    method: 'POST',
    url: `/sandbox/payouts/${encodeURIComponent(payout.id)}/decision`,
    headers: operatorHeaders(),
    payload: { decision },
  });
}
