// The JS budget of the first pages (issue 16), checked by size-limit after `npm run build`
// (`npm run size:check`, part of `npm test`): the entry, and each first page's first load (the
// entry, the page's route chunk and everything they import statically) and route chunks alone.
// File names are hashed, so the files are read from the build's manifest (dist/.vite/manifest.json).
// Sizes are gzip, as ARCHITECTURE.md's budget (160 KB for the first load of / and /account/login).
// To raise a limit on purpose: change it here and say why in docs/decisions.md ('Web speed (issue 16)').
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readBuildManifest } from './scripts/build-manifest.mjs';

// WEB_DIST: another build's folder (as for the server); by default apps/web/dist.
const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url));
if (!existsSync(`${dist}/.vite/manifest.json`))
  throw new Error(`size-limit: no build in ${dist}: run \`npm run build\` first`);
const { entry, closure, routeKey } = readBuildManifest(dist);

const entryFiles = closure([entry]);
const paths = (files) => files.map((file) => `${dist}/${file}`);

/** A page's first load, and its route chunks alone (what the page adds to the entry). */
function page(name, module, firstLoad, routeChunks) {
  const files = closure([entry, routeKey(module)]);
  return [
    { name: `${name} first load`, path: paths(files), gzip: true, limit: firstLoad },
    {
      name: `${name} route chunks`,
      path: paths(files.filter((file) => !entryFiles.includes(file))),
      gzip: true,
      limit: routeChunks,
    },
  ];
}

export default [
  { name: 'entry (in every first load)', path: paths(entryFiles), gzip: true, limit: '146 kB' },
  ...page('/', 'src/app/routes/home.tsx', '156 kB', '11 kB'),
  ...page('/account/login', 'src/app/routes/account/login.tsx', '163 kB', '18 kB'),
  // Step 1 only: the municipality data (fiscal-code-steps, 115 kB), steps 4-11 and the notices load later.
  ...page('/account/registration', 'src/app/routes/account/registration.tsx', '214 kB', '70 kB'),
];
