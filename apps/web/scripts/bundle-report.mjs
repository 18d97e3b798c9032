// Gzip size of the JavaScript the first load of a page needs: the entry, the page's lazy route
// module, and everything either imports statically. Reads dist/.vite/manifest.json (vite build --manifest).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readBuildManifest } from './build-manifest.mjs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = process.argv[2]
  ? `${process.argv[2].replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../dist/', import.meta.url));
const { entry, closure, routeKey } = readBuildManifest(dist);

const pages = {
  '/': 'src/app/routes/home.tsx',
  '/account/login': 'src/app/routes/account/login.tsx',
  '/account (logged in)': 'src/app/routes/account/home.tsx',
};
for (const [page, module] of Object.entries(pages)) {
  const files = closure([entry, routeKey(module)]);
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const data = await readFile(`${dist}${file}`);
    gzip += gzipSync(data, { level: 9 }).length;
    brotli += brotliCompressSync(data).length;
  }
  console.warn(
    `${page.padEnd(22)} gzip ${(gzip / 1000).toFixed(1)} kB (${(gzip / 1024).toFixed(1)} KiB), brotli ${(brotli / 1000).toFixed(1)} kB, ${files.length} files`,
  );
}
