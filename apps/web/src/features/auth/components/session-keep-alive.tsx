import { SESSION_PING_SECONDS } from '@conto-gioco/shared/constants';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { it } from '@/messages/it';
import { clearSession, useUser } from '../api/check-auth';
import { refreshToken } from '../api/refresh-token';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;

/**
 * While the player is active, pings RefreshToken every SESSION_PING_SECONDS so the server session
 * (which expires after SESSION_IDLE_SECONDS without a call) stays open. An idle player is not
 * pinged, so the server lets the session expire. The countdown modal is a later issue.
 */
export function SessionKeepAlive() {
  const user = useUser();
  const queryClient = useQueryClient();
  const lastActivity = useRef(0);
  const betsession = user?.betsession;

  useEffect(() => {
    if (!betsession) return;
    lastActivity.current = Date.now();
    const markActive = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, markActive, { passive: true });
    const interval = window.setInterval(() => {
      if (Date.now() - lastActivity.current > SESSION_PING_SECONDS * 1000) return;
      refreshToken(betsession).catch((error: unknown) => {
        // A 401 is already handled by the API client (back to the login flow).
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError) {
          clearSession(queryClient);
          notifications.show({ color: 'red', message: it.session.renewalFailed });
        }
      });
    }, SESSION_PING_SECONDS * 1000);
    return () => {
      window.clearInterval(interval);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActive);
    };
  }, [betsession, queryClient]);

  return null;
}
