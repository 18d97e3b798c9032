import {
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from 'jsonc-parser';
import type { z } from 'zod';

/**
 * Validation with positions: each JSON file of the content folder is parsed with jsonc-parser as
 * well as JSON.parse, so that a syntax error, a duplicate property or an issue of the zod schemas
 * (content-files.ts) is reported as `file:line:col path: message`.
 */

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

/** A JSON file of the folder, parsed with positions so that problems can name their line. */
export class JsonSource {
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
export function validateJson<S extends z.ZodType>(
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

export function fileProblem(file: string, message: string): ContentProblem {
  return { file, line: 0, column: 0, path: '', message };
}

export function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** `key` unique among siblings, checked on the raw data so that it is reported with the rest. */
export function siblingKeys(
  source: JsonSource,
  node: unknown,
  at: PropertyKey[],
  problems: ContentProblem[],
): void {
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
export function duplicateRows(
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
