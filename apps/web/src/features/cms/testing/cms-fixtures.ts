import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { Handler } from '@/testing/render';

// Each widget is its own lazy chunk, transformed on first use: on a busy machine that takes more
// than the default second.
configure({ asyncUtilTimeout: 4000 });

let nextId = 1000;

/** A content object with defaults (visible to all, every resolution). */
export function node(
  typeName: string,
  parameters: Record<string, string> = {},
  children: CmsObject[] = [],
  overrides: Partial<CmsObject> = {},
): CmsObject {
  nextId += 1;
  return {
    Id: nextId,
    Name: `${typeName} ${nextId}`,
    TypeName: typeName,
    Hierarchy: null,
    Children: children,
    Parameters: parameters,
    Visibility: 1,
    ViewOrder: nextId,
    Risoluzione: 0,
    ...overrides,
  };
}

export const areaRoot = (name: string, children: CmsObject[]) =>
  node('layout_area', {}, children, { Name: name });

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

export const okArea = (root: CmsObject | null) => ({
  body: root
    ? { ResponseCode: 0, ResponseMessage: '', ResponseData: root }
    : { ResponseCode: 1, ResponseMessage: 'Pagina non trovata', ResponseData: null },
});

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
