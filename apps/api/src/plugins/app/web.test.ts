import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsObjects } from '../../modules/cms/schema.ts';
import { insertArea } from '../../modules/cms/testing.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { acceptedEncoding, HOME_PAGE_AREAS } from './web.ts';

const WELCOME = 'V3_LayoutArea_Welcome_Home';
const HOSTILE = '</script><script>alert(1)</script>';

function fakeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'cg-web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="it"><head><title>Conto Gioco</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

const cmsAreasBlock = (body: string) =>
  body.match(/<script id="cms-areas" type="application\/json">(.*?)<\/script>/)?.[1];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist: fakeWebDist() } });
  await t.database.db.delete(cmsObjects).where(eq(cmsObjects.layoutArea, WELCOME));
  await insertArea(t.database.db, WELCOME, [
    {
      key: 'hero',
      type: 'visore_generico',
      children: [
        {
          key: 'slide-1',
          type: 'elemento_visore_generico',
          parameters: {
            title: 'Benvenuto',
            bgimage: '/media/a.svg?x=1&y="2"',
            bgimage_mobile: '/media/m.svg',
          },
        },
        { key: 'guests', type: 'elemento_visore_generico', visibility: 2, parameters: { title: HOSTILE } },
        {
          key: 'players',
          type: 'elemento_visore_generico',
          visibility: 3,
          parameters: { title: 'Solo giocatori' },
        },
      ],
    },
  ]);
});
afterAll(() => t.close());

describe("index.html's home content block", () => {
  it("carries on '/' the guest answer of the home's welcome hero, '<' escaped", async () => {
    expect(HOME_PAGE_AREAS).toEqual([WELCOME]);
    const body = (await t.app.inject({ url: '/' })).body;
    const block = cmsAreasBlock(body);
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(body).not.toContain('<script>alert(1)');
    const areas = JSON.parse(block!);
    expect(Object.keys(areas)).toEqual([WELCOME]);
    const direct = await t.app.inject({
      url: '/api/CMS/GetCmsObject',
      query: { id: '', layoutArea: WELCOME },
    });
    expect(areas[WELCOME]).toEqual(direct.json());
    const slides = areas[WELCOME].ResponseData.Children[0].Children;
    // The guest's answer: the logged-out slide, not the players' one.
    expect(slides.map((slide: { Name: string }) => slide.Name)).toEqual(['slide-1', 'guests']);
    expect(slides[1].Parameters.title).toBe(HOSTILE);
  });

  it("preloads the first hero slide's image, the mobile one up to the mobile breakpoint", async () => {
    const body = (await t.app.inject({ url: '/' })).body;
    expect(body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/m.svg" media="(max-width: 767.9px)">',
    );
    expect(body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/a.svg?x=1&amp;y=&quot;2&quot;" media="(min-width: 768px)">',
    );
  });

  it('is only on the home page', async () => {
    for (const url of ['/account/login', '/promozioni', '/pages/chi-siamo']) {
      const body = (await t.app.inject({ url })).body;
      expect(body).toContain('id="site-modules"');
      expect(cmsAreasBlock(body)).toBeUndefined();
      expect(body).not.toContain('rel="preload"');
    }
  });
});

describe('caching and compression (issue 16)', () => {
  const SCRIPT = 'export const answer = 42; // '.padEnd(2000, 'x');
  let w: TestApp;
  beforeAll(async () => {
    // A build as `npm run build` leaves it: hashed assets with their .br and .gz beside them, and
    // the first pages' route chunks (apps/web/vite.config.ts).
    const dist = fakeWebDist();
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({ '/account/login': ['/assets/login-Ef56.js', '/assets/login-Gh78.css'] }),
    );
    w = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(() => w.close());

  const get = (url: string, acceptEncoding?: string) =>
    w.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves the HTML with no-cache, brotli when accepted, else gzip, else as it is', async () => {
    const br = await get('/account/login', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="site-modules"');

    const gzip = await get('/account/login', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);

    // A coding refused with q=0 is not sent.
    expect((await get('/account/login', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/account/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(html);
  });

  it('serves hashed assets pre-compressed, with immutable caching', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends a hashed script a subresource's security headers only, the HTML all of them", async () => {
    const html = await get('/account/login', 'br');
    for (const response of [
      html,
      await get('/assets/app-Ab12Cd34.js', 'br'),
      await get('/assets/app-Ab12Cd34.js'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    const script = await get('/assets/app-Ab12Cd34.js', 'br');
    expect(script.headers['content-security-policy']).toBe("default-src 'self'");
    for (const header of [
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'etag',
      'last-modified',
    ]) {
      expect(script.headers[header], header).toBeUndefined();
    }
    expect(String(html.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(html.headers['referrer-policy']).toBe('no-referrer');
    expect(html.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("gives a first page's HTML a modulepreload of its route chunks and a preload of its CSS", async () => {
    const html = (await get('/account/login')).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-Ef56.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-Gh78.css">');
    for (const url of ['/', '/account/registration', '/account/login/other'])
      expect((await get(url)).body).not.toContain('login-Ef56');
  });

  it('reads Accept-Encoding as a list with weights', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br; q=0.0, gzip;q=0')).toBe('identity');
    expect(acceptedEncoding('identity')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });
});
