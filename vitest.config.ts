import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for the whole repository. The API project runs a second time against PostgreSQL when
// TEST_DATABASE_URL is set, each test file in a fresh database (apps/api/src/testing/app.ts).
const apiProject = (name: string, env: Record<string, string>, globalSetup: string[] = []) => ({
  test: {
    name,
    globalSetup,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 20000,
    hookTimeout: 30000,
    // Each file builds its own app and database; sharing the loaded modules between files saves
    // their import (codice-fiscale-js, Fastify, Drizzle) once per file.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default: on a two-core CI machine that is one worker, and the
    // suite takes twice as long. The tests wait on I/O (PostgreSQL, PGlite, jsdom) often enough.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      apiProject('api-pglite', { TEST_DB_DRIVER: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject(
              'api-postgres',
              // The run's migrated and seeded template databases, copied for each file, are named
              // after this and dropped at the end (testing/app.ts, testing/postgres-templates.ts).
              {
                TEST_DB_DRIVER: 'postgres',
                TEST_DB_TEMPLATE_PREFIX: `cg_tpl_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
              },
              ['src/testing/postgres-templates.ts'],
            ),
          ]
        : []),
      'apps/web',
    ],
  },
});
