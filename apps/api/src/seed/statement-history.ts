import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transfer, type TransferRequest } from '../modules/wallet/ledger.ts';
import { ledgerTransfers } from '../modules/wallet/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = 6;

/**
 * Six months of deposits and withdrawals for a statement demo player (issue 18), through the
 * ledger with the causes, keys and references of the real flows, then dated back: a deposit and a
 * withdrawal each month (cancelled every other month, this one included, so its money comes
 * back; paid otherwise), and a deposit today. Dated relative to the first seeding; fixed keys keep it
 * once; the opening balance is dated a month before the first of them. Nothing the year before,
 * so a custom month then is empty.
 */
export async function seedStatementHistory(
  db: Database,
  player: { id: number; username: string; contractNumber: string },
  now = new Date(),
): Promise<void> {
  const { id: playerId, contractNumber } = player;
  const cash = { playerId, kind: PLAYER_ACCOUNT.cash };
  const pending = { playerId, kind: PLAYER_ACCOUNT.pendingWithdrawal };
  const movements: { at: Date; request: Omit<TransferRequest, 'playerId'> }[] = [];
  const at = (daysAgo: number, hour: number) =>
    new Date(now.getTime() - daysAgo * DAY_MS - hour * 60 * 60 * 1000);
  for (let month = 0; month < MONTHS; month++) {
    const deposit = `SB-${contractNumber}-${month + 1}`;
    const amount = 10_000 + month * 2_500;
    movements.push({
      at: at(month * 30 + 3, 2),
      request: {
        idempotencyKey: `deposit:${deposit}`,
        cause: 'Ricarica',
        legs: [
          { account: cash, amount },
          { account: { system: SYSTEM_ACCOUNT.providerClearing }, amount: -amount },
        ],
        reference: { ticket: deposit },
      },
    });
    const ticket = `W${contractNumber}${String(month + 1).padStart(3, '0')}`;
    const withdrawn = 4_000 + month * 500;
    movements.push({
      at: at(month * 30 + 1, 5),
      request: {
        idempotencyKey: `withdrawal:${ticket}:request`,
        cause: 'Prelievo',
        legs: [
          { account: cash, amount: -withdrawn },
          { account: pending, amount: withdrawn },
        ],
        reference: { ticket },
      },
    });
    const cancelled = month % 2 === 0;
    movements.push({
      at: at(month * 30 + 1, 3),
      request: {
        idempotencyKey: `withdrawal:${ticket}:settle`,
        cause: cancelled ? 'Prelievo annullato' : 'Prelievo pagato',
        legs: [
          { account: pending, amount: -withdrawn },
          cancelled
            ? { account: cash, amount: withdrawn }
            : { account: { system: SYSTEM_ACCOUNT.payoutClearing }, amount: withdrawn },
        ],
        reference: { ticket },
      },
    });
  }
  const today = `SB-${contractNumber}-0`;
  movements.push({
    at: at(0, 0),
    request: {
      idempotencyKey: `deposit:${today}`,
      cause: 'Ricarica',
      legs: [
        { account: cash, amount: 2_000 },
        { account: { system: SYSTEM_ACCOUNT.providerClearing }, amount: -2_000 },
      ],
      reference: { ticket: today },
    },
  });

  // Seeded before (the last movement is there): nothing to do, without replaying each transfer.
  const last = `seed:statement:${movements.at(-1)!.request.idempotencyKey}`;
  const [done] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, last));
  if (done) return;
  // Dated back in two statements (this runs in every test database's seed): the transfers the
  // loop added, and the opening balance (seed/index.ts) a month before the first of them.
  const dated: { id: number; at: Date }[] = [];
  for (const { at: when, request } of movements) {
    const { transferId, replayed } = await transfer(db, {
      ...request,
      idempotencyKey: `seed:statement:${request.idempotencyKey}`,
      playerId,
    });
    if (!replayed) dated.push({ id: transferId, at: when });
  }
  if (dated.length === 0) return;
  const openingKey = `seed:opening-balance:${player.username}:${PLAYER_ACCOUNT.cash}`;
  const values = sql.join(
    [
      ...dated.map(({ id, at: when }) => sql`(${id}::int, ${when.toISOString()}::timestamptz)`),
      sql`((select id from ${ledgerTransfers} where ${ledgerTransfers.idempotencyKey} = ${openingKey}), ${at(MONTHS * 30 + 30, 0).toISOString()}::timestamptz)`,
    ],
    sql`, `,
  );
  await db.execute(sql`with dates (id, at) as (values ${values}),
      transfers as (update ledger_transfers t set created_at = d.at from dates d where t.id = d.id)
    update ledger_entries e set created_at = d.at from dates d where e.transfer_id = d.id`);
}
