import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, refusedEnvelope } from '@conto-gioco/shared/envelope';
import { MIGRATION_CODE, migrateUserResponse } from '@conto-gioco/shared/registration';
import { migrateUserRequest } from '@conto-gioco/shared/registration-requests';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { recordSecurityEvent } from '../security/audit.ts';
import { createMigrationService } from './migration.ts';

const tags = ['registration'];

/** MigrateUser: an open call, bot-checked (AccountRegistration) and rate-limited per address. */
export const migrationRoutes = (options: {
  /** MigrateUser calls allowed per address per minute. */
  rateLimitPerMinute: number;
}): FastifyPluginAsyncZod =>
  async function (app) {
    const migration = createMigrationService({ db: app.db });

    app.post('/api/Account/MigrateUser', {
      schema: {
        tags,
        body: migrateUserRequest,
        response: { 200: migrateUserResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
      handler: async (request) => {
        if (!(await app.botCheck.verify(request.body.recaptcha, 'AccountRegistration'))) {
          await recordSecurityEvent(app.db, 'migration-failed', null, {
            reason: 'bot-check',
            code: MIGRATION_CODE.abnormalTraffic,
          });
          return refusedEnvelope(MIGRATION_CODE.abnormalTraffic, SERVER_MESSAGES.botCheckFailed);
        }
        return migration.migrate(request.body, { address: request.ip });
      },
    });
  };
