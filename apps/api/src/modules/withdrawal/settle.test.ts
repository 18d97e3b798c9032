import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_CODE, WITHDRAWAL_MESSAGES } from '@conto-gioco/shared/withdrawal';
import { queryRows } from '../../db/client.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { SANDBOX_PAYOUT_NOTIFY_PATH } from '../../adapters/payments/sandbox/provider.ts';
import { SIGNATURE_HEADER, signNotification } from '../../adapters/payments/sandbox/signature.ts';
import {
  decidePayout,
  fundPlayer,
  payoutOf,
  playerIdOf,
  startTestWithdrawal,
  withdrawalOf,
  type StartedTestWithdrawal,
} from '../../testing/payments.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, systemBalance } from '../wallet/ledger.ts';
import { ledgerAccounts, ledgerTransfers } from '../wallet/schema.ts';
import { withdrawals } from './schema.ts';
import {
  applyPayoutReport,
  cancelWithdrawal,
  settleWithdrawal,
  withdrawalRequestKey,
  withdrawalSettleKey,
} from './settle.ts';

let t: TestApp;
let playerId: number;
let otherPlayerId: number;
/** What the app logs: the operator is told about conflicts. */
const log: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'warn' },
    logStream: new Writable({ write: (chunk, _enc, done) => (log.push(String(chunk)), done()) }),
  });
  playerId = await playerIdOf(t.app.db, 'mariorossi');
  otherPlayerId = await playerIdOf(t.app.db, 'lorenzogallo');
  await fundPlayer(t.app.db, playerId, 1_000_000);
});
afterAll(() => t?.close());

const silent = { warn: () => {}, error: () => {} };

async function balances(id = playerId) {
  const rows = await t.app.db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, id));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { cash: of(PLAYER_ACCOUNT.cash), pending: of(PLAYER_ACCOUNT.pendingWithdrawal) };
}

const payoutClearing = () => systemBalance(t.app.db, SYSTEM_ACCOUNT.payoutClearing);

/** The settle transfers of a withdrawal, with their legs: exactly one once it is final. */
async function settlementsOf(ticketId: string) {
  return queryRows<{ id: number; cause: string; legs: string }>(
    t.app.db,
    sql`select t.id, t.cause, string_agg(a.kind || ':' || e.amount, ',' order by e.amount) as legs
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id
        where t.idempotency_key = ${withdrawalSettleKey(ticketId)}
        group by t.id, t.cause`,
  );
}

const notificationBody = (w: StartedTestWithdrawal, status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    paymentId: w.payoutId,
    merchantReference: w.ticketId,
    kind: 'withdrawal',
    status,
    amount: w.amount,
    ...extra,
  });

const notify = (body: string, signature = t.app.sandboxPayments.signNotification(body)) =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_PAYOUT_NOTIFY_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });

describe(`settleWithdrawal (${TEST_DB_DRIVER})`, () => {
  it('a request takes the amount from cash into the pending-withdrawal account', async () => {
    const before = await balances();
    const w = await startTestWithdrawal(t.app, { playerId, amount: 3_000 });
    expect(await balances()).toEqual({ cash: before.cash - 3_000, pending: before.pending + 3_000 });
    const [request] = await t.app.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, withdrawalRequestKey(w.ticketId)));
    expect(request!.cause).toBe('Prelievo');
    expect(await withdrawalOf(t.app.db, w.ticketId)).toMatchObject({
      status: 'pending',
      providerReference: w.payoutId,
      settleTransferId: null,
      requestTransferId: request!.id,
    });
  });

  it('paid moves the pending amount to PAYOUT_CLEARING once, however often', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 2_500 });
    const before = await balances();
    const clearing = await payoutClearing();
    const first = await settleWithdrawal(t.app.db, { ticketId: w.ticketId }, 'paid');
    expect(first).toMatchObject({ changed: true, withdrawal: { status: 'paid' } });
    expect(first!.withdrawal.settledAt).not.toBeNull();
    const again = await settleWithdrawal(t.app.db, { providerReference: w.payoutId }, 'paid');
    expect(again).toMatchObject({ changed: false, withdrawal: { status: 'paid' } });

    expect(await balances()).toEqual({ cash: before.cash, pending: before.pending - 2_500 });
    expect(await payoutClearing()).toBe(clearing + 2_500);
    const settlements = await settlementsOf(w.ticketId);
    expect(settlements).toEqual([
      {
        id: first!.withdrawal.settleTransferId,
        cause: 'Prelievo pagato',
        legs: `${PLAYER_ACCOUNT.pendingWithdrawal}:-2500,${SYSTEM_ACCOUNT.payoutClearing}:2500`,
      },
    ]);
  });

  it.each([
    ['rejected', 'Prelievo rifiutato'],
    ['cancelled', 'Prelievo annullato'],
  ] as const)('%s brings the amount back to cash once', async (outcome, cause) => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 1_700 });
    const before = await balances();
    const clearing = await payoutClearing();
    expect((await settleWithdrawal(t.app.db, { ticketId: w.ticketId }, outcome))?.changed).toBe(true);
    expect((await settleWithdrawal(t.app.db, { ticketId: w.ticketId }, outcome))?.changed).toBe(false);
    expect(await balances()).toEqual({ cash: before.cash + 1_700, pending: before.pending - 1_700 });
    expect(await payoutClearing()).toBe(clearing);
    expect(await settlementsOf(w.ticketId)).toEqual([
      {
        id: expect.any(Number),
        cause,
        legs: `${PLAYER_ACCOUNT.pendingWithdrawal}:-1700,${PLAYER_ACCOUNT.cash}:1700`,
      },
    ]);
  });

  it.each([
    ['paid', 'cancelled'],
    ['paid', 'rejected'],
    ['rejected', 'paid'],
    ['cancelled', 'paid'],
    ['cancelled', 'rejected'],
  ] as const)('a %s withdrawal stays so: a later %s changes nothing', async (first, later) => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 1_100 });
    await settleWithdrawal(t.app.db, { ticketId: w.ticketId }, first);
    const before = await balances();
    const clearing = await payoutClearing();
    const result = await settleWithdrawal(t.app.db, { ticketId: w.ticketId }, later);
    expect(result).toMatchObject({ changed: false, withdrawal: { status: first } });
    expect(await balances()).toEqual(before);
    expect(await payoutClearing()).toBe(clearing);
    expect(await settlementsOf(w.ticketId)).toHaveLength(1);
  });

  it('answers null for an unknown withdrawal', async () => {
    expect(await settleWithdrawal(t.app.db, { ticketId: '000000000000' }, 'paid')).toBeNull();
    expect(await settleWithdrawal(t.app.db, { providerReference: 'SBXW-NONE' }, 'paid')).toBeNull();
  });

  it('different outcomes at once: one wins, the money moves once', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 900 });
    const before = await balances();
    const outcomes = ['paid', 'rejected', 'cancelled', 'paid', 'cancelled', 'rejected'] as const;
    const results = await Promise.all(
      outcomes.map((outcome) => settleWithdrawal(t.app.db, { ticketId: w.ticketId }, outcome)),
    );
    expect(results.filter((r) => r!.changed)).toHaveLength(1);
    const final = await withdrawalOf(t.app.db, w.ticketId);
    expect(results.every((r) => r!.withdrawal.status === final.status)).toBe(true);
    expect(await settlementsOf(w.ticketId)).toHaveLength(1);
    const back = final.status === 'paid' ? 0 : 900;
    expect(await balances()).toEqual({ cash: before.cash + back, pending: before.pending - 900 });
  });
});

describe(`cancelWithdrawal (${TEST_DB_DRIVER})`, () => {
  it('cancels the payout at the provider, then the withdrawal: the money is back in cash', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 2_200 });
    const before = await balances();
    expect(await cancelWithdrawal(t.app.db, t.app.paymentProvider, playerId, w.ticketId)).toEqual({
      ok: true,
    });
    expect((await payoutOf(t.app.db, w.ticketId)).status).toBe('cancelled');
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('cancelled');
    expect(await balances()).toEqual({ cash: before.cash + 2_200, pending: before.pending - 2_200 });
    // A second cancel: no longer cancellable, nothing moves.
    expect(await cancelWithdrawal(t.app.db, t.app.paymentProvider, playerId, w.ticketId)).toEqual({
      ok: false,
      code: WITHDRAWAL_CODE.NOT_CANCELLABLE,
      message: WITHDRAWAL_MESSAGES.notCancellable,
    });
    expect(await balances()).toEqual({ cash: before.cash + 2_200, pending: before.pending - 2_200 });
    expect(await settlementsOf(w.ticketId)).toHaveLength(1);
  });

  it("answers -30 for an unknown ticket or another player's, and touches nothing", async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 1_000 });
    const notFound = { ok: false, code: WITHDRAWAL_CODE.NOT_FOUND, message: WITHDRAWAL_MESSAGES.notFound };
    expect(await cancelWithdrawal(t.app.db, t.app.paymentProvider, otherPlayerId, w.ticketId)).toEqual(
      notFound,
    );
    expect(await cancelWithdrawal(t.app.db, t.app.paymentProvider, playerId, '999999999999')).toEqual(
      notFound,
    );
    expect((await payoutOf(t.app.db, w.ticketId)).status).toBe('open');
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');
  });

  it.each([
    ['pay', 'paid'],
    ['reject', 'rejected'],
  ] as const)(
    'after the provider decided (%s, not yet notified): -31, and the withdrawal follows the provider',
    async (decision, status) => {
      const w = await startTestWithdrawal(t.app, { playerId, amount: 1_300 });
      const before = await balances();
      // Decided on the provider's side; its notification is lost or late.
      expect((await t.app.sandboxPayments.decidePayout(w.payoutId, decision))?.changed).toBe(true);
      expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');

      const answer = await cancelWithdrawal(t.app.db, t.app.paymentProvider, playerId, w.ticketId);
      expect(answer).toMatchObject({ ok: false, code: WITHDRAWAL_CODE.NOT_CANCELLABLE });
      expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe(status);
      expect((await payoutOf(t.app.db, w.ticketId)).status).toBe(status);
      const back = status === 'paid' ? 0 : 1_300;
      expect(await balances()).toEqual({ cash: before.cash + back, pending: before.pending - 1_300 });
      // The late notification changes nothing more.
      const late = t.app.sandboxPayments.payoutNotificationOf(await payoutOf(t.app.db, w.ticketId));
      expect((await notify(late.body, late.signature)).statusCode).toBe(200);
      expect(await settlementsOf(w.ticketId)).toHaveLength(1);
    },
  );

  it('after the provider cancelled it (not yet notified): the cancel succeeds, the money back once', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 1_400 });
    const before = await balances();
    // Cancelled on the provider's side (its embedded page); the notification is lost.
    expect(await t.app.sandboxPayments.cancelPayout(w.payoutId)).toBe(true);
    expect(await cancelWithdrawal(t.app.db, t.app.paymentProvider, playerId, w.ticketId)).toEqual({
      ok: true,
    });
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('cancelled');
    expect(await balances()).toEqual({ cash: before.cash + 1_400, pending: before.pending - 1_400 });
    expect(await settlementsOf(w.ticketId)).toHaveLength(1);
  });

  it('a withdrawal whose payout has no reference yet is not cancellable for now', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 800 });
    await t.app.db
      .update(withdrawals)
      .set({ providerReference: null })
      .where(sql`ticket_id = ${w.ticketId}`);
    const provider: Pick<PaymentProvider, 'cancelPayout' | 'payoutStatus'> = {
      cancelPayout: () => Promise.reject(new Error('must not be asked')),
      payoutStatus: () => Promise.reject(new Error('must not be asked')),
    };
    expect(await cancelWithdrawal(t.app.db, provider, playerId, w.ticketId)).toMatchObject({
      ok: false,
      code: WITHDRAWAL_CODE.NOT_CANCELLABLE,
    });
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');
  });
});

describe(`payout notifications (${TEST_DB_DRIVER})`, () => {
  it('the operator pays: the signed notification settles the withdrawal paid', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 4_000 });
    const before = await balances();
    const response = await decidePayout(t.app, w.ticketId, 'pay');
    expect(response.json()).toEqual({ id: w.payoutId, status: 'paid', changed: true });
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('paid');
    expect(await balances()).toEqual({ cash: before.cash, pending: before.pending - 4_000 });
  });

  it('the operator rejects: the money is back in cash', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 4_100 });
    const before = await balances();
    expect((await decidePayout(t.app, w.ticketId, 'reject')).json().status).toBe('rejected');
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('rejected');
    expect(await balances()).toEqual({ cash: before.cash + 4_100, pending: before.pending - 4_100 });
  });

  it('duplicated and reordered notifications are harmless', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 3_300 });
    const open = t.app.sandboxPayments.payoutNotificationOf(await payoutOf(t.app.db, w.ticketId));
    const decided = await t.app.sandboxPayments.decidePayout(w.payoutId, 'pay');
    const paid = t.app.sandboxPayments.payoutNotificationOf(decided!.payment);
    const before = await balances();
    // Retries of the payment at once, then the old 'open' one after it.
    const responses = await Promise.all(Array.from({ length: 8 }, () => notify(paid.body, paid.signature)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await notify(open.body, open.signature)).statusCode).toBe(200);
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('paid');
    expect(await settlementsOf(w.ticketId)).toHaveLength(1);
    expect(await balances()).toEqual({ cash: before.cash, pending: before.pending - 3_300 });
  });

  it('an open payout notified changes nothing', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 600 });
    expect((await notify(notificationBody(w, 'open'))).statusCode).toBe(200);
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');
  });

  it('a provider contradicting itself (rejected after paid) changes nothing and is logged', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 700 });
    await decidePayout(t.app, w.ticketId, 'pay');
    const before = await balances();
    expect((await notify(notificationBody(w, 'rejected'))).statusCode).toBe(200);
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('paid');
    expect(await balances()).toEqual(before);
    expect(log.join('')).toContain('the provider and our withdrawal disagree');
  });

  it('refuses a forged, tampered, stale, future or missing signature: nothing changes', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 5_000 });
    const before = await balances();
    const body = notificationBody(w, 'rejected');
    const now = Math.floor(Date.now() / 1000);
    const signatures = [
      signNotification('not-the-provider-secret-0123456789abcdef', body, now),
      t.app.sandboxPayments.signNotification(notificationBody(w, 'paid'), now),
      t.app.sandboxPayments.signNotification(body, now - 3600),
      t.app.sandboxPayments.signNotification(body, now + 3600),
      '',
      'garbage',
    ];
    for (const signature of signatures) {
      const response = await notify(body, signature);
      expect(response.statusCode, signature).toBe(400);
    }
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');
    expect(await balances()).toEqual(before);
  });

  it('refuses a notification of another amount, another ticket or an unknown payout', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 5_100 });
    const other = await startTestWithdrawal(t.app, { playerId, amount: 5_200 });
    const before = await balances();
    expect((await notify(notificationBody(w, 'rejected', { amount: 99_999 }))).statusCode).toBe(400);
    expect(
      (await notify(notificationBody(w, 'rejected', { merchantReference: other.ticketId }))).statusCode,
    ).toBe(400);
    expect((await notify(notificationBody(w, 'rejected', { paymentId: 'SBXW-UNKNOWN' }))).statusCode).toBe(
      404,
    );
    expect((await notify(notificationBody(w, 'rejected', { kind: 'deposit' }))).statusCode).toBe(400);
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');
    expect((await withdrawalOf(t.app.db, other.ticketId)).status).toBe('pending');
    expect(await balances()).toEqual(before);
  });

  it('applyPayoutReport refuses a report whose reference is not the withdrawal’s', async () => {
    const w = await startTestWithdrawal(t.app, { playerId, amount: 650 });
    const result = await applyPayoutReport(
      t.app.db,
      { providerReference: 'SBXW-OTHER', ticketId: w.ticketId, status: 'paid', amount: 650 },
      silent,
    );
    expect(result).toEqual({ kind: 'unknown' });
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');
  });
});
