import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seed } from '../../seed/index.ts';
import { openTestDatabase } from '../../testing/app.ts';
import { createCmsCache } from './cache.ts';
import { NODE_TYPE_NAMES } from './content-files.ts';
import { ContentError, formatProblem } from './content-validation.ts';
import { importContent } from './import.ts';
import { cmsDocuments, cmsNews, cmsObjects, cmsState, rtpMonthly, rtpStatic } from './schema.ts';

const VALID = path.join(import.meta.dirname, 'testdata/valid');
const HOME = 'V3_LayoutArea_Home';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
const folders: string[] = [];

/** A copy of the valid fixture the test may change. */
function copyOfValid(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cg-content-'));
  cpSync(VALID, dir, { recursive: true });
  folders.push(dir);
  return dir;
}

const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));

async function state() {
  const [row] = await db.select().from(cmsState).where(eq(cmsState.id, 1));
  return row;
}

const TABLES = [
  'cms_objects',
  'cms_news',
  'rtp_monthly',
  'rtp_static',
  'cms_documents',
  'cms_state',
] as const;
type SnapshotRow = { xmin: string; id: number; key: string };

/** Every content row with its xmin (the transaction that last wrote it): any write changes it. */
async function snapshot() {
  const out = {} as Record<(typeof TABLES)[number], SnapshotRow[]>;
  for (const table of TABLES) {
    const result = (await db.execute(
      sql.raw(`select xmin::text as xmin, t.* from ${table} t order by 2`),
    )) as unknown as { rows: SnapshotRow[] };
    out[table] = result.rows;
  }
  return out;
}

const objectsByKey = async () =>
  new Map((await db.select().from(cmsObjects).orderBy(asc(cmsObjects.id))).map((row) => [row.key, row]));

async function reset() {
  await db.execute(
    sql`truncate cms_objects, cms_news, rtp_monthly, rtp_static, cms_documents, cms_state restart identity`,
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.handle.migrate();
  db = database.handle.db;
});
afterAll(async () => {
  await database.drop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
beforeEach(reset);

describe('importContent: a valid folder', () => {
  it('stores each area as a tree with keys, parents, order, defaults and string parameters', async () => {
    const result = await importContent(db, VALID);
    expect(result).toMatchObject({ unchanged: false, removed: 0, updated: 0, version: 1 });
    const objects = await objectsByKey();
    expect([...objects.keys()].sort()).toEqual([
      'Pages_pagine-istituzionali',
      'Pages_pagine-istituzionali/azienda',
      'Pages_pagine-istituzionali/azienda/chi-siamo',
      HOME,
      `${HOME}/hero`,
      `${HOME}/hero/benvenuto`,
      `${HOME}/hero/vip`,
      `${HOME}/intro`,
    ]);
    expect(result.tables.objects.added).toBe(8);

    const root = objects.get(HOME)!;
    expect(root).toMatchObject({
      parentId: null,
      layoutArea: HOME,
      name: 'Home',
      typeName: 'layout_area',
      parameters: {},
    });
    const hero = objects.get(`${HOME}/hero`)!;
    expect(hero).toMatchObject({
      parentId: root.id,
      layoutArea: HOME,
      typeName: 'visore_generico',
      name: 'Slider principale',
      // Defaults: visibility 1, resolution 0, viewOrder (index + 1) * 10, hierarchy null.
      visibility: 1,
      risoluzione: 0,
      viewOrder: 10,
      hierarchy: null,
      // Numbers are stored as strings.
      parameters: { selectMode: '0', desktop_slide_height: '360', layout: 'swiper' },
    });
    expect(objects.get(`${HOME}/hero/benvenuto`)).toMatchObject({
      parentId: hero.id,
      visibility: 2,
      viewOrder: 10,
    });
    expect(objects.get(`${HOME}/hero/vip`)).toMatchObject({
      parentId: hero.id,
      visibility: 3,
      risoluzione: 1,
      viewOrder: 5,
      hierarchy: 'RETE-07',
      parameters: { title: 'Club VIP', bgImageOverlayAlpha: '40' },
    });
    const intro = objects.get(`${HOME}/intro`)!;
    expect(intro.viewOrder).toBe(20);
    // Booleans as strings; Markdown rendered to HTML.
    expect(intro.parameters.AllowCustomerHideWidget).toBe('true');
    expect(intro.parameters.Content).toBe(
      '<h2>Gioca con <strong>responsabilità</strong></h2>\n<p>Il gioco è vietato ai minori.</p>\n',
    );
    const page = objects.get('Pages_pagine-istituzionali/azienda/chi-siamo')!;
    expect(page.parentId).toBe(objects.get('Pages_pagine-istituzionali/azienda')!.id);
    // HTML as it is.
    expect(page.parameters.Content).toBe('<h2>Chi siamo</h2>\n<p>Concessionario autorizzato ADM.</p>\n');
    expect(page.parameters.ShowIndex).toBe('true');
    expect(objects.get('Pages_pagine-istituzionali/azienda')!.parameters.collapsible_menu).toBe('false');
  });

  it('stores the news, the payout tables and the storage files (binaries as base64)', async () => {
    const result = await importContent(db, VALID);
    expect(result.tables).toMatchObject({
      news: { added: 2 },
      rtpMonthly: { added: 3 },
      rtpStatic: { added: 2 },
      documents: { added: 3 },
    });
    const news = await db.select().from(cmsNews).orderBy(asc(cmsNews.key));
    expect(news.map((row) => [row.key, row.publishDate.toISOString(), row.categories])).toEqual([
      ['derby', '2026-11-20T17:00:00.000Z', ['1']],
      ['finali-atp', '2026-11-18T00:00:00.000Z', ['5']],
    ]);
    expect(news[1]).toMatchObject({ summary: '', content: '', imageUrl: '', link: '' });
    const monthly = await db
      .select()
      .from(rtpMonthly)
      .orderBy(asc(rtpMonthly.mese), asc(rtpMonthly.famiglia));
    expect(monthly.map((row) => [row.mese, row.famiglia, row.piattaforma, row.rtp])).toEqual([
      [9, 1, 'SPORT', 88.12],
      [10, 1, 'SPORT', 87.5],
      [10, 6, 'NETENT', 95.37],
    ]);
    const statics = await db.select().from(rtpStatic).orderBy(asc(rtpStatic.fornitore));
    expect(statics[1]).toMatchObject({
      fornitore: 'Playtech',
      descrizione: '',
      categoria: '',
      rtpTxt: '97,30%',
    });
    const documents = new Map((await db.select().from(cmsDocuments)).map((row) => [row.path, row]));
    expect([...documents.keys()].sort()).toEqual([
      'account-pages/skins/1/it/vip-program.html',
      'static-pages/globals/it/contratto-di-gioco.pdf',
      'static-pages/globals/it/privacy.html',
    ]);
    expect(documents.get('static-pages/globals/it/privacy.html')).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      encoding: 'utf8',
      body: '<h1>Privacy di {{SITE_NAME}}</h1>\n',
    });
    const pdf = documents.get('static-pages/globals/it/contratto-di-gioco.pdf')!;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    expect(Buffer.from(pdf.body, 'base64')).toEqual(
      readFileSync(path.join(VALID, 'storage/static-pages/globals/it/contratto-di-gioco.pdf')),
    );
  });

  it('a second import of the same files writes nothing and keeps the version', async () => {
    await importContent(db, VALID);
    const before = await snapshot();
    const again = await importContent(db, VALID);
    expect(again).toMatchObject({ unchanged: true, added: 0, updated: 0, removed: 0, version: 1 });
    expect(await snapshot()).toEqual(before);
  });

  it('one changed parameter updates that row only, keeps every id and bumps the version once', async () => {
    const dir = copyOfValid();
    await importContent(db, dir);
    const before = await snapshot();
    edit(dir, `areas/${HOME}.json`, (text) =>
      text.replace('"bgImageOverlayAlpha": 40', '"bgImageOverlayAlpha": 55'),
    );
    const result = await importContent(db, dir);
    expect(result).toMatchObject({ unchanged: false, added: 0, updated: 1, removed: 0, version: 2 });
    const after = await snapshot();
    const changed = after.cms_objects.filter((row, index) => row.xmin !== before.cms_objects[index]?.xmin);
    expect(changed.map((row) => row.key)).toEqual([`${HOME}/hero/vip`]);
    expect(after.cms_objects.map((row) => row.id)).toEqual(before.cms_objects.map((row) => row.id));
    const objects = await objectsByKey();
    expect(objects.get(`${HOME}/hero/vip`)!.parameters.bgImageOverlayAlpha).toBe('55');
    for (const table of ['cms_news', 'rtp_monthly', 'rtp_static', 'cms_documents'] as const)
      expect(after[table]).toEqual(before[table]);
    expect((await state())!.version).toBe(2);
  });

  it('a changed page body updates the object that references it', async () => {
    const dir = copyOfValid();
    await importContent(db, dir);
    writeFileSync(path.join(dir, 'pages/home/intro.md'), 'Nuovo *testo*');
    const result = await importContent(db, dir);
    expect(result).toMatchObject({ updated: 1, added: 0, removed: 0 });
    expect((await objectsByKey()).get(`${HOME}/intro`)!.parameters.Content).toBe(
      '<p>Nuovo <em>testo</em></p>\n',
    );
  });

  it('a node removed from the file is deleted with its children; the rest keep their ids', async () => {
    const dir = copyOfValid();
    await importContent(db, dir);
    const before = await objectsByKey();
    const area = JSON.parse(readFileSync(path.join(dir, `areas/${HOME}.json`), 'utf8'));
    area.children = area.children.filter((child: { key: string }) => child.key !== 'hero');
    writeFileSync(path.join(dir, `areas/${HOME}.json`), JSON.stringify(area, null, 2));
    const result = await importContent(db, dir);
    expect(result).toMatchObject({ removed: 3, added: 0, version: 2 });
    const after = await objectsByKey();
    expect([...after.keys()].filter((key) => key.startsWith(HOME)).sort()).toEqual([HOME, `${HOME}/intro`]);
    // intro is now the first child: its default order follows.
    expect(after.get(`${HOME}/intro`)).toMatchObject({ id: before.get(`${HOME}/intro`)!.id, viewOrder: 10 });
    expect(result.tables.objects.updated).toBe(1);
  });

  it('a removed area file, news entry, payout row and storage file are removed', async () => {
    const dir = copyOfValid();
    await importContent(db, dir);
    rmSync(path.join(dir, 'areas/Pages_pagine-istituzionali.json'));
    rmSync(path.join(dir, 'storage/account-pages'), { recursive: true });
    edit(dir, 'news.json', (text) => JSON.stringify(JSON.parse(text).slice(0, 1)));
    edit(dir, 'rtp/monthly.json', (text) => JSON.stringify(JSON.parse(text).slice(1)));
    edit(dir, 'rtp/static.json', (text) =>
      JSON.stringify(JSON.parse(text).map((row: { rtpTxt: string }) => ({ ...row, rtpTxt: '90,00%' }))),
    );
    const result = await importContent(db, dir);
    expect(result.tables).toEqual({
      objects: { added: 0, updated: 0, removed: 3 },
      news: { added: 0, updated: 0, removed: 1 },
      rtpMonthly: { added: 0, updated: 0, removed: 1 },
      rtpStatic: { added: 0, updated: 2, removed: 0 },
      documents: { added: 0, updated: 0, removed: 1 },
    });
    expect(result.version).toBe(2);
    expect(await db.select({ key: cmsNews.key }).from(cmsNews)).toEqual([{ key: 'derby' }]);
    expect((await db.select().from(rtpMonthly)).map((row) => row.mese)).toEqual([10, 10]);
  });

  it('runs on an existing content version: the state row is created once and bumped', async () => {
    await db.insert(cmsState).values({ id: 1, version: 41 });
    expect((await importContent(db, VALID)).version).toBe(42);
    expect((await importContent(db, VALID)).version).toBe(42);
  });
});

describe('importContent: more than one importer', () => {
  it('two imports at once (two instances starting) import once', async () => {
    const results = await Promise.all([importContent(db, VALID), importContent(db, VALID)]);
    expect(results.map((result) => result.unchanged).sort()).toEqual([false, true]);
    expect(results.map((result) => result.version)).toEqual([1, 1]);
    expect((await objectsByKey()).size).toBe(8);
  });

  it("a changing import drops this process's content caches at once; an unchanged one does not", async () => {
    const dir = copyOfValid();
    await importContent(db, dir);
    const cache = createCmsCache(db);
    try {
      expect(await cache.get('probe', async () => 'first')).toBe('first');
      await importContent(db, dir);
      expect(await cache.get('probe', async () => 'second')).toBe('first');
      edit(dir, 'news.json', (text) => text.replace('Finali ATP', 'Finali ATP di Torino'));
      await importContent(db, dir);
      expect(await cache.get('probe', async () => 'third')).toBe('third');
    } finally {
      cache.dispose();
    }
  });
});

describe('importContent: invalid folders report file:line:col and write nothing', () => {
  /** Replaces the home area with `text` and expects exactly `problems`, and no write. */
  async function expectProblems(change: (dir: string) => void, problems: string[]) {
    const dir = copyOfValid();
    await importContent(db, VALID);
    const before = await snapshot();
    change(dir);
    const error = await importContent(db, dir).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems.map(formatProblem)).toEqual(problems);
    expect((error as ContentError).message).toContain(problems.at(-1));
    expect(await snapshot()).toEqual(before);
  }
  const home = (text: string) => (dir: string) => writeFileSync(path.join(dir, `areas/${HOME}.json`), text);

  it('a JSON syntax error', async () => {
    await expectProblems(
      home(`{
  "layoutArea": "V3_LayoutArea_Home",
  "name": "Home",
  "children": [
    { "key": "a", "type": "html_block" }
    { "key": "b", "type": "html_block" }
  ]
}`),
      ['areas/V3_LayoutArea_Home.json:6:5 (root): JSON syntax error: CommaExpected'],
    );
  });

  it('an unknown type', async () => {
    await expectProblems(
      home(`{
  "layoutArea": "V3_LayoutArea_Home",
  "name": "Home",
  "children": [
    { "key": "a", "type": "html_block" },
    {
      "key": "b",
      "type": "html_blok"
    }
  ]
}`),
      [
        `areas/V3_LayoutArea_Home.json:8:15 children[1].type: unknown type "html_blok" (one of: ${NODE_TYPE_NAMES.join(', ')})`,
      ],
    );
  });

  it('an unknown property, a bad visibility, a bad resolution and a missing type, all at once', async () => {
    await expectProblems(
      home(`{
  "layoutArea": "V3_LayoutArea_Home",
  "name": "Home",
  "children": [
    {
      "key": "a",
      "type": "html_block",
      "visibilty": 2,
      "children": [
        { "key": "b", "type": "promo", "visibility": 5 },
        { "key": "c", "type": "promo", "resolution": 3 },
        { "key": "d" }
      ]
    }
  ]
}`),
      [
        'areas/V3_LayoutArea_Home.json:8:7 children[0].visibilty: unknown property "visibilty"',
        'areas/V3_LayoutArea_Home.json:10:54 children[0].children[0].visibility: must be 1, 2, 3 or 4',
        'areas/V3_LayoutArea_Home.json:11:54 children[0].children[1].resolution: must be 0, 1 or 2',
        'areas/V3_LayoutArea_Home.json:12:9 children[0].children[2].type: missing required property',
      ],
    );
  });

  it('a duplicate sibling key, a bad key and a bad parameter value', async () => {
    await expectProblems(
      home(`{
  "layoutArea": "V3_LayoutArea_Home",
  "name": "Home",
  "children": [
    { "key": "hero", "type": "visore_generico" },
    { "key": "Hero_2", "type": "visore_generico" },
    {
      "key": "hero",
      "type": "html_block",
      "parameters": { "Content": null, "Other": { "fille": "pages/x.md" } }
    }
  ]
}`),
      [
        'areas/V3_LayoutArea_Home.json:6:14 children[1].key: must be lower-case letters, digits and dashes',
        'areas/V3_LayoutArea_Home.json:8:14 children[2].key: duplicate key "hero" (already used by children[0])',
        'areas/V3_LayoutArea_Home.json:10:34 children[2].parameters.Content: must be a string, a number, true/false or {"file": "<path>"}',
        'areas/V3_LayoutArea_Home.json:10:49 children[2].parameters.Other.file: missing required property',
        'areas/V3_LayoutArea_Home.json:10:51 children[2].parameters.Other.fille: unknown property "fille"',
      ],
    );
  });

  it('a missing referenced file, at the line of its reference', async () => {
    await expectProblems(
      home(`{
  "layoutArea": "V3_LayoutArea_Home",
  "name": "Home",
  "children": [
    {
      "key": "intro",
      "type": "html_block",
      "parameters": {
        "Content": { "file": "pages/home/missing.md" }
      }
    }
  ]
}`),
      [
        'areas/V3_LayoutArea_Home.json:9:30 children[0].parameters.Content.file: file not found: pages/home/missing.md',
      ],
    );
  });

  it('a missing referenced file in an area file that has another problem too', async () => {
    await expectProblems(
      home(`{
  "layoutArea": "V3_LayoutArea_Home",
  "name": "Home",
  "children": [
    { "key": "a", "type": "html_block", "visibility": 7 },
    { "key": "b", "type": "html_block", "parameters": { "Content": { "file": "pages/missing.md" } } }
  ]
}`),
      [
        'areas/V3_LayoutArea_Home.json:5:55 children[0].visibility: must be 1, 2, 3 or 4',
        'areas/V3_LayoutArea_Home.json:6:78 children[1].parameters.Content.file: file not found: pages/missing.md',
      ],
    );
  });

  it('a reference outside the folder, a duplicate property and an area named unlike its file', async () => {
    await expectProblems(
      home(`{
  "layoutArea": "V3_LayoutArea_Casa",
  "name": "Home",
  "name": "Casa",
  "children": [{ "key": "a", "type": "html_block", "parameters": { "Content": { "file": "../secret.md" } } }]
}`),
      [
        'areas/V3_LayoutArea_Home.json:2:17 layoutArea: must be the file\'s name, "V3_LayoutArea_Home"',
        'areas/V3_LayoutArea_Home.json:4:3 name: duplicate property "name"',
        'areas/V3_LayoutArea_Home.json:5:89 children[0].parameters.Content.file: must be a relative path under content/ ending in .md or .html (no "..")',
      ],
    );
  });

  it('problems in several files are all reported, in file order', async () => {
    await expectProblems(
      (dir) => {
        writeFileSync(
          path.join(dir, 'news.json'),
          `[
  { "key": "a", "title": "A", "publishDate": "2026-13-45" },
  { "key": "a", "title": "B", "publishDate": "2026-11-01" }
]`,
        );
        writeFileSync(
          path.join(dir, 'rtp/monthly.json'),
          `[
  {
    "anno": 2026,
    "mese": 13,
    "famiglia": 3,
    "descrizioneFamiglia": "X",
    "piattaforma": "P",
    "descrizioneGioco": "G",
    "rtp": 101
  }
]`,
        );
        writeFileSync(path.join(dir, 'rtp/static.json'), '[{ "fornitore": "A", "nomeGioco": "B" }]');
        writeFileSync(path.join(dir, 'areas/notes.txt'), 'x');
      },
      [
        'areas/notes.txt: only areas/<layoutArea>.json files belong in areas/',
        'news.json:2:46 [0].publishDate: must be an ISO date such as 2026-11-20 or 2026-11-20T09:30:00+01:00',
        'news.json:3:3 [1]: duplicate row: same key as [0]',
        'rtp/monthly.json:4:13 [0].mese: must be 1 to 12',
        'rtp/monthly.json:5:17 [0].famiglia: must be 1 (scommesse), 2 (ippiche) or 6 (casino)',
        'rtp/monthly.json:9:12 [0].rtp: must be 0 to 100',
        'rtp/static.json:1:2 [0].rtpTxt: missing required property',
      ],
    );
  });

  it('payout rows that are the same once trimmed, at the line of the second (not a database error)', async () => {
    await expectProblems(
      (dir) =>
        writeFileSync(
          path.join(dir, 'rtp/static.json'),
          `[
  { "fornitore": "Netent", "nomeGioco": "Starburst", "rtpTxt": "96%" },
  { "fornitore": "Netent ", "nomeGioco": " Starburst", "rtpTxt": "97%" }
]`,
        ),
      ['rtp/static.json:3:3 [1]: duplicate row: same fornitore, nomeGioco as [0]'],
    );
  });

  it('a storage file /storage/public/ cannot serve (another tree, a space in its name)', async () => {
    await expectProblems(
      (dir) => {
        mkdirSync(path.join(dir, 'storage/images'), { recursive: true });
        writeFileSync(path.join(dir, 'storage/images/logo.png'), 'x');
        writeFileSync(path.join(dir, 'storage/static-pages/globals/it/chi siamo.html'), '<p>x</p>');
      },
      [
        'storage/images/logo.png: not served: storage files go under static-pages/ or account-pages/, named with letters, digits, ".", "_" and "-"',
        'storage/static-pages/globals/it/chi siamo.html: not served: storage files go under static-pages/ or account-pages/, named with letters, digits, ".", "_" and "-"',
      ],
    );
  });

  it('a folder without areas/ is refused (a mistyped path must not empty the tables)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cg-content-'));
    folders.push(dir);
    await expect(importContent(db, dir)).rejects.toThrow(/areas\/: missing folder/);
  });
});

describe('seed: the content folder at every start', () => {
  const logged: { data: object; message: string }[] = [];
  const log = { info: (data: object, message: string) => logged.push({ data, message }) } as never;

  it('imports the folder and logs the counts; the next start finds it unchanged', async () => {
    logged.length = 0;
    await seed(db, log, { demoPlayers: false, contentDir: VALID });
    expect((await objectsByKey()).size).toBe(8);
    expect(logged).toContainEqual({
      message: 'content imported',
      data: { contentVersion: 1, contentAdded: 18, contentUpdated: 0, contentRemoved: 0 },
    });
    await seed(db, log, { demoPlayers: false, contentDir: VALID });
    expect(logged).toContainEqual({ message: 'content unchanged', data: { contentVersion: 1 } });
  });

  it('an invalid folder fails the start with the line of each problem', async () => {
    const dir = copyOfValid();
    edit(dir, 'rtp/static.json', (text) => text.replace('"rtpTxt": "97,30%"', '"rtpTxt": 97.3'));
    const error = await seed(db, log, { demoPlayers: false, contentDir: dir }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(
      /rtp\/static\.json:9:65 \[1\]\.rtpTxt: Invalid input: expected string/,
    );
    expect((await objectsByKey()).size).toBe(0);
  });

  it('no folder, or none configured: nothing is imported', async () => {
    await seed(db, log, { demoPlayers: false, contentDir: path.join(tmpdir(), 'cg-no-such-content') });
    await seed(db, log, { demoPlayers: false, contentDir: null });
    expect(await state()).toBeUndefined();
  });
});
