import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { RunningServer } from './server.ts';

/**
 * Serves the reference page of `npm run bench:web` (apps/web/reference/dist, issue 16) the way the
 * API serves the product (apps/api/src/plugins/app/web.ts): files pre-compressed (brotli, then
 * gzip), hashed assets immutable, the HTML `no-cache`. A server of its own: the product never
 * serves the reference.
 */
export async function startReferenceServer(root: string, port: number): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
