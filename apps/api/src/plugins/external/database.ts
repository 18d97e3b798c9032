import fp from 'fastify-plugin';
import { openDatabase, sqlState, type Database, type DatabaseHandle } from '../../db/client.ts';
import { seed } from '../../db/seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export type DatabasePluginOptions = {
  url: string | null;
  dataDir: string | null;
  /** Add the demo players (the site configuration is always seeded). */
  seed: boolean;
  /** The content/ folder the seed imports (null: none). */
  contentDir?: string | null;
  /** An already open database (tests share one per file). */
  handle?: DatabaseHandle;
};

/** Opens the database, applies the committed migrations and, when asked, the idempotent seed. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle =
      options.handle ??
      (await openDatabase({
        ...options,
        onConnectionError: (error) => app.log.warn({ code: sqlState(error) }, 'database connection lost'),
      }));
    await handle.migrate();
    await seed(handle.db, app.log, { demoPlayers: options.seed, contentDir: options.contentDir ?? null });
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (!options.handle) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
