import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { vi } from 'vitest';
import type { renderApp } from '@/testing/render';

let nextId = 1000;

/** A content object as GetCmsObject answers it (Parameters as strings). */
export function cmsNode(
  TypeName: string,
  Parameters: Record<string, string>,
  Children: CmsObject[] = [],
  Id = nextId++,
): CmsObject {
  return {
    Id,
    Name: Parameters.Title ?? Parameters.static_page_section_title ?? TypeName,
    TypeName,
    Hierarchy: null,
    Children,
    Parameters,
    Visibility: 1,
    ViewOrder: 10,
    Risoluzione: 0,
  };
}

export const areaRoot = (Name: string, Children: CmsObject[]) => ({
  ...cmsNode('layout_area', {}, Children),
  Name,
});

export const envelope = (data: unknown, code = 0) => ({
  body: { ResponseCode: code, ResponseMessage: code === 0 ? '' : 'Pagina non trovata', ResponseData: data },
});

/**
 * The storage HTML is text: after renderApp, /storage/... requests are answered from `files` (404
 * otherwise) and every other request still goes to the app's mocked API.
 */
export function serveStorage(
  fetchMock: ReturnType<typeof renderApp>['fetchMock'],
  files: Record<string, string>,
) {
  const storage = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/storage/')) return fetchMock(input, init);
    const text = files[url.pathname];
    return text === undefined
      ? new Response('Not found', { status: 404 })
      : new Response(text, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });
  vi.stubGlobal('fetch', storage);
  return storage;
}
