import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type {
  DocumentRow,
  LoadedContent,
  NewsRow,
  ObjectRow,
  RtpMonthlyRow,
  RtpStaticRow,
} from './content-loader.ts';
import { cmsDocuments, cmsNews, cmsObjects, cmsState, rtpMonthly, rtpStatic } from './schema.ts';

/**
 * The database sync of a loaded content folder, in the caller's transaction: each table compared
 * row by row by its stable key, new rows inserted, changed ones updated in place, missing ones
 * deleted, and cms_state.version bumped once when anything changed.
 */

/** Rows per INSERT statement (PostgreSQL takes at most 65535 parameters in one). */
const INSERT_CHUNK = 500;

type Counts = { added: number; updated: number; removed: number };
export type ImportResult = Counts & {
  /** True when nothing was written to the content tables and the version was not bumped. */
  unchanged: boolean;
  /** cms_state.version after the import. */
  version: number;
  tables: Record<'objects' | 'news' | 'rtpMonthly' | 'rtpStatic' | 'documents', Counts>;
};

export type ImportOptions = {
  /** Compare every row even when the source hash is the one already imported. */
  force?: boolean;
};

export function unchangedResult(version: number): ImportResult {
  const none = () => ({ added: 0, updated: 0, removed: 0 });
  return {
    added: 0,
    updated: 0,
    removed: 0,
    unchanged: true,
    version,
    tables: { objects: none(), news: none(), rtpMonthly: none(), rtpStatic: none(), documents: none() },
  };
}

export async function syncContent(
  tx: Executor,
  content: LoadedContent,
  options: ImportOptions,
): Promise<ImportResult> {
  // The state row is the importers' lock: two instances starting together import once.
  await tx.insert(cmsState).values({ id: 1 }).onConflictDoNothing();
  const [state] = await tx
    .select({ version: cmsState.version, sourceHash: cmsState.sourceHash })
    .from(cmsState)
    .where(sql`${cmsState.id} = 1`)
    .for('update');
  if (!options.force && state!.sourceHash === content.hash) return unchangedResult(state!.version);

  const tables = {
    objects: await syncObjects(tx, content.objects),
    news: await syncNews(tx, content.news),
    rtpMonthly: await syncRtpMonthly(tx, content.rtpMonthly),
    rtpStatic: await syncRtpStatic(tx, content.rtpStatic),
    documents: await syncDocuments(tx, content.documents),
  };
  const totals = Object.values(tables).reduce(
    (sum, counts) => ({
      added: sum.added + counts.added,
      updated: sum.updated + counts.updated,
      removed: sum.removed + counts.removed,
    }),
    { added: 0, updated: 0, removed: 0 },
  );
  const changed = totals.added + totals.updated + totals.removed > 0;
  const version = changed ? state!.version + 1 : state!.version;
  // Same rows from different files (an export, a reformatted file): the hash is kept, the version
  // is not bumped, so no cache is dropped.
  await tx
    .update(cmsState)
    .set({ version, sourceHash: content.hash, updatedAt: new Date() })
    .where(sql`${cmsState.id} = 1`);
  return { ...totals, unchanged: !changed, version, tables };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/**
 * One UPDATE for many rows: the new values travel as one JSON array, unpacked by
 * jsonb_to_recordset. `columns` are trusted SQL names with their types (never user input).
 */
async function bulkUpdate(
  tx: Executor,
  table: string,
  keyColumn: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  touch: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns).filter((name) => name !== keyColumn);
  const assignments = names.map((name) => `${name} = v.${name}`);
  if (touch) assignments.push('updated_at = now()');
  const recordType = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const query: SQL = sql`update ${sql.raw(table)} as t set ${sql.raw(assignments.join(', '))}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(recordType)})
    where t.${sql.raw(keyColumn)} = v.${sql.raw(keyColumn)}`;
  await tx.execute(query);
}

async function deleteIds(
  tx: Executor,
  table: string,
  column: string,
  ids: (number | string)[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`delete from ${sql.raw(table)} where ${sql.raw(column)} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::${sql.raw(typeof ids[0] === 'number' ? 'int' : 'text')})`,
  );
}

function sameParameters(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

async function syncObjects(tx: Executor, desired: ObjectRow[]): Promise<Counts> {
  const existing = await tx
    .select({
      id: cmsObjects.id,
      key: cmsObjects.key,
      layoutArea: cmsObjects.layoutArea,
      parentId: cmsObjects.parentId,
      name: cmsObjects.name,
      typeName: cmsObjects.typeName,
      hierarchy: cmsObjects.hierarchy,
      parameters: cmsObjects.parameters,
      visibility: cmsObjects.visibility,
      viewOrder: cmsObjects.viewOrder,
      risoluzione: cmsObjects.risoluzione,
    })
    .from(cmsObjects);
  const byKey = new Map(existing.map((row) => [row.key, row]));
  const wanted = new Set(desired.map((row) => row.key));
  const gone = existing.filter((row) => !wanted.has(row.key));
  // The foreign key cascades to children; their keys are gone from the files too.
  await deleteIds(
    tx,
    'cms_objects',
    'id',
    gone.map((row) => row.id),
  );

  const ids = new Map<string, number>();
  for (const row of existing) if (wanted.has(row.key)) ids.set(row.key, row.id);
  const updates: Record<string, unknown>[] = [];
  let added = 0;
  const maxDepth = desired.reduce((max, row) => Math.max(max, row.depth), 0);
  for (let depth = 0; depth <= maxDepth; depth++) {
    const fresh: (typeof cmsObjects.$inferInsert)[] = [];
    for (const row of desired) {
      if (row.depth !== depth) continue;
      const parentId = row.parentKey === null ? null : ids.get(row.parentKey)!;
      const values = {
        layoutArea: row.layoutArea,
        parentId,
        name: row.name,
        typeName: row.typeName,
        hierarchy: row.hierarchy,
        parameters: row.parameters,
        visibility: row.visibility,
        viewOrder: row.viewOrder,
        risoluzione: row.risoluzione,
      };
      const old = byKey.get(row.key);
      if (!old) fresh.push({ key: row.key, ...values });
      else if (
        old.layoutArea !== values.layoutArea ||
        old.parentId !== values.parentId ||
        old.name !== values.name ||
        old.typeName !== values.typeName ||
        old.hierarchy !== values.hierarchy ||
        !sameParameters(old.parameters, values.parameters) ||
        old.visibility !== values.visibility ||
        old.viewOrder !== values.viewOrder ||
        old.risoluzione !== values.risoluzione
      )
        updates.push({
          id: old.id,
          layout_area: values.layoutArea,
          parent_id: values.parentId,
          name: values.name,
          type_name: values.typeName,
          hierarchy: values.hierarchy,
          parameters: values.parameters,
          visibility: values.visibility,
          view_order: values.viewOrder,
          risoluzione: values.risoluzione,
        });
    }
    await insertChunked(fresh, async (chunk) => {
      const inserted = await tx
        .insert(cmsObjects)
        .values(chunk)
        .returning({ id: cmsObjects.id, key: cmsObjects.key });
      for (const row of inserted) ids.set(row.key, row.id);
    });
    added += fresh.length;
  }
  await bulkUpdate(
    tx,
    'cms_objects',
    'id',
    {
      id: 'int',
      layout_area: 'text',
      parent_id: 'int',
      name: 'text',
      type_name: 'text',
      hierarchy: 'text',
      parameters: 'jsonb',
      visibility: 'smallint',
      view_order: 'int',
      risoluzione: 'smallint',
    },
    updates,
    true,
  );
  return { added, updated: updates.length, removed: gone.length };
}

/**
 * Syncs one table with the rows the files have, matched by `key`: rows the files no longer have
 * are deleted, new ones inserted, and changed ones (`same` false) updated in one statement.
 */
async function syncRows<Desired, Existing>(
  tx: Executor,
  desired: Desired[],
  existing: Existing[],
  spec: {
    table: string;
    /** The column (and field) that names an existing row for DELETE and UPDATE: id or path. */
    idColumn: 'id' | 'path';
    key: (row: Desired | Existing) => string;
    insert: (chunk: Desired[]) => Promise<unknown>;
    same: (old: Existing, row: Desired) => boolean;
    /** The UPDATE's values (idColumn included), by column name; `columns` gives their SQL types. */
    update: (old: Existing, row: Desired) => Record<string, unknown>;
    columns: Record<string, string>;
    touch: boolean;
  },
): Promise<Counts> {
  const byKey = new Map(existing.map((row) => [spec.key(row), row]));
  const wanted = new Set(desired.map(spec.key));
  const gone = existing.filter((row) => !wanted.has(spec.key(row)));
  await deleteIds(
    tx,
    spec.table,
    spec.idColumn,
    gone.map((row) => (row as Record<string, number | string>)[spec.idColumn]!),
  );
  const fresh = desired.filter((row) => !byKey.has(spec.key(row)));
  await insertChunked(fresh, spec.insert);
  const updates = desired.flatMap((row) => {
    const old = byKey.get(spec.key(row));
    return !old || spec.same(old, row) ? [] : [spec.update(old, row)];
  });
  await bulkUpdate(tx, spec.table, spec.idColumn, spec.columns, updates, spec.touch);
  return { added: fresh.length, updated: updates.length, removed: gone.length };
}

const syncNews = async (tx: Executor, desired: NewsRow[]) =>
  syncRows(tx, desired, await tx.select().from(cmsNews), {
    table: 'cms_news',
    idColumn: 'id',
    key: (row) => row.key,
    insert: (chunk) => tx.insert(cmsNews).values(chunk),
    same: (old, row) =>
      old.title === row.title &&
      old.summary === row.summary &&
      old.content === row.content &&
      old.imageUrl === row.imageUrl &&
      old.link === row.link &&
      old.publishDate.getTime() === row.publishDate.getTime() &&
      JSON.stringify(old.categories) === JSON.stringify(row.categories),
    update: (old, row) => ({
      id: old.id,
      title: row.title,
      summary: row.summary,
      content: row.content,
      image_url: row.imageUrl,
      link: row.link,
      publish_date: row.publishDate.toISOString(),
      categories: row.categories,
    }),
    columns: {
      id: 'int',
      title: 'text',
      summary: 'text',
      content: 'text',
      image_url: 'text',
      link: 'text',
      publish_date: 'timestamptz',
      categories: 'jsonb',
    },
    touch: false,
  });

const syncRtpMonthly = async (tx: Executor, desired: RtpMonthlyRow[]) =>
  syncRows(tx, desired, await tx.select().from(rtpMonthly), {
    table: 'rtp_monthly',
    idColumn: 'id',
    key: (row) => JSON.stringify([row.anno, row.mese, row.famiglia, row.piattaforma, row.descrizioneGioco]),
    insert: (chunk) => tx.insert(rtpMonthly).values(chunk),
    same: (old, row) => old.descrizioneFamiglia === row.descrizioneFamiglia && old.rtp === row.rtp,
    update: (old, row) => ({ id: old.id, descrizione_famiglia: row.descrizioneFamiglia, rtp: row.rtp }),
    columns: { id: 'int', descrizione_famiglia: 'text', rtp: 'double precision' },
    touch: false,
  });

const syncRtpStatic = async (tx: Executor, desired: RtpStaticRow[]) =>
  syncRows(tx, desired, await tx.select().from(rtpStatic), {
    table: 'rtp_static',
    idColumn: 'id',
    key: (row) => JSON.stringify([row.fornitore, row.nomeGioco]),
    insert: (chunk) => tx.insert(rtpStatic).values(chunk),
    same: (old, row) =>
      old.descrizione === row.descrizione && old.categoria === row.categoria && old.rtpTxt === row.rtpTxt,
    update: (old, row) => ({
      id: old.id,
      descrizione: row.descrizione,
      categoria: row.categoria,
      rtp_txt: row.rtpTxt,
    }),
    columns: { id: 'int', descrizione: 'text', categoria: 'text', rtp_txt: 'text' },
    touch: false,
  });

type StoredDocumentDigest = { path: string; contentType: string; encoding: string; digest: string };

async function syncDocuments(tx: Executor, desired: DocumentRow[]): Promise<Counts> {
  // Bodies are compared by digest: the PDF need not travel back from the database.
  const existing = (
    (await tx.execute(
      sql`select path, content_type as "contentType", encoding, md5(body) as digest from cms_documents`,
    )) as unknown as { rows: StoredDocumentDigest[] }
  ).rows;
  return syncRows(tx, desired, existing, {
    table: 'cms_documents',
    idColumn: 'path',
    key: (row) => row.path,
    insert: (chunk) => tx.insert(cmsDocuments).values(chunk),
    same: (old, row) =>
      old.contentType === row.contentType &&
      old.encoding === row.encoding &&
      old.digest === createHash('md5').update(row.body, 'utf8').digest('hex'),
    update: (_old, row) => ({
      path: row.path,
      content_type: row.contentType,
      body: row.body,
      encoding: row.encoding,
    }),
    columns: { path: 'text', content_type: 'text', body: 'text', encoding: 'text' },
    touch: true,
  });
}
