import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { sendError } from './errors.ts';

/**
 * Serves the built web app: hashed assets pre-compressed (brotli, gzip) with immutable caching,
 * index.html revalidated every time, and index.html for every client route (SPA fallback).
 * Unknown /api/ paths and missing files answer 404 JSON.
 *
 * index.html carries the public site modules as a JSON data block (never executed, so the strict
 * CSP holds): the app starts without waiting for a GetSiteModules round trip.
 */
export default fp<{ webDist: string | null }>(
  async (app, { webDist }) => {
    if (webDist) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        preCompressed: true,
        index: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const indexHtml = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isClientRoute =
        request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname);
      if (indexHtml && isClientRoute) {
        // '<' escaped: no value can close the data block.
        const modules = JSON.stringify(await app.siteConfig.publicValues()).replaceAll('<', '\\u003c');
        const dataBlock = `<script id="site-modules" type="application/json">${modules}</script>`;
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml.replace('</head>', `${dataBlock}</head>`));
      }
      return sendError(reply, 404, SERVER_MESSAGES.notFound);
    });
  },
  { name: 'web' },
);
