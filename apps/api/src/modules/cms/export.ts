import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ContentNodeInput } from './content-files.ts';
import { cmsDocuments, cmsNews, cmsObjects, rtpMonthly, rtpStatic } from './schema.ts';

/**
 * Writes the content tables back as a content/ folder (content-files.ts) that imports to the same
 * rows: every area with its keys, order and settings spelled out, parameters inline as the strings
 * they are stored as (page bodies included, so no pages/ folder), the news, the payout tables and
 * the storage files (base64 ones decoded). Media files are not in the database and are not written.
 *
 * `outDir` must be empty, missing, or an earlier export (it has the marker file): an export
 * replaces it whole, and must never mix with, or wipe, a folder someone edits by hand.
 */
export const EXPORT_MARKER = '.content-export';

export type ExportResult = { areas: number; objects: number; news: number; rtp: number; documents: number };

export async function exportContent(db: Executor, outDir: string): Promise<ExportResult> {
  const root = path.resolve(outDir);
  if (existsSync(root) && readdirSync(root).length > 0) {
    if (!existsSync(path.join(root, EXPORT_MARKER)))
      throw new Error(`${outDir} is not empty and is not an earlier export: choose an empty or new folder`);
    rmSync(root, { recursive: true, force: true });
  }
  const write = (rel: string, data: string | Buffer) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

  const objects = await db
    .select()
    .from(cmsObjects)
    .orderBy(asc(cmsObjects.layoutArea), asc(cmsObjects.viewOrder), asc(cmsObjects.id));
  const children = new Map<number | null, typeof objects>();
  for (const row of objects) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const lastSegment = (key: string) => key.slice(key.lastIndexOf('/') + 1);
  const node = (row: (typeof objects)[number]): ContentNodeInput => {
    const below = (children.get(row.id) ?? []).map(node);
    return {
      key: lastSegment(row.key),
      type: row.typeName,
      name: row.name,
      visibility: row.visibility,
      resolution: row.risoluzione,
      viewOrder: row.viewOrder,
      ...(row.hierarchy === null ? {} : { hierarchy: row.hierarchy }),
      ...(Object.keys(row.parameters).length > 0 ? { parameters: row.parameters } : {}),
      ...(below.length > 0 ? { children: below } : {}),
    };
  };
  mkdirSync(path.join(root, 'areas'), { recursive: true });
  writeFileSync(
    path.join(root, EXPORT_MARKER),
    'Written by npm run content:export; replaced by the next one.\n',
  );
  const roots = children.get(null) ?? [];
  for (const area of roots) {
    write(
      `areas/${area.layoutArea}.json`,
      json({
        layoutArea: area.layoutArea,
        name: area.name,
        ...(Object.keys(area.parameters).length > 0 ? { parameters: area.parameters } : {}),
        children: (children.get(area.id) ?? []).map(node),
      }),
    );
  }

  const news = await db.select().from(cmsNews).orderBy(asc(cmsNews.publishDate), asc(cmsNews.key));
  write(
    'news.json',
    json(
      news.map((row) => ({
        key: row.key,
        title: row.title,
        summary: row.summary,
        content: row.content,
        imageUrl: row.imageUrl,
        link: row.link,
        publishDate: row.publishDate.toISOString(),
        categories: row.categories,
      })),
    ),
  );

  const monthly = await db
    .select()
    .from(rtpMonthly)
    .orderBy(
      asc(rtpMonthly.anno),
      asc(rtpMonthly.mese),
      asc(rtpMonthly.famiglia),
      asc(rtpMonthly.piattaforma),
      asc(rtpMonthly.descrizioneGioco),
    );
  write('rtp/monthly.json', json(monthly.map(({ id: _id, ...row }) => row)));
  const statics = await db
    .select()
    .from(rtpStatic)
    .orderBy(asc(rtpStatic.fornitore), asc(rtpStatic.nomeGioco));
  write('rtp/static.json', json(statics.map(({ id: _id, ...row }) => row)));

  const documents = await db.select().from(cmsDocuments).orderBy(asc(cmsDocuments.path));
  for (const document of documents) {
    if (document.path.split('/').some((segment) => segment === '..' || segment === '' || segment === '.'))
      throw new Error(`cms_documents: refusing to write the path ${JSON.stringify(document.path)}`);
    write(
      `storage/${document.path}`,
      document.encoding === 'base64' ? Buffer.from(document.body, 'base64') : document.body,
    );
  }
  return {
    areas: roots.length,
    objects: objects.length,
    news: news.length,
    rtp: monthly.length + statics.length,
    documents: documents.length,
  };
}
