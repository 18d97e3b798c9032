import { Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIdleTimer, type IIdleTimer } from 'react-idle-timer';
import { NetworkError } from '@/lib/api-client';
import { getToken, STORAGE_KEYS } from '@/lib/storage';
import { itSession } from '@/messages/it-session';
import { useLogout } from '../api/logout-user';
import { refreshToken } from '../api/refresh-token';
import type { SessionTiming } from '../session-timing';

// The library binds the timers present when it loads; these look them up at each call instead, so
// that a test's fake clock drives it whenever it was installed.
const liveTimers = {
  setTimeout: (handler: () => void, delay: number) => window.setTimeout(handler, delay),
  clearTimeout: (id: number) => window.clearTimeout(id),
  setInterval: (handler: () => void, delay: number) => window.setInterval(handler, delay),
  clearInterval: (id: number) => window.clearInterval(id),
};

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

type Props = { betsession: string; timing: SessionTiming };

/**
 * Session keeping of a logged-in player (access.md §4). After `idleSeconds` without activity a
 * warning counts `countdownSeconds` down with 'Rinnova' (RefreshToken, back to active) and
 * 'Annulla' (logout); when it reaches zero the player is logged out. Until the warning opens a
 * RefreshToken ping every `pingSeconds` keeps the server session (idle limit 1200 s) open, so a
 * renewal still works throughout the countdown; no ping runs during it. A refused renewal logs out
 * with the spec's message. Other tabs of the site share the activity and the warning
 * (react-idle-timer's cross-tab sync), and a logout in one tab logs out the others.
 */
export default function SessionIdleWatcher({ betsession, timing }: Props) {
  const { idleSeconds, countdownSeconds, pingSeconds, warningSeconds } = timing;
  const logout = useLogout();
  const [prompted, setPrompted] = useState(false);
  const [remaining, setRemaining] = useState(countdownSeconds);
  const [renewing, setRenewing] = useState(false);
  // Bumped by a renewal from the warning, so the next ping is a full interval later.
  const [pingEpoch, setPingEpoch] = useState(0);
  const ended = useRef(false);
  const timer = useRef<IIdleTimer | null>(null);

  const end = useCallback(
    async (options: { title?: string; message?: string; server?: boolean } = {}) => {
      if (ended.current) return;
      ended.current = true;
      timer.current?.pause();
      setPrompted(false);
      await logout({ server: options.server ?? true });
      if (options.message)
        notifications.show({
          color: 'red',
          title: options.title,
          message: options.message,
          // The player was away: the reason stays until they close it.
          autoClose: false,
        });
    },
    [logout],
  );

  const idleTimer = useIdleTimer({
    timeout: (idleSeconds + countdownSeconds) * 1000,
    promptBeforeIdle: countdownSeconds * 1000,
    onPrompt: () => {
      setRemaining(countdownSeconds);
      setPrompted(true);
    },
    onIdle: () => void end({ title: itSession.expiredTitle, message: itSession.expired }),
    // 'Rinnova' pressed in another tab.
    onActive: () => setPrompted(false),
    crossTab: true,
    syncTimers: 1000,
    name: 'conto-gioco-session',
    timers: liveTimers,
  });

  /** RefreshToken; a refusal logs out. A ping that cannot reach the server tries again next time. */
  const renew = useCallback(
    async (source: 'ping' | 'warning') => {
      try {
        await refreshToken(betsession);
        return true;
      } catch (error) {
        if (source === 'ping' && error instanceof NetworkError) return false;
        void end({ message: itSession.renewalFailed });
        return false;
      }
    },
    [betsession, end],
  );
  const renewRef = useRef(renew);
  useLayoutEffect(() => {
    timer.current = idleTimer;
    renewRef.current = renew;
  });

  useEffect(() => {
    let ping: number;
    const schedule = () => {
      ping = window.setTimeout(() => {
        const current = timer.current;
        if (current && !current.isPrompted() && !current.isIdle() && !ended.current)
          void renewRef.current('ping');
        schedule();
      }, pingSeconds * 1000);
    };
    schedule();
    // Marks the page as watched once every timer runs: a journey on a fake clock waits for it
    // before moving time on (the watcher loads lazily, after the page shows).
    document.documentElement.dataset.sessionWatched = 'true';
    return () => {
      window.clearTimeout(ping);
      delete document.documentElement.dataset.sessionWatched;
    };
  }, [pingSeconds, pingEpoch]);

  useEffect(() => {
    if (!prompted) return;
    const update = () => setRemaining(Math.ceil((timer.current?.getRemainingTime() ?? 0) / 1000));
    update();
    const tick = window.setInterval(update, 1000);
    return () => window.clearInterval(tick);
  }, [prompted]);

  // The token is shared by every tab: when another tab drops it (logout), this one logs out too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === STORAGE_KEYS.token || event.key === null) && !getToken())
        void end({ server: false });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [end]);

  const onRenew = async () => {
    setRenewing(true);
    const renewed = await renew('warning');
    setRenewing(false);
    if (!renewed) return;
    idleTimer.activate();
    setPrompted(false);
    setPingEpoch((epoch) => epoch + 1);
  };

  const closing = remaining <= warningSeconds;
  return (
    <Modal
      opened={prompted}
      onClose={() => undefined}
      title={itSession.warningTitle}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={350}
    >
      <Stack gap="md">
        <Text>
          {itSession.warningText}{' '}
          <Text span fw={700} c={closing ? 'red' : undefined} role="timer" ff="monospace">
            {mmss(remaining)}
          </Text>
          .
        </Text>
        {closing && (
          <VisuallyHidden role="alert">{itSession.expiresInSeconds(warningSeconds)}</VisuallyHidden>
        )}
        <Text size="sm" c="dimmed">
          {itSession.warningHint}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void end()} disabled={renewing}>
            {itSession.cancel}
          </Button>
          <Button onClick={() => void onRenew()} loading={renewing} data-autofocus>
            {itSession.renew}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
