import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Marked } from 'marked';
import type { z } from 'zod';
import {
  areaFile,
  type ContentNode,
  FILE_REFERENCE,
  type FileReference,
  newsFile,
  type ParameterValue,
  ROOT_TYPE_NAME,
  rtpMonthlyFile,
  rtpStaticFile,
  STORAGE_FALLBACK_TYPE,
  STORAGE_TYPES,
} from './content-files.ts';
import {
  ContentError,
  type ContentProblem,
  duplicateRows,
  fileProblem,
  isRecord,
  JsonSource,
  siblingKeys,
  sortProblems,
  validateJson,
} from './content-validation.ts';
import type { rtpMonthly, rtpStatic } from './schema.ts';
import { DOCUMENT_ROOTS, documentPath } from './storage.ts';

/**
 * Loading the content folder: every file is read and validated, {"file": ...} bodies are filled
 * in (Markdown rendered to HTML), and the whole source is hashed, so that the database sync
 * (content-sync.ts) gets either every row or, at the first problem, nothing.
 */

/**
 * Bump when the importer stores the same files differently (so the next start re-imports). The
 * Markdown renderer's version is part of it: a new one may render the same page differently.
 */
const MARKED_VERSION: string = createRequire(import.meta.url)('marked/package.json').version;
const FORMAT_VERSION = `content-import/1 marked/${MARKED_VERSION}`;

export type ObjectRow = {
  key: string;
  layoutArea: string;
  parentKey: string | null;
  name: string;
  typeName: string;
  hierarchy: string | null;
  parameters: Record<string, string>;
  visibility: number;
  viewOrder: number;
  risoluzione: number;
  depth: number;
};
export type NewsRow = {
  key: string;
  title: string;
  summary: string;
  content: string;
  imageUrl: string;
  link: string;
  publishDate: Date;
  categories: string[];
};
export type RtpMonthlyRow = typeof rtpMonthly.$inferInsert;
export type RtpStaticRow = Required<Omit<typeof rtpStatic.$inferInsert, 'id'>>;
export type DocumentRow = { path: string; contentType: string; body: string; encoding: 'utf8' | 'base64' };

/** The validated content, as the rows it stores. */
export type LoadedContent = {
  hash: string;
  /** Parents before children. */
  objects: ObjectRow[];
  news: NewsRow[];
  rtpMonthly: RtpMonthlyRow[];
  rtpStatic: RtpStaticRow[];
  documents: DocumentRow[];
};

/** Reads a UTF-8 file of the folder; undefined when it does not exist. */
async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function isDirectory(folder: string): Promise<boolean> {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

/** Files under `folder`, relative to it with '/' separators, hidden ones left out, sorted. */
async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  if (!(await isDirectory(folder))) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(folder, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

type PendingReference = { source: JsonSource; at: PropertyKey[]; file: string; set(body: string): void };

/** Reads and validates the whole folder; throws ContentError listing every problem. */
export async function loadContent(dir: string): Promise<LoadedContent> {
  const root = path.resolve(dir);
  const problems: ContentProblem[] = [];
  const hashed = new Map<string, Buffer>();
  const read = async (rel: string) => {
    const bytes = await readOptional(path.join(root, rel));
    if (bytes) hashed.set(rel, bytes);
    return bytes;
  };
  const jsonSource = (rel: string, bytes: Buffer) =>
    new JsonSource(rel, bytes.toString('utf8').replace(/^\uFEFF/, ''));

  if (!(await isDirectory(root))) throw new ContentError(dir, [fileProblem('.', 'not a folder')]);
  if (!(await isDirectory(path.join(root, 'areas'))))
    throw new ContentError(dir, [
      fileProblem('areas/', 'missing folder: a content folder has areas/<layoutArea>.json files'),
    ]);

  const references: PendingReference[] = [];
  const objects: ObjectRow[] = [];
  const areaFiles = await listFiles(path.join(root, 'areas'));
  for (const name of areaFiles) {
    const rel = `areas/${name}`;
    if (!/^[^/]+\.json$/.test(name)) {
      problems.push(fileProblem(rel, 'only areas/<layoutArea>.json files belong in areas/'));
      continue;
    }
    const source = jsonSource(rel, (await read(rel))!);
    const area = validateJson(source, areaFile, problems);
    const expected = name.slice(0, -'.json'.length);
    if (isRecord(source.value)) {
      siblingKeys(source, source.value, [], problems);
      if (typeof source.value.layoutArea === 'string' && source.value.layoutArea !== expected)
        problems.push(source.problem(['layoutArea'], `must be the file's name, "${expected}"`));
    }
    if (!area || area.layoutArea !== expected) {
      rawReferences(source, source.value, [], references);
      continue;
    }
    const rootRow: ObjectRow = {
      key: area.layoutArea,
      layoutArea: area.layoutArea,
      parentKey: null,
      name: area.name,
      typeName: ROOT_TYPE_NAME,
      hierarchy: null,
      parameters: {},
      visibility: 1,
      viewOrder: 0,
      risoluzione: 0,
      depth: 0,
    };
    objects.push(rootRow);
    collectParameters(source, area.parameters, ['parameters'], rootRow.parameters, references);
    addChildren(source, area.layoutArea, rootRow, area.children, ['children'], objects, references);
  }

  /** A list file (news.json, rtp/*.json): its valid rows, or none; problems and duplicate rows reported. */
  async function listFile<Row extends Record<string, unknown>>(
    rel: string,
    schema: z.ZodType<Row[]>,
    identity: (row: Record<string, unknown>) => unknown[],
    what: string,
  ): Promise<{ source: JsonSource; rows: Row[] } | undefined> {
    const bytes = await read(rel);
    if (!bytes) return undefined;
    const source = jsonSource(rel, bytes);
    const rows = validateJson(source, schema, problems);
    duplicateRows(source, rows ?? source.value, identity, what, problems);
    return { source, rows: rows ?? [] };
  }

  const news: NewsRow[] = [];
  const newsFileRows = await listFile('news.json', newsFile, (entry) => [entry.key], 'key');
  newsFileRows?.rows.forEach((entry, index) => {
    const row: NewsRow = {
      key: entry.key,
      title: entry.title,
      summary: entry.summary,
      content: typeof entry.content === 'string' ? entry.content : '',
      imageUrl: entry.imageUrl,
      link: entry.link,
      publishDate: new Date(entry.publishDate),
      categories: entry.categories,
    };
    if (typeof entry.content !== 'string')
      references.push(
        referenceOf(newsFileRows.source, [index, 'content'], entry.content, (body) => (row.content = body)),
      );
    news.push(row);
  });
  const monthly = await listFile(
    'rtp/monthly.json',
    rtpMonthlyFile,
    (row) => [row.anno, row.mese, row.famiglia, row.piattaforma, row.descrizioneGioco],
    'anno, mese, famiglia, piattaforma, descrizioneGioco',
  );
  const statics = await listFile(
    'rtp/static.json',
    rtpStaticFile,
    (row) => [row.fornitore, row.nomeGioco],
    'fornitore, nomeGioco',
  );

  // {"file": ...} bodies: each file read once; a missing one is reported where it is referenced.
  const marked = new Marked({ gfm: true });
  const bodies = new Map<string, string | null>();
  for (const reference of references) {
    if (!bodies.has(reference.file)) {
      const bytes = (await isFile(path.join(root, reference.file))) ? await read(reference.file) : undefined;
      const text = bytes?.toString('utf8').replace(/^\uFEFF/, '');
      bodies.set(
        reference.file,
        text === undefined
          ? null
          : reference.file.endsWith('.md')
            ? marked.parse(text, { async: false })
            : text,
      );
    }
    const body = bodies.get(reference.file);
    if (body === null || body === undefined)
      problems.push(reference.source.problem([...reference.at, 'file'], `file not found: ${reference.file}`));
    else reference.set(body);
  }

  const documents: DocumentRow[] = [];
  for (const rel of await listFiles(path.join(root, 'storage'))) {
    if (!servedDocument(rel)) {
      problems.push(fileProblem(`storage/${rel}`, UNSERVED_STORAGE));
      continue;
    }
    const bytes = (await read(`storage/${rel}`))!;
    const type = STORAGE_TYPES[path.extname(rel).toLowerCase()] ?? STORAGE_FALLBACK_TYPE;
    documents.push({
      path: rel,
      contentType: type.contentType,
      body: type.text ? bytes.toString('utf8') : bytes.toString('base64'),
      encoding: type.text ? 'utf8' : 'base64',
    });
  }

  if (problems.length > 0) throw new ContentError(dir, sortProblems(problems));

  const hash = createHash('sha256').update(FORMAT_VERSION);
  for (const rel of [...hashed.keys()].sort()) {
    const bytes = hashed.get(rel)!;
    hash.update(`\0${rel}\0${bytes.length}\0`).update(bytes);
  }
  return {
    hash: hash.digest('hex'),
    objects,
    news,
    rtpMonthly: monthly?.rows ?? [],
    rtpStatic: statics?.rows ?? [],
    documents,
  };
}

const UNSERVED_STORAGE =
  'not served: storage files go under static-pages/ or account-pages/, named with letters, digits, ".", "_" and "-"';

/** Whether /storage/public/ can serve this file of storage/ (storage.ts: its trees and its names). */
function servedDocument(rel: string): boolean {
  const [tree = '', ...rest] = rel.split('/');
  return (DOCUMENT_ROOTS as readonly string[]).includes(tree) && documentPath(tree, rest.join('/')) !== null;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function referenceOf(
  source: JsonSource,
  at: PropertyKey[],
  reference: FileReference,
  set: (body: string) => void,
): PendingReference {
  return { source, at, file: reference.file, set };
}

function collectParameters(
  source: JsonSource,
  values: Record<string, ParameterValue>,
  at: PropertyKey[],
  into: Record<string, string>,
  references: PendingReference[],
): void {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'object') {
      into[name] = '';
      references.push(referenceOf(source, [...at, name], value, (body) => (into[name] = body)));
    } else {
      into[name] = String(value);
    }
  }
}

function addChildren(
  source: JsonSource,
  layoutArea: string,
  parent: ObjectRow,
  children: ContentNode[],
  at: PropertyKey[],
  objects: ObjectRow[],
  references: PendingReference[],
): void {
  children.forEach((child, index) => {
    const row: ObjectRow = {
      key: `${parent.key}/${child.key}`,
      layoutArea,
      parentKey: parent.key,
      name: child.name ?? child.key,
      typeName: child.type,
      hierarchy: child.hierarchy,
      parameters: {},
      visibility: child.visibility,
      viewOrder: child.viewOrder ?? (index + 1) * 10,
      risoluzione: child.resolution,
      depth: parent.depth + 1,
    };
    objects.push(row);
    collectParameters(source, child.parameters, [...at, index, 'parameters'], row.parameters, references);
    addChildren(source, layoutArea, row, child.children, [...at, index, 'children'], objects, references);
  });
}

/**
 * The {"file": ...} references of an area file that did not validate, found in the raw data: a
 * missing file is reported with the file's other problems (their bodies are never stored).
 */
function rawReferences(
  source: JsonSource,
  node: unknown,
  at: PropertyKey[],
  references: PendingReference[],
): void {
  if (!isRecord(node)) return;
  if (isRecord(node.parameters))
    for (const [name, value] of Object.entries(node.parameters))
      if (isRecord(value) && typeof value.file === 'string' && FILE_REFERENCE.test(value.file))
        references.push({ source, at: [...at, 'parameters', name], file: value.file, set: () => {} });
  if (Array.isArray(node.children))
    node.children.forEach((child: unknown, index: number) =>
      rawReferences(source, child, [...at, 'children', index], references),
    );
}
