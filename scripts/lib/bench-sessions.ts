import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.ts';
import { createTokenSigner } from '../../apps/api/src/modules/auth/tokens.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transfer } from '../../apps/api/src/modules/wallet/ledger.ts';

/** The demo player the bench players copy: validated, contacts confirmed, deposit limit set. */
const TEMPLATE_PLAYER = 'mariorossi';
const OPENING_CASH = 50_000;

/**
 * Logged-in players for the many-sessions CheckAuth case: `count` copies of a demo player under new
 * usernames, each funded through the ledger, each with an open session and a bearer token signed
 * as the server signs them (its JWT secret). They are written to the server's database directly:
 * the login's per-address rate limit and bot check would make hundreds of logins take minutes.
 * `where` is the server's database: a PostgreSQL URL, or the PGlite folder of a stopped server.
 */
export async function openBenchSessions(
  where: { url: string } | { dataDir: string },
  count: number,
  jwtSecret: string,
): Promise<string[]> {
  const handle = await openDatabase(
    'url' in where ? { url: where.url, dataDir: null } : { url: null, ...where },
  );
  try {
    const db = handle.db;
    const playerIds = (
      await queryRows<{ id: number }>(
        db,
        sql`insert into players
            select (jsonb_populate_record(null::players, to_jsonb(p) || jsonb_build_object(
              'id', nextval(pg_get_serial_sequence('players', 'id')),
              'username', 'benchplayer' || n,
              'contract_number', 'B' || n,
              'email', 'benchplayer' || n || '@example.it',
              'cellulare', '+39399' || lpad(n::text, 7, '0'),
              'codice_fiscale', null))).*
            from players p, generate_series(1, ${count}::int) as n
            where p.username = ${TEMPLATE_PLAYER}
            returning id`,
      )
    ).map((row) => row.id);
    if (playerIds.length !== count)
      throw new Error(`bench players: ${playerIds.length} made, ${count} wanted`);
    for (const playerId of playerIds) {
      await transfer(db, {
        idempotencyKey: `bench-sessions-funding:${playerId}`,
        cause: 'Ricarica',
        playerId,
        legs: [
          { account: { playerId, kind: PLAYER_ACCOUNT.cash }, amount: OPENING_CASH },
          { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: -OPENING_CASH },
        ],
      });
    }
    const sessions = await queryRows<{ id: string; player_id: number }>(
      db,
      sql`insert into sessions (id, player_id)
          select gen_random_uuid(), id from players where username like 'benchplayer%'
          returning id, player_id`,
    );
    const signer = createTokenSigner(jwtSecret);
    return Promise.all(
      sessions.map((session) => signer.sign({ playerId: session.player_id, sessionId: session.id })),
    );
  } finally {
    await handle.close();
  }
}
