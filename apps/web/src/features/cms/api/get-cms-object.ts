import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCmsViewer } from '../components/cms-viewer';
import { parseCmsObjectAnswer } from '../lib/cms-guard';

/**
 * GET api/CMS/GetCmsObject (§7): the area's tree as the server lets this viewer see it. A code
 * other than 0, a failure or a malformed answer all read as null: the area shows nothing (§8).
 * Checked by a small hand-written guard, not the zod schemas: nothing heavy lies on the page's path.
 */
export async function getCmsObject(layoutArea: string): Promise<CmsObject | null> {
  try {
    const response = await api.get<unknown>('/api/CMS/GetCmsObject', {
      query: { id: '', layoutArea },
      open: true,
    });
    return parseCmsObjectAnswer(response);
  } catch {
    return null;
  }
}

/** The areas already taken from each data block. */
const used = new WeakMap<Element, Set<string>>();

/**
 * A guest's answer for the area the server wrote into index.html (data block 'cms-areas', on '/'
 * only), taken once per area: later reads (after a logout, say) ask the server again. Absent,
 * unreadable or already taken: undefined, and the query asks the server; malformed: null.
 */
export function embeddedCmsObject(layoutArea: string): CmsObject | null | undefined {
  const block = document.getElementById('cms-areas');
  if (!block) return undefined;
  const taken = used.get(block) ?? new Set<string>();
  used.set(block, taken);
  if (taken.has(layoutArea)) return undefined;
  taken.add(layoutArea);
  try {
    const areas: unknown = JSON.parse(block.textContent || '{}');
    if (!areas || typeof areas !== 'object' || !(layoutArea in areas)) return undefined;
    return parseCmsObjectAnswer((areas as Record<string, unknown>)[layoutArea]);
  } catch {
    return undefined;
  }
}

/** Keyed by login state: logging in or out reads the area again (the server filters by viewer). */
export const cmsObjectQueryOptions = (layoutArea: string, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['cms', 'object', layoutArea, loggedIn ? 'logged' : 'guest'],
    queryFn: () => getCmsObject(layoutArea),
    // The guest's answer in index.html, for guests only: a player's view is the server's to give.
    initialData: loggedIn ? undefined : () => embeddedCmsObject(layoutArea),
    staleTime: Infinity,
  });

export function useCmsObject(layoutArea: string) {
  const { loggedIn } = useCmsViewer();
  return useQuery(cmsObjectQueryOptions(layoutArea, loggedIn));
}
