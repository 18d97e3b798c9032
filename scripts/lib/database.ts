import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { url: string; name: string; drop(): Promise<void> };

/**
 * A fresh, empty PostgreSQL database next to the one `adminUrl` names (the server migrates and
 * seeds it on start); drop() removes it, with any connection still open.
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'cg_bench'): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The ledger's invariants, checked in SQL: each transfer's entries sum to zero, each wallet row
 * equals the sum of its entries, no player account is negative, every approved deposit has
 * exactly one transfer of its amount (deposit:{transactionId}) and no other deposit has one.
 * Answers the list of what is wrong (empty when the books are right).
 */
export async function ledgerProblems(client: pg.ClientBase | pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  const check = async (what: string, query: string) => {
    const { rows } = await client.query(query);
    if (rows.length > 0)
      problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}${rows.length > 5 ? ' …' : ''}`);
  };
  await check(
    'transfers whose entries do not sum to zero',
    'select transfer_id, sum(amount)::text as total from ledger_entries group by transfer_id having sum(amount) <> 0',
  );
  await check(
    'wallet rows that differ from the sum of their entries',
    `select a.id, a.balance::text, coalesce(e.total, 0)::text as entries from ledger_accounts a
     left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id
     where a.balance <> coalesce(e.total, 0)`,
  );
  await check(
    'negative player accounts',
    'select id, balance::text from ledger_accounts where player_id is not null and balance < 0',
  );
  await check(
    'approved deposits without exactly one credit of their amount',
    `select d.transaction_id, d.amount, count(e.id) as credits
     from deposits d
     left join ledger_transfers t on t.idempotency_key = 'deposit:' || d.transaction_id
     left join ledger_entries e on e.transfer_id = t.id and e.amount = d.amount
     where d.status = 'approved'
     group by d.transaction_id, d.amount, d.transfer_id, t.id
     having count(e.id) <> 1 or d.transfer_id is distinct from t.id`,
  );
  await check(
    'deposits not approved that moved money',
    `select d.transaction_id, d.status from deposits d
     join ledger_transfers t on t.idempotency_key = 'deposit:' || d.transaction_id
     where d.status <> 'approved'`,
  );
  return problems;
}
