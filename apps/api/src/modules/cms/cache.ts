import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cmsState } from './schema.ts';

/** How often, at most, a cache asks the database whether the content changed. */
export const VERSION_CHECK_MS = 1000;

/**
 * Every live cache of this process. The importer runs in the process of the server it feeds (the
 * seed, or a test) and has no handle on the app, so invalidation is a module-level function. The
 * caches themselves stay one per app: test files share loaded modules (vitest isolate: false) and
 * each has its own database, so one module-level cache would serve one file's rows to another.
 */
const liveCaches = new Set<CmsCache>();

/** Drops every content cache of this process at once (call after an in-process import commits). */
export function invalidateCmsCache(): void {
  for (const cache of liveCaches) cache.clear();
}

export type CmsCache = {
  /** The cached value of `key`, loaded once by `load` until the content version changes. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Stops taking part in invalidateCmsCache (the app closes). */
  dispose(): void;
};

/**
 * In-memory cache of the raw content (area trees, parameters, news, RTP lists): the content only
 * changes with an import, so every read after the first is served from memory. Another process or
 * instance that imports bumps cms_state.version; each cache compares it at most once a second, so
 * a change shows everywhere within a second without a query per request.
 */
export function createCmsCache(db: Database): CmsCache {
  const entries = new Map<string, Promise<unknown>>();
  let version: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  async function readVersion(): Promise<number> {
    const [row] = await db.select({ version: cmsState.version }).from(cmsState).where(eq(cmsState.id, 1));
    return row?.version ?? 0;
  }

  async function checkVersion(): Promise<void> {
    if (Date.now() - checkedAt < VERSION_CHECK_MS) return;
    checking ??= (async () => {
      try {
        const current = await readVersion();
        checkedAt = Date.now();
        if (current !== version) {
          entries.clear();
          version = current;
        }
      } finally {
        checking = null;
      }
    })();
    await checking;
  }

  const cache: CmsCache = {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      await checkVersion();
      let entry = entries.get(key) as Promise<T> | undefined;
      if (!entry) {
        entry = load();
        entries.set(key, entry);
        // A failed load is not remembered: the next read tries again.
        entry.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
      }
      return entry;
    },
    clear() {
      entries.clear();
      // The version is read again too, so a later check does not drop the fresh entries once more.
      version = null;
      checkedAt = Number.NEGATIVE_INFINITY;
    },
    dispose() {
      liveCaches.delete(cache);
      entries.clear();
    },
  };
  liveCaches.add(cache);
  return cache;
}
