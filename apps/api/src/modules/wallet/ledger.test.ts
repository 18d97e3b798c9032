import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { players } from '../auth/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { queryRows } from '../../db/client.ts';
import {
  InsufficientFundsError,
  PLAYER_ACCOUNT,
  SYSTEM_ACCOUNT,
  UnbalancedTransferError,
  playerBalances,
  transfer,
} from './ledger.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './schema.ts';

let t: TestApp;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, 'giuliabianchi'));
  playerId = row!.id;
});
afterAll(() => t.close());

const cash = () => ({ playerId, kind: PLAYER_ACCOUNT.cash });
const house = { system: SYSTEM_ACCOUNT.house };
/** A transfer between the house and the player's cash: positive credits the player. */
const toPlayer = (idempotencyKey: string, amount: number, houseAmount = -amount) =>
  transfer(t.database.db, {
    idempotencyKey,
    cause: amount > 0 ? 'Ricarica' : 'Prelievo',
    playerId,
    legs: [
      { account: cash(), amount },
      { account: house, amount: houseAmount },
    ],
  });
const sumOfEntries = async (accountId?: number) => {
  const where = accountId === undefined ? sql`` : sql` where account_id = ${accountId}`;
  const [row] = await queryRows<{ total: string }>(
    t.database.db,
    sql`select coalesce(sum(amount), 0)::text as total from ledger_entries${where}`,
  );
  return Number(row!.total);
};

describe('ledger transfer', () => {
  it('refuses entries that do not sum to zero, fractions of a cent and single legs', async () => {
    const before = await playerBalances(t.database.db, playerId);
    await expect(toPlayer('bad-1', 100, -99)).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(toPlayer('bad-2', 0.5)).rejects.toBeInstanceOf(UnbalancedTransferError);
    await expect(
      transfer(t.database.db, {
        idempotencyKey: 'bad-3',
        cause: 'x',
        playerId,
        legs: [{ account: cash(), amount: 100 }],
      }),
    ).rejects.toBeInstanceOf(UnbalancedTransferError);
    expect(await playerBalances(t.database.db, playerId)).toEqual(before);
  });

  it('moves money once per idempotency key, however often the request arrives', async () => {
    const before = (await playerBalances(t.database.db, playerId)).cash;
    const first = await toPlayer('credit-once', 700);
    const again = await toPlayer('credit-once', 700);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect((await playerBalances(t.database.db, playerId)).cash).toBe(before + 700);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, first.transferId));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-700, 700]);
  });

  it('never lets a player account go negative, and a refused transfer leaves nothing behind', async () => {
    const before = (await playerBalances(t.database.db, playerId)).cash;
    await expect(toPlayer('overdraw', -(before + 1))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await playerBalances(t.database.db, playerId)).cash).toBe(before);
    expect(
      await t.database.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, 'overdraw')),
    ).toEqual([]);
  });

  it('keeps wallet rows equal to the sum of their entries, and all entries sum to zero', async () => {
    const accounts = await t.database.db.select().from(ledgerAccounts);
    for (const account of accounts) {
      expect(await sumOfEntries(account.id)).toBe(account.balance);
    }
    expect(await sumOfEntries()).toBe(0);
  });

  it('lets parallel debits of the same wallet take the money at most once', async () => {
    await toPlayer('fund-race', 10_000);
    const available = (await playerBalances(t.database.db, playerId)).cash;
    const debit = Math.floor(available / 3) + 1; // only two such debits fit
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => toPlayer(`race-${i}`, -debit)),
    );
    const done = results.filter((r) => r.status === 'fulfilled').length;
    expect(done).toBe(2);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientFundsError),
    ).toBe(true);
    expect((await playerBalances(t.database.db, playerId)).cash).toBe(available - 2 * debit);
    expect(await sumOfEntries()).toBe(0);
  });
});
