import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { players } from '../auth/schema.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { queryRows } from '../../db/client.ts';
import {
  InsufficientFundsError,
  PLAYER_ACCOUNT,
  SYSTEM_ACCOUNT,
  UnbalancedTransferError,
  playerBalances,
  systemBalance,
  transfer,
  transferWithin,
  type SystemAccountKind,
} from './ledger.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './schema.ts';

let t: TestApp;
let playerId: number;
let otherPlayerId: number;
const idOf = async (username: string) => {
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  return row!.id;
};
beforeAll(async () => {
  t = await createTestApp();
  playerId = await idOf('giuliabianchi');
  otherPlayerId = await idOf('mariorossi');
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
      if (account.playerId === null) {
        // A system account keeps no row balance: its balance is its entries.
        expect(account.balance).toBeNull();
        expect(await systemBalance(t.database.db, account.kind as SystemAccountKind)).toBe(
          await sumOfEntries(account.id),
        );
      } else {
        expect(await sumOfEntries(account.id)).toBe(account.balance);
      }
    }
    expect(await sumOfEntries()).toBe(0);
  });

  it("derives a system account's balance: the negated sum of the player entries it balanced", async () => {
    const before = await systemBalance(t.database.db, SYSTEM_ACCOUNT.house);
    await toPlayer('house-balance-1', 1_500);
    await toPlayer('house-balance-2', -400);
    expect(await systemBalance(t.database.db, SYSTEM_ACCOUNT.house)).toBe(before - 1_100);
    const [row] = await queryRows<{ total: string }>(
      t.database.db,
      sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where a.player_id is not null and e.transfer_id in (
            select h.transfer_id from ledger_entries h join ledger_accounts s on s.id = h.account_id
            where s.player_id is null and s.kind = ${SYSTEM_ACCOUNT.house})`,
    );
    expect(await systemBalance(t.database.db, SYSTEM_ACCOUNT.house)).toBe(-Number(row!.total));
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

// Row locks need concurrent transactions: PGlite runs them one at a time.
describe.skipIf(TEST_DB_DRIVER !== 'postgres')('ledger system accounts (postgres)', () => {
  const toHouse = (player: number, idempotencyKey: string) => ({
    idempotencyKey,
    cause: 'Giocata',
    playerId: player,
    legs: [
      { account: { playerId: player, kind: PLAYER_ACCOUNT.cash }, amount: -100 },
      { account: house, amount: 100 },
    ],
  });
  const settledWithin = (promise: Promise<unknown>, ms: number) =>
    Promise.race([
      promise.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
    ]);

  it('lets transfers of different players to the house run while one is still open', async () => {
    await toPlayer('open-house-funding', 10_000);
    await transfer(t.database.db, {
      idempotencyKey: 'open-house-funding-other',
      cause: 'Ricarica',
      playerId: otherPlayerId,
      legs: [
        { account: { playerId: otherPlayerId, kind: PLAYER_ACCOUNT.cash }, amount: 10_000 },
        { account: house, amount: -10_000 },
      ],
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const open = t.database.db.transaction(async (tx) => {
      await transferWithin(tx, toHouse(playerId, 'open-house-1'));
      opened();
      await held;
    });
    await isOpen;
    try {
      // Another player's transfer to the same house completes while the first holds its rows...
      expect(
        await settledWithin(transfer(t.database.db, toHouse(otherPlayerId, 'open-house-2')), 5_000),
      ).toBe(true);
      // ...while one of the same player waits for that player's wallet row, as it must.
      const samePlayer = transfer(t.database.db, toHouse(playerId, 'open-house-3'));
      expect(await settledWithin(samePlayer, 300)).toBe(false);
      release();
      await open;
      expect(await settledWithin(samePlayer, 5_000)).toBe(true);
    } finally {
      release();
      await open;
    }
  });
});
