import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TICKET_STATE } from '@conto-gioco/shared/play';
import { queryRows, type Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/app.ts';
import { seed } from './index.ts';
import { seedPlayHistory, type PlayHistorySize } from './play-history.ts';

const silent = { info: () => undefined };
/** A short history (the year runs only on a real start): a month, a few tickets a day. */
const SIZE: PlayHistorySize = { days: 30, ticketsPerDay: 3, casinoEveryDays: 3, rounds: 3 };
const NOW = new Date('2026-03-16T10:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Awaited<ReturnType<typeof openTestDatabase>>;

async function seeded(): Promise<{ database: Db; db: Database; playerId: number }> {
  const database = await openTestDatabase();
  await database.handle.migrate();
  const db = database.handle.db;
  await seed(db, silent, { demoPlayers: true });
  const [player] = await queryRows<{ id: number }>(
    db,
    sql`select id from players where username = 'mariorossi'`,
  );
  await seedPlayHistory(db, { id: player!.id, username: 'mariorossi', cash: 125_000 }, SIZE, NOW);
  return { database, db, playerId: player!.id };
}

const ticketsOf = (db: Database) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select platform_id, family, kind, state, stake, win, possible_win, placed_at, settled_at, paid_at,
          cash_out_amount from play_tickets order by platform_id`,
  );

describe('demo play history', () => {
  let first: Awaited<ReturnType<typeof seeded>>;
  let second: Awaited<ReturnType<typeof seeded>>;
  beforeAll(async () => {
    first = await seeded();
    second = await seeded();
  }, 120_000);
  afterAll(async () => {
    await first?.database.drop();
    await second?.database.drop();
  });

  it('is deterministic: two runs give the same tickets, rounds and movements', async () => {
    const a = await ticketsOf(first.db);
    expect(a.length).toBeGreaterThan(50);
    expect(await ticketsOf(second.db)).toEqual(a);
    const movements = (db: Database) =>
      queryRows(
        db,
        sql`select t.idempotency_key, t.cause, t.ticket, t.application, t.created_at, e.amount
            from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
            join ledger_accounts a on a.id = e.account_id and a.player_id is not null
            where t.idempotency_key like 'play:%' or t.idempotency_key like 'seed:play-history:%'
            order by t.idempotency_key, e.amount`,
      );
    expect(await movements(second.db)).toEqual(await movements(first.db));
  });

  it('has every state, family, cash-outs, casino sessions and reservations (some expired)', async () => {
    const db = first.db;
    const states = await queryRows<{ state: number }>(db, sql`select distinct state from play_tickets`);
    expect(states.map((row) => row.state).sort((a, b) => a - b)).toEqual(
      Object.values(TICKET_STATE).sort((a, b) => a - b),
    );
    const families = await queryRows<{ family: number }>(
      db,
      sql`select distinct family from play_tickets order by family`,
    );
    expect(families.map((row) => row.family)).toEqual([1, 2, 20, 21, 22, 23, 30]);
    const [shape] = await queryRows<Record<string, number>>(
      db,
      // The history player's own play: the seed gives other demo players some too (the ranking's).
      sql`with tickets as (select * from play_tickets where player_id = ${first.playerId}),
            sessions as (select * from play_casino_sessions where player_id = ${first.playerId})
          select (select count(*) from tickets where cash_out_amount is not null)::int as cashouts,
            (select count(distinct kind) from tickets where family = 1)::int as kinds,
            (select count(*) from play_ticket_legs where ticket_id in (select id from tickets) and live)::int as live,
            (select count(*) from play_ticket_legs where ticket_id in (select id from tickets) and fixed)::int as fixed,
            (select count(*) from play_ticket_legs where ticket_id in (select id from tickets) and is_void)::int as void_legs,
            (select count(*) from sessions)::int as sessions,
            (select count(*) from sessions where ended_at is null)::int as open_sessions,
            (select count(*) from play_casino_rounds where session_id in (select id from sessions))::int as rounds,
            (select count(*) from play_reservations where player_id = ${first.playerId})::int as reservations`,
    );
    expect(shape!.cashouts).toBeGreaterThan(0);
    expect(shape!.kinds).toBe(3);
    expect(shape!.live).toBeGreaterThan(0);
    expect(shape!.fixed).toBeGreaterThan(0);
    expect(shape!.sessions).toBeGreaterThanOrEqual(9);
    expect(shape!.open_sessions).toBe(1);
    expect(shape!.rounds).toBe(shape!.sessions! * SIZE.rounds);
    expect(shape!.reservations).toBe(5);
    const expired = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from play_reservations r
          where not exists (select 1 from jsonb_array_elements(r.details) d where (d->>'eventDate')::timestamptz > ${NOW.toISOString()}::timestamptz)`,
    );
    expect(expired[0]!.n).toBe(3);
  });

  it('keeps the books balanced and the cash never negative, ending at the opening cash', async () => {
    const db = first.db;
    const [books] = await queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`,
    );
    expect(books!.total).toBe('0');
    const [cash] = await queryRows<{ balance: string; entries: string; lowest: string }>(
      db,
      sql`with cash as (select id, balance from ledger_accounts where player_id = ${first.playerId} and kind = 'PLAYER_CASH'),
          running as (select sum(e.amount) over (order by e.created_at, e.id) as total
            from ledger_entries e where e.account_id = (select id from cash))
        select (select balance from cash)::text as balance,
          (select sum(amount) from ledger_entries where account_id = (select id from cash))::text as entries,
          (select min(total) from running)::text as lowest`,
    );
    expect(cash!.balance).toBe('125000');
    expect(cash!.entries).toBe('125000');
    expect(Number(cash!.lowest)).toBeGreaterThanOrEqual(0);
  });

  it('dates the tickets, results and movements back within the range', async () => {
    const db = first.db;
    const from = new Date(NOW.getTime() - (SIZE.days + 2) * DAY_MS).toISOString();
    const [range] = await queryRows<Record<string, number>>(
      db,
      sql`select
          (select count(*) from play_tickets where player_id = ${first.playerId} and (placed_at < ${from}::timestamptz or placed_at > ${NOW.toISOString()}::timestamptz))::int as tickets_out,
          (select count(*) from play_tickets where player_id = ${first.playerId} and (settled_at < placed_at or settled_at > ${NOW.toISOString()}::timestamptz))::int as settled_out,
          (select count(*) from play_tickets where player_id = ${first.playerId} and state <> 1 and settled_at is null)::int as unsettled,
          (select count(*) from ledger_entries e join ledger_accounts a on a.id = e.account_id
            where a.player_id = ${first.playerId} and (e.created_at < ${from}::timestamptz or e.created_at > ${NOW.toISOString()}::timestamptz))::int as entries_out,
          (select count(*) from ledger_transfers t where t.player_id = ${first.playerId} and exists (
            select 1 from ledger_entries e where e.transfer_id = t.id and e.created_at <> t.created_at))::int as mismatched,
          (select count(distinct date_trunc('day', created_at)) from ledger_transfers where player_id = ${first.playerId})::int as days,
          (select count(*) from ledger_transfers where player_id = ${first.playerId} and created_at >= ${new Date(NOW.getTime() - DAY_MS).toISOString()}::timestamptz)::int as last_day`,
    );
    expect(range).toMatchObject({
      tickets_out: 0,
      settled_out: 0,
      unsettled: 0,
      entries_out: 0,
      mismatched: 0,
    });
    expect(range!.days).toBeGreaterThanOrEqual(SIZE.days - 2);
    expect(range!.last_day).toBeGreaterThan(0);
  });

  it('runs once: a second history and a re-seed add nothing', async () => {
    const db = first.db;
    const counts = async () =>
      queryRows(
        db,
        sql`select (select count(*) from play_tickets)::int as tickets, (select count(*) from ledger_transfers)::int as transfers,
              (select count(*) from play_casino_rounds)::int as rounds, (select count(*) from play_reservations)::int as reservations`,
      );
    const before = await counts();
    expect(
      await seedPlayHistory(db, { id: first.playerId, username: 'mariorossi', cash: 125_000 }, SIZE),
    ).toBeNull();
    await seed(db, silent, { demoPlayers: true });
    expect(await counts()).toEqual(before);
  });
});
