import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CMS_CODE,
  casinoGameListsResponse,
  getCmsObjParametersQuery,
  getCmsObjParametersResponse,
  getCmsObjectQuery,
  getCmsObjectResponse,
  getGogoalNewsQuery,
  getGogoalNewsResponse,
  getRtpGamesResponse,
  rtpQuery,
} from '@conto-gioco/shared/cms';
import type { CmsViewer } from '@conto-gioco/shared/cms-rules';
import { errorResponse, okEnvelope as ok, refusedEnvelope as refused } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { bearerToken, sendError } from '../../lib/http.ts';
import { createCmsCache } from './cache.ts';
import { loadSanitizer } from './sanitize-html.ts';
import { CASINO_FAMILY, GUEST, PAGE_NOT_FOUND, createCmsService } from './service.ts';
import { DOCUMENT_ROOTS, createStorageService, documentPath, readMedia } from './storage.ts';

const tags = ['cms'];
/** The token is optional: without it, or with one that no longer opens a session, the viewer is a guest. */
const security: { [label: string]: string[] }[] = [{}, { bearer: [] }];
const errors = { 400: errorResponse };
const notFound = () => refused(CMS_CODE.NOT_FOUND, PAGE_NOT_FOUND);
const fileResponse = { 200: z.unknown().describe('the file'), 404: errorResponse };
/** What the viewer sees depends on the token: never kept by a shared cache, always revalidated. */
const VIEWER_CACHE_CONTROL = 'private, no-cache';
const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** A stored SVG opened on its own runs nothing and loads nothing. */
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * The content calls (content-profile.md §7): the content tree of a layout area and one object's
 * parameters, the news source, the payout tables, and the files under /storage/public/.
 */
export const cmsRoutes =
  (options: { contentDir: string | null }): FastifyPluginAsyncZod =>
  async (app) => {
    const cache = createCmsCache(app.db);
    app.addHook('onClose', async () => cache.dispose());
    // A server with content (not the tests' apps) gets the HTML blocks' sanitiser ready beforehand.
    if (options.contentDir)
      app.addHook('onReady', async () => {
        loadSanitizer().catch((err: unknown) => app.log.warn({ err }, 'HTML sanitiser not loaded'));
      });
    const cms = createCmsService({ db: app.db, cache });
    const storage = createStorageService({ db: app.db, cache, siteConfig: app.siteConfig });

    async function viewerOf(request: FastifyRequest): Promise<CmsViewer> {
      const token = bearerToken(request);
      if (!token) return GUEST;
      try {
        const auth = await app.auth.authenticate(token);
        return cms.viewerOf(auth?.playerId ?? null);
      } catch (err) {
        request.log.warn({ err }, 'content viewer: token not read');
        return GUEST;
      }
    }
    const perViewer = (reply: FastifyReply) =>
      reply.header('Cache-Control', VIEWER_CACHE_CONTROL).header('Vary', 'Authorization');

    app.get('/api/CMS/GetCmsObject', {
      schema: {
        tags,
        security,
        summary: "A layout area's content tree as this viewer may see it (static pages without Content)",
        querystring: getCmsObjectQuery,
        response: { 200: getCmsObjectResponse, ...errors },
      },
      handler: async (request, reply) => {
        const result = await cms.getArea(request.query.layoutArea, await viewerOf(request));
        perViewer(reply);
        return result.code === CMS_CODE.OK ? ok(result.data) : notFound();
      },
    });

    app.get('/api/CMS/GetCMSObjParameters', {
      schema: {
        tags,
        security,
        summary: "One content object's parameters, Content included",
        querystring: getCmsObjParametersQuery,
        response: { 200: getCmsObjParametersResponse, ...errors },
      },
      handler: async (request, reply) => {
        const result = await cms.getParameters(request.query.id, await viewerOf(request));
        perViewer(reply);
        return result.code === CMS_CODE.OK ? ok(result.data) : notFound();
      },
    });

    app.get('/api/CMS/GetGogoalNews', {
      schema: {
        tags,
        summary: 'News from the local news source, newest first',
        querystring: getGogoalNewsQuery,
        response: { 200: getGogoalNewsResponse, ...errors },
      },
      handler: async (request) => ok(await cms.news(request.query.category || undefined)),
    });

    app.get('/api/Game/GetRTPGames', {
      schema: {
        tags,
        summary: 'Payout percentages: monthly rows (mensile=true) or the static table',
        querystring: rtpQuery,
        response: { 200: getRtpGamesResponse, ...errors },
      },
      handler: async (request) => (request.query.mensile === 'true' ? cms.monthlyRtp() : cms.staticRtp()),
    });

    app.get('/api/Game/CasinoGameLists', {
      schema: {
        tags,
        summary: 'Payout percentages of the casino games (monthly: family 6 only)',
        querystring: rtpQuery,
        response: { 200: casinoGameListsResponse, ...errors },
      },
      handler: async (request) =>
        request.query.mensile === 'true'
          ? (await cms.monthlyRtp()).filter((row) => row.famigliaField === CASINO_FAMILY)
          : cms.staticRtp(),
    });

    for (const root of DOCUMENT_ROOTS) {
      app.get(`/storage/public/${root}/*`, {
        schema: {
          tags,
          summary: `A stored ${root} file: HTML with its placeholders filled in, or a binary such as a PDF`,
          params: z.object({ '*': z.string() }),
          response: fileResponse,
        },
        handler: async (request, reply) => {
          const where = documentPath(root, request.params['*']);
          const found = where ? await storage.find(where) : null;
          if (!found) return sendError(reply, 404, SERVER_MESSAGES.notFound);
          return reply.header('Cache-Control', 'no-cache').type(found.contentType).send(found.body);
        },
      });
    }

    app.get('/storage/public/media/:file', {
      schema: {
        tags,
        summary: 'An image of content/media (SVG, WebP, PNG, JPEG, AVIF)',
        params: z.object({ file: z.string() }),
        response: fileResponse,
      },
      handler: async (request, reply) => {
        const media = await readMedia(options.contentDir, request.params.file);
        if (!media) return sendError(reply, 404, SERVER_MESSAGES.notFound);
        return reply
          .header('Cache-Control', MEDIA_CACHE_CONTROL)
          .header('Content-Security-Policy', MEDIA_CSP)
          .type(media.contentType)
          .send(media.body);
      },
    });
  };
