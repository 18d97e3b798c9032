/**
 * npm run content:export [-- [folder]]: writes the content of the server's database as a content
 * folder (default content-export/) in the format content:import reads.
 */
import path from 'node:path';
import { exportContent } from '../apps/api/src/modules/cms/export.ts';
import { DATABASE_USAGE, openServerDatabase } from './lib/content-database.ts';

const USAGE = `Usage: npm run content:export [-- [folder]]

Writes the content (areas with their parameters inline, news, payout tables, storage files) to the
folder (default: content-export/), which must be empty, new or an earlier export. Media files live
only in content/media and are not exported.

${DATABASE_USAGE}`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length > 1 || args.some((arg) => arg.startsWith('--'))) {
  console.error(USAGE);
  process.exit(2);
}
const outDir = path.resolve(args[0] ?? 'content-export');

const { handle, where } = await openServerDatabase();
try {
  // One snapshot: an import running meanwhile cannot leave half its changes in the export.
  const counts = await handle.db.transaction((tx) => exportContent(tx, outDir), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  console.log(
    `${where} → ${path.relative(process.cwd(), outDir) || '.'}: ${counts.areas} areas (${counts.objects} objects), ` +
      `${counts.news} news, ${counts.rtp} payout rows, ${counts.documents} storage files`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
