import { lazy, Suspense } from 'react';
import { useUser } from '../api/check-auth';
import { sessionTiming } from '../session-timing';

// The idle watcher (react-idle-timer, the warning modal) loads only once a player is logged in,
// so it never weighs on the first load of the login page.
const SessionIdleWatcher = lazy(() => import('./session-idle-watcher'));

/**
 * Session keeping for a logged-in player (access.md §4): idle warning, countdown, keep-alive
 * ping. `variables` are the site variables, which may override the spec's times.
 */
export function SessionKeepAlive({ variables }: { variables?: Record<string, string | undefined> }) {
  const user = useUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SessionIdleWatcher
        key={user.betsession}
        betsession={user.betsession}
        timing={sessionTiming(variables)}
      />
    </Suspense>
  );
}
