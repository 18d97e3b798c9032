import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';

export const DATABASE_USAGE = `The database is the server's: DATABASE_URL (PostgreSQL) when set, otherwise the embedded
PGlite database in DATA_DIR (default ./.data). PGlite's folder cannot be shared with a running
server: stop the server first (or use DATABASE_URL), then start it again.`;

/** The server's database (apps/api/src/config.ts: DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export async function openServerDatabase(): Promise<{ handle: DatabaseHandle; where: string }> {
  const url = process.env.DATABASE_URL || null;
  if (url && !/^postgres(ql)?:\/\//.test(url))
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const dataDir = path.resolve(process.env.DATA_DIR || './.data');
  const handle = await openDatabase({ url, dataDir });
  await handle.migrate();
  return { handle, where: url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(dataDir, 'pglite')}` };
}
