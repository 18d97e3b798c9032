import { CMS_CODE, type CmsObject } from '@conto-gioco/shared/cms-constants';
import type { GetCmsObjectResponse, getCmsObjParametersResponse } from '@conto-gioco/shared/cms';
import { queryOptions } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api, ApiError } from './api-client';

/**
 * The content calls the page features share (content-profile.md §7): the area tree, one object's
 * parameters, and the storage HTML. Results stay cached for the session (login and logout drop
 * every non-auth query, so what a viewer may see is read again for the new one).
 */

/** GetCmsObject: the area's root with its tree, or null when the area is unknown or empty (code 1). */
export async function getCmsObject(layoutArea: string): Promise<CmsObject | null> {
  const response = await api.get<GetCmsObjectResponse>('/api/CMS/GetCmsObject', {
    query: { id: '', layoutArea },
    open: true,
  });
  return response.ResponseCode === CMS_CODE.OK ? response.ResponseData : null;
}

export const cmsObjectQueryOptions = (layoutArea: string) =>
  queryOptions({
    queryKey: ['cms', 'object', layoutArea],
    queryFn: () => getCmsObject(layoutArea),
    staleTime: Infinity,
  });

type ParametersResponse = z.infer<typeof getCmsObjParametersResponse>;

/** GetCMSObjParameters: one object's parameters (a static page's Content included), or null (code 1). */
export async function getCmsObjParameters(id: number): Promise<Record<string, string> | null> {
  const response = await api.get<ParametersResponse>('/api/CMS/GetCMSObjParameters', {
    query: { id },
    open: true,
  });
  return response.ResponseCode === CMS_CODE.OK ? response.ResponseData : null;
}

export const cmsParametersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['cms', 'parameters', id],
    queryFn: () => getCmsObjParameters(id),
    staleTime: Infinity,
  });

/** A 404 answer means there is nothing at that address: not found, like an unknown area (code 1). */
export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The storage HTML is text, not an envelope: the one read here that is not JSON. */
export class StorageNotFound extends Error {
  constructor(path: string) {
    super(`not found: ${path}`);
    this.name = 'StorageNotFound';
  }
}

export async function getStorageText(path: string): Promise<string> {
  const response = await fetch(path, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) throw new StorageNotFound(path);
  return response.text();
}

export const storageTextQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['cms', 'storage', path],
    queryFn: () => getStorageText(path),
    staleTime: Infinity,
    retry: false,
  });

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/**
 * qs_{name} placeholders (§5) become the same-named query-string value, HTML-escaped; a name the
 * address does not carry becomes empty (a bare 'qs_name' on the page helps no reader).
 */
export function fillQueryPlaceholders(html: string, search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return html.replace(/qs_([A-Za-z0-9_]+)/g, (_, name: string) => escapeHtml(params.get(name) ?? ''));
}

/**
 * Links in CMS content containing https or mailto are the browser's (§5); so are other schemes
 * (http:, tel:), protocol-relative ones, links opening a new tab, and files the server serves
 * (/storage/..., /api/..., anything ending in an extension such as .pdf). The rest is routed inside
 * the app.
 */
export function isBrowserLink(href: string, target?: string | null): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return (
    href.includes('https') ||
    href.includes('mailto') ||
    /^[a-z][a-z0-9+.-]*:/i.test(href) ||
    href.startsWith('//') ||
    /^\/(storage|api)\//.test(path) ||
    /\.[a-z0-9]{2,5}$/i.test(path) ||
    (!!target && target !== '_self')
  );
}

/** A click handler for a container of CMS HTML: in-app links navigate without reloading the page. */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute('href');
    if (!href || anchor.hasAttribute('download') || isBrowserLink(href, anchor.getAttribute('target')))
      return;
    event.preventDefault();
    void navigate(href);
  };
}
