import fp from 'fastify-plugin';
import { z } from 'zod';
import { reconcileDeposits } from '../deposit/reconcile.ts';
import { reconcileWithdrawals } from '../withdrawal/reconcile.ts';

/** The advisory lock of the job: any constant every instance shares (the migrations hold 7_310_001). */
export const RECONCILIATION_LOCK_ID = 7_310_002;

const count = z.number().int().nonnegative();

/** One run's figures: counts only, no player or payment named (logged, and shown by /api/health). */
export const reconciliationRun = z.object({
  /** When the run started. */
  at: z.string(),
  durationMs: count,
  deposits: z.object({
    checked: count,
    credited: count,
    declined: count,
    stillOpen: count,
    problems: count,
  }),
  payouts: z.object({ checked: count, settled: count, opened: count, stillOpen: count, problems: count }),
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

export type Reconciliation = {
  /** The last run this instance made; null before its first. */
  readonly last: ReconciliationRun | null;
  /**
   * One run now (the schedule; tests call it directly): null when another instance holds the job's
   * lock. A call while this instance runs one answers that run.
   */
  run(now?: Date): Promise<ReconciliationRun | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    reconciliation: Reconciliation;
  }
}

export type ReconciliationOptions = {
  /** Seconds between two runs (RECONCILE_EVERY); 0: never on its own (tests call run()). */
  everySeconds: number;
  /** Only deposits and payouts open for longer than this are asked about (RECONCILE_AFTER). */
  afterSeconds: number;
};

/**
 * Reconciliation with the payment provider (ARCHITECTURE.md 'Money'): at start and every
 * `everySeconds`, one instance at a time (an advisory lock on PostgreSQL), asks the provider about
 * every deposit and payout open for more than `afterSeconds` and settles each through the function
 * its callback uses, so a lost notification, a crash or a closed browser never leaves a paid
 * deposit uncredited or a decided payout pending. The lock only saves duplicate work: settling is
 * idempotent, so two runs at once would still move money once.
 */
export default fp<ReconciliationOptions>(
  async (app, options) => {
    let last: ReconciliationRun | null = null;
    let running: Promise<ReconciliationRun | null> | null = null;

    async function once(now: Date): Promise<ReconciliationRun | null> {
      const outcome = await app.database.runExclusive(RECONCILIATION_LOCK_ID, async () => {
        const started = Date.now();
        const openedBefore = new Date(now.getTime() - options.afterSeconds * 1000);
        const deposits = await reconcileDeposits(app.db, app.paymentProvider, {
          openedBefore,
          now,
          log: app.log,
        });
        const payouts = await reconcileWithdrawals(app.db, app.paymentProvider, {
          openedBefore,
          log: app.log,
        });
        return { at: now.toISOString(), durationMs: Date.now() - started, deposits, payouts };
      });
      if (!outcome.ran) return null;
      last = outcome.value;
      app.log.info({ reconciliation: last }, 'reconciliation: run');
      return last;
    }

    app.decorate('reconciliation', {
      get last() {
        return last;
      },
      run(now = new Date()) {
        running ??= once(now).finally(() => {
          running = null;
        });
        return running;
      },
    } satisfies Reconciliation);

    if (options.everySeconds <= 0) return;
    const tick = () => {
      app.reconciliation.run().catch((err: unknown) => app.log.error({ err }, 'reconciliation failed'));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, options.everySeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'reconciliation', dependencies: ['database', 'payments'] },
);
