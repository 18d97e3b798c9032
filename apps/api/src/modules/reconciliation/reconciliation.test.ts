import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_CODE, DEPOSIT_HOLD_MINUTES } from '@conto-gioco/shared/deposit';
import { ConfigError, loadConfig } from '../../config.ts';
import { inTransaction, queryRows } from '../../db/client.ts';
import { sandboxPayments } from '../../adapters/payments/sandbox/schema.ts';
import { bearer, createTestApp, TEST_DB_DRIVER, tokenOf, type TestApp } from '../../testing/app.ts';
import {
  depositOf,
  fundPlayer,
  insertTestMethods,
  payoutOf,
  playerIdOf,
  startTestDeposit,
  startTestWithdrawal,
  TEST_METHODS,
  TEST_PAYOUT_METHOD,
  withdrawalOf,
} from '../../testing/payments.ts';
import { players } from '../auth/schema.ts';
import { deposits } from '../deposit/schema.ts';
import { depositIdempotencyKey } from '../deposit/settle.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, systemBalance, transferWithin } from '../wallet/ledger.ts';
import { ledgerAccounts, ledgerTransfers, paymentMethods } from '../wallet/schema.ts';
import { withdrawals } from '../withdrawal/schema.ts';
import { withdrawalRequestKey, withdrawalSettleKey } from '../withdrawal/settle.ts';
import { RECONCILIATION_LOCK_ID, type ReconciliationRun } from './job.ts';

/*
 * Issue 22: a deposit approved at the provider was credited only by its notification or by the
 * result page's confirmation call; a crash between the provider's decision and its notification
 * (or a browser that never came back) left the player uncredited for ever. Each test first puts
 * the books in the state such a fault leaves and shows the money has not moved, then runs the
 * reconciliation job and checks the money moved exactly once, and that a second run moves nothing.
 */

/** RECONCILE_AFTER of these apps: deposits and payouts open for less are not asked about. */
const AFTER_SECONDS = 300;
/** A moment at which everything started in the test is old enough to be asked about. */
const later = () => new Date(Date.now() + (AFTER_SECONDS + 1) * 1000);

let t: TestApp;
let playerId: number;
let token: string;
const log: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info', reconcileAfterSeconds: AFTER_SECONDS },
    logStream: new Writable({ write: (chunk, _enc, done) => (log.push(String(chunk)), done()) }),
  });
  await insertTestMethods(t.app.db);
  playerId = await playerIdOf(t.app.db, 'mariorossi');
  await t.app.db
    .update(players)
    .set({ depositLimit: 1_000_000_000, depositLimitPeriod: 'WW' })
    .where(eq(players.id, playerId));
  await fundPlayer(t.app.db, playerId, 1_000_000);
  token = await tokenOf(t.app, 'mariorossi');
});
afterAll(() => t?.close());

async function accounts(id = playerId) {
  const rows = await t.app.db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, id));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { cash: of(PLAYER_ACCOUNT.cash), pending: of(PLAYER_ACCOUNT.pendingWithdrawal) };
}

/** What the player's balance call answers (no cache in the way: it is dropped by every transfer). */
async function saldo(): Promise<number> {
  const response = await t.app.inject({ url: '/api/Account/GetSaldo', headers: bearer(token) });
  return response.json().soldi;
}

const transfersWithKey = (key: string) =>
  t.app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));

/** One run of the job, as the schedule makes it at `now`. */
async function reconcile(now = later()): Promise<ReconciliationRun> {
  const run = await t.app.reconciliation.run(now);
  expect(run).not.toBeNull();
  return run!;
}

/** A deposit started through Ricarica, as the player's browser starts it. */
async function ricarica(amount: number) {
  const [method] = await t.app.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.name, 'Ricarica_Neteller'));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Account/Ricarica',
    headers: bearer(token),
    payload: { importo: amount, metodo: method!.id, email: 'mario.rossi@example.it' },
  });
  const body = response.json();
  expect(body.ResponseCode, JSON.stringify(body)).toBe(DEPOSIT_CODE.OK);
  return depositOf(t.app.db, body.ResponseData.transactionId);
}

describe('reconciliation of deposits', () => {
  it('is not scheduled in tests unless asked: nothing has run', () => {
    expect(t.app.reconciliation.last).toBeNull();
  });

  it('credits once a deposit approved at the provider whose notification was lost', async () => {
    const deposit = await ricarica(4_321);
    const before = await saldo();
    // The provider approves on its side; the server dies before its notification reaches us, and
    // the player's browser never comes back to the result page.
    const decided = await t.app.sandboxPayments.decide(deposit.providerReference!, 'approve');
    expect(decided?.payment.status).toBe('approved');

    // The lost credit: nothing else asks the provider again.
    expect((await depositOf(t.app.db, deposit.transactionId)).status).toBe('started');
    expect(await saldo()).toBe(before);
    expect(await transfersWithKey(depositIdempotencyKey(deposit.transactionId))).toHaveLength(0);

    // Younger than RECONCILE_AFTER: left to its notification.
    const early = await reconcile(new Date());
    expect(early.deposits.checked).toBe(0);
    expect(await saldo()).toBe(before);

    const run = await reconcile();
    expect(run.deposits).toMatchObject({ checked: 1, credited: 1, problems: 0 });
    expect(await depositOf(t.app.db, deposit.transactionId)).toMatchObject({ status: 'approved' });
    expect(await saldo()).toBe(before + 4_321);
    const credits = await transfersWithKey(depositIdempotencyKey(deposit.transactionId));
    expect(credits).toHaveLength(1);
    expect(credits[0]!.cause).toBe('Ricarica');

    // Again: nothing left to ask about, nothing moves twice.
    const again = await reconcile();
    expect(again.deposits).toMatchObject({ checked: 0, credited: 0 });
    expect(await saldo()).toBe(before + 4_321);
    expect(await transfersWithKey(depositIdempotencyKey(deposit.transactionId))).toHaveLength(1);

    // The late notification, should it arrive after all, changes nothing either.
    const notification = t.app.sandboxPayments.notificationOf(decided!.payment);
    const late = await t.app.inject({
      method: 'POST',
      url: t.app.paymentProvider.notificationPaths.payment,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': notification.signature },
      payload: notification.body,
    });
    expect(late.statusCode).toBe(200);
    expect(await saldo()).toBe(before + 4_321);
    expect(await transfersWithKey(depositIdempotencyKey(deposit.transactionId))).toHaveLength(1);
  });

  it('applies the card rule as the callback does: approved with 00 credits, left pending stays open', async () => {
    const card = await startTestDeposit(t.app, 'poste', { amount: 1_500 });
    const pending = await startTestDeposit(t.app, 'skrill', { amount: 1_600 });
    await t.app.sandboxPayments.decide(card.paymentId, 'approve');
    await t.app.sandboxPayments.decide(pending.paymentId, 'pending');
    const before = await accounts();

    const run = await reconcile();
    expect(run.deposits).toMatchObject({ checked: 2, credited: 1, stillOpen: 1, problems: 0 });
    expect(await depositOf(t.app.db, card.transactionId)).toMatchObject({
      status: 'approved',
      responseCode: '00',
    });
    // The provider still processes the other one: it turns pending and is asked about again.
    expect((await depositOf(t.app.db, pending.transactionId)).status).toBe('pending');
    expect((await accounts()).cash).toBe(before.cash + 1_500);

    await t.app.sandboxPayments.decide(pending.paymentId, 'approve');
    expect((await reconcile()).deposits).toMatchObject({ checked: 1, credited: 1 });
    expect((await accounts()).cash).toBe(before.cash + 1_500 + 1_600);
    expect(await reconcile()).toMatchObject({ deposits: { checked: 0 } });
  });

  it('ends a deposit whose payment page was abandoned past the hold, moving nothing', async () => {
    const abandoned = await startTestDeposit(t.app, 'neteller', { amount: 1_700 });
    const open = await startTestDeposit(t.app, 'neteller', { amount: 1_800 });
    await t.app.db
      .update(sandboxPayments)
      .set({ createdAt: new Date(Date.now() - (DEPOSIT_HOLD_MINUTES + 1) * 60_000) })
      .where(eq(sandboxPayments.id, abandoned.paymentId));
    const before = await accounts();

    const run = await reconcile();
    expect(run.deposits).toMatchObject({ checked: 2, declined: 1, stillOpen: 1, credited: 0 });
    expect((await depositOf(t.app.db, abandoned.transactionId)).status).toBe('declined');
    // The player may still be on the other one's page.
    expect((await depositOf(t.app.db, open.transactionId)).status).toBe('started');
    expect(await accounts()).toEqual(before);
    await t.app.sandboxPayments.decide(open.paymentId, 'decline');
    expect((await reconcile()).deposits).toMatchObject({ checked: 1, declined: 1 });
  });

  it('finds by its transactionId a payment whose reference a crash lost, and credits it once', async () => {
    const lost = await startTestDeposit(t.app, 'neteller', { amount: 1_900 });
    // The start stopped after the provider opened the payment, before its reference was stored.
    await t.app.db
      .update(deposits)
      .set({ providerReference: null })
      .where(eq(deposits.transactionId, lost.transactionId));
    await t.app.sandboxPayments.decide(lost.paymentId, 'approve');
    const before = await accounts();

    expect((await reconcile()).deposits).toMatchObject({ checked: 1, credited: 1 });
    expect(await depositOf(t.app.db, lost.transactionId)).toMatchObject({
      status: 'approved',
      providerReference: lost.paymentId,
    });
    expect((await accounts()).cash).toBe(before.cash + 1_900);
    expect((await reconcile()).deposits.checked).toBe(0);
  });

  it('declines, once the hold is over, a deposit the provider never opened', async () => {
    const transactionId = randomUUID();
    // The start stopped before the provider was called: the player never saw a payment page.
    await t.app.db
      .insert(deposits)
      .values({ transactionId, playerId, methodId: TEST_METHODS.neteller.id, amount: 2_100 });

    expect((await reconcile()).deposits).toMatchObject({ checked: 1, stillOpen: 1, declined: 0 });
    expect((await depositOf(t.app.db, transactionId)).status).toBe('started');

    const afterHold = new Date(Date.now() + (DEPOSIT_HOLD_MINUTES + 1) * 60_000);
    expect((await reconcile(afterHold)).deposits).toMatchObject({ checked: 1, declined: 1 });
    expect((await depositOf(t.app.db, transactionId)).status).toBe('declined');
    expect(await transfersWithKey(depositIdempotencyKey(transactionId))).toHaveLength(0);
  });
});

describe('reconciliation of payouts', () => {
  it('settles once a payout paid at the provider whose notification was lost', async () => {
    const w = await startTestWithdrawal(t.app, { amount: 2_500, playerId });
    const before = await accounts();
    const clearing = await systemBalance(t.app.db, SYSTEM_ACCOUNT.payoutClearing);
    // The provider's operator pays; the notification never reaches us.
    const decided = await t.app.sandboxPayments.decidePayout(w.payoutId, 'pay');
    expect(decided?.payment.status).toBe('paid');

    // Paid at the provider, pending here: the money waits in the pending account for ever.
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('pending');
    expect(await transfersWithKey(withdrawalSettleKey(w.ticketId))).toHaveLength(0);

    expect((await reconcile(new Date())).payouts.checked).toBe(0);
    const run = await reconcile();
    expect(run.payouts).toMatchObject({ checked: 1, settled: 1, problems: 0 });
    expect((await withdrawalOf(t.app.db, w.ticketId)).status).toBe('paid');
    expect(await accounts()).toEqual({ cash: before.cash, pending: before.pending - 2_500 });
    expect(await systemBalance(t.app.db, SYSTEM_ACCOUNT.payoutClearing)).toBe(clearing + 2_500);
    const settlements = await transfersWithKey(withdrawalSettleKey(w.ticketId));
    expect(settlements.map((s) => s.cause)).toEqual(['Prelievo pagato']);

    expect((await reconcile()).payouts).toMatchObject({ checked: 0, settled: 0 });
    expect(await transfersWithKey(withdrawalSettleKey(w.ticketId))).toHaveLength(1);
    expect(await accounts()).toEqual({ cash: before.cash, pending: before.pending - 2_500 });
  });

  it('gives the money back once for a payout rejected at the provider, and leaves open ones open', async () => {
    const rejected = await startTestWithdrawal(t.app, { amount: 2_600, playerId });
    const open = await startTestWithdrawal(t.app, { amount: 2_700, playerId });
    await t.app.sandboxPayments.decidePayout(rejected.payoutId, 'reject');
    const before = await accounts();

    expect((await reconcile()).payouts).toMatchObject({ checked: 2, settled: 1, stillOpen: 1 });
    expect((await withdrawalOf(t.app.db, rejected.ticketId)).status).toBe('rejected');
    expect((await withdrawalOf(t.app.db, open.ticketId)).status).toBe('pending');
    expect(await accounts()).toEqual({ cash: before.cash + 2_600, pending: before.pending - 2_600 });
    await t.app.sandboxPayments.cancelPayout(open.payoutId);
    expect((await reconcile()).payouts).toMatchObject({ checked: 1, settled: 1 });
    expect((await withdrawalOf(t.app.db, open.ticketId)).status).toBe('cancelled');
    expect(await accounts()).toEqual({ cash: before.cash + 5_300, pending: before.pending - 5_300 });
    expect(await reconcile()).toMatchObject({ payouts: { checked: 0 } });
  });

  it('opens the payout of a withdrawal whose request stopped before the provider took it, once', async () => {
    // The request took the money and wrote the withdrawal, then the server died before the
    // provider was asked to pay it: no payout there, no reference here, and not cancellable.
    const ticketId = String(randomInt(100_000_000_000, 1_000_000_000_000));
    const [method] = await t.app.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.name, TEST_PAYOUT_METHOD));
    await inTransaction(t.app.db, async (tx) => {
      const { transferId } = await transferWithin(tx, {
        idempotencyKey: withdrawalRequestKey(ticketId),
        cause: 'Prelievo',
        playerId,
        legs: [
          { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: -2_800 },
          { account: { playerId, kind: PLAYER_ACCOUNT.pendingWithdrawal }, amount: 2_800 },
        ],
      });
      await tx.insert(withdrawals).values({
        ticketId,
        serial: `PR${randomBytes(7).toString('hex').toUpperCase()}`,
        playerId,
        methodId: method!.id,
        amount: 2_800,
        destination: 'conto@example.it',
        requestTransferId: transferId,
      });
    });
    const before = await accounts();

    expect((await reconcile()).payouts).toMatchObject({ checked: 1, opened: 1 });
    const payout = await payoutOf(t.app.db, ticketId);
    expect(payout).toMatchObject({ status: 'open', amount: 2_800, methodName: TEST_PAYOUT_METHOD });
    expect((await withdrawalOf(t.app.db, ticketId)).providerReference).toBe(payout.id);
    // A second run asks about the same payout, opens no other.
    expect((await reconcile()).payouts).toMatchObject({ checked: 1, opened: 0, stillOpen: 1 });
    const payouts = await t.app.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.kind, 'withdrawal'), eq(sandboxPayments.merchantReference, ticketId)));
    expect(payouts).toHaveLength(1);
    expect(await accounts()).toEqual(before);

    // Now the player can cancel it, and gets the money back once.
    const cancel = await t.app.inject({
      url: `/api/Account/EL_AnnullaPrelievo?ticket=${ticketId}`,
      headers: bearer(token),
    });
    expect(cancel.json()).toMatchObject({ ResponseCode: 0, ResponseData: true });
    expect(await accounts()).toEqual({ cash: before.cash + 2_800, pending: before.pending - 2_800 });
  });
});

describe('the job', () => {
  it('logs each run with its figures, each settlement by its ticket, and no personal data', async () => {
    const w = await startTestWithdrawal(t.app, { amount: 2_900, playerId });
    await t.app.sandboxPayments.decidePayout(w.payoutId, 'pay');
    log.length = 0;
    const run = await reconcile();
    const lines = log.map((line) => JSON.parse(line));
    const runs = lines.filter((line) => line.msg === 'reconciliation: run');
    expect(runs).toHaveLength(1);
    expect(runs[0].reconciliation).toEqual(run);
    expect(runs[0].reconciliation.payouts).toMatchObject({ checked: 1, settled: 1 });
    expect(JSON.stringify(runs[0])).not.toContain(w.ticketId);
    const settled = lines.filter((line) => line.msg === 'reconciliation: payout settled');
    expect(settled.map((line) => line.ticketId)).toEqual([w.ticketId]);
    const text = log.join('\n');
    for (const secret of [w.payoutId, 'mariorossi', 'Mario', 'conto@example.it', '2900'])
      expect(text).not.toContain(secret);
  });

  it('shows the last run on the health endpoint', async () => {
    const run = await reconcile();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', reconciliation: run });
  });

  it.runIf(TEST_DB_DRIVER === 'postgres')(
    'runs on one instance at a time: while another holds the lock, a run does nothing',
    async () => {
      const deposit = await startTestDeposit(t.app, 'neteller', { amount: 3_100 });
      await t.app.sandboxPayments.decide(deposit.paymentId, 'approve');
      // Another instance's run holds the advisory lock (its own pooled connection).
      const elsewhere = await t.database.runExclusive(RECONCILIATION_LOCK_ID, () =>
        t.app.reconciliation.run(later()),
      );
      expect(elsewhere).toEqual({ ran: true, value: null });
      expect((await depositOf(t.app.db, deposit.transactionId)).status).toBe('started');
      expect((await reconcile()).deposits).toMatchObject({ credited: 1 });
    },
  );

  it('runs at start and on its schedule when RECONCILE_EVERY is set: the player is credited unasked', async () => {
    const scheduled = await createTestApp({ config: { reconcileEverySeconds: 1, reconcileAfterSeconds: 0 } });
    try {
      await insertTestMethods(scheduled.app.db);
      const deposit = await startTestDeposit(scheduled.app, 'neteller', { amount: 3_200 });
      await scheduled.app.sandboxPayments.decide(deposit.paymentId, 'approve');
      for (
        let i = 0;
        i < 100 && (await depositOf(scheduled.app.db, deposit.transactionId)).status !== 'approved';
        i++
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await depositOf(scheduled.app.db, deposit.transactionId)).status).toBe('approved');
      const credits = await queryRows<{ n: number }>(
        scheduled.app.db,
        sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${'deposit:%'}`,
      );
      expect(credits[0]!.n).toBe(1);
      expect(scheduled.app.reconciliation.last).not.toBeNull();
    } finally {
      await scheduled.close();
    }
  });
});

describe('its settings', () => {
  it('runs every 60 s on what is open for 5 minutes by default; 0 turns it off; bad values stop the start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cg-reconcile-config-'));
    try {
      const env = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'web') };
      expect(loadConfig(env)).toMatchObject({ reconcileEverySeconds: 60, reconcileAfterSeconds: 300 });
      expect(loadConfig({ ...env, RECONCILE_EVERY: '0', RECONCILE_AFTER: '30' })).toMatchObject({
        reconcileEverySeconds: 0,
        reconcileAfterSeconds: 30,
      });
      for (const bad of [
        { RECONCILE_EVERY: '-1' },
        { RECONCILE_AFTER: 'soon' },
        { RECONCILE_EVERY: '1.5' },
      ]) {
        expect(() => loadConfig({ ...env, ...bad }), JSON.stringify(bad)).toThrow(ConfigError);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
