import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { cmsEnvelope, cmsNode as node } from '@/testing/cms-fixtures';
import type { Handler } from '@/testing/render';

// Each widget is its own lazy chunk, transformed on first use: on a busy machine that takes more
// than the default second.
configure({ asyncUtilTimeout: 4000 });

export { areaRoot, cmsNode as node } from '@/testing/cms-fixtures';

export const slide = (
  title: string,
  parameters: Record<string, string> = {},
  overrides: Partial<CmsObject> = {},
) =>
  node(
    'elemento_visore_generico',
    { title, bgimage: `/storage/public/media/${title}.webp`, ...parameters },
    [],
    overrides,
  );

export const okArea = (root: CmsObject | null) => (root ? cmsEnvelope(root) : cmsEnvelope(null, 1));

/** GetCmsObject answering per layoutArea; areas not given answer code 1. */
export function cmsHandlers(areas: Record<string, CmsObject | Handler>): Record<string, Handler> {
  return {
    'GET /api/CMS/GetCmsObject': (request) => {
      const area = areas[request.url.searchParams.get('layoutArea') ?? ''];
      if (typeof area === 'function') return area(request);
      return okArea(area ?? null);
    },
  };
}

/** jsdom has no IntersectionObserver; the carousel (embla) watches slides with one. */
export function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}
