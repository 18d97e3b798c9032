import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` once the server is ready and then every `everySeconds`, never two at a time; a failure
 * is logged and the next tick tries again. The server waits for a running job when it closes.
 */
export function schedulePeriodic(
  app: FastifyInstance,
  name: string,
  everySeconds: number,
  job: (now: Date) => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= job(new Date())
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everySeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
