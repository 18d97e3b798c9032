import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the content widgets need to know about the player and the site, handed down by the page
 * that places them (features do not read each other's state; app/ composes them).
 */
export type CmsViewer = {
  loggedIn: boolean;
  /** The hide-widget memory is per player; null for guests (kept per browser). */
  username: string | null;
  /** Site module PromosNewLayout_Attivo: sliders show 0.3 more slides per view (§9). */
  promosNewLayout: boolean;
  /** Opens the login modal (CTA action LOGIN). */
  openLogin: () => void;
};

const guest: CmsViewer = {
  loggedIn: false,
  username: null,
  promosNewLayout: false,
  openLogin: () => undefined,
};

const CmsViewerContext = createContext<CmsViewer>(guest);

export function CmsViewerProvider({ value, children }: { value: CmsViewer; children: ReactNode }) {
  return <CmsViewerContext.Provider value={value}>{children}</CmsViewerContext.Provider>;
}

export const useCmsViewer = () => useContext(CmsViewerContext);
