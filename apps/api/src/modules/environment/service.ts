import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteConfig } from './schema.ts';

/** How long a value read from the table is reused before it is read again. */
const CACHE_TTL_MS = 10_000;

export type SiteConfigService = ReturnType<typeof createSiteConfigService>;

/**
 * Site modules and system variables. Reads are cached briefly in memory; `set` (operators, tests)
 * writes the table and drops the cache.
 */
export function createSiteConfigService(db: Database) {
  let cache: { at: number; values: Map<string, { value: string; public: boolean }> } | undefined;

  async function all() {
    if (!cache || Date.now() - cache.at > CACHE_TTL_MS) {
      const rows = await db
        .select({ name: siteConfig.name, value: siteConfig.value, public: siteConfig.public })
        .from(siteConfig);
      cache = {
        at: Date.now(),
        values: new Map(rows.map((row) => [row.name, { value: row.value, public: row.public }])),
      };
    }
    return cache.values;
  }

  return {
    /** A public value by name, or null when there is no such public module or variable. */
    async get(name: string): Promise<string | null> {
      const entry = (await all()).get(name);
      return entry?.public ? entry.value : null;
    },
    /** Server-side reads see every value, public or not. */
    async value(name: string): Promise<string | null> {
      return (await all()).get(name)?.value ?? null;
    },
    async isOn(name: string): Promise<boolean> {
      return (await this.value(name)) === 'true';
    },
    async publicValues(): Promise<Record<string, string>> {
      return Object.fromEntries(
        [...(await all())].filter(([, entry]) => entry.public).map(([name, entry]) => [name, entry.value]),
      );
    },
    async set(name: string, value: string): Promise<void> {
      const updated = await db
        .update(siteConfig)
        .set({ value, updatedAt: new Date() })
        .where(eq(siteConfig.name, name))
        .returning();
      if (updated.length === 0) throw new Error(`unknown site module or variable: ${name}`);
      cache = undefined;
    },
  };
}
