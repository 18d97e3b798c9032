import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { hash } from '@node-rs/argon2';
import { DEPOSIT_CODE } from '@conto-gioco/shared/deposit';
import { WITHDRAWAL_CODE } from '@conto-gioco/shared/withdrawal';
import { players } from '../auth/schema.ts';
import { createTestApp, bearer, tokenOf, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { inTransaction, queryRows, type Executor } from '../../db/client.ts';
import { signNotification, SIGNATURE_HEADER } from '../../adapters/payments/sandbox/signature.ts';
import type { PayoutDecision, SandboxDecision } from '../../adapters/payments/sandbox/provider.ts';
import { SANDBOX_NOTIFY_PATH, SANDBOX_PAYOUT_NOTIFY_PATH } from '../../adapters/payments/sandbox/provider.ts';
import { decide as decideOnPage, decidePayout, fundPlayer } from '../../testing/payments.ts';
import { DEMO_PASSWORD } from '../../seed/demo-players.ts';
import { withdrawals } from '../withdrawal/schema.ts';
import { InsufficientFundsError, PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transfer } from '../wallet/ledger.ts';
import { ledgerEntries, ledgerTransfers, paymentMethods } from '../wallet/schema.ts';
import { deposits } from './schema.ts';
import { depositIdempotencyKey, settleDeposit } from './settle.ts';

/*
 * Model-based property test of the money rules of deposits, through the real calls: random
 * sequences of deposits started with Ricarica, the provider's decisions (silently on its side, or
 * by the player on the hosted page, which notifies us), its signed notifications delivered late,
 * several times, in parallel and out of order (an old 'pending' after the approval), the result
 * page's confirmation call (/api/payment/neteller, which asks the provider) racing them, forged
 * notifications, and debits of the player's cash. After every step the books must balance: each
 * transfer's entries sum to zero, each wallet row equals the sum of its entries, no player
 * account is negative, a deposit is credited at most once (exactly once when approved, with its
 * amount) and GetSaldo shows the model's balance.
 *
 * Withdrawals join them: Prelievo of a share of the cash, the player's cancel (EL_AnnullaPrelievo,
 * which asks the provider first), the sandbox operator paying or rejecting the payout (notifying
 * us at once, or silently with the signed notification delivered later, several times, in
 * parallel), the player cancelling on the embedded payout page, and forged payout notifications.
 * Added invariants: a withdrawal is settled at most once (exactly once when final), it ends as the
 * provider's payout did, and each player's pending-withdrawal account is the sum of their pending
 * withdrawals.
 *
 * On PostgreSQL the parallel deliveries really race (one connection each): 200 runs of up to 30
 * commands per property in `npm test`, 1,000 of up to 50 with `npm run test:ledger-long` (which
 * sets LEDGER_PROPERTY_RUNS and LEDGER_PROPERTY_COMMANDS). PGlite has one connection and runs
 * transactions one at a time, so there a smaller version runs.
 *
 * The books are checked in full before and after each property; after each command only what
 * moved since the run began (the transfers after its mark), so a check costs the same in the
 * thousandth run as in the first.
 */

const ON_POSTGRES = TEST_DB_DRIVER === 'postgres';
const NUM_RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? (ON_POSTGRES ? 200 : 20));
const MAX_COMMANDS = Number(process.env.LEDGER_PROPERTY_COMMANDS ?? (ON_POSTGRES ? 30 : 10));
/** Generous: a loaded CI machine, and the long run. */
const PROPERTY_TIMEOUT_MS = Math.max(240_000, NUM_RUNS * MAX_COMMANDS * 150);
const USERNAMES = ['mariorossi', 'lorenzogallo', 'martinaleone'] as const;
/** A seeded redirect method with a confirmation call of its own (/api/payment/neteller). */
const METHOD_NAME = 'Ricarica_Neteller';
/** A seeded withdrawal method: an e-mail, bounds 10 € to 5.000 €. */
const WITHDRAWAL_METHOD = { name: 'Prelievo_Neteller', min: 1_000, max: 500_000 } as const;

type Status = 'started' | 'pending' | 'approved' | 'declined';
type ProviderStatus = 'open' | 'pending' | 'approved' | 'declined';
type Outcome = 'approved' | 'declined' | 'pending';
type Notification = { status: ProviderStatus; body: string; signature: string };
type ModelDeposit = {
  transactionId: string;
  paymentId: string;
  player: number;
  amount: number;
  status: Status;
  provider: ProviderStatus;
  /** Every notification the provider signed for this payment, oldest first. */
  sent: Notification[];
};
type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';
type PayoutStatus = 'open' | 'paid' | 'rejected' | 'cancelled';
type ModelWithdrawal = {
  ticketId: string;
  payoutId: string;
  player: number;
  amount: number;
  status: WithdrawalStatus;
  provider: PayoutStatus;
  /** Every payout notification the provider signed, oldest first (the open one of the start too). */
  sent: { status: PayoutStatus; body: string; signature: string }[];
};
/** Where a run starts: its last transfer and the balance of every account that keeps one. */
type LedgerMark = { transferId: number; balances: Map<number, number> };
type Model = {
  mark: LedgerMark;
  cash: number[];
  bonus: number[];
  /** Each player's pending-withdrawal account. */
  pending: number[];
  deposits: ModelDeposit[];
  withdrawals: ModelWithdrawal[];
};

let t: TestApp;
let playerIds: number[];
let tokens: string[];
let methodId: number;

beforeAll(async () => {
  // The tokens are made once; balance reads do not keep a session alive, and the long run lasts
  // longer than the idle time-out.
  t = await createTestApp({ config: { sessionIdleSeconds: 24 * 3600 } });
  const db = t.database.db;
  const rows = await db
    .select({ id: players.id, username: players.username })
    .from(players)
    .where(inArray(players.username, [...USERNAMES]));
  playerIds = USERNAMES.map((name) => rows.find((row) => row.username === name)!.id);
  // The deposit limit is not what this test is about: high enough for every sequence. The
  // players may withdraw (confirmed contacts), without an OTP at any amount. Prelievo checks the
  // password as its pin: the same Argon2id check, with light parameters (hashing cost is not what
  // this test is about either, and a thousand checks at the real ones take most of its time).
  await db
    .update(players)
    .set({
      passwordHash: await hash(DEMO_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 }),
      depositLimit: 1_000_000_000,
      depositLimitPeriod: 'WW',
      confirmedMobile: true,
      playerConfirmed: true,
      cambioPassword: false,
    })
    .where(inArray(players.id, playerIds));
  await t.app.siteConfig.set('PrelievoOtpDaImporto', '0');
  const [method] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.name, METHOD_NAME));
  methodId = method!.id;
  tokens = [];
  for (const name of USERNAMES) tokens.push(await tokenOf(t.app, name));
});
afterAll(() => t?.close());

/** settleDeposit's rule as the model sees it: a final status never changes. */
function next(status: Status, outcome: Outcome): Status {
  if (status === 'approved' || status === 'declined') return status;
  return outcome;
}

/** Every status a deposit can end in when the outcomes are applied one at a time, in any order. */
function reachable(status: Status, outcomes: Outcome[]): Set<Status> {
  if (outcomes.length === 0) return new Set([status]);
  const result = new Set<Status>();
  outcomes.forEach((outcome, i) => {
    const rest = [...outcomes.slice(0, i), ...outcomes.slice(i + 1)];
    for (const end of reachable(next(status, outcome), rest)) result.add(end);
  });
  return result;
}

/** The provider's own rule: only open or pending payments change. */
function providerNext(status: ProviderStatus, decision: SandboxDecision): ProviderStatus {
  if (status === 'approved' || status === 'declined') return status;
  if (decision === 'pending') return 'pending';
  return decision === 'approve' ? 'approved' : 'declined';
}

/** Fails when the books do not balance or a player account is negative. */
async function assertLedgerConsistent(db: Executor): Promise<void> {
  const unbalanced = await queryRows<{ transfer_id: number; total: string }>(
    db,
    sql`select transfer_id, sum(amount)::text as total from ledger_entries
        group by transfer_id having sum(amount) <> 0`,
  );
  expect(unbalanced, 'every transfer sums to zero').toEqual([]);
  const drifted = await queryRows<{ id: number; balance: string; entries: string }>(
    db,
    sql`select a.id, a.balance::text as balance, coalesce(e.total, 0)::text as entries
        from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.balance <> coalesce(e.total, 0)`,
  );
  expect(drifted, 'every wallet row equals the sum of its entries').toEqual([]);
  const negative = await queryRows<{ id: number }>(
    db,
    sql`select id from ledger_accounts where player_id is not null and balance < 0`,
  );
  expect(negative, 'no player account is negative').toEqual([]);
  const [all] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`,
  );
  expect(Number(all!.total), 'all entries sum to zero').toBe(0);
}

async function ledgerMark(db: Executor): Promise<LedgerMark> {
  const [last] = await queryRows<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as id from ledger_transfers`,
  );
  const accounts = await queryRows<{ id: number; balance: string }>(
    db,
    sql`select id, balance::text as balance from ledger_accounts where balance is not null`,
  );
  return {
    transferId: last!.id,
    balances: new Map(accounts.map((account) => [account.id, Number(account.balance)])),
  };
}

/**
 * assertLedgerConsistent for what moved since the mark, read through the entries' transfer index:
 * each new transfer sums to zero, each wallet row moved by exactly its new entries, no player
 * account is negative. With the full check at the mark, the books balance now.
 */
async function assertLedgerConsistentSince(db: Executor, mark: LedgerMark): Promise<void> {
  const unbalanced = await queryRows<{ transfer_id: number; total: string }>(
    db,
    sql`select transfer_id, sum(amount)::text as total from ledger_entries
        where transfer_id > ${mark.transferId}
        group by transfer_id having sum(amount) <> 0`,
  );
  expect(unbalanced, 'every transfer sums to zero').toEqual([]);
  const accounts = await queryRows<{ id: number; player_id: number | null; balance: string; moved: string }>(
    db,
    sql`select a.id, a.player_id, a.balance::text as balance, coalesce(m.moved, 0)::text as moved
        from ledger_accounts a
        left join (select account_id, sum(amount) as moved from ledger_entries
                   where transfer_id > ${mark.transferId} group by account_id) m on m.account_id = a.id
        where a.balance is not null`,
  );
  const drifted = accounts.filter(
    (a) => Number(a.balance) !== (mark.balances.get(a.id) ?? 0) + Number(a.moved),
  );
  expect(drifted, 'every wallet row equals the sum of its entries').toEqual([]);
  const negative = accounts.filter((a) => a.player_id !== null && Number(a.balance) < 0);
  expect(negative, 'no player account is negative').toEqual([]);
}

/** Each deposit of the model: its status, and one credit of its amount when approved, none otherwise. */
async function assertDepositsCreditedOnce(model: Model): Promise<void> {
  const db = t.database.db;
  const firsts = await queryRows<{ player_id: number; n: number }>(
    db,
    sql`select player_id, count(*)::int as n from deposits
        where first_deposit and player_id in (${sql.join(
          playerIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by player_id having count(*) > 1`,
  );
  expect(firsts, 'at most one first deposit per player').toEqual([]);
  if (model.deposits.length === 0) return;
  const ids = model.deposits.map((d) => d.transactionId);
  const rows = await db.select().from(deposits).where(inArray(deposits.transactionId, ids));
  const credits = await queryRows<{ key: string; transfer_id: number; amounts: string; kinds: string }>(
    db,
    sql`select t.idempotency_key as key, t.id as transfer_id,
          string_agg(e.amount::text, ',' order by e.amount) as amounts,
          string_agg(a.kind, ',' order by e.amount) as kinds
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id
        where t.idempotency_key in (${sql.join(
          ids.map((id) => sql`${depositIdempotencyKey(id)}`),
          sql`, `,
        )})
        group by t.idempotency_key, t.id`,
  );
  for (const deposit of model.deposits) {
    const row = rows.find((r) => r.transactionId === deposit.transactionId)!;
    expect(row.status, `status of ${deposit.transactionId}`).toBe(deposit.status);
    const mine = credits.filter((c) => c.key === depositIdempotencyKey(deposit.transactionId));
    if (deposit.status === 'approved') {
      expect(mine, 'an approved deposit is credited exactly once').toHaveLength(1);
      expect(mine[0]!.amounts).toBe(`${-deposit.amount},${deposit.amount}`);
      expect(mine[0]!.kinds).toBe(`${SYSTEM_ACCOUNT.providerClearing},${PLAYER_ACCOUNT.cash}`);
      expect(row.transferId).toBe(mine[0]!.transfer_id);
    } else {
      expect(mine, 'a deposit not approved moves no money').toEqual([]);
      expect(row.transferId).toBeNull();
    }
  }
}

async function assertBalances(model: Model): Promise<void> {
  for (const [i, token] of tokens.entries()) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Account/GetSaldo',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json(), `GetSaldo of ${USERNAMES[i]}`).toEqual({
      soldi: model.cash[i]! + model.bonus[i]!,
      prelevabile: model.cash[i]!,
    });
  }
}

/**
 * Every withdrawal (of the model, or with `model` null all of them) is settled at most once: one
 * settle transfer when final, none while pending; each player's pending-withdrawal account is the
 * sum of their pending withdrawals; the model's withdrawals have its status, and a final one the
 * provider's.
 */
async function assertWithdrawalsSettledOnce(model: Model | null): Promise<void> {
  const db = t.database.db;
  // The model's withdrawals (none matches `in (null)`), or with no model every one.
  const tickets = model?.withdrawals.map((w) => sql`${w.ticketId}`) ?? [];
  const settlements = await queryRows<{ ticket_id: string; status: string; n: number }>(
    db,
    sql`select w.ticket_id, w.status, count(t.id)::int as n from withdrawals w
        left join ledger_transfers t on t.idempotency_key = 'withdrawal:' || w.ticket_id || ':settle'
        ${model ? sql`where w.ticket_id in (${tickets.length ? sql.join(tickets, sql`, `) : sql`null`})` : sql``}
        group by w.ticket_id, w.status
        having count(t.id) <> case when w.status = 'pending' then 0 else 1 end
            or bool_or(t.id is distinct from w.settle_transfer_id) and w.status <> 'pending'`,
  );
  expect(settlements, 'each withdrawal settled once when final, never while pending').toEqual([]);
  const pendingDrift = await queryRows<{ player_id: number; account: string; withdrawals: string }>(
    db,
    sql`select a.player_id, a.balance::text as account, coalesce(w.total, 0)::text as withdrawals
        from ledger_accounts a
        left join (select player_id, sum(amount) as total from withdrawals where status = 'pending'
                   group by player_id) w on w.player_id = a.player_id
        where a.kind = ${PLAYER_ACCOUNT.pendingWithdrawal} and a.balance <> coalesce(w.total, 0)`,
  );
  expect(pendingDrift, 'pending-withdrawal account = sum of pending withdrawals').toEqual([]);
  if (!model || model.withdrawals.length === 0) return;
  const rows = await db
    .select({ ticketId: withdrawals.ticketId, status: withdrawals.status })
    .from(withdrawals)
    .where(
      inArray(
        withdrawals.ticketId,
        model.withdrawals.map((w) => w.ticketId),
      ),
    );
  for (const withdrawal of model.withdrawals) {
    const row = rows.find((r) => r.ticketId === withdrawal.ticketId)!;
    expect(row.status, `status of withdrawal ${withdrawal.ticketId}`).toBe(withdrawal.status);
    if (withdrawal.status !== 'pending') expect(withdrawal.status).toBe(withdrawal.provider);
  }
  for (const [i, playerId] of playerIds.entries()) {
    const [row] = await queryRows<{ balance: string }>(
      db,
      sql`select balance::text as balance from ledger_accounts
          where player_id = ${playerId} and kind = ${PLAYER_ACCOUNT.pendingWithdrawal}`,
    );
    expect(Number(row?.balance ?? 0), `pending withdrawals of ${USERNAMES[i]}`).toBe(model.pending[i]);
  }
}

async function assertAll(model: Model): Promise<void> {
  await assertLedgerConsistentSince(t.database.db, model.mark);
  await assertDepositsCreditedOnce(model);
  await assertWithdrawalsSettledOnce(model);
  await assertBalances(model);
}

async function depositStatus(transactionId: string): Promise<Status> {
  const [row] = await t.database.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.transactionId, transactionId));
  return row!.status as Status;
}

/** The model follows a deposit's new status: an approval credits the player once. */
function settle(model: Model, deposit: ModelDeposit, status: Status): void {
  if (deposit.status !== 'approved' && status === 'approved') model.cash[deposit.player]! += deposit.amount;
  deposit.status = status;
}

/** The player submits the deposit form: POST Ricarica. */
class StartDeposit implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly player: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(model: Model) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Ricarica',
      headers: bearer(tokens[this.player]!),
      payload: { importo: this.amount, metodo: methodId, type: METHOD_NAME, email: 'conto@example.it' },
    });
    const body = response.json();
    expect(body.ResponseCode, JSON.stringify(body)).toBe(DEPOSIT_CODE.OK);
    const { transactionId } = body.ResponseData;
    const [row] = await t.database.db
      .select({ providerReference: deposits.providerReference })
      .from(deposits)
      .where(eq(deposits.transactionId, transactionId));
    model.deposits.push({
      transactionId,
      paymentId: row!.providerReference!,
      player: this.player,
      amount: this.amount,
      status: 'started',
      provider: 'open',
      sent: [],
    });
    await assertAll(model);
  }
  toString = () => `start(${USERNAMES[this.player]}, ${this.amount})`;
}

/**
 * The provider decides a payment on its side. Silently: its notification is signed and kept, to
 * be delivered later (or never). On the hosted page: the decision route also notifies us at once.
 */
class ProviderDecides implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly which: number,
    readonly decision: SandboxDecision,
    readonly onPage: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model) {
    const deposit = model.deposits[this.which % model.deposits.length]!;
    const after = providerNext(deposit.provider, this.decision);
    const changed = after !== deposit.provider;
    if (this.onPage) {
      // A final payment's page has no buttons left: a late click (a second tab) posts the form anyway.
      const response =
        deposit.provider === 'open' || deposit.provider === 'pending'
          ? await decideOnPage(t.app, deposit.paymentId, this.decision)
          : await t.app.inject({
              method: 'POST',
              url: `/sandbox/pay/${deposit.paymentId}/decision`,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams({
                decision: this.decision,
                token: t.app.sandboxPayments.decisionToken(deposit.paymentId),
              }).toString(),
            });
      expect(response.statusCode).toBe(303);
    } else {
      const decided = await t.app.sandboxPayments.decide(deposit.paymentId, this.decision);
      expect(decided!.changed).toBe(changed);
      if (changed) {
        const { body, signature } = t.app.sandboxPayments.notificationOf(decided!.payment);
        deposit.sent.push({ status: after, body, signature });
      }
    }
    deposit.provider = after;
    // A page decision that changed the payment was notified: the deposit follows the provider.
    if (this.onPage && changed && after !== 'open') settle(model, deposit, next(deposit.status, after));
    await assertAll(model);
  }
  toString = () => `${this.onPage ? 'page' : 'provider'}(#${this.which}, ${this.decision})`;
}

type Delivery = { which: number; kind: 'notify'; pick: number } | { which: number; kind: 'confirm' };

/**
 * Deliveries arriving together, all started at once: notifications the provider signed (any of
 * them: a retry, an old one after a newer one) and confirmation calls of the result page.
 */
class Deliver implements fc.AsyncCommand<Model, TestApp> {
  constructor(readonly deliveries: Delivery[]) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model) {
    const targets = this.deliveries.map((delivery) => {
      const deposit = model.deposits[delivery.which % model.deposits.length]!;
      // A notification only exists once the provider signed one; otherwise the page is confirmed.
      if (delivery.kind === 'notify' && deposit.sent.length > 0) {
        const notification = deposit.sent[delivery.pick % deposit.sent.length]!;
        return { deposit, kind: 'notify' as const, status: notification.status, notification };
      }
      return { deposit, kind: 'confirm' as const, status: deposit.provider, notification: null };
    });
    const touched = [...new Set(targets.map((target) => target.deposit))];
    const before = new Map(touched.map((deposit) => [deposit, deposit.status]));
    const responses = await Promise.all(
      targets.map(({ deposit, notification }) =>
        notification
          ? t.app.inject({
              method: 'POST',
              url: SANDBOX_NOTIFY_PATH,
              headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: notification.signature },
              payload: notification.body,
            })
          : t.app.inject({
              method: 'GET',
              url: `/api/payment/neteller?payment_id=${deposit.paymentId}&status=approved`,
            }),
      ),
    );
    for (const [i, response] of responses.entries()) {
      const target = targets[i]!;
      expect(response.statusCode).toBe(200);
      if (target.kind === 'notify') expect(response.json()).toEqual({ received: true });
      else {
        // The query's status=approved is the browser's word: only the provider's counts.
        const esito = { approved: 'OK', declined: 'KO', pending: 'PENDING', open: 'PENDING' }[target.status];
        expect(response.json().ResponseData?.esito, `confirmation of a ${target.status} payment`).toBe(esito);
      }
    }
    for (const deposit of touched) {
      const after = await depositStatus(deposit.transactionId);
      const was = before.get(deposit)!;
      const outcomes = targets
        .filter((target) => target.deposit === deposit && target.status !== 'open')
        .map((target) => target.status as Outcome);
      expect(reachable(was, outcomes).has(after), `${was} + [${outcomes}] -> ${after}`).toBe(true);
      settle(model, deposit, after);
    }
    await assertAll(model);
  }
  toString = () =>
    `deliver(${this.deliveries.map((d) => `#${d.which}:${d.kind === 'notify' ? `notify${d.pick}` : 'confirm'}`).join(' | ')})`;
}

/** A notification nobody signed with the provider's secret, or a signed one with its body changed. */
class Forged implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly which: number,
    readonly tampered: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model) {
    const deposit = model.deposits[this.which % model.deposits.length]!;
    const body = JSON.stringify({
      paymentId: deposit.paymentId,
      merchantReference: deposit.transactionId,
      status: 'approved',
      amount: deposit.amount,
      responseCode: null,
    });
    const now = Math.floor(Date.now() / 1000);
    const signature = this.tampered
      ? t.app.sandboxPayments.signNotification(body.replace('"approved"', '"declined"'), now)
      : signNotification('not-the-provider-secret-0123456789abcdef', body, now);
    const response = await t.app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    await assertAll(model);
  }
  toString = () => `forged(#${this.which}, ${this.tampered ? 'tampered body' : 'wrong secret'})`;
}

/** The player's cash spent (a bet, a withdrawal): refused when it would make the account negative. */
class Debit implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly player: number,
    readonly share: number,
  ) {}
  check = () => true;
  async run(model: Model) {
    // A share above 1 asks for more than the player has.
    const amount = Math.max(1, Math.round(model.cash[this.player]! * this.share));
    const playerId = playerIds[this.player]!;
    const attempt = transfer(t.database.db, {
      idempotencyKey: `property-debit:${randomUUID()}`,
      cause: 'Giocata',
      playerId,
      legs: [
        { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: -amount },
        { account: { system: SYSTEM_ACCOUNT.house }, amount },
      ],
    });
    if (amount > model.cash[this.player]!) {
      await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    } else {
      await attempt;
      model.cash[this.player]! -= amount;
    }
    await assertAll(model);
  }
  toString = () => `debit(${USERNAMES[this.player]}, ${this.share.toFixed(2)} of cash)`;
}

/**
 * Every notification the provider signed for one payment, delivered one after the other, newest
 * first (an old 'pending' arrives after the approval), then the confirmation call.
 */
class ReplayAll implements fc.AsyncCommand<Model, TestApp> {
  constructor(readonly which: number) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model) {
    const deposit = model.deposits[this.which % model.deposits.length]!;
    for (const notification of [...deposit.sent].reverse()) {
      const response = await t.app.inject({
        method: 'POST',
        url: SANDBOX_NOTIFY_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: notification.signature },
        payload: notification.body,
      });
      expect(response.json()).toEqual({ received: true });
      if (notification.status !== 'open') settle(model, deposit, next(deposit.status, notification.status));
      expect(await depositStatus(deposit.transactionId)).toBe(deposit.status);
    }
    const confirmation = await t.app.inject({
      method: 'GET',
      url: `/api/payment/neteller?payment_id=${deposit.paymentId}&status=approved`,
    });
    expect(confirmation.statusCode).toBe(200);
    if (deposit.provider !== 'open') settle(model, deposit, next(deposit.status, deposit.provider));
    await assertAll(model);
  }
  toString = () => `replayAll(#${this.which})`;
}

/** A deposit row as Ricarica writes it, for the settleDeposit-level property (no provider). */
class InsertDeposit implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly player: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(model: Model) {
    const transactionId = randomUUID();
    await t.database.db.insert(deposits).values({
      transactionId,
      playerId: playerIds[this.player]!,
      methodId,
      amount: this.amount,
      providerReference: `PROP-${transactionId}`,
    });
    model.deposits.push({
      transactionId,
      paymentId: `PROP-${transactionId}`,
      player: this.player,
      amount: this.amount,
      status: 'started',
      provider: 'open',
      sent: [],
    });
    await assertAll(model);
  }
  toString = () => `insert(${USERNAMES[this.player]}, ${this.amount})`;
}

/**
 * Outcomes handed to settleDeposit together, all started at once, in any mix: also those a
 * consistent provider never sends (an approval after a decline), which a faulty or hostile
 * provider might.
 */
class SettleAtOnce implements fc.AsyncCommand<Model, TestApp> {
  constructor(readonly deliveries: { which: number; outcome: Outcome }[]) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model) {
    const targets = this.deliveries.map(({ which, outcome }) => ({
      deposit: model.deposits[which % model.deposits.length]!,
      outcome,
    }));
    const touched = [...new Set(targets.map((target) => target.deposit))];
    const before = new Map(touched.map((deposit) => [deposit, deposit.status]));
    const results = await Promise.all(
      targets.map(({ deposit, outcome }) => settleDeposit(t.database.db, deposit.transactionId, outcome)),
    );
    for (const deposit of touched) {
      const after = await depositStatus(deposit.transactionId);
      const was = before.get(deposit)!;
      const outcomes = targets.filter((target) => target.deposit === deposit).map((target) => target.outcome);
      expect(reachable(was, outcomes).has(after), `${was} + [${outcomes}] -> ${after}`).toBe(true);
      const approvals = results.filter(
        (r, i) => targets[i]!.deposit === deposit && r?.changed && r.deposit.status === 'approved',
      ).length;
      const credited = was !== 'approved' && after === 'approved';
      expect(approvals, 'only the delivery that approves reports the change').toBe(credited ? 1 : 0);
      settle(model, deposit, after);
    }
    await assertAll(model);
  }
  toString = () => `settle(${this.deliveries.map((d) => `#${d.which}:${d.outcome}`).join(' | ')})`;
}

/** settleWithdrawal's rule as the model sees it: a pending withdrawal ends once, as told. */
function settleWithdrawalModel(model: Model, withdrawal: ModelWithdrawal, status: PayoutStatus): void {
  if (withdrawal.status !== 'pending' || status === 'open') return;
  withdrawal.status = status;
  model.pending[withdrawal.player]! -= withdrawal.amount;
  if (status !== 'paid') model.cash[withdrawal.player]! += withdrawal.amount;
}

/** The player asks for a share of their cash: POST Prelievo (more than the cash is refused). */
class Withdraw implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly player: number,
    readonly share: number,
  ) {}
  check = () => true;
  async run(model: Model) {
    const amount = Math.max(1, Math.round(model.cash[this.player]! * this.share));
    // The 4-a-day limit has its own tests: the player's requests of the last day are yesterday's.
    await t.database.db.execute(
      sql`update withdrawals set created_at = created_at - interval '1 day'
          where player_id = ${playerIds[this.player]!} and created_at > now() - interval '1 day'`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Prelievo',
      headers: bearer(tokens[this.player]!),
      payload: {
        type: WITHDRAWAL_METHOD.name,
        importo: amount,
        pin: DEMO_PASSWORD,
        email: 'conto@example.it',
      },
    });
    const body = response.json();
    const allowed =
      amount >= WITHDRAWAL_METHOD.min && amount <= Math.min(WITHDRAWAL_METHOD.max, model.cash[this.player]!);
    if (!allowed) {
      expect(body.ResponseCode, JSON.stringify(body)).not.toBe(WITHDRAWAL_CODE.OK);
    } else {
      expect(body.ResponseCode, JSON.stringify(body)).toBe(WITHDRAWAL_CODE.OK);
      const ticketId: string = body.ResponseData.idTicket;
      const [row] = await t.database.db
        .select({ providerReference: withdrawals.providerReference })
        .from(withdrawals)
        .where(eq(withdrawals.ticketId, ticketId));
      const payoutId = row!.providerReference!;
      const payout = await t.app.sandboxPayments.findPayout(payoutId);
      model.cash[this.player]! -= amount;
      model.pending[this.player]! += amount;
      model.withdrawals.push({
        ticketId,
        payoutId,
        player: this.player,
        amount,
        status: 'pending',
        provider: 'open',
        sent: [{ status: 'open', ...t.app.sandboxPayments.payoutNotificationOf(payout!) }],
      });
    }
    await assertAll(model);
  }
  toString = () => `withdraw(${USERNAMES[this.player]}, ${this.share.toFixed(2)} of cash)`;
}

/** Money for the player to withdraw (the demo funding's opening balance), then a request of a share. */
class FundThenWithdraw implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly player: number,
    readonly amount: number,
    readonly share: number,
  ) {}
  check = () => true;
  async run(model: Model) {
    await fundPlayer(t.database.db, playerIds[this.player]!, this.amount);
    model.cash[this.player]! += this.amount;
    await new Withdraw(this.player, this.share).run(model);
  }
  toString = () => `fundThenWithdraw(${USERNAMES[this.player]}, ${this.amount}, ${this.share.toFixed(2)})`;
}

/** The player cancels a withdrawal: EL_AnnullaPrelievo (the provider is asked first). */
class CancelWithdrawal implements fc.AsyncCommand<Model, TestApp> {
  constructor(readonly which: number) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model) {
    const withdrawal = model.withdrawals[this.which % model.withdrawals.length]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Account/EL_AnnullaPrelievo?ticket=${withdrawal.ticketId}`,
      headers: bearer(tokens[withdrawal.player]!),
    });
    const body = response.json();
    if (withdrawal.status === 'pending' && withdrawal.provider === 'open') {
      expect(body, 'an open payout is cancelled').toMatchObject({ ResponseCode: 0, ResponseData: true });
      withdrawal.provider = 'cancelled';
    } else {
      expect(body.ResponseCode, 'a decided payout is not cancellable').toBe(WITHDRAWAL_CODE.NOT_CANCELLABLE);
    }
    // Either way our withdrawal now follows the provider's word.
    settleWithdrawalModel(model, withdrawal, withdrawal.provider);
    await assertAll(model);
  }
  toString = () => `cancelWithdrawal(#${this.which})`;
}

/**
 * The sandbox operator pays or rejects a payout: through its call, which notifies us at once, or
 * silently on its side, the signed notification kept for a later delivery (or none).
 */
class OperatorDecides implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly which: number,
    readonly decision: PayoutDecision,
    readonly notifyNow: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model) {
    const withdrawal = model.withdrawals[this.which % model.withdrawals.length]!;
    const open = withdrawal.provider === 'open';
    const status = this.decision === 'pay' ? 'paid' : 'rejected';
    if (this.notifyNow) {
      const response = await decidePayout(t.app, withdrawal.ticketId, this.decision);
      expect(response.json()).toMatchObject({ changed: open });
      if (open) {
        withdrawal.provider = status;
        settleWithdrawalModel(model, withdrawal, status);
      }
    } else {
      const decided = await t.app.sandboxPayments.decidePayout(withdrawal.payoutId, this.decision);
      expect(decided!.changed).toBe(open);
      if (open) {
        withdrawal.provider = status;
        withdrawal.sent.push({ status, ...t.app.sandboxPayments.payoutNotificationOf(decided!.payment) });
      }
    }
    await assertAll(model);
  }
  toString = () => `operator(#${this.which}, ${this.decision}${this.notifyNow ? '' : ', silently'})`;
}

/** The player cancels on the embedded (PaaS) payout page: the provider cancels and notifies us. */
class CancelOnPaasPage implements fc.AsyncCommand<Model, TestApp> {
  constructor(readonly which: number) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model) {
    const withdrawal = model.withdrawals[this.which % model.withdrawals.length]!;
    const { token } = t.app.paymentProvider.embeddedPayout(withdrawal.payoutId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paas-payout/cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(response.statusCode).toBe(303);
    if (withdrawal.provider === 'open') {
      withdrawal.provider = 'cancelled';
      settleWithdrawalModel(model, withdrawal, 'cancelled');
    }
    await assertAll(model);
  }
  toString = () => `cancelOnPaasPage(#${this.which})`;
}

/** Payout notifications the provider signed, delivered together: retries, an old 'open' late. */
class DeliverPayouts implements fc.AsyncCommand<Model, TestApp> {
  constructor(readonly deliveries: { which: number; pick: number }[]) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model) {
    const targets = this.deliveries.map(({ which, pick }) => {
      const withdrawal = model.withdrawals[which % model.withdrawals.length]!;
      return { withdrawal, notification: withdrawal.sent[pick % withdrawal.sent.length]! };
    });
    const responses = await Promise.all(
      targets.map(({ notification }) =>
        t.app.inject({
          method: 'POST',
          url: SANDBOX_PAYOUT_NOTIFY_PATH,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: notification.signature },
          payload: notification.body,
        }),
      ),
    );
    for (const [i, response] of responses.entries()) {
      expect(response.statusCode).toBe(200);
      const { withdrawal, notification } = targets[i]!;
      settleWithdrawalModel(model, withdrawal, notification.status);
    }
    await assertAll(model);
  }
  toString = () => `deliverPayouts(${this.deliveries.map((d) => `#${d.which}:${d.pick}`).join(' | ')})`;
}

/** A payout notification nobody signed with the provider's secret, or a signed one changed. */
class ForgedPayout implements fc.AsyncCommand<Model, TestApp> {
  constructor(
    readonly which: number,
    readonly tampered: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model) {
    const withdrawal = model.withdrawals[this.which % model.withdrawals.length]!;
    const body = JSON.stringify({
      paymentId: withdrawal.payoutId,
      merchantReference: withdrawal.ticketId,
      kind: 'withdrawal',
      status: 'rejected',
      amount: withdrawal.amount,
    });
    const now = Math.floor(Date.now() / 1000);
    const signature = this.tampered
      ? t.app.sandboxPayments.signNotification(body.replace('"rejected"', '"cancelled"'), now)
      : signNotification('not-the-provider-secret-0123456789abcdef', body, now);
    const response = await t.app.inject({
      method: 'POST',
      url: SANDBOX_PAYOUT_NOTIFY_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    await assertAll(model);
  }
  toString = () => `forgedPayout(#${this.which}, ${this.tampered ? 'tampered body' : 'wrong secret'})`;
}

const decision = fc.constantFrom<SandboxDecision>('approve', 'decline', 'pending');
const playerIndex = fc.integer({ min: 0, max: USERNAMES.length - 1 });
const delivery: fc.Arbitrary<Delivery> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat()).map(([which, pick]) => ({ which, kind: 'notify' as const, pick })),
  fc.nat().map((which) => ({ which, kind: 'confirm' as const })),
);
const startDeposit = fc
  .tuple(playerIndex, fc.integer({ min: 1_000, max: 50_000 }))
  .map(([p, a]) => new StartDeposit(p, a));
const debit = fc
  .tuple(playerIndex, fc.double({ min: 0.05, max: 1.5, noNaN: true }))
  .map(([p, share]) => new Debit(p, share));
const commands = [
  startDeposit,
  fc.tuple(fc.nat(), decision, fc.boolean()).map(([w, d, page]) => new ProviderDecides(w, d, page)),
  fc.tuple(fc.nat(), decision).map(([w, d]) => new ProviderDecides(w, d, false)),
  // One payment: a retried notification, an old one after a newer one, the confirmation racing them.
  fc
    .tuple(
      fc.nat(),
      fc.array(
        fc.oneof(
          fc.nat().map((pick) => ({ pick })),
          fc.constant(null),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(
      ([which, picks]) =>
        new Deliver(
          picks.map((p): Delivery =>
            p ? { which, kind: 'notify', pick: p.pick } : { which, kind: 'confirm' },
          ),
        ),
    ),
  // Several payments at once: parallel credits of one wallet, two first deposits.
  fc.array(delivery, { minLength: 2, maxLength: 4 }).map((ds) => new Deliver(ds)),
  fc.nat().map((w) => new ReplayAll(w)),
  fc.tuple(fc.nat(), fc.boolean()).map(([w, tampered]) => new Forged(w, tampered)),
  debit,
];

const withdraw = fc
  .tuple(playerIndex, fc.double({ min: 0.05, max: 1.5, noNaN: true }))
  .map(([p, share]) => new Withdraw(p, share));
/** Withdrawals: requests, cancels, the operator's decisions and their notifications, deposits and bets between. */
const withdrawalCommands = [
  withdraw,
  withdraw,
  fc.nat().map((w) => new CancelWithdrawal(w)),
  fc
    .tuple(fc.nat(), fc.constantFrom<PayoutDecision>('pay', 'reject'), fc.boolean())
    .map(([w, d, now]) => new OperatorDecides(w, d, now)),
  fc.nat().map((w) => new CancelOnPaasPage(w)),
  fc
    .array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 4 })
    .map((pairs) => new DeliverPayouts(pairs.map(([which, pick]) => ({ which, pick })))),
  fc.tuple(fc.nat(), fc.boolean()).map(([w, tampered]) => new ForgedPayout(w, tampered)),
  startDeposit,
  fc.tuple(fc.nat(), decision).map(([w, d]) => new ProviderDecides(w, d, true)),
  debit,
];

const outcome = fc.constantFrom<Outcome>('approved', 'declined', 'pending');
const insertDeposit = fc
  .tuple(playerIndex, fc.integer({ min: 1_000, max: 50_000 }))
  .map(([p, a]) => new InsertDeposit(p, a));
const settleCommands = [
  insertDeposit,
  fc.tuple(fc.nat(), outcome).map(([which, o]) => new SettleAtOnce([{ which, outcome: o }])),
  // The same outcome several times at once: a retried callback, a callback and a confirmation.
  fc
    .tuple(fc.nat(), outcome, fc.integer({ min: 2, max: 4 }))
    .map(([which, o, n]) => new SettleAtOnce(Array.from({ length: n }, () => ({ which, outcome: o })))),
  // Different outcomes of one deposit racing, in any order.
  fc
    .tuple(fc.nat(), fc.array(outcome, { minLength: 2, maxLength: 4 }))
    .map(([which, os]) => new SettleAtOnce(os.map((o) => ({ which, outcome: o })))),
  // Several deposits at once: parallel credits of one wallet, two first deposits.
  fc
    .array(fc.tuple(fc.nat(), outcome), { minLength: 2, maxLength: 4 })
    .map((pairs) => new SettleAtOnce(pairs.map(([which, o]) => ({ which, outcome: o })))),
  debit,
];

async function currentModel(): Promise<Model> {
  const mark = await ledgerMark(t.database.db);
  const cash: number[] = [];
  const bonus: number[] = [];
  const pending: number[] = [];
  for (const playerId of playerIds) {
    const rows = await queryRows<{ kind: string; balance: string }>(
      t.database.db,
      sql`select kind, balance::text as balance from ledger_accounts where player_id = ${playerId}`,
    );
    cash.push(Number(rows.find((r) => r.kind === PLAYER_ACCOUNT.cash)?.balance ?? 0));
    bonus.push(Number(rows.find((r) => r.kind === PLAYER_ACCOUNT.bonus)?.balance ?? 0));
    pending.push(Number(rows.find((r) => r.kind === PLAYER_ACCOUNT.pendingWithdrawal)?.balance ?? 0));
  }
  return { mark, cash, bonus, pending, deposits: [], withdrawals: [] };
}

describe(`deposit ledger properties (${TEST_DB_DRIVER}${ON_POSTGRES ? '' : ': smaller run, transactions one at a time'})`, () => {
  type Command = fc.AsyncCommand<Model, TestApp>;
  const property = async (opening: fc.Arbitrary<Command>, list: fc.Arbitrary<Command>[]) => {
    // In full around the runs; each command checks what moved since its run's mark.
    await assertLedgerConsistent(t.database.db);
    await assertWithdrawalsSettledOnce(null);
    await fc.assert(
      fc.asyncProperty(
        // Every sequence opens with a deposit or two, so that the other commands have one to act on.
        fc.array(opening, { minLength: 1, maxLength: 2 }),
        fc.commands(list, { maxCommands: MAX_COMMANDS, size: 'max' }),
        async (first, cmds) => {
          const model = await currentModel();
          await assertAll(model);
          for (const command of first) await command.run(model, t);
          await fc.asyncModelRun(() => ({ model, real: t }), cmds);
        },
      ),
      { numRuns: NUM_RUNS },
    );
    await assertLedgerConsistent(t.database.db);
    await assertWithdrawalsSettledOnce(null);
  };

  it(
    'through the real calls: credits each deposit once, whatever the provider sends in whatever order',
    () => property(startDeposit, commands),
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'withdrawals through the real calls: each settled once, as the provider decided, pending = pending withdrawals',
    () =>
      property(
        // Every sequence opens with money to withdraw and a request or two.
        fc
          .tuple(
            playerIndex,
            fc.integer({ min: 5_000, max: 200_000 }),
            fc.double({ min: 0.05, max: 0.9, noNaN: true }),
          )
          .map(([p, amount, share]) => new FundThenWithdraw(p, amount, share)),
        withdrawalCommands,
      ),
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'settleDeposit on its own: any mix of outcomes, at once, never credits twice or unbalances the books',
    () => property(insertDeposit, settleCommands),
    PROPERTY_TIMEOUT_MS,
  );

  it('detects a broken book: an unbalanced transfer, a wallet row that drifted from its entries', async () => {
    // The checks are only worth something if they fail on a broken ledger: break it inside a
    // transaction that is rolled back, and expect the check to notice each time.
    const db = t.database.db;
    const rollback = new Error('rollback');
    const mark = await ledgerMark(db);
    const failureOf = (check: Promise<void>) =>
      check.then(
        () => null,
        (error: unknown) => error,
      );
    /** What the full check and the check since the mark each said (null: nothing found). */
    const broken = async (breakIt: (tx: Executor) => Promise<void>) => {
      let failures: unknown[] = [];
      await inTransaction(db, async (tx) => {
        await breakIt(tx);
        failures = [
          await failureOf(assertLedgerConsistent(tx)),
          await failureOf(assertLedgerConsistentSince(tx, mark)),
        ];
        throw rollback;
      }).catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
      return failures;
    };
    const [cashAccount] = await queryRows<{ id: number }>(
      db,
      sql`select id from ledger_accounts where player_id = ${playerIds[0]!} and kind = ${PLAYER_ACCOUNT.cash}`,
    );
    // One leg only, wallet row updated with it: an unbalanced transfer.
    expect(
      await broken(async (tx) => {
        const [created] = await tx
          .insert(ledgerTransfers)
          .values({ idempotencyKey: `broken:${randomUUID()}`, cause: 'Ricarica', playerId: playerIds[0]! })
          .returning({ id: ledgerTransfers.id });
        await tx
          .insert(ledgerEntries)
          .values({ transferId: created!.id, accountId: cashAccount!.id, amount: 500 });
        await tx.execute(
          sql`update ledger_accounts set balance = balance + 500 where id = ${cashAccount!.id}`,
        );
      }),
    ).toEqual([expect.any(Error), expect.any(Error)]);
    // A wallet row changed without entries.
    expect(
      await broken(async (tx) => {
        await tx.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${cashAccount!.id}`);
      }),
    ).toEqual([expect.any(Error), expect.any(Error)]);
    await assertLedgerConsistent(db);
    await assertLedgerConsistentSince(db, mark);
  });
});
