/**
 * npm run content:import [-- [folder] [--check] [--force]]: validates a content folder (default
 * CONTENT_DIR, else content/) and imports it into the server's database in one transaction. Any
 * invalid file: every problem is printed as file:line:col path: message, nothing is written and
 * the exit code is 1. An unchanged folder writes nothing.
 */
import path from 'node:path';
import { loadContent } from '../apps/api/src/modules/cms/content-loader.ts';
import { ContentError } from '../apps/api/src/modules/cms/content-validation.ts';
import { importLoadedContent } from '../apps/api/src/modules/cms/import.ts';
import { DATABASE_USAGE, openServerDatabase } from './lib/content-database.ts';

const USAGE = `Usage: npm run content:import [-- [folder] [--check] [--force]]

Validates the content folder (default: CONTENT_DIR, else content/) and imports it: areas, pages,
news, payout tables and storage files; what the files no longer have is removed.
  --check   validate only, do not open the database
  --force   compare every row even if the folder is the one already imported

${DATABASE_USAGE}
A running server sees the change within a second (cms_state.version).`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const unknown = [...flags].filter((flag) => flag !== '--check' && flag !== '--force');
const positional = args.filter((arg) => !arg.startsWith('--'));
if (unknown.length > 0 || positional.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const dir = path.resolve(positional[0] ?? process.env.CONTENT_DIR ?? 'content');

let content;
try {
  const started = performance.now();
  content = await loadContent(dir);
  console.log(
    `${path.relative(process.cwd(), dir) || '.'}: valid (${content.objects.length} objects, ${content.news.length} news, ` +
      `${content.rtpMonthly.length + content.rtpStatic.length} payout rows, ${content.documents.length} storage files) ` +
      `in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    console.error('Nothing was imported.');
    process.exit(1);
  }
  throw error;
}
if (flags.has('--check')) process.exit(0);

const { handle, where } = await openServerDatabase();
try {
  const started = performance.now();
  const result = await importLoadedContent(handle.db, content, { force: flags.has('--force') });
  const ms = Math.round(performance.now() - started);
  if (result.unchanged) {
    console.log(`${where}: content unchanged (version ${result.version}), ${ms} ms`);
  } else {
    console.log(
      `${where}: content version ${result.version}: ${result.added} added, ${result.updated} updated, ${result.removed} removed in ${ms} ms`,
    );
    for (const [table, counts] of Object.entries(result.tables))
      if (counts.added + counts.updated + counts.removed > 0)
        console.log(`  ${table}: +${counts.added} ~${counts.updated} -${counts.removed}`);
  }
} finally {
  await handle.close();
}
