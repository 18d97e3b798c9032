import { readFileSync } from 'node:fs';
import path from 'node:path';
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
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const indexHtml = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
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
