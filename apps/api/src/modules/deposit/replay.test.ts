import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEPOSIT_CODE } from '@conto-gioco/shared/deposit';
import { players } from '../auth/schema.ts';
import { bearer, createTestApp, tokenOf, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { queryRows } from '../../db/client.ts';
import { SIGNATURE_HEADER } from '../../adapters/payments/sandbox/signature.ts';
import { SANDBOX_NOTIFY_PATH } from '../../adapters/payments/sandbox/provider.ts';
import { ledgerTransfers, paymentMethods } from '../wallet/schema.ts';
import { deposits } from './schema.ts';
import { depositIdempotencyKey } from './settle.ts';

/*
 * A provider retries its callback until it gets a 200, and the result page's confirmation call
 * races it: 200 deliveries of one approval, all at once, must credit the player exactly once.
 * On PostgreSQL they really run in parallel (ten pooled connections, rows locked); on PGlite they
 * queue on its one connection, which still checks the idempotency of every path.
 */

const METHOD_NAME = 'Ricarica_Neteller';
const DELIVERIES = 200;

let t: TestApp;
let methodId: number;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const [method] = await t.database.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.name, METHOD_NAME));
  methodId = method!.id;
  await t.database.db
    .update(players)
    .set({ depositLimit: 1_000_000_000, depositLimitPeriod: 'WW' })
    .where(inArray(players.username, ['mariorossi', 'lorenzogallo', 'martinaleone']));
  for (const username of ['mariorossi', 'lorenzogallo', 'martinaleone'])
    tokens.set(username, await tokenOf(t.app, username));
});
afterAll(() => t?.close());

async function startDeposit(username: string, amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Account/Ricarica',
    headers: bearer(tokens.get(username)!),
    payload: { importo: amount, metodo: methodId, email: 'conto@example.it' },
  });
  const body = response.json();
  expect(body.ResponseCode, JSON.stringify(body)).toBe(DEPOSIT_CODE.OK);
  const [row] = await t.database.db
    .select()
    .from(deposits)
    .where(eq(deposits.transactionId, body.ResponseData.transactionId));
  return { transactionId: row!.transactionId, paymentId: row!.providerReference!, amount };
}

/** The provider approves on its side and signs its notification (not sent yet). */
async function providerApproves(paymentId: string) {
  const decided = await t.app.sandboxPayments.decide(paymentId, 'approve');
  expect(decided?.changed).toBe(true);
  return t.app.sandboxPayments.notificationOf(decided!.payment);
}

const deliver = (notification: { body: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_NOTIFY_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: notification.signature },
    payload: notification.body,
  });

const confirm = (paymentId: string) =>
  t.app.inject({ method: 'GET', url: `/api/payment/neteller?payment_id=${paymentId}&status=approved` });

const saldo = async (username: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/Account/GetSaldo',
      headers: bearer(tokens.get(username)!),
    })
  ).json() as { soldi: number; prelevabile: number };

/** The ledger transfers made for a deposit: exactly one when credited. */
const creditsOf = (transactionId: string) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, depositIdempotencyKey(transactionId)));

async function assertBooksBalance() {
  const problems = await queryRows<{ problem: string }>(
    t.database.db,
    sql`select 'unbalanced transfer ' || transfer_id as problem from ledger_entries
          group by transfer_id having sum(amount) <> 0
        union all
        select 'wallet row ' || a.id || ' differs from its entries' from ledger_accounts a
          left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
            on e.account_id = a.id
          where a.balance <> coalesce(e.total, 0)
        union all
        select 'negative player account ' || id from ledger_accounts where player_id is not null and balance < 0`,
  );
  expect(problems).toEqual([]);
}

describe(`replayed deposit callbacks (${TEST_DB_DRIVER})`, () => {
  it(`${DELIVERIES} deliveries of one signed approval at once credit the player once`, async () => {
    const before = await saldo('mariorossi');
    const deposit = await startDeposit('mariorossi', 4_321);
    const notification = await providerApproves(deposit.paymentId);

    const responses = await Promise.all(Array.from({ length: DELIVERIES }, () => deliver(notification)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(DELIVERIES).fill(200));
    expect(responses.every((r) => r.json().received === true)).toBe(true);

    expect(await creditsOf(deposit.transactionId)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.transactionId, deposit.transactionId));
    expect(row!.status).toBe('approved');
    expect(await saldo('mariorossi')).toEqual({
      soldi: before.soldi + deposit.amount,
      prelevabile: before.prelevabile + deposit.amount,
    });
    await assertBooksBalance();
  });

  it('callbacks, confirmation calls and a stale pending notification racing credit once', async () => {
    const before = await saldo('mariorossi');
    const deposit = await startDeposit('mariorossi', 2_750);
    // The provider first put the payment on hold (its notification is delivered late), then approved it.
    const pending = await t.app.sandboxPayments.decide(deposit.paymentId, 'pending');
    const stale = t.app.sandboxPayments.notificationOf(pending!.payment);
    const approval = await providerApproves(deposit.paymentId);

    const calls = Array.from({ length: DELIVERIES }, (_, i) =>
      i % 10 === 0 ? deliver(stale) : i % 2 === 0 ? deliver(approval) : confirm(deposit.paymentId),
    );
    const responses = await Promise.all(calls);
    for (const [i, response] of responses.entries()) {
      expect(response.statusCode).toBe(200);
      // Each confirmation answers OK: the provider approved, whoever credited.
      if (i % 2 === 1) expect(response.json().ResponseData.esito).toBe('OK');
    }

    expect(await creditsOf(deposit.transactionId)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.transactionId, deposit.transactionId));
    expect(row!.status).toBe('approved');
    // The stale pending, whenever it was applied, left the approval in place.
    await deliver(stale);
    expect(await saldo('mariorossi')).toEqual({
      soldi: before.soldi + deposit.amount,
      prelevabile: before.prelevabile + deposit.amount,
    });
    await assertBooksBalance();
  });

  it('many deposits of one player, each delivered ten times, all at once: each credited once, one first deposit', async () => {
    // lorenzogallo (an opening balance from the seed, so not first) is made a player who never
    // deposited: exactly one of these becomes his first deposit.
    await t.database.db
      .update(players)
      .set({ primaRicarica: true })
      .where(eq(players.username, 'lorenzogallo'));
    const before = await saldo('lorenzogallo');
    const started: Awaited<ReturnType<typeof startDeposit>>[] = [];
    for (let i = 0; i < 20; i++) started.push(await startDeposit('lorenzogallo', 1_000 + i));
    const notifications: { body: string; signature: string }[] = [];
    for (const deposit of started) notifications.push(await providerApproves(deposit.paymentId));

    const responses = await Promise.all(
      notifications.flatMap((notification, i) =>
        Array.from({ length: 10 }, (_, k) =>
          k === 9 ? confirm(started[i]!.paymentId) : deliver(notification),
        ),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);

    const rows = await t.database.db
      .select()
      .from(deposits)
      .where(
        inArray(
          deposits.transactionId,
          started.map((d) => d.transactionId),
        ),
      );
    expect(rows.every((row) => row.status === 'approved')).toBe(true);
    expect(rows.filter((row) => row.firstDeposit === true)).toHaveLength(1);
    for (const deposit of started) expect(await creditsOf(deposit.transactionId)).toHaveLength(1);
    const total = started.reduce((sum, d) => sum + d.amount, 0);
    // One first-deposit bonus (100% of the first deposit), as bonus money: in soldi, not withdrawable.
    const first = rows.find((row) => row.firstDeposit)!;
    expect(await saldo('lorenzogallo')).toEqual({
      soldi: before.soldi + total + first.amount,
      prelevabile: before.prelevabile + total,
    });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/BetPlay/V3_CheckBonusPrimaRicarica',
      headers: bearer(tokens.get('lorenzogallo')!),
    });
    expect(check.json().ResponseData).toEqual({ primaRicarica: false });
    await assertBooksBalance();
  });

  it('a declined payment replayed with approvals nobody signed stays declined and moves no money', async () => {
    const before = await saldo('martinaleone');
    const deposit = await startDeposit('martinaleone', 5_000);
    const decided = await t.app.sandboxPayments.decide(deposit.paymentId, 'decline');
    const declined = t.app.sandboxPayments.notificationOf(decided!.payment);
    const forgedBody = declined.body.replace('"declined"', '"approved"');
    const responses = await Promise.all(
      Array.from({ length: DELIVERIES }, (_, i) =>
        i % 2 === 0 ? deliver(declined) : deliver({ body: forgedBody, signature: declined.signature }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(
      Array.from({ length: DELIVERIES }, (_, i) => (i % 2 === 0 ? 200 : 400)),
    );
    const [row] = await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.transactionId, deposit.transactionId));
    expect(row!.status).toBe('declined');
    expect(await creditsOf(deposit.transactionId)).toEqual([]);
    expect(await saldo('martinaleone')).toEqual(before);
    await assertBooksBalance();
  });
});
