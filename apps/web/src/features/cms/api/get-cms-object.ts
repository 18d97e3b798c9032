import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import type { GetCmsObjectResponse } from '@conto-gioco/shared/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCmsViewer } from '../components/cms-viewer';

// The schemas (and zod) load beside the request, not in the page's first load.
const loadSchemas = () => import('@conto-gioco/shared/cms');

/**
 * GET api/CMS/GetCmsObject (§7): the area's tree as the server lets this viewer see it. A code
 * other than 0, a failure or a malformed answer all read as null: the area shows nothing (§8).
 */
export async function getCmsObject(layoutArea: string): Promise<CmsObject | null> {
  try {
    const [schemas, response] = await Promise.all([
      loadSchemas(),
      api.get<GetCmsObjectResponse>('/api/CMS/GetCmsObject', { query: { id: '', layoutArea }, open: true }),
    ]);
    const parsed = schemas.getCmsObjectResponse.safeParse(response);
    if (!parsed.success || parsed.data.ResponseCode !== schemas.CMS_CODE.OK) return null;
    return parsed.data.ResponseData;
  } catch {
    return null;
  }
}

/** Keyed by login state: logging in or out reads the area again (the server filters by viewer). */
export const cmsObjectQueryOptions = (layoutArea: string, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['cms', 'object', layoutArea, loggedIn ? 'logged' : 'guest'],
    queryFn: () => getCmsObject(layoutArea),
    staleTime: Infinity,
  });

export function useCmsObject(layoutArea: string) {
  const { loggedIn } = useCmsViewer();
  return useQuery(cmsObjectQueryOptions(layoutArea, loggedIn));
}
