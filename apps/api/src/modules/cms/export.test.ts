import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/app.ts';
import { EXPORT_MARKER, exportContent } from './export.ts';
import { importContent } from './import.ts';
import { cmsDocuments, cmsNews, cmsObjects, cmsState, rtpMonthly, rtpStatic } from './schema.ts';

const VALID = path.join(import.meta.dirname, 'testdata/valid');

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cg-export-'));
  folders.push(dir);
  return dir;
};

/** The content as rows without ids and times, parents named by key: what an import must rebuild. */
async function contentRows() {
  const objects = await db.select().from(cmsObjects).orderBy(asc(cmsObjects.key));
  const keyOf = new Map(objects.map((row) => [row.id, row.key]));
  return {
    objects: objects.map(({ id: _id, parentId, updatedAt: _at, ...row }) => ({
      ...row,
      parent: parentId === null ? null : keyOf.get(parentId),
    })),
    news: (await db.select().from(cmsNews).orderBy(asc(cmsNews.key))).map(({ id: _id, ...row }) => row),
    monthly: (await db.select().from(rtpMonthly).orderBy(asc(rtpMonthly.mese), asc(rtpMonthly.famiglia))).map(
      ({ id: _id, ...row }) => row,
    ),
    statics: (await db.select().from(rtpStatic).orderBy(asc(rtpStatic.nomeGioco))).map(
      ({ id: _id, ...row }) => row,
    ),
    documents: (await db.select().from(cmsDocuments).orderBy(asc(cmsDocuments.path))).map(
      ({ updatedAt: _at, ...row }) => row,
    ),
  };
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
beforeEach(async () => {
  await db.execute(
    sql`truncate cms_objects, cms_news, rtp_monthly, rtp_static, cms_documents, cms_state restart identity`,
  );
});

describe('exportContent', () => {
  it('writes the import format: keys, settings, parameters as strings, rendered bodies, decoded files', async () => {
    await importContent(db, VALID);
    const out = path.join(tempDir(), 'export');
    expect(await exportContent(db, out)).toEqual({ areas: 2, objects: 8, news: 2, rtp: 5, documents: 3 });
    const home = JSON.parse(readFileSync(path.join(out, 'areas/V3_LayoutArea_Home.json'), 'utf8'));
    expect(home).toMatchObject({ layoutArea: 'V3_LayoutArea_Home', name: 'Home' });
    expect(home.children.map((child: { key: string }) => child.key)).toEqual(['hero', 'intro']);
    expect(home.children[0]).toMatchObject({
      key: 'hero',
      type: 'visore_generico',
      name: 'Slider principale',
      visibility: 1,
      resolution: 0,
      viewOrder: 10,
      parameters: { selectMode: '0', desktop_slide_height: '360', layout: 'swiper' },
    });
    // Ordered by viewOrder: vip (5) before benvenuto (10).
    expect(home.children[0].children.map((child: { key: string }) => child.key)).toEqual([
      'vip',
      'benvenuto',
    ]);
    expect(home.children[0].children[0]).toMatchObject({
      hierarchy: 'RETE-07',
      visibility: 3,
      resolution: 1,
    });
    expect(home.children[1].parameters.Content).toContain('<strong>responsabilità</strong>');
    expect(JSON.parse(readFileSync(path.join(out, 'news.json'), 'utf8'))[1]).toEqual({
      key: 'derby',
      title: 'Il derby della Madonnina',
      summary: 'Quote in primo piano',
      content: '<p>Tutte le quote del derby.</p>',
      imageUrl: '/storage/public/media/derby.webp',
      link: 'https://www.example.it/derby',
      publishDate: '2026-11-20T17:00:00.000Z',
      categories: ['1'],
    });
    expect(JSON.parse(readFileSync(path.join(out, 'rtp/monthly.json'), 'utf8'))[0]).toEqual({
      anno: 2026,
      mese: 9,
      famiglia: 1,
      descrizioneFamiglia: 'SCOMMESSE',
      piattaforma: 'SPORT',
      descrizioneGioco: 'Scommesse sportive',
      rtp: 88.12,
    });
    for (const file of [
      'static-pages/globals/it/contratto-di-gioco.pdf',
      'static-pages/globals/it/privacy.html',
      'account-pages/skins/1/it/vip-program.html',
    ])
      expect(readFileSync(path.join(out, 'storage', file))).toEqual(
        readFileSync(path.join(VALID, 'storage', file)),
      );
  });

  it('an import of the export changes nothing: same rows, no write, version not bumped', async () => {
    await importContent(db, VALID);
    const before = await contentRows();
    const out = path.join(tempDir(), 'export');
    await exportContent(db, out);
    const again = await importContent(db, out);
    expect(again).toMatchObject({ unchanged: true, added: 0, updated: 0, removed: 0, version: 1 });
    expect(await contentRows()).toEqual(before);
  });

  it('the export imported into an empty database gives the same rows', async () => {
    await importContent(db, VALID);
    const before = await contentRows();
    const out = path.join(tempDir(), 'export');
    await exportContent(db, out);
    await db.execute(
      sql`truncate cms_objects, cms_news, rtp_monthly, rtp_static, cms_documents, cms_state restart identity`,
    );
    const result = await importContent(db, out);
    expect(result).toMatchObject({ added: 18, unchanged: false });
    expect(await contentRows()).toEqual(before);
    expect((await db.select().from(cmsState))[0]!.version).toBe(1);
  });

  it('replaces an earlier export, and refuses a folder that is not one', async () => {
    await importContent(db, VALID);
    const out = path.join(tempDir(), 'export');
    await exportContent(db, out);
    writeFileSync(path.join(out, 'areas/Stale.json'), '{}');
    await exportContent(db, out);
    expect(existsSync(path.join(out, 'areas/Stale.json'))).toBe(false);
    expect(existsSync(path.join(out, EXPORT_MARKER))).toBe(true);

    const handEdited = path.join(tempDir(), 'content');
    mkdirSync(path.join(handEdited, 'areas'), { recursive: true });
    writeFileSync(path.join(handEdited, 'areas/Keep.json'), '{}');
    await expect(exportContent(db, handEdited)).rejects.toThrow(/is not empty and is not an earlier export/);
    expect(existsSync(path.join(handEdited, 'areas/Keep.json'))).toBe(true);
  });
});
