// Reading the build's manifest (dist/.vite/manifest.json): which JS files a page's first load needs.
// Shared by the size report (bundle-report.mjs) and the size budget (.size-limit.js).
import { readFileSync } from 'node:fs';

export function readBuildManifest(dist) {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

  /** The JS files of these manifest keys and of everything they import statically. */
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

  /**
   * A route module's manifest key. When Rollup merges a route module into a chunk it shares with
   * other lazy code, the chunk is keyed by its file (`_home-<hash>.js`): then it is the entry's
   * dynamic import of that name.
   */
  function routeKey(module) {
    if (manifest[module]) return module;
    const name = module
      .split('/')
      .pop()
      .replace(/\.tsx?$/, '');
    const key = manifest[entry].dynamicImports?.find((k) => manifest[k]?.name === name && !manifest[k].src);
    if (!key) throw new Error(`no chunk for ${module} in the build's manifest`);
    return key;
  }

  return { entry, closure, routeKey };
}
