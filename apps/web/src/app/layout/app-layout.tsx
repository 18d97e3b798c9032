import { Box } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { SessionKeepAlive } from '@/features/auth/components/session-keep-alive';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { whenIdleAfterLoad } from '@/lib/when-idle';
import { it } from '@/messages/it';
import { PasswordChangeGate } from '../guards/require-password-change';
import { AccountStatusModal } from './account-status-modal';
import classes from './app-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { CmsViewerBridge } from './cms-viewer-bridge';
import { LoginModalProvider } from './login-modal';

// The notifications container (and its transition library) arrives with the first notification,
// which waits in the notifications store until it has mounted.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** What a route's `handle` may ask of the shell. */
export type LayoutHandle = {
  /** Below the sm breakpoint the header and footer are hidden (access.md §2, change-password). */
  hideMobileChrome?: boolean;
};

export function AppLayout() {
  const navigation = useNavigation();
  const hideMobileChrome = useMatches().some(
    (match) => (match.handle as LayoutHandle | undefined)?.hideMobileChrome,
  );
  const modules = useSiteModules();
  // The 190 KB icon font is asked for once the page has loaded and the browser is idle, so it never
  // competes with the page's code and paint. global.css reserves each icon's box, so nothing moves
  // when it arrives.
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        void import('remixicon/fonts/remixicon.css');
      }),
    [],
  );
  // Mounted with the first notification, and kept (its closing animations run in it).
  const notificationShown = useNotifications().notifications.length > 0;
  const [notificationsMounted, setNotificationsMounted] = useState(false);
  if (notificationShown && !notificationsMounted) setNotificationsMounted(true);
  return (
    <LoginModalProvider>
      <CmsViewerBridge>
        <div className={classes.shell} data-mobile-chrome={hideMobileChrome ? 'hidden' : undefined}>
          <a href="#main-content" className={classes.skip}>
            {it.app.skipToContent}
          </a>
          {navigation.state !== 'idle' && <div className={classes.progress} aria-hidden />}
          <Header />
          <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
            <PasswordChangeGate />
          </Box>
          <Footer />
          <ScrollRestoration />
          <AccountStatusModal />
          {/* Inside the router: an idle logout leaves the account area like any other logout. */}
          <SessionKeepAlive variables={modules} />
          {notificationsMounted && (
            <Suspense fallback={null}>
              <Notifications position="top-right" limit={3} />
            </Suspense>
          )}
        </div>
      </CmsViewerBridge>
    </LoginModalProvider>
  );
}
