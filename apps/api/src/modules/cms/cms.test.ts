import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CMS_CODE,
  HOME_AREA,
  WIDGET_TYPES,
  getCmsObjParametersResponse,
  getCmsObjectResponse,
  getGogoalNewsResponse,
  rtpMonthlyRow,
  rtpStaticRow,
  type CmsObject,
} from '@conto-gioco/shared/cms';
import { formatCents } from '@conto-gioco/shared/money';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { demoData } from '../../testing/demo-data.ts';
import { paymentMethods } from '../wallet/schema.ts';
import { invalidateCmsCache, VERSION_CHECK_MS } from './cache.ts';
import { cmsRoutes } from './routes.ts';
import { cmsDocuments, cmsNews, cmsObjects, rtpMonthly, rtpStatic } from './schema.ts';
import { PAGE_NOT_FOUND, VIEWER_TTL_MS } from './service.ts';
import { NO_FEE, NO_MAX, documentPath } from './storage.ts';
import { bumpContentVersion, insertArea } from './testing.ts';

/** The media route of an app whose content folder is `mediaRoot`, mounted under this prefix. */
const WITH_MEDIA = '/with-media';
let t: TestApp;
let mediaRoot: string;
const { tokenFor, setPlayer, setMethod, restore } = demoData(() => t);

beforeAll(async () => {
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'cms-media-'));
  await mkdir(path.join(mediaRoot, 'media'));
  await writeFile(path.join(mediaRoot, 'media', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(mediaRoot, 'media', 'hero.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  await writeFile(path.join(mediaRoot, 'media', 'photo.JPG'), Buffer.from([0xff, 0xd8, 0xff]));
  await writeFile(path.join(mediaRoot, 'media', 'notes.txt'), 'not an image');
  await writeFile(path.join(mediaRoot, 'secret.png'), 'outside the media folder');
  await symlink(path.join(mediaRoot, 'secret.png'), path.join(mediaRoot, 'media', 'link.png'));
  // The app under test runs without a content folder (tests: CONTENT_DIR unset); the media route
  // is mounted once more, with a folder, under a prefix.
  t = await createTestApp({
    extraRoutes: (app) => void app.register(cmsRoutes({ contentDir: mediaRoot }), { prefix: WITH_MEDIA }),
  });
});
afterAll(async () => {
  await t.close();
  await rm(mediaRoot, { recursive: true, force: true });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await restore();
});

/** Gives players a network; the content calls see it once their viewer cache has expired. */
async function setNetworks(networks: Record<string, string>) {
  for (const [username, father] of Object.entries(networks)) await setPlayer(username, { father });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + VIEWER_TTL_MS);
}

async function get(url: string, token?: string) {
  return t.app.inject({ url, headers: token ? bearer(token) : {} });
}

async function area(layoutArea: string, token?: string) {
  const response = await get(`/api/CMS/GetCmsObject?id=&layoutArea=${layoutArea}`, token);
  expect(response.statusCode).toBe(200);
  return getCmsObjectResponse.parse(response.json());
}

async function parameters(id: number, token?: string) {
  const response = await get(`/api/CMS/GetCMSObjParameters?id=${id}`, token);
  expect(response.statusCode).toBe(200);
  return getCmsObjParametersResponse.parse(response.json());
}

const names = (objects: readonly CmsObject[]) => objects.map((object) => object.Name);
const child = (object: CmsObject, name: string) => object.Children.find((c) => c.Name === name)!;

describe('GET api/CMS/GetCmsObject', () => {
  const AREA = 'T_LayoutArea_Viewers';
  beforeAll(async () => {
    await insertArea(t.database.db, AREA, [
      {
        key: 'always',
        type: 'visore_generico',
        parameters: { selectMode: '0', desktop_slide_height: '360' },
        children: [
          { key: 'slide-1', type: 'elemento_visore_generico', parameters: { title: 'Benvenuto' } },
          { key: 'slide-players', type: 'elemento_visore_generico', visibility: 3 },
        ],
      },
      { key: 'guests', type: 'html_block', visibility: 2, parameters: { Content: '<p>Registrati</p>' } },
      { key: 'players', type: 'html_block', visibility: 3, parameters: { ViewOrderLogged: '5' } },
      { key: 'network', type: 'html_block', hierarchy: 'RETE-07' },
      { key: 'beta', type: 'html_block', visibility: 4, resolution: 2 },
      {
        key: 'promos',
        type: 'visore_generico',
        children: [
          { key: 'expired', type: 'promo', parameters: { Title: 'Scaduta', Scadenza: '2020-01-31' } },
          { key: 'current', type: 'promo', parameters: { Title: 'Attiva', Scadenza: '2099-12-31' } },
        ],
      },
    ]);
  });

  it('answers a guest the root with the content for guests, in ViewOrder, and every field', async () => {
    const body = await area(AREA);
    expect(body.ResponseCode).toBe(CMS_CODE.OK);
    const root = body.ResponseData!;
    expect(root.TypeName).toBe('layout_area');
    expect(names(root.Children)).toEqual(['always', 'guests', 'beta', 'promos']);
    expect(names(child(root, 'always').Children)).toEqual(['slide-1']);
    expect(names(child(root, 'promos').Children)).toEqual(['current']);
    expect(child(root, 'always')).toMatchObject({
      TypeName: 'visore_generico',
      Hierarchy: null,
      Visibility: 1,
      ViewOrder: 10,
      Risoluzione: 0,
      Parameters: { selectMode: '0', desktop_slide_height: '360' },
    });
    // Resolution and the beta rule are the screen's to apply: the server sends both.
    expect(child(root, 'beta')).toMatchObject({ Visibility: 4, Risoluzione: 2 });
  });

  it('answers a logged-in player the content for players, ordered by ViewOrderLogged, with their network', async () => {
    await setNetworks({ mariorossi: 'RETE-07' });
    const root = (await area(AREA, await tokenFor('mariorossi'))).ResponseData!;
    expect(names(root.Children)).toEqual(['players', 'always', 'network', 'beta', 'promos']);
    expect(names(child(root, 'always').Children)).toEqual(['slide-1', 'slide-players']);
  });

  it('keeps a network item from a player of another network', async () => {
    await setNetworks({ giuliabianchi: 'RETE-01' });
    const root = (await area(AREA, await tokenFor('giuliabianchi'))).ResponseData!;
    expect(names(root.Children)).toEqual(['players', 'always', 'beta', 'promos']);
  });

  it('treats an invalid or closed session token as a guest, never as 401', async () => {
    // A player no other test of this file logs in: a login closes the player's other session.
    const token = (await login(t.app, 'paolagreco')).ResponseData.Token as string;
    const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const bad of ['not-a-jwt', tampered]) {
      const response = await get(`/api/CMS/GetCmsObject?layoutArea=${AREA}`, bad);
      expect(response.statusCode).toBe(200);
      expect(names(response.json().ResponseData.Children)).toEqual(['always', 'guests', 'beta', 'promos']);
    }
    const logout = await get('/api/Account/LogoutUser', token);
    expect(logout.statusCode).toBe(200);
    const afterLogout = await area(AREA, token);
    expect(names(afterLogout.ResponseData!.Children)).toContain('guests');
  });

  it("reads a player's network once for a page's calls, and again after VIEWER_TTL_MS", async () => {
    const token = await tokenFor('mariorossi');
    await setNetworks({ mariorossi: 'RETE-07' });
    expect(names((await area(AREA, token)).ResponseData!.Children)).toContain('network');
    const select = vi.spyOn(t.database.db, 'select');
    await area(AREA, token);
    await area(AREA, token);
    expect(select).not.toHaveBeenCalled();

    await setPlayer('mariorossi', { father: 'RETE-01' });
    expect(names((await area(AREA, token)).ResponseData!.Children)).toContain('network');
    vi.setSystemTime(Date.now() + VIEWER_TTL_MS);
    expect(names((await area(AREA, token)).ResponseData!.Children)).not.toContain('network');
  });

  it('is not kept by a shared cache: it depends on the token', async () => {
    const response = await get(`/api/CMS/GetCmsObject?layoutArea=${AREA}`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toContain('Authorization');
  });

  it("answers code 1 'Pagina non trovata' for an unknown area, with HTTP 200", async () => {
    const response = await get('/api/CMS/GetCmsObject?id=&layoutArea=V3_LayoutArea_Nessuna');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ResponseCode: CMS_CODE.NOT_FOUND,
      ResponseMessage: PAGE_NOT_FOUND,
      ResponseData: null,
    });
  });

  it('answers code 1 for an area that has a root and nothing under it', async () => {
    await insertArea(t.database.db, 'T_LayoutArea_Empty', []);
    expect((await area('T_LayoutArea_Empty')).ResponseCode).toBe(CMS_CODE.NOT_FOUND);
  });

  it('answers code 1 to a viewer for whom every item is left out, the tree to one who sees them', async () => {
    const PLAYERS_ONLY = 'T_LayoutArea_PlayersOnly';
    await insertArea(t.database.db, PLAYERS_ONLY, [{ key: 'bonus', type: 'html_block', visibility: 3 }]);
    expect(await area(PLAYERS_ONLY)).toEqual({
      ResponseCode: CMS_CODE.NOT_FOUND,
      ResponseMessage: PAGE_NOT_FOUND,
      ResponseData: null,
    });
    const forPlayer = await area(PLAYERS_ONLY, await tokenFor('mariorossi'));
    expect(names(forPlayer.ResponseData!.Children)).toEqual(['bonus']);
  });

  it("answers code 1 for a name no area can have: it comes from the page's URL (/pages/{layoutarea})", async () => {
    for (const name of ['chi.siamo', '..%2Fetc', 'a%20b', 'pagine-%C3%A8']) {
      const response = await get(`/api/CMS/GetCmsObject?id=&layoutArea=Pages_${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.json(), name).toEqual({
        ResponseCode: CMS_CODE.NOT_FOUND,
        ResponseMessage: PAGE_NOT_FOUND,
        ResponseData: null,
      });
    }
  });

  it('refuses a missing, empty or overlong layoutArea with 400', async () => {
    for (const query of ['layoutArea=', 'layoutArea=%20', '', `layoutArea=${'a'.repeat(201)}`]) {
      const response = await get(`/api/CMS/GetCmsObject?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().ResponseData).toBeNull();
    }
  });
});

describe('GET api/CMS/GetCMSObjParameters', () => {
  const AREA = 'Pages_test-parameters';
  let ids: Map<string, number>;
  beforeAll(async () => {
    ids = await insertArea(t.database.db, AREA, [
      {
        key: 'info',
        type: 'static_pages_container',
        parameters: { static_page_section_title: 'Informazioni', static_page_section_url: 'info' },
        children: [
          {
            key: 'chi-siamo',
            type: 'static_page',
            parameters: { Title: 'Chi siamo', Url: 'chi-siamo', Content: '<h1>Chi siamo</h1>' },
          },
          {
            key: 'riservata',
            type: 'static_page',
            visibility: 3,
            parameters: { Title: 'Riservata', Url: 'riservata', Content: '<p>Solo giocatori</p>' },
          },
        ],
      },
      {
        key: 'rete',
        type: 'static_pages_container',
        hierarchy: 'RETE-07',
        children: [
          { key: 'agenzie', type: 'static_page', parameters: { Title: 'Agenzie', Content: '<p>Rete</p>' } },
        ],
      },
    ]);
  });

  it("leaves static pages' Content out of GetCmsObject, keeping their other parameters", async () => {
    const root = (await area(AREA)).ResponseData!;
    const section = child(root, 'info');
    expect(section.Parameters).toEqual({
      static_page_section_title: 'Informazioni',
      static_page_section_url: 'info',
    });
    expect(child(section, 'chi-siamo').Parameters).toEqual({ Title: 'Chi siamo', Url: 'chi-siamo' });
  });

  it("answers one object's parameters with Content", async () => {
    const body = await parameters(ids.get('info/chi-siamo')!);
    expect(body).toEqual({
      ResponseCode: CMS_CODE.OK,
      ResponseMessage: '',
      ResponseData: { Title: 'Chi siamo', Url: 'chi-siamo', Content: '<h1>Chi siamo</h1>' },
    });
  });

  it('answers code 1 to a guest for a logged-in-only page, and the page to a player', async () => {
    const id = ids.get('info/riservata')!;
    expect(await parameters(id)).toMatchObject({ ResponseCode: CMS_CODE.NOT_FOUND, ResponseData: null });
    expect((await parameters(id, await tokenFor('mariorossi'))).ResponseData?.Content).toBe(
      '<p>Solo giocatori</p>',
    );
  });

  it('checks the ancestors: a page under a network section is only for that network', async () => {
    const id = ids.get('rete/agenzie')!;
    await setNetworks({ mariorossi: 'RETE-07', giuliabianchi: 'RETE-01' });
    expect((await parameters(id)).ResponseCode).toBe(CMS_CODE.NOT_FOUND);
    expect((await parameters(id, await tokenFor('giuliabianchi'))).ResponseCode).toBe(CMS_CODE.NOT_FOUND);
    expect((await parameters(id, await tokenFor('mariorossi'))).ResponseData?.Content).toBe('<p>Rete</p>');
  });

  it("answers code 1 'Pagina non trovata' for an unknown id", async () => {
    expect(await parameters(2_000_000_000)).toEqual({
      ResponseCode: CMS_CODE.NOT_FOUND,
      ResponseMessage: PAGE_NOT_FOUND,
      ResponseData: null,
    });
  });

  it('refuses an id that is not a positive number with 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await get(`/api/CMS/GetCMSObjParameters?id=${id}`)).statusCode, id).toBe(400);
    }
  });
});

describe("HTML blocks' Content", () => {
  const AREA = 'T_LayoutArea_Html';
  const HOSTILE =
    '<p>Testo sicuro</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">' +
    '<a href="javascript:window.pwned = 3">trappola</a><a href="https://adm.example.it" target="_blank">ADM</a>' +
    '<style>body{}</style><form><input name="q"></form><iframe src="https://evil.example"></iframe>';

  it('is sent sanitised, in GetCmsObject and in GetCMSObjParameters: the web renders it as it comes', async () => {
    await insertArea(t.database.db, AREA, [
      { key: 'block', type: 'html_block', parameters: { Content: HOSTILE } },
    ]);
    const block = (await area(AREA)).ResponseData!.Children[0]!;
    const sanitised =
      '<p>Testo sicuro</p><img src="x"><a>trappola</a>' +
      '<a href="https://adm.example.it" target="_blank" rel="noopener noreferrer">ADM</a>';
    expect(block.Parameters.Content).toBe(sanitised);
    expect((await parameters(block.Id)).ResponseData!.Content).toBe(sanitised);
  });
});

describe('the content cache', () => {
  const AREA = 'T_LayoutArea_Cache';
  const rename = (name: string) =>
    t.database.db
      .update(cmsObjects)
      .set({ name })
      .where(eq(cmsObjects.key, `${AREA}/widget`));
  const widgetName = async () => (await area(AREA)).ResponseData!.Children[0]!.Name;

  it('serves a second read without a query, until the version changes or the cache is dropped', async () => {
    await insertArea(t.database.db, AREA, [{ key: 'widget', type: 'html_block', name: 'prima' }]);
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await widgetName()).toBe('prima');

    const select = vi.spyOn(t.database.db, 'select');
    expect(await widgetName()).toBe('prima');
    expect((await parameters((await area(AREA)).ResponseData!.Children[0]!.Id)).ResponseCode).toBe(
      CMS_CODE.OK,
    );
    expect(select).not.toHaveBeenCalled();

    // Another process imports: the rows change and the version goes up.
    await rename('seconda');
    await bumpContentVersion(t.database.db);
    expect(await widgetName()).toBe('prima');
    vi.setSystemTime(Date.now() + VERSION_CHECK_MS);
    expect(await widgetName()).toBe('seconda');
    select.mockClear();
    expect(await widgetName()).toBe('seconda');
    expect(select).not.toHaveBeenCalled();

    // An import in this process drops the cache at once.
    await rename('terza');
    expect(await widgetName()).toBe('seconda');
    invalidateCmsCache();
    expect(await widgetName()).toBe('terza');
  });
});

describe('GET api/CMS/GetGogoalNews', () => {
  beforeAll(async () => {
    await t.database.db.insert(cmsNews).values([
      { key: 'old', title: 'Vecchia', publishDate: new Date('2026-01-01T10:00:00Z'), categories: ['1'] },
      { key: 'new', title: 'Nuova', publishDate: new Date('2026-03-01T10:00:00Z'), categories: ['1', '2'] },
      {
        key: 'mid',
        title: 'Di mezzo',
        summary: 'Sommario',
        content: '<p>Testo</p>',
        imageUrl: '/storage/public/media/news.svg',
        link: 'https://example.it/news',
        publishDate: new Date('2026-02-01T10:00:00Z'),
        categories: ['2'],
      },
    ]);
    invalidateCmsCache();
  });

  it('answers every news item, newest first, with every field', async () => {
    const body = getGogoalNewsResponse.parse((await get('/api/CMS/GetGogoalNews?newClient=true')).json());
    expect(body.ResponseCode).toBe(CMS_CODE.OK);
    expect(body.ResponseData.map((item) => item.Title)).toEqual(['Nuova', 'Di mezzo', 'Vecchia']);
    expect(body.ResponseData[1]).toMatchObject({
      Summary: 'Sommario',
      Content: '<p>Testo</p>',
      ImageUrl: '/storage/public/media/news.svg',
      Link: 'https://example.it/news',
      PublishDate: '2026-02-01T10:00:00.000Z',
      Categories: [{ Category: '2' }],
    });
  });

  it('filters by category', async () => {
    const titles = async (category: string) =>
      getGogoalNewsResponse
        .parse((await get(`/api/CMS/GetGogoalNews?category=${category}&newClient=true`)).json())
        .ResponseData.map((item) => item.Title);
    expect(await titles('1')).toEqual(['Nuova', 'Vecchia']);
    expect(await titles('2')).toEqual(['Nuova', 'Di mezzo']);
    expect(await titles('9')).toEqual([]);
    expect(await titles('')).toEqual(['Nuova', 'Di mezzo', 'Vecchia']);
  });

  it('refuses a category that is not a sport id with 400', async () => {
    expect((await get('/api/CMS/GetGogoalNews?category=calcio')).statusCode).toBe(400);
  });
});

describe('GET api/Game/GetRTPGames and api/Game/CasinoGameLists', () => {
  beforeAll(async () => {
    const row = { anno: 2026, piattaforma: 'Piattaforma A' };
    await t.database.db.insert(rtpMonthly).values([
      {
        ...row,
        mese: 1,
        famiglia: 1,
        descrizioneFamiglia: 'SCOMMESSE',
        descrizioneGioco: 'Calcio',
        rtp: 92.5,
      },
      {
        ...row,
        mese: 2,
        famiglia: 6,
        descrizioneFamiglia: 'CASINO',
        descrizioneGioco: 'Roulette',
        rtp: 97.3,
      },
      { ...row, mese: 1, famiglia: 6, descrizioneFamiglia: 'CASINO', descrizioneGioco: 'Slot', rtp: 95.12 },
      { ...row, mese: 1, famiglia: 2, descrizioneFamiglia: 'IPPICHE', descrizioneGioco: 'Trotto', rtp: 80 },
    ]);
    await t.database.db.insert(rtpStatic).values([
      { fornitore: 'Zeta', nomeGioco: 'Book', descrizione: 'Slot', categoria: 'Slot', rtpTxt: '96,10%' },
      {
        fornitore: 'Alfa',
        nomeGioco: 'Poker',
        descrizione: 'Video poker',
        categoria: 'Carte',
        rtpTxt: '98,00%',
      },
    ]);
    invalidateCmsCache();
  });

  const list = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json() as unknown[];
  };

  it('answers the monthly rows with mensile=true, newest month first', async () => {
    const rows = (await list('/api/Game/GetRTPGames?mensile=true')).map((row) => rtpMonthlyRow.parse(row));
    expect(rows.map((row) => [row.meseField, row.famigliaField, row.descrizione_giocoField])).toEqual([
      [2, 6, 'Roulette'],
      [1, 1, 'Calcio'],
      [1, 2, 'Trotto'],
      [1, 6, 'Slot'],
    ]);
    expect(rows[3]).toEqual({
      annoField: 2026,
      meseField: 1,
      famigliaField: 6,
      descrizione_famigliaField: 'CASINO',
      rtpField: 95.12,
      descrizione_giocoField: 'Slot',
      descrizione_piattaformaField: 'Piattaforma A',
    });
  });

  it('answers the static rows with mensile=false or without it, by provider', async () => {
    for (const url of ['/api/Game/GetRTPGames?mensile=false', '/api/Game/GetRTPGames']) {
      const rows = (await list(url)).map((row) => rtpStaticRow.parse(row));
      expect(rows).toEqual([
        {
          Nome_Gioco: 'Poker',
          Descrizione: 'Video poker',
          Categoria: 'Carte',
          Rtp_Txt: '98,00%',
          Fornitore: 'Alfa',
        },
        { Nome_Gioco: 'Book', Descrizione: 'Slot', Categoria: 'Slot', Rtp_Txt: '96,10%', Fornitore: 'Zeta' },
      ]);
    }
  });

  it('CasinoGameLists answers the casino family only (monthly), or the static rows', async () => {
    const monthly = (await list('/api/Game/CasinoGameLists?mensile=true')).map((row) =>
      rtpMonthlyRow.parse(row),
    );
    expect(monthly.map((row) => row.descrizione_giocoField)).toEqual(['Roulette', 'Slot']);
    const statics = (await list('/api/Game/CasinoGameLists?mensile=false')).map((row) =>
      rtpStaticRow.parse(row),
    );
    expect(statics.map((row) => row.Nome_Gioco)).toEqual(['Poker', 'Book']);
  });

  it('refuses a mensile that is not true or false with 400', async () => {
    expect((await get('/api/Game/GetRTPGames?mensile=si')).statusCode).toBe(400);
    expect((await get('/api/Game/CasinoGameLists?mensile=1')).statusCode).toBe(400);
  });
});

describe('GET /storage/public/static-pages and account-pages', () => {
  const FEES = 'static-pages/globals/it/test-costi.html';
  const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
  beforeAll(async () => {
    await t.database.db.insert(cmsDocuments).values([
      {
        path: FEES,
        contentType: 'text/html',
        body:
          '<h1>{{SITE_NAME}}</h1><p>www.{{SITE_DOMAIN}}</p>' +
          '<table id="ricariche">{{DEPOSIT_FEE_ROWS}}</table><table id="prelievi">{{WITHDRAWAL_FEE_ROWS}}</table>',
      },
      {
        path: 'static-pages/skins/1/it/contatti.html',
        contentType: 'text/html',
        body: '<p>Scrivi a {{SITE_NAME}}</p>',
      },
      { path: 'static-pages/promos/it/promo-test.html', contentType: 'text/html', body: '<p>Promo</p>' },
      {
        path: 'account-pages/skins/1/it/vip-program.html',
        contentType: 'text/html',
        body: '<p>VIP {{SITE_DOMAIN}}</p>',
      },
      {
        path: 'static-pages/globals/it/contratto-di-gioco.pdf',
        contentType: 'application/pdf',
        body: PDF.toString('base64'),
        encoding: 'base64',
      },
    ]);
    invalidateCmsCache();
  });

  const page = (rest: string) => get(`/storage/public/${rest}`);

  it('fills in the site name and domain, as HTML, with the security headers', async () => {
    const response = await page(FEES);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).toContain('<h1>Conto Gioco</h1><p>www.contogioco.it</p>');
    expect(response.body).not.toContain('{{');
  });

  it('fills in the fee rows of the enabled deposit and withdrawal methods, names escaped', async () => {
    const [card] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.name, 'Ricarica_CartaDiCredito'));
    const [neteller] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.name, 'Ricarica_Neteller'));
    await setMethod(card!.id, {
      nameLong: 'Carta <b>&amp; "altro"</b>',
      additionalCost: 'Nessun costo aggiuntivo',
    });
    await setMethod(neteller!.id, { enabled: false });
    const body = (await page(FEES)).body;
    const deposits = body.match(/<table id="ricariche">([\s\S]*?)<\/table>/)![1]!;
    const withdrawals = body.match(/<table id="prelievi">([\s\S]*?)<\/table>/)![1]!;

    expect(deposits).toContain(
      `<tr><td>Carta &lt;b&gt;&amp;amp; &quot;altro&quot;&lt;/b&gt;</td><td>${NO_FEE}</td><td>${formatCents(card!.minAmount)}</td><td>${formatCents(card!.maxAmount!)}</td></tr>`,
    );
    expect(deposits).not.toContain('<b>');
    expect(deposits).not.toContain('Neteller');
    expect(formatCents(1_000)).toBe('€\u00a010,00');
    // Every enabled deposit method, none of the withdrawal ones, none disabled.
    const enabledDeposits = (await t.database.db.select().from(paymentMethods)).filter(
      (method) => method.enabled && !method.withdrawalRecharge,
    );
    expect(deposits.match(/<tr>/g)).toHaveLength(enabledDeposits.length);
    expect(deposits).not.toContain('Integrato');
    expect(deposits).not.toContain('integrato');

    const [transfer] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.name, 'Prelievo_BonificoBancario'));
    expect(withdrawals).toContain(
      `<tr><td>${transfer!.nameLong}</td><td>${NO_FEE}</td><td>${formatCents(transfer!.minAmount)}</td><td>${NO_MAX}</td></tr>`,
    );
    expect(withdrawals).not.toContain('Carta &lt;b&gt;');
  });

  it('shows a fee that is not zero as written', async () => {
    const [neteller] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.name, 'Ricarica_Neteller'));
    await setMethod(neteller!.id, { additionalCost: '1,5%' });
    expect((await page(FEES)).body).toContain(`<tr><td>${neteller!.nameLong}</td><td>1,5%</td>`);
    await setMethod(neteller!.id, { additionalCost: '0%' });
    expect((await page(FEES)).body).toContain(`<tr><td>${neteller!.nameLong}</td><td>${NO_FEE}</td>`);
  });

  it('escapes the site name too', async () => {
    const original = (await t.app.siteConfig.value('SiteName'))!;
    await t.app.siteConfig.set('SiteName', 'Gioco <script>');
    try {
      expect((await page(FEES)).body).toContain('<h1>Gioco &lt;script&gt;</h1>');
    } finally {
      await t.app.siteConfig.set('SiteName', original);
    }
  });

  it('puts a value in as written, "$" sequences included (no replacement patterns)', async () => {
    const [neteller] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.name, 'Ricarica_Neteller'));
    await setMethod(neteller!.id, { nameLong: "Pay$'", additionalCost: '2$&' });
    const original = (await t.app.siteConfig.value('SiteName'))!;
    await t.app.siteConfig.set('SiteName', 'Gioco $` $$');
    try {
      const body = (await page(FEES)).body;
      expect(body).toContain('<h1>Gioco $` $$</h1>');
      expect(body).toContain('<tr><td>Pay$&#39;</td><td>2$&amp;</td>');
      expect(body).not.toContain('{{');
    } finally {
      await t.app.siteConfig.set('SiteName', original);
    }
  });

  it('serves the skins, promos and account pages', async () => {
    expect((await page('static-pages/skins/1/it/contatti.html')).body).toBe('<p>Scrivi a Conto Gioco</p>');
    expect((await page('static-pages/promos/it/promo-test.html')).body).toBe('<p>Promo</p>');
    const vip = await page('account-pages/skins/1/it/vip-program.html');
    expect(vip.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(vip.body).toBe('<p>VIP contogioco.it</p>');
  });

  it('serves the PDF as application/pdf, byte for byte', async () => {
    const response = await page('static-pages/globals/it/contratto-di-gioco.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes no path with a dot-dot, hidden or empty segment', () => {
    expect(documentPath('static-pages', 'globals/it/privacy.html')).toBe(
      'static-pages/globals/it/privacy.html',
    );
    for (const rest of [
      'globals/../../secret',
      '../account-pages/x.html',
      'globals/it/.env',
      'globals//x.html',
      '',
      'a\\b',
    ])
      expect(documentPath('static-pages', rest), rest).toBeNull();
  });

  it('answers 404 JSON for a missing page, another tree, or a path that climbs out', async () => {
    for (const rest of [
      'static-pages/globals/it/nessuna.html',
      'static-pages/skins/2/it/contatti.html',
      'static-pages/globals/it/..%2F..%2Fskins%2F1%2Fit%2Fcontatti.html',
      'account-pages/skins/1/it/.hidden.html',
      'other-pages/skins/1/it/vip-program.html',
    ]) {
      const response = await page(rest);
      expect(response.statusCode, rest).toBe(404);
      expect(response.headers['content-type'], rest).toContain('application/json');
    }
  });
});

describe('Content-Security-Policy', () => {
  it('lets pages frame the Vimeo and YouTube players, and nothing else from outside', async () => {
    const csp = String((await get('/api/CMS/GetGogoalNews')).headers['content-security-policy']);
    const frameSrc = csp.split(';').find((directive) => directive.trim().startsWith('frame-src'));
    expect(frameSrc?.trim().split(/\s+/)).toEqual([
      'frame-src',
      "'self'",
      'https://player.vimeo.com',
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('GET /storage/public/media/<file>', () => {
  const media = (file: string) => get(`${WITH_MEDIA}/storage/public/media/${file}`);

  it('serves an image of content/media with its type, cached for a day, scripts off', async () => {
    const svg = await media('logo.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(svg.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await media('hero.webp')).headers['content-type']).toBe('image/webp');
    expect((await media('photo.JPG')).headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for a missing file, an unknown extension or a way out of the folder', async () => {
    for (const file of [
      'missing.png',
      'notes.txt',
      'link.png',
      '..%2Fsecret.png',
      '%2e%2e%2fsecret.png',
      '../secret.png',
      '.hidden.svg',
    ]) {
      const response = await media(file);
      expect(response.statusCode, file).toBe(404);
      expect(response.headers['content-type'], file).toContain('application/json');
    }
  });

  it('answers 404 when the server has no content folder', async () => {
    const response = await get('/storage/public/media/logo.svg');
    expect(response.statusCode).toBe(404);
    expect(response.json().ResponseData).toBeNull();
  });
});

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../../content');
const IMPORT_MODULE = path.join(import.meta.dirname, 'import.ts');
type Importer = { importContent?: (db: TestApp['database']['db'], dir: string) => Promise<unknown> };
const importer: Importer = existsSync(IMPORT_MODULE) ? await import(IMPORT_MODULE) : {};
const realContent =
  typeof importer.importContent === 'function' && existsSync(path.join(CONTENT_DIR, 'areas'));

describe.skipIf(!realContent)(
  'the real content/ folder (skipped until import.ts exports importContent and content/areas exists)',
  () => {
    let real: TestApp;
    beforeAll(async () => {
      real = await createTestApp({
        extraRoutes: (app) =>
          void app.register(cmsRoutes({ contentDir: CONTENT_DIR }), { prefix: WITH_MEDIA }),
      });
      await importer.importContent!(real.database.db, CONTENT_DIR);
      invalidateCmsCache();
    });
    afterAll(() => real?.close());

    it('answers the home area with widgets, and the institutional pages, FAQ and payout tables', async () => {
      const home = getCmsObjectResponse.parse(
        (await real.app.inject({ url: `/api/CMS/GetCmsObject?id=&layoutArea=${HOME_AREA}` })).json(),
      );
      expect(home.ResponseCode).toBe(CMS_CODE.OK);
      const widgets = home.ResponseData!.Children;
      expect(widgets.length).toBeGreaterThan(0);
      for (const widget of widgets) expect(WIDGET_TYPES).toContain(widget.TypeName);

      for (const layoutArea of [
        'V3_LayoutArea_FAQ',
        'Pages_pagine-istituzionali',
        'V3_LayoutArea_Welcome_Casino',
      ]) {
        const body = (
          await real.app.inject({ url: `/api/CMS/GetCmsObject?layoutArea=${layoutArea}` })
        ).json();
        expect(body.ResponseCode, layoutArea).toBe(CMS_CODE.OK);
      }
      const monthly = (await real.app.inject({ url: '/api/Game/GetRTPGames?mensile=true' })).json();
      expect(monthly.length).toBeGreaterThan(0);
    });

    it('fills in every placeholder of every stored page', async () => {
      const documents = await real.database.db.select({ path: cmsDocuments.path }).from(cmsDocuments);
      const pages = documents.filter((document) => document.path.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(0);
      for (const { path: page } of pages) {
        const response = await real.app.inject({ url: `/storage/public/${page}` });
        expect(response.statusCode, page).toBe(200);
        expect(response.body, page).not.toMatch(/\{\{[A-Z_]+\}\}/);
      }
    });

    it('serves every image the content names', async () => {
      const rows = await real.database.db.select({ parameters: cmsObjects.parameters }).from(cmsObjects);
      const news = await real.database.db.select({ imageUrl: cmsNews.imageUrl }).from(cmsNews);
      const text = JSON.stringify([rows, news]);
      const files = new Set(
        [...text.matchAll(/\/storage\/public\/media\/([^"'\\)\s?#]+)/g)].map((m) => m[1]!),
      );
      expect(files.size).toBeGreaterThan(0);
      const missing: string[] = [];
      for (const file of files) {
        const response = await real.app.inject({ url: `${WITH_MEDIA}/storage/public/media/${file}` });
        if (response.statusCode !== 200) missing.push(file);
      }
      expect(missing).toEqual([]);
    });
  },
);
