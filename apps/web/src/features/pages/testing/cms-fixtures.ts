import { vi } from 'vitest';
import type { renderApp } from '@/testing/render';

export { areaRoot, cmsEnvelope as envelope, cmsNode } from '@/testing/cms-fixtures';

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
