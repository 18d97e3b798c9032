import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { it } from '@/messages/it';

const SiteNameContext = createContext<string>(it.app.siteName);

/** The site's name (variable SiteName) for every page title below; the layout provides it once. */
export function SiteNameProvider({ name, children }: { name: string; children: ReactNode }) {
  return <SiteNameContext.Provider value={name || it.app.siteName}>{children}</SiteNameContext.Provider>;
}

export const documentTitle = (title: string | null | undefined, siteName: string) =>
  title?.trim() ? `${title.trim()} - ${siteName}` : siteName;

/**
 * Sets document.title to '{title} - {site name}', or the site name alone without a title (the
 * home). Leaving the page, or a title not known yet (null), puts the site name back.
 */
export function useDocumentTitle(title: string | null | undefined, { home = false } = {}) {
  const siteName = useContext(SiteNameContext);
  const next = home ? siteName : title ? documentTitle(title, siteName) : null;
  useEffect(() => {
    if (!next) return;
    document.title = next;
    // A page that sets no title of its own must not keep the one of the page before.
    return () => {
      document.title = siteName;
    };
  }, [next, siteName]);
}

/** The same as a component, for screens whose title is known only after their early returns. */
export function DocumentTitle({ title, home = false }: { title?: string | null; home?: boolean }) {
  useDocumentTitle(title, { home });
  return null;
}
