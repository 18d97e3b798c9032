// Writes .br and .gz beside every compressible file of dist (or of the folder given as argument, such as
// reference/dist), so the server can send them as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|woff)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for await (const file of walk(dist)) {
  if (!compressible.test(file)) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  count += 1;
}
console.warn(`compress: ${count} files written as .br and .gz`);
