import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import {
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from 'jsonc-parser';
import { Marked } from 'marked';
import type { z } from 'zod';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { invalidateCmsCache } from './cache.ts';
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
import { cmsDocuments, cmsNews, cmsObjects, cmsState, rtpMonthly, rtpStatic } from './schema.ts';
import { DOCUMENT_ROOTS, documentPath } from './storage.ts';

/**
 * Imports the content/ folder (content-files.ts) into the content tables, in one transaction.
 *
 * Everything is read and validated first; any problem, in any file, stops the import before a
 * single write, and every problem is reported as `file:line:col path: message`. The import is
 * idempotent: a hash of the whole source (every file read, and this importer's format version) is
 * kept in cms_state; the same hash again writes nothing. Otherwise each table is compared row by
 * row by its stable key (cms_objects.key, cms_news.key, the RTP tables' unique columns, the
 * document path): new rows are inserted, changed ones updated in place (ids stay), rows the files
 * no longer have are deleted, and cms_state.version is bumped once, which drops every server's
 * content cache.
 */

/**
 * Bump when the importer stores the same files differently (so the next start re-imports). The
 * Markdown renderer's version is part of it: a new one may render the same page differently.
 */
const MARKED_VERSION: string = createRequire(import.meta.url)('marked/package.json').version;
const FORMAT_VERSION = `content-import/1 marked/${MARKED_VERSION}`;
/** Rows per INSERT statement (PostgreSQL takes at most 65535 parameters in one). */
const INSERT_CHUNK = 500;

export type ContentProblem = {
  /** Relative to the content folder, with '/' separators. */
  file: string;
  /** 1-based; 0 when the problem is the file itself (missing folder, unreadable file). */
  line: number;
  column: number;
  /** Where in the document, e.g. children[0].parameters.Content; '' for the whole file. */
  path: string;
  message: string;
};

export function formatProblem(problem: ContentProblem): string {
  if (problem.line === 0) return `${problem.file}: ${problem.message}`;
  return `${problem.file}:${problem.line}:${problem.column} ${problem.path || '(root)'}: ${problem.message}`;
}

/** The content folder is invalid: `problems` lists every problem of every file. */
export class ContentError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: ContentProblem[],
  ) {
    super(
      `Invalid content in ${dir} (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):\n` +
        problems.map((problem) => `  ${formatProblem(problem)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

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

/** Validates `dir` and syncs the content tables with it; throws ContentError listing every problem. */
export async function importContent(
  db: Database,
  dir: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return importLoadedContent(db, await loadContent(dir), options);
}

/** The second half of importContent, for a caller that validated the folder first (the script). */
export async function importLoadedContent(
  db: Database,
  content: LoadedContent,
  options: ImportOptions = {},
): Promise<ImportResult> {
  if (!options.force) {
    const [state] = await db
      .select({ version: cmsState.version, sourceHash: cmsState.sourceHash })
      .from(cmsState)
      .where(sql`${cmsState.id} = 1`);
    if (state?.sourceHash === content.hash) return unchangedResult(state.version);
  }
  const result = await inTransaction(db, (tx) => syncContent(tx, content, options));
  if (!result.unchanged) invalidateCmsCache();
  return result;
}

// ---------------------------------------------------------------------------------------------
// Reading and validating

/** A JSON file of the folder, parsed with positions so that problems can name their line. */
class JsonSource {
  readonly tree: JsonNode | undefined;
  readonly value: unknown;
  readonly syntaxErrors: ParseError[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    this.tree = parseTree(text, this.syntaxErrors, {
      disallowComments: true,
      allowTrailingComma: false,
      allowEmptyContent: false,
    });
    let value: unknown;
    if (this.syntaxErrors.length === 0 && this.tree) {
      try {
        value = JSON.parse(text);
      } catch (error) {
        // jsonc-parser is the more lenient of the two (a raw control character in a string).
        this.strictError = (error as Error).message;
      }
    }
    this.value = value;
  }

  /** What JSON.parse refused when jsonc-parser did not. */
  readonly strictError: string | undefined;

  problemAt(offset: number, jsonPath: readonly PropertyKey[], message: string): ContentProblem {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return {
      file: this.file,
      line: low + 1,
      column: offset - this.lineStarts[low]! + 1,
      path: formatPath(jsonPath),
      message,
    };
  }

  /** The node at `jsonPath`, or its nearest ancestor that exists (a missing property: its object). */
  nodeAt(jsonPath: readonly PropertyKey[]): JsonNode | undefined {
    if (!this.tree) return undefined;
    for (let length = jsonPath.length; length >= 0; length--) {
      const segments = jsonPath.slice(0, length).map((s) => (typeof s === 'number' ? s : String(s)));
      const node = findNodeAtLocation(this.tree, segments);
      if (node) return node;
    }
    return this.tree;
  }

  problem(jsonPath: readonly PropertyKey[], message: string): ContentProblem {
    return this.problemAt(this.nodeAt(jsonPath)?.offset ?? 0, jsonPath, message);
  }

  /** A property's name (not its value), for unknown and duplicate properties. */
  propertyProblem(objectPath: readonly PropertyKey[], property: string, message: string): ContentProblem {
    const valueNode = this.tree
      ? findNodeAtLocation(this.tree, [
          ...objectPath.map((s) => (typeof s === 'number' ? s : String(s))),
          property,
        ])
      : undefined;
    const keyNode = valueNode?.parent?.type === 'property' ? valueNode.parent.children?.[0] : undefined;
    return keyNode
      ? this.problemAt(keyNode.offset, [...objectPath, property], message)
      : this.problem(objectPath, message);
  }
}

function formatPath(jsonPath: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of jsonPath) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const name = String(segment);
      out += /^[A-Za-z_$][\w$]*$/.test(name) ? `${out ? '.' : ''}${name}` : `[${JSON.stringify(name)}]`;
    }
  }
  return out;
}

/** Syntax errors, duplicate properties and schema issues of one JSON file; the parsed data if none. */
function validateJson<S extends z.ZodType>(
  source: JsonSource,
  schema: S,
  problems: ContentProblem[],
): z.output<S> | undefined {
  if (source.syntaxErrors.length > 0 || !source.tree || source.value === undefined) {
    for (const error of source.syntaxErrors)
      problems.push(
        source.problemAt(error.offset, [], `JSON syntax error: ${printParseErrorCode(error.error)}`),
      );
    if (source.syntaxErrors.length === 0)
      problems.push(source.problemAt(0, [], `JSON syntax error: ${source.strictError ?? 'empty file'}`));
    return undefined;
  }
  const before = problems.length;
  duplicateProperties(source, source.tree, [], problems);
  const parsed = schema.safeParse(source.value);
  if (!parsed.success) for (const issue of parsed.error.issues) issueProblems(source, issue, [], problems);
  return problems.length === before && parsed.success ? parsed.data : undefined;
}

/** JSON.parse keeps the last of two equal property names: a silent loss, so it is an error. */
function duplicateProperties(
  source: JsonSource,
  node: JsonNode,
  at: PropertyKey[],
  problems: ContentProblem[],
): void {
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (!keyNode) continue;
      const name = String(keyNode.value);
      if (seen.has(name))
        problems.push(source.problemAt(keyNode.offset, [...at, name], `duplicate property "${name}"`));
      seen.add(name);
      if (valueNode) duplicateProperties(source, valueNode, [...at, name], problems);
    }
  } else if (node.type === 'array') {
    node.children?.forEach((child, index) => duplicateProperties(source, child, [...at, index], problems));
  }
}

function issueProblems(
  source: JsonSource,
  issue: z.core.$ZodIssue,
  prefix: PropertyKey[],
  problems: ContentProblem[],
): void {
  const at = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    for (const key of issue.keys) problems.push(source.propertyProblem(at, key, `unknown property "${key}"`));
    return;
  }
  if (issue.code === 'invalid_union') {
    // The one branch of the right kind (an object for {"file": ...}) says what is wrong inside it.
    const inner = issue.errors.filter(
      (branch) => !branch.some((sub) => sub.code === 'invalid_type' && sub.path.length === 0),
    );
    if (inner.length === 1) {
      for (const sub of inner[0]!) issueProblems(source, sub, at, problems);
      return;
    }
  }
  const exists = source.tree ? findNodeAtLocation(source.tree, at.map(jsonSegment)) !== undefined : false;
  const message = exists ? issue.message : 'missing required property';
  problems.push(source.problem(at, message));
}

const jsonSegment = (segment: PropertyKey) => (typeof segment === 'number' ? segment : String(segment));

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

function fileProblem(file: string, message: string): ContentProblem {
  return { file, line: 0, column: 0, path: '', message };
}

function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
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

/** `key` unique among siblings, checked on the raw data so that it is reported with the rest. */
function siblingKeys(source: JsonSource, node: unknown, at: PropertyKey[], problems: ContentProblem[]): void {
  if (!isRecord(node) || !Array.isArray(node.children)) return;
  const seen = new Map<string, number>();
  node.children.forEach((child: unknown, index: number) => {
    if (!isRecord(child)) return;
    if (typeof child.key === 'string') {
      const first = seen.get(child.key);
      if (first !== undefined)
        problems.push(
          source.problem(
            [...at, 'children', index, 'key'],
            `duplicate key "${child.key}" (already used by ${formatPath([...at, 'children', first])})`,
          ),
        );
      else seen.set(child.key, index);
    }
    siblingKeys(source, child, [...at, 'children', index], problems);
  });
}

/**
 * Rows of a list file with the same identity. Checked on the parsed rows when they are valid, as
 * stored (trimmed): two rows that differ only by spaces would otherwise meet in the unique index.
 */
function duplicateRows(
  source: JsonSource,
  rows: unknown,
  identity: (row: Record<string, unknown>) => unknown[],
  what: string,
  problems: ContentProblem[],
): void {
  if (!Array.isArray(rows)) return;
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    if (!isRecord(row)) return;
    const id = JSON.stringify(identity(row));
    const first = seen.get(id);
    if (first !== undefined)
      problems.push(source.problem([index], `duplicate row: same ${what} as [${first}]`));
    else seen.set(id, index);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Writing

function unchangedResult(version: number): ImportResult {
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

async function syncContent(
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
