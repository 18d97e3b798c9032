import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { seed, seedPlayHistories } from './seed/index.ts';
import { PLAY_HISTORY_SHORT, PLAY_HISTORY_YEAR } from './seed/play-history.ts';
import { localRevocationBus, redisRevocationBus } from './lib/revocation-bus.ts';
import { REDACT_PATHS, REDACTED, redactUrl, serializeError } from './lib/log-redaction.ts';
import { validatorCompiler } from './lib/validation.ts';
import { schedulePeriodic } from './lib/periodic-job.ts';
import { bonusRoutes } from './modules/bonuses/routes.ts';
import { expireDueGrants } from './modules/bonuses/service.ts';
import { rankingRoutes } from './modules/ranking/routes.ts';
import { updateRanking } from './modules/ranking/service.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { updateVipPoints } from './modules/vip/service.ts';
import { trackRequestOrigins } from './lib/request-origin.ts';
import { createLocalAffiliateService } from './adapters/affiliate/local/service.ts';
import { sandboxPaymentRoutes } from './adapters/payments/sandbox/routes.ts';
import { playSandboxRoutes } from './adapters/play-sandbox/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { depositRoutes } from './modules/deposit/routes.ts';
import { confirmationRoutes } from './modules/deposit/confirmation-routes.ts';
import { depositCallbackRoutes } from './modules/deposit/callback-routes.ts';
import { scheduleDocumentsJob } from './modules/documents/job.ts';
import { documentsRoutes } from './modules/documents/routes.ts';
import { createSiteConfigService, type SiteConfigService } from './modules/environment/service.ts';
import { environmentRoutes } from './modules/environment/routes.ts';
import { devSiteConfigRoutes } from './modules/environment/dev-routes.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import reconciliationJob from './modules/reconciliation/job.ts';
import { affiliateRoutes } from './modules/affiliate/routes.ts';
import { pepRoutes } from './modules/pep/routes.ts';
import { playOperatorRoutes } from './modules/play/operator-routes.ts';
import { playerPlayRoutes } from './modules/play/player-routes.ts';
import { developmentPlayServiceKey } from './modules/play/signature.ts';
import { ticketStatesOf } from './modules/play/reads.ts';
import { responsibleGamingRoutes } from './modules/responsible-gaming/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { statementRoutes } from './modules/wallet/statement-routes.ts';
import { withdrawalRoutes } from './modules/withdrawal/routes.ts';
import { payoutCallbackRoutes } from './modules/withdrawal/callback-routes.ts';
import { devMailboxRoutes } from './modules/outbox/routes.ts';
import { createOutbox, type Outbox } from './modules/outbox/service.ts';
import { forgetOldLoginOrigins } from './modules/security/audit.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { passkeyRoutes } from './modules/passkeys/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { recoveryRoutes } from './modules/recovery/routes.ts';
import { migrationRoutes } from './modules/registration/migration-routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { ssoRoutes } from './modules/sso/routes.ts';
import { createOperatorCheck, operatorCredentials } from './modules/operator/check.ts';
import { statusRoutes } from './modules/status/routes.ts';
import authPlugin from './plugins/app/auth.ts';
import botCheckPlugin from './plugins/app/bot-check.ts';
import errorsPlugin from './plugins/app/errors.ts';
import paymentsPlugin, { deriveSandboxSecret } from './plugins/app/payments.ts';
import webPlugin from './plugins/app/web.ts';
import databasePlugin from './plugins/external/database.ts';
import securityPlugin from './plugins/external/security.ts';
import swaggerPlugin from './plugins/external/swagger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteConfig: SiteConfigService;
    outbox: Outbox;
  }
}

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Logins allowed per address per minute. */
  loginRateLimitPerMinute?: number;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * Tests only (the fuzz test sends thousands of calls from one address): no per-address rate
   * limit counts. Not reachable from the configuration, so never in production.
   */
  liftRateLimits?: boolean;
};

/** The whole application as one Fastify instance; server.ts only starts it, tests inject into it. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // A first start creates the embedded database (PGlite's initdb): over 10 s on a busy machine.
    pluginTimeout: 60_000,
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // No personal data or secrets: no addresses, headers or bodies, no query values, no SQL or
      // its parameters in errors (lib/log-redaction.ts).
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(String(req.url)) }),
        res: (res) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  trackRequestOrigins(app);
  // External plugins first, then the application's own.
  await app.register(securityPlugin, { redisUrl: config.redisUrl, lifted: options.liftRateLimits ?? false });
  await app.register(swaggerPlugin, { serve: config.openApiDocs ?? config.env !== 'production' });
  await app.register(databasePlugin, {
    url: config.databaseUrl,
    dataDir: config.dataDir,
    seed: async (db, log) => {
      await seed(db, log, { demoPlayers: config.seed, contentDir: config.contentDir ?? null });
      // The demo players' play (SEED_PLAY_HISTORY): the journeys' ten days before the server answers;
      // the year of `npm start` (minutes) in the background, the lists filling as it goes.
      if (!config.seed || !config.seedPlayHistory) return;
      if (config.seedPlayHistory === 'short') return seedPlayHistories(db, log, PLAY_HISTORY_SHORT);
      void seedPlayHistories(db, log, PLAY_HISTORY_YEAR).catch((error: unknown) =>
        log.warn({ err: error }, 'play history seed stopped (a later start finishes it)'),
      );
    },
    handle: options.database,
  });
  await app.register(errorsPlugin);
  app.decorate('siteConfig', createSiteConfigService(app.db));
  app.decorate('outbox', createOutbox(app.db));
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    sessionIdleSeconds: config.sessionIdleSeconds,
    revocationBus: config.redisUrl
      ? redisRevocationBus(config.redisUrl, (err) => app.log.warn({ err }, 'redis (session revocations)'))
      : localRevocationBus(),
  });
  await app.register(botCheckPlugin, { enabled: config.botCheck, secret: config.jwtSecret });
  await app.register(paymentsPlugin, {
    secret: config.paymentSandboxSecret ?? deriveSandboxSecret(config.jwtSecret),
  });
  await app.register(reconciliationJob, {
    everySeconds: config.reconcileEverySeconds ?? 0,
    afterSeconds: config.reconcileAfterSeconds ?? 300,
  });

  await app.register(healthRoutes);
  await app.register(authRoutes({ loginRateLimitPerMinute: options.loginRateLimitPerMinute ?? 30 }));
  await app.register(walletRoutes);
  await app.register(
    statementRoutes({
      ticketStatesOf: (playerId, ticketIds, placedIn) =>
        ticketStatesOf(app.db, playerId, ticketIds, placedIn),
    }),
  );
  await app.register(depositRoutes({ startsPerMinute: config.depositStartsPerMinute ?? 30 }));
  await app.register(withdrawalRoutes({ requestsPerMinute: config.withdrawalRequestsPerMinute ?? 30 }));
  await app.register(environmentRoutes);
  await app.register(securityRoutes);
  await app.register(profileRoutes);
  await app.register(
    recoveryRoutes({ secret: config.jwtSecret, rateLimitPerMinute: options.loginRateLimitPerMinute ?? 30 }),
  );
  await app.register(
    passkeyRoutes({
      origins: config.passkeyOrigins ?? null,
      production: config.env === 'production',
      loginRateLimitPerMinute: options.loginRateLimitPerMinute ?? 30,
    }),
  );
  await app.register(
    ssoRoutes({
      sharedSecret: config.ssoSharedSecret ?? null,
      production: config.env === 'production',
      loginRateLimitPerMinute: options.loginRateLimitPerMinute ?? 30,
    }),
  );
  await app.register(statusRoutes({ production: config.env === 'production' }));
  await app.register(registrationRoutes({ rateLimitPerMinute: options.loginRateLimitPerMinute ?? 30 }));
  await app.register(documentsRoutes({ dir: config.documentsDir ?? null }));
  // The exclusion end job runs when the jobs do (DOCUMENTS_JOB_EVERY set; off in tests).
  await app.register(
    responsibleGamingRoutes({ jobEverySeconds: config.documentsJobIntervalSeconds ? 60 : 0 }),
  );
  await app.register(pepRoutes);
  await app.register(
    affiliateRoutes({
      service: createLocalAffiliateService(app.db),
      rateLimitPerMinute: options.loginRateLimitPerMinute ?? 30,
    }),
  );
  if (config.documentsJobIntervalSeconds) scheduleDocumentsJob(app, config.documentsJobIntervalSeconds);
  // Login addresses and user agents go once their retention is over (hourly, with the jobs).
  if (config.documentsJobIntervalSeconds)
    schedulePeriodic(app, 'login origin retention', 3600, (now) => forgetOldLoginOrigins(app.db, now));
  // Bonuses past their date give back what is left of them (every 5 minutes; a stake never uses an
  // expired one meanwhile). Grants are taken with SKIP LOCKED: instances share the work.
  if (config.documentsJobIntervalSeconds)
    schedulePeriodic(app, 'bonus expiry', 300, () => expireDueGrants(app.db));
  // The fidelity ranking: every 10 minutes, whether a 12-hour window closed (one instance runs it,
  // and a window is credited once whatever runs).
  if (config.documentsJobIntervalSeconds)
    schedulePeriodic(app, 'ranking update', 600, (now) => updateRanking(app.database, now));
  // The VIP Club's comp points: the same, under the VIP job's own lock.
  if (config.documentsJobIntervalSeconds)
    schedulePeriodic(app, 'vip points update', 600, (now) => updateVipPoints(app.database, now));
  await app.register(migrationRoutes({ rateLimitPerMinute: options.loginRateLimitPerMinute ?? 30 }));
  await app.register(cmsRoutes({ contentDir: config.contentDir ?? null }));
  const operatorCheck = createOperatorCheck({
    db: app.db,
    credentials: operatorCredentials(config.operator, config.env === 'production'),
  });
  await app.register(sandboxPaymentRoutes, { operatorCheck });
  await app.register(depositCallbackRoutes);
  // The game platform's calls, signed with its service key (production: PLAY_SERVICE_KEY or none).
  const playServiceKey =
    config.playServiceKey ??
    (config.env === 'production' ? null : developmentPlayServiceKey(config.jwtSecret));
  await app.register(playOperatorRoutes({ key: playServiceKey }));
  // The platform's sandbox (PLAY_SANDBOX; on outside production): it calls the operator API above.
  if ((config.playSandbox ?? config.env !== 'production') && playServiceKey) {
    await app.register(playSandboxRoutes, { serviceKey: playServiceKey, operatorCheck });
  }
  // The player's bet list, detail, cash-out, reservation and ticket print calls.
  await app.register(playerPlayRoutes({ secret: config.jwtSecret }));
  await app.register(bonusRoutes);
  await app.register(rankingRoutes);
  await app.register(vipRoutes);
  await app.register(payoutCallbackRoutes);
  await app.register(confirmationRoutes({ rateLimitPerMinute: options.loginRateLimitPerMinute ?? 30 }));
  // It shows codes and temporary passwords: never in production.
  if (config.env !== 'production') {
    await app.register(devMailboxRoutes);
    // Lets end-to-end journeys switch a site module or variable, and put it back.
    await app.register(devSiteConfigRoutes);
  }
  await app.register(webPlugin, { webDist: config.webDist });

  return app;
}
