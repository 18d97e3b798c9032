import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { WITHDRAWAL_CODE } from '@conto-gioco/shared/withdrawal';
import { queryRows } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../../seed/demo-players.ts';
import {
  decidePayout,
  fundPlayer,
  payoutOf,
  playerIdOf,
  startTestWithdrawal,
} from '../../testing/payments.ts';
import { bearer, createTestApp, tokenOf, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { players } from '../auth/schema.ts';
import {
  PLAYER_ACCOUNT,
  SYSTEM_ACCOUNT,
  systemBalance,
  transfer,
  type SystemAccountKind,
} from '../wallet/ledger.ts';
import { ledgerAccounts } from '../wallet/schema.ts';
import { withdrawals } from './schema.ts';
import { cancelWithdrawal } from './settle.ts';

/*
 * Races of the money of withdrawals, on PostgreSQL only: PGlite has one connection and runs
 * transactions one at a time, so nothing would race there. Parallel Prelievo of one player's
 * whole balance, parallel requests against the 4-a-day limit, and the player's cancel racing the
 * provider's payout: each ends in exactly one outcome, with the money moved once.
 */

const ON_POSTGRES = TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const USERNAMES = ['mariorossi', 'lorenzogallo', 'martinaleone'] as const;
const METHOD = 'Prelievo_Neteller';
/** Below the seed's PrelievoOtpDaImporto (500 €): no OTP in the way. */
const BALANCE = 30_000;
const CANCEL_RACES = 500;
const RACES_AT_ONCE = 25;

let t: TestApp;
const ids = new Map<string, number>();
const tokens = new Map<string, string>();

beforeAll(async () => {
  if (!ON_POSTGRES) return;
  t = await createTestApp();
  const db = t.app.db;
  // Players who may withdraw: confirmed contacts, no password change due.
  await db
    .update(players)
    .set({ confirmedMobile: true, playerConfirmed: true, cambioPassword: false })
    .where(inArray(players.username, [...USERNAMES]));
  for (const username of USERNAMES) {
    ids.set(username, await playerIdOf(db, username));
    tokens.set(username, await tokenOf(t.app, username));
  }
});
afterAll(() => t?.close());

async function balanceOf(playerId: number | null, kind: string): Promise<number> {
  if (playerId === null) return systemBalance(t.app.db, kind as SystemAccountKind);
  const [row] = await t.app.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.kind, kind)));
  return row?.balance ?? 0;
}

/** Sets a player's cash to exactly `amount` (the rest goes to the house). */
async function setCash(playerId: number, amount: number): Promise<void> {
  const cash = await balanceOf(playerId, PLAYER_ACCOUNT.cash);
  if (cash > 0) {
    await transfer(t.app.db, {
      idempotencyKey: `race-reset:${playerId}:${Date.now()}:${Math.random()}`,
      cause: 'Giocata',
      playerId,
      legs: [
        { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: -cash },
        { account: { system: SYSTEM_ACCOUNT.house }, amount: cash },
      ],
    });
  }
  if (amount > 0) await fundPlayer(t.app.db, playerId, amount);
}

const prelievo = (username: string, importo: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/Prelievo',
    headers: bearer(tokens.get(username)!),
    payload: { type: METHOD, importo, pin: DEMO_PASSWORD, email: 'conto@example.it' },
  });

/** Every transfer sums to zero, every wallet row equals its entries, no player account is negative. */
async function assertBooksBalance() {
  const problems = await queryRows<{ problem: string }>(
    t.app.db,
    sql`select 'unbalanced transfer ' || transfer_id as problem from ledger_entries
          group by transfer_id having sum(amount) <> 0
        union all
        select 'wallet row ' || a.id || ' differs from its entries' from ledger_accounts a
          left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
            on e.account_id = a.id
          where a.balance <> coalesce(e.total, 0)
        union all
        select 'negative player account ' || id from ledger_accounts where player_id is not null and balance < 0
        union all
        select 'withdrawal ' || w.ticket_id || ' settled ' || count(t.id) || ' times' from withdrawals w
          left join ledger_transfers t on t.idempotency_key = 'withdrawal:' || w.ticket_id || ':settle'
          group by w.ticket_id, w.status
          having count(t.id) <> case when w.status = 'pending' then 0 else 1 end`,
  );
  expect(problems).toEqual([]);
}

describe.skipIf(!ON_POSTGRES)(`withdrawal races (${TEST_DB_DRIVER})`, () => {
  it('50 parallel Prelievo of the whole withdrawable balance: exactly one succeeds', async () => {
    const username = 'mariorossi';
    const playerId = ids.get(username)!;
    await setCash(playerId, BALANCE);
    const pendingBefore = await balanceOf(playerId, PLAYER_ACCOUNT.pendingWithdrawal);

    const responses = await Promise.all(Array.from({ length: 50 }, () => prelievo(username, BALANCE)));
    const bodies = responses.map((r) => r.json());
    const accepted = bodies.filter((b) => b.ResponseCode === WITHDRAWAL_CODE.OK);
    expect(accepted, JSON.stringify(bodies.find((b) => b.ResponseCode !== -7))).toHaveLength(1);
    // The others see the balance gone: the locked balance (-7) or the bounds on it (-3).
    for (const body of bodies.filter((b) => b.ResponseCode !== WITHDRAWAL_CODE.OK))
      expect([WITHDRAWAL_CODE.INSUFFICIENT_FUNDS, WITHDRAWAL_CODE.AMOUNT_TOO_HIGH]).toContain(
        body.ResponseCode,
      );

    expect(await balanceOf(playerId, PLAYER_ACCOUNT.cash)).toBe(0);
    expect(await balanceOf(playerId, PLAYER_ACCOUNT.pendingWithdrawal)).toBe(pendingBefore + BALANCE);
    const mine = await t.app.db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      ticketId: accepted[0].ResponseData.idTicket,
      amount: BALANCE,
      status: 'pending',
    });
    expect(mine[0]!.providerReference).not.toBeNull();
    await assertBooksBalance();
  });

  it('3 requests already today and 10 in parallel: exactly one more is taken', async () => {
    const username = 'lorenzogallo';
    const playerId = ids.get(username)!;
    await setCash(playerId, 200_000);
    for (let i = 0; i < 3; i++) expect((await prelievo(username, 1_000)).json().ResponseCode).toBe(0);

    const responses = await Promise.all(Array.from({ length: 10 }, () => prelievo(username, 1_000)));
    const codes = responses.map((r) => r.json().ResponseCode);
    expect(codes.filter((code) => code === WITHDRAWAL_CODE.OK)).toHaveLength(1);
    expect(codes.filter((code) => code === WITHDRAWAL_CODE.DAILY_LIMIT)).toHaveLength(9);

    const mine = await t.app.db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId));
    expect(mine).toHaveLength(4);
    expect(await balanceOf(playerId, PLAYER_ACCOUNT.cash)).toBe(200_000 - 4_000);
    expect(await balanceOf(playerId, PLAYER_ACCOUNT.pendingWithdrawal)).toBe(4_000);
    await assertBooksBalance();
  });

  it(`${CANCEL_RACES} cancels racing the provider's payout: each ends one way, the money moved once`, async () => {
    const playerId = ids.get('martinaleone')!;
    const amount = (i: number) => 1_000 + (i % 37) * 10;
    const total = Array.from({ length: CANCEL_RACES }, (_, i) => amount(i)).reduce((a, b) => a + b, 0);
    await setCash(playerId, total + 12_345);
    const pendingBefore = await balanceOf(playerId, PLAYER_ACCOUNT.pendingWithdrawal);
    const clearingBefore = await balanceOf(null, SYSTEM_ACCOUNT.payoutClearing);

    const outcomes = { cancelled: 0, paid: 0, rejected: 0 };
    let paidAmount = 0;
    for (let start = 0; start < CANCEL_RACES; start += RACES_AT_ONCE) {
      const batch = Array.from(
        { length: Math.min(RACES_AT_ONCE, CANCEL_RACES - start) },
        (_, k) => start + k,
      );
      const started = await Promise.all(
        batch.map((i) => startTestWithdrawal(t.app, { playerId, amount: amount(i) })),
      );
      const raced = await Promise.all(
        started.map(async (w, k) => {
          const decision = (start + k) % 2 === 0 ? 'pay' : 'reject';
          // Which starts first alternates too: sometimes the cancel, sometimes the operator.
          const cancel = () => cancelWithdrawal(t.app.db, t.app.paymentProvider, playerId, w.ticketId);
          const decide = () => decidePayout(t.app, w.ticketId, decision);
          const [cancelled, decided] =
            (start + k) % 4 < 2
              ? await Promise.all([cancel(), decide()])
              : await Promise.all([decide(), cancel()]).then(([d, c]) => [c, d] as const);
          return { w, decision, cancelled, decided: decided.json() };
        }),
      );
      for (const { w, decision, cancelled, decided } of raced) {
        const [row] = await t.app.db.select().from(withdrawals).where(eq(withdrawals.ticketId, w.ticketId));
        const payout = await payoutOf(t.app.db, w.ticketId);
        // Our withdrawal and the provider's payout agree, and exactly one side won.
        expect(row!.status, w.ticketId).toBe(payout.status);
        if (cancelled.ok) {
          expect(row!.status).toBe('cancelled');
          expect(decided.changed).toBe(false);
        } else {
          expect(cancelled.code).toBe(WITHDRAWAL_CODE.NOT_CANCELLABLE);
          expect(decided.changed).toBe(true);
          expect(row!.status).toBe(decision === 'pay' ? 'paid' : 'rejected');
        }
        outcomes[row!.status as keyof typeof outcomes]++;
        if (row!.status === 'paid') paidAmount += w.amount;
      }
    }
    expect(outcomes.cancelled + outcomes.paid + outcomes.rejected).toBe(CANCEL_RACES);

    // One settle transfer per withdrawal (settle.ts withdrawalSettleKey), and the books say where
    // every cent went.
    const [settled] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from ledger_transfers t join withdrawals w
              on t.idempotency_key = 'withdrawal:' || w.ticket_id || ':settle'
            where w.player_id = ${playerId}`,
    );
    expect(settled!.n).toBe(CANCEL_RACES);
    expect(await balanceOf(playerId, PLAYER_ACCOUNT.pendingWithdrawal)).toBe(pendingBefore);
    expect(await balanceOf(playerId, PLAYER_ACCOUNT.cash)).toBe(total + 12_345 - paidAmount);
    expect(await balanceOf(null, SYSTEM_ACCOUNT.payoutClearing)).toBe(clearingBefore + paidAmount);
    await assertBooksBalance();
  }, 240_000);
});
