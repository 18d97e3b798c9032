import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, sqlState, type Database, type DatabaseHandle } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export type DatabasePluginOptions = {
  url: string | null;
  dataDir: string | null;
  /**
   * Runs after the migrations (src/seed, wired by app.ts: the plugin imports no seed data, the
   * composition root chooses what to seed).
   */
  seed(db: Database, log: FastifyBaseLogger): Promise<void>;
  /** An already open database (tests share one per file). */
  handle?: DatabaseHandle;
};

/** Opens the database, applies the committed migrations, then the idempotent seed. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle =
      options.handle ??
      (await openDatabase({
        ...options,
        onConnectionError: (error) => app.log.warn({ code: sqlState(error) }, 'database connection lost'),
      }));
    await handle.migrate();
    await options.seed(handle.db, app.log);
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (!options.handle) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
