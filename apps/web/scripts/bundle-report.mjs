// Gzip size of the JavaScript the first load of a page needs: the entry, the page's lazy route
// module, and everything either imports statically. Reads dist/.vite/manifest.json (vite build --manifest).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = process.argv[2]
  ? `${process.argv[2].replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(await readFile(`${dist}.vite/manifest.json`, 'utf8'));

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

/**
 * A route module's manifest key. When Rollup merges a route module into a chunk it shares with
 * other lazy code, the chunk is keyed by its file (`_home-<hash>.js`) rather than the source path:
 * then it is the entry's dynamic import of that name.
 */
function routeKey(module) {
  if (manifest[module]) return module;
  const name = module
    .split('/')
    .pop()
    .replace(/\.tsx?$/, '');
  const key = manifest[entry].dynamicImports?.find((k) => manifest[k]?.name === name && !manifest[k].src);
  if (!key) throw new Error(`bundle-report: no chunk for ${module}`);
  return key;
}
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
