import { sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client.ts';
import { invalidateCmsCache } from './cache.ts';
import { type LoadedContent, loadContent } from './content-loader.ts';
import { type ImportOptions, type ImportResult, syncContent, unchangedResult } from './content-sync.ts';
import { cmsState } from './schema.ts';

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
