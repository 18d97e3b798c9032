import { findServicePage, POKER_LOGOUT_PAGE, type ServicePage } from '@conto-gioco/shared/cms-constants';

/** What a service page address (/{page} or /{page}/{subpage}) resolves to. */
export type ServiceTarget =
  | { kind: 'poker-logout' }
  | { kind: 'not-found' }
  | { kind: 'page'; entry: ServicePage; parent: ServicePage | null };

export function resolveServicePage(page: string, subpage?: string): ServiceTarget {
  if (page === POKER_LOGOUT_PAGE && !subpage) return { kind: 'poker-logout' };
  const entry = findServicePage(page);
  if (!entry) return { kind: 'not-found' };
  // A rule book's own address shows its introduction (its own file), the sub-pages are in the menu.
  if (subpage === undefined) return { kind: 'page', entry, parent: null };
  const child = entry.children?.find((candidate) => candidate.page === subpage);
  return child ? { kind: 'page', entry: child, parent: entry } : { kind: 'not-found' };
}

/** Where a page's HTML is: /storage/public/static-pages/{globals | skins/{SiteId} | promos}/it/{file}.html. */
export function servicePageHtmlPath(entry: ServicePage, siteId: string): string {
  const scope = entry.scope === 'skins' ? `skins/${siteId}` : (entry.scope ?? 'globals');
  return `/storage/public/static-pages/${scope}/it/${entry.file ?? entry.page}.html`;
}
