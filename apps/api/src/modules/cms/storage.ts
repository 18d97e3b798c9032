import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { STORAGE_PLACEHOLDERS } from '@conto-gioco/shared/cms';
import { formatCents } from '@conto-gioco/shared/money';
import type { Database } from '../../db/client.ts';
import type { SiteConfigService } from '../environment/service.ts';
import { listPaymentMethods } from '../wallet/payment-methods.ts';
import type { CmsCache } from './cache.ts';
import { cmsDocuments } from './schema.ts';

/** The fee column when a method costs nothing: 0%, as the deposit screen shows it (money.md §2). */
export const NO_FEE = '0%';
const NO_FEE_TEXT = 'nessun costo aggiuntivo';
/** The maximum column when a method has none (as the withdrawal limits table). */
export const NO_MAX = '—';

const HTML_TYPE = 'text/html; charset=utf-8';

/** The two trees /storage/public/ serves from cms_documents. */
export const DOCUMENT_ROOTS = ['static-pages', 'account-pages'] as const;

/** Image types served from content/media, by extension. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
};

/** One path segment: letters, digits, '.', '_', '-', not starting with a dot (no '..', no hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A fee as the methods carry it; nothing, a zero or 'Nessun costo aggiuntivo' reads 0%. */
export function feeCell(additionalCost: string): string {
  const text = additionalCost.trim();
  return text === '' || text.toLowerCase() === NO_FEE_TEXT || /^0+([.,]0+)?\s*%?$/.test(text) ? NO_FEE : text;
}

type FeeMethod = { nameLong: string; additionalCost: string; minAmount: number; maxAmount: number | null };

/** `<tr><td>method</td><td>fee</td><td>min</td><td>max</td></tr>` per method, every text escaped. */
export function feeRows(methods: readonly FeeMethod[]): string {
  return methods
    .map((method) =>
      [
        method.nameLong,
        feeCell(method.additionalCost),
        formatCents(method.minAmount),
        method.maxAmount === null ? NO_MAX : formatCents(method.maxAmount),
      ]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('\n');
}

/** The document path under /storage/public/ a request names, or null when it cannot be one. */
export function documentPath(root: string, rest: string): string | null {
  const segments = rest.split('/');
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  return `${root}/${segments.join('/')}`;
}

export type StoredDocument = { contentType: string; body: Buffer | string };

/**
 * The files of /storage/public/ (content-profile.md §7): HTML pages with the site's name, domain
 * and fee tables filled in, and binaries such as the contract PDF.
 */
export function createStorageService(deps: { db: Database; cache: CmsCache; siteConfig: SiteConfigService }) {
  const { db, cache, siteConfig } = deps;

  /** The stored paths: a request for any other path costs no query. */
  const paths = () =>
    cache.get<Set<string>>('documents', async () => {
      const rows = await db.select({ path: cmsDocuments.path }).from(cmsDocuments);
      return new Set(rows.map((row) => row.path));
    });

  const document = (documentPath: string) =>
    cache.get(`document:${documentPath}`, async () => {
      const [row] = await db.select().from(cmsDocuments).where(eq(cmsDocuments.path, documentPath));
      return row ?? null;
    });

  /** Enabled methods in screen order; read per request, as an operator may switch one off at any time. */
  async function feeRowsOf(withdrawal: boolean): Promise<string> {
    const methods = await listPaymentMethods(db, withdrawal);
    return feeRows(
      methods.map((method) => ({
        nameLong: method.NameLong,
        additionalCost: method.AdditionalCost,
        minAmount: method.MinAmount,
        maxAmount: method.MaxAmount,
      })),
    );
  }

  async function fill(html: string): Promise<string> {
    const wanted = (placeholder: string) => html.includes(placeholder);
    const values: [string, () => Promise<string>][] = [
      [STORAGE_PLACEHOLDERS.siteName, async () => escapeHtml((await siteConfig.value('SiteName')) ?? '')],
      [STORAGE_PLACEHOLDERS.siteDomain, async () => escapeHtml((await siteConfig.value('SiteDomain')) ?? '')],
      [STORAGE_PLACEHOLDERS.depositFeeRows, () => feeRowsOf(false)],
      [STORAGE_PLACEHOLDERS.withdrawalFeeRows, () => feeRowsOf(true)],
    ];
    let filled = html;
    for (const [placeholder, value] of values) {
      if (!wanted(placeholder)) continue;
      const text = await value();
      // A function, so that '$&', '$`' or "$'" in a name or fee is written as is, never a pattern.
      filled = filled.replaceAll(placeholder, () => text);
    }
    return filled;
  }

  return {
    /** The document at `documentPath`, ready to send, or null when there is none. */
    async find(documentPath: string): Promise<StoredDocument | null> {
      if (!(await paths()).has(documentPath)) return null;
      const row = await document(documentPath);
      if (!row) return null;
      const extension = path.extname(documentPath).toLowerCase();
      const body = row.encoding === 'base64' ? Buffer.from(row.body, 'base64') : row.body;
      if (extension === '.pdf') return { contentType: 'application/pdf', body };
      if (extension === '.html' || extension === '.htm' || row.contentType.startsWith('text/html'))
        return { contentType: HTML_TYPE, body: typeof body === 'string' ? await fill(body) : body };
      return { contentType: row.contentType, body };
    },
  };
}

/**
 * A file of content/media, or null: only a plain file name with a known image extension, and only
 * a file that really lies in the folder (a symbolic link out of it is refused).
 */
export async function readMedia(
  contentDir: string | null,
  file: string,
): Promise<{ contentType: string; body: Buffer } | null> {
  if (!contentDir || !SEGMENT.test(file)) return null;
  const contentType = MEDIA_TYPES[path.extname(file).toLowerCase()];
  if (!contentType) return null;
  try {
    const folder = await realpath(path.join(contentDir, 'media'));
    const target = await realpath(path.join(folder, file));
    if (path.dirname(target) !== folder) return null;
    return { contentType, body: await readFile(target) };
  } catch {
    return null;
  }
}
