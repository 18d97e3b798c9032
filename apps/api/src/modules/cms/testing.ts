import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invalidateCmsCache } from './cache.ts';
import { cmsObjects, cmsState } from './schema.ts';

/** A content object for a test, in the shape of the content/ area files. */
export type NodeSpec = {
  key: string;
  type: string;
  name?: string;
  visibility?: number;
  resolution?: number;
  viewOrder?: number;
  hierarchy?: string | null;
  parameters?: Record<string, string>;
  children?: NodeSpec[];
};

/**
 * Writes a layout area (its root and the tree under it) straight into cms_objects, as an import
 * would, and drops the content caches as the importer does. Answers each node's id by its key
 * path below the area ('hero', 'hero/slide-1'), and the root's id as ''.
 */
export async function insertArea(db: Database, layoutArea: string, children: NodeSpec[]) {
  const ids = new Map<string, number>();
  const [root] = await db
    .insert(cmsObjects)
    .values({ key: layoutArea, layoutArea, name: layoutArea, typeName: 'layout_area' })
    .returning({ id: cmsObjects.id });
  ids.set('', root!.id);
  async function insert(nodes: NodeSpec[], parentId: number, parentPath: string) {
    for (const [index, node] of nodes.entries()) {
      const path = parentPath ? `${parentPath}/${node.key}` : node.key;
      const [row] = await db
        .insert(cmsObjects)
        .values({
          key: `${layoutArea}/${path}`,
          layoutArea,
          parentId,
          name: node.name ?? node.key,
          typeName: node.type,
          hierarchy: node.hierarchy ?? null,
          parameters: node.parameters ?? {},
          visibility: node.visibility ?? 1,
          viewOrder: node.viewOrder ?? (index + 1) * 10,
          risoluzione: node.resolution ?? 0,
        })
        .returning({ id: cmsObjects.id });
      ids.set(path, row!.id);
      await insert(node.children ?? [], row!.id, path);
    }
  }
  await insert(children, root!.id, '');
  invalidateCmsCache();
  return ids;
}

/** What another process's import does: bump cms_state.version (the row is created on first use). */
export async function bumpContentVersion(db: Database): Promise<void> {
  await db
    .insert(cmsState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: cmsState.id, set: { version: sql`${cmsState.version} + 1` } });
}
