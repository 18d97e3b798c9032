import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsObjects } from '../../modules/cms/schema.ts';
import { insertArea } from '../../modules/cms/testing.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { HOME_PAGE_AREAS } from './web.ts';

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
