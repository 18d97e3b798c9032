import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { welcomeLayoutArea } from '@conto-gioco/shared/cms-constants';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { sendError } from '../../lib/http.ts';

/**
 * Serves the built web app: hashed assets pre-compressed (brotli, gzip) with immutable caching,
 * index.html revalidated every time, and index.html for every client route (SPA fallback).
 * Unknown /api/ paths and missing files answer 404 JSON.
 *
 * index.html carries the public site modules as a JSON data block (never executed, so the strict
 * CSP holds): the app starts without waiting for a GetSiteModules round trip. On '/' it also
 * carries the guest answer of the home's welcome hero area (data block 'cms-areas') and a preload
 * of its first slide's image: a guest's largest paint waits for no GetCmsObject round trip. The
 * home's own area (below the hero) is still read by the app.
 *
 * The first pages (the build's .vite/route-preloads.json: '/', login, registration, deposit) also
 * get a modulepreload of their route's chunks and a preload of its CSS, so they download beside the
 * entry instead of after it has run. index.html itself is sent compressed too (brotli, else gzip),
 * compressed once per distinct page and kept.
 */

/** The areas whose guest answers '/' carries: its welcome hero (the page's largest paint). */
export const HOME_PAGE_AREAS = [welcomeLayoutArea('Home')] as const;

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

type TreeNode = {
  TypeName?: string;
  Parameters?: Record<string, string>;
  Children?: TreeNode[];
  Visibility?: number;
  Risoluzione?: number;
};

/**
 * The first hero slide's image (the page's largest paint), fetched at once and first while the
 * app's code loads: bgimage_mobile up to the mobile breakpoint, bgimage above it (as the slide's
 * picture does). Nothing when the slider shuffles (selectMode 1) or the slide is not for every
 * screen or viewer.
 */
function heroPreload(welcomeEntry: string | null | undefined): string {
  if (!welcomeEntry) return '';
  try {
    const answer = JSON.parse(welcomeEntry.slice(welcomeEntry.indexOf(':') + 1)) as {
      ResponseData?: TreeNode | null;
    };
    const slider = answer.ResponseData?.Children?.[0];
    if (slider?.TypeName !== 'visore_generico' || slider.Parameters?.selectMode?.trim() === '1') return '';
    if (slider.Parameters?.layout === 'lists' || slider.Risoluzione !== 0 || slider.Visibility === 4)
      return '';
    const slide = slider.Children?.[0];
    if (
      !slide ||
      slide.TypeName !== 'elemento_visore_generico' ||
      slide.Risoluzione !== 0 ||
      slide.Visibility === 4
    )
      return '';
    const desktop = slide.Parameters?.bgimage?.trim() ?? '';
    const mobile = slide.Parameters?.bgimage_mobile?.trim() ?? '';
    const link = (href: string, media?: string) =>
      `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}"${media ? ` media="${media}"` : ''}>`;
    if (!desktop) return '';
    if (!mobile) return link(desktop);
    return link(mobile, '(max-width: 767.9px)') + link(desktop, '(min-width: 768px)');
  } catch {
    return '';
  }
}

/** The build's list of each first page's route chunks (apps/web/vite.config.ts). */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

function readRoutePreloads(webDist: string): Map<string, string> {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return new Map();
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  // crossorigin as Vite's own links: the module loader and Vite's CSS loader then reuse what was preloaded.
  const link = (href: string) =>
    href.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`
      : `<link rel="modulepreload" crossorigin href="${attribute(href)}">`;
  return new Map(Object.entries(preloads).map(([page, files]) => [page, files.map(link).join('')]));
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The first of brotli, gzip the request accepts (not with q=0). */
export function acceptedEncoding(header: string | undefined): Encoding {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** The compressed pages, per page text: a page changes only with the site modules or the content. */
class CompressedPages {
  private readonly pages = new Map<string, { br?: Buffer; gzip?: Buffer }>();
  get(html: string, encoding: 'br' | 'gzip'): Buffer {
    let page = this.pages.get(html);
    if (!page) {
      // A few pages (index.html per first page, per content version): forget the oldest.
      if (this.pages.size >= 32) this.pages.delete(this.pages.keys().next().value!);
      page = {};
      this.pages.set(html, page);
    }
    if (encoding === 'br') {
      page.br ??= brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
      });
      return page.br;
    }
    page.gzip ??= gzipSync(html, { level: 9 });
    return page.gzip;
  }
}

/** Hashed scripts and stylesheets (or their pre-compressed files). */
const SUBRESOURCE = /\.(js|css)(\.br|\.gz)?$/;
/**
 * Helmet's headers that only a document acts on (the HTML keeps them all): left off the hashed
 * scripts and stylesheets, where they were ~1 KiB of each of a page's 40 responses. Those keep
 * X-Content-Type-Options and Cross-Origin-Resource-Policy, which a subresource's loading obeys.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** '<' escaped: no value can close the data block. */
const jsonForScript = (text: string) => text.replaceAll('<', '\\u003c');
export default fp<{ webDist: string | null }>(
  async (app, { webDist }) => {
    if (webDist) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        preCompressed: true,
        index: false,
        cacheControl: false,
        // The hashed assets are cached for good and never revalidated: no validators. (The pages'
        // index.html goes through the not-found handler below.)
        etag: false,
        lastModified: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (immutable && SUBRESOURCE.test(filePath)) {
            // res is the raw response (its type names only the methods most callers need).
            const raw = res as unknown as ServerResponse;
            for (const header of DOCUMENT_ONLY_HEADERS) raw.removeHeader(header);
            // A script may be a worker, which takes its policy from its own response.
            if (/\.js(\.br|\.gz)?$/.test(filePath))
              res.setHeader('Content-Security-Policy', "default-src 'self'");
          }
        },
      });
    }
    const indexHtml = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
    const routePreloads = webDist ? readRoutePreloads(webDist) : new Map<string, string>();
    const compressed = new CompressedPages();
    /**
     * The guest's GetCmsObject answers of HOME_PAGE_AREAS, exactly as the call gives them to a
     * request without a token (from the content cache); an area that fails is left out.
     */
    async function homeAreasBlock(): Promise<string> {
      const answers = await Promise.all(
        HOME_PAGE_AREAS.map(async (layoutArea) => {
          try {
            const response = await app.inject({
              method: 'GET',
              url: '/api/CMS/GetCmsObject',
              query: { id: '', layoutArea },
            });
            return response.statusCode === 200 ? `${JSON.stringify(layoutArea)}:${response.body}` : null;
          } catch (err) {
            app.log.warn({ err, layoutArea }, 'home content block: area not read');
            return null;
          }
        }),
      );
      const areas = jsonForScript(`{${answers.filter(Boolean).join(',')}}`);
      return `${heroPreload(answers[0])}<script id="cms-areas" type="application/json">${areas}</script>`;
    }
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isClientRoute =
        request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname);
      if (indexHtml && isClientRoute) {
        const modules = jsonForScript(JSON.stringify(await app.siteConfig.publicValues()));
        let dataBlock = `<script id="site-modules" type="application/json">${modules}</script>`;
        if (pathname === '/') dataBlock += await homeAreasBlock();
        dataBlock += routePreloads.get(pathname) ?? '';
        const html = indexHtml.replace('</head>', `${dataBlock}</head>`);
        reply
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8');
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        if (encoding === 'identity') return reply.send(html);
        return reply.header('Content-Encoding', encoding).send(compressed.get(html, encoding));
      }
      return sendError(reply, 404, SERVER_MESSAGES.notFound);
    });
  },
  { name: 'web' },
);
