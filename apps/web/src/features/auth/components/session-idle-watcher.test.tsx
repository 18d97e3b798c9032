import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onLogout } from '@/features/auth/api/logout-user';
import { renderApp, type Handler } from '@/testing/render';
import { userFixture } from '@/testing/fixtures';

// The clock is fake but also moves with real time, so that Testing Library's waiting still works.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  // The notifications store outlives a test's render; the logout messages stay until closed.
  notifications.clean();
  document.cookie = 'betsession=; Max-Age=0; Path=/';
});
// Loaded once here, so that the lazy watcher mounts right after the login, not a transform later.
beforeAll(async () => {
  await import('./session-idle-watcher');
});

const S = 1000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Advances in small steps, letting React commit in between (a logout waits for the home page). */
async function advanceStepwise(ms: number) {
  for (let done = 0; done < ms; done += 100) await advance(Math.min(100, ms - done));
}

function refreshHandler(answer?: Handler) {
  const calls: string[] = [];
  const handler: Handler = (request) => {
    calls.push(request.url.searchParams.get('betsession') ?? '');
    return answer
      ? answer(request)
      : { body: { ResponseCode: 0, ResponseMessage: '', ResponseData: { Token: `token-${calls.length}` } } };
  };
  return { calls, handler };
}

const warning = () => screen.queryByRole('dialog', { name: 'Sessione in scadenza' });
/** The page header (the warning modal's own header element is a banner too). */
const header = () =>
  within(screen.getAllByRole('banner').find((element) => !element.closest('[role="dialog"]'))!);

/** A logged-in player on `url`, with the idle watcher mounted and its clock at zero. */
async function loggedIn({
  url = '/account',
  refresh = refreshHandler(),
  modules = {},
}: { url?: string; refresh?: ReturnType<typeof refreshHandler>; modules?: Record<string, string> } = {}) {
  const app = renderApp({
    url,
    user: userFixture({ betsession: 'bs-7' }),
    modules,
    handlers: { 'GET /api/Account/RefreshToken': refresh.handler },
  });
  // The first render of a run waits for the app's modules to be transformed.
  await screen.findByRole('banner', {}, { timeout: 5000 });
  await header().findByRole('button', { name: 'mario1980' });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await advance(10);
  const logoutCalls = () =>
    app.fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/Account/LogoutUser')).length;
  return { ...app, refresh, logoutCalls };
}

describe('SessionIdleWatcher', () => {
  it('opens the warning after 1200 s without activity and counts the 600 s down', async () => {
    await loggedIn();
    await advance(1190 * S);
    expect(warning()).not.toBeInTheDocument();
    await advance(11 * S);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sessione in scadenza' }));
    expect(dialog.getByText(/la sessione scadrà tra/)).toBeInTheDocument();
    expect(dialog.getByRole('timer')).toHaveTextContent(/^(10:00|09:59)$/);
    await advance(60 * S);
    expect(dialog.getByRole('timer')).toHaveTextContent(/^0(9:00|8:59)$/);
    expect(dialog.getByRole('button', { name: 'Rinnova' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    // The last 15 seconds are announced.
    await advance((600 - 60 - 20) * S);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await advance(6 * S);
    expect(dialog.getByRole('alert')).toHaveTextContent('La sessione scadrà tra 15 secondi.');
  });

  it('postpones the warning while the player is active', async () => {
    await loggedIn();
    await advance(1000 * S);
    fireEvent.keyDown(document, { key: 'a' });
    await advance(1000 * S);
    expect(warning()).not.toBeInTheDocument();
    await advance(210 * S);
    expect(await screen.findByRole('dialog', { name: 'Sessione in scadenza' })).toBeInTheDocument();
  });

  it("'Rinnova' renews the session with RefreshToken, closes the warning and starts the idle time again", async () => {
    const { user, refresh } = await loggedIn();
    await advance(1201 * S);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sessione in scadenza' }));
    const before = refresh.calls.length;
    await user.click(dialog.getByRole('button', { name: 'Rinnova' }));
    await vi.waitFor(() => expect(warning()).not.toBeInTheDocument());
    expect(refresh.calls.length).toBe(before + 1);
    expect(refresh.calls.at(-1)).toBe('bs-7');
    expect(window.localStorage.getItem('Token')).toBe(`token-${refresh.calls.length}`);
    expect(header().getByRole('button', { name: 'mario1980' })).toBeInTheDocument();
    await advance(1190 * S);
    expect(warning()).not.toBeInTheDocument();
    await advance(15 * S);
    expect(await screen.findByRole('dialog', { name: 'Sessione in scadenza' })).toBeInTheDocument();
  });

  it("'Annulla' logs out: token and session cookies cleared, home, 'Accedi' in the header", async () => {
    document.cookie = 'betsession=bs-7; Path=/';
    const { user, router, logoutCalls, refresh } = await loggedIn({ url: '/account/dashboard' });
    const closed = vi.fn();
    const unsubscribe = onLogout(closed);
    await advance(1201 * S);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sessione in scadenza' }));
    const pings = refresh.calls.length;
    await user.click(dialog.getByRole('button', { name: 'Annulla' }));
    expect(await header().findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    unsubscribe();
    expect(router.state.location.pathname).toBe('/');
    expect(warning()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('Token')).toBeNull();
    expect(document.cookie).not.toContain('betsession=');
    expect(closed).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(logoutCalls()).toBe(1));
    expect(refresh.calls.length).toBe(pings);
  });

  it('logs out with a message when the countdown ends', async () => {
    const { router, logoutCalls } = await loggedIn({ url: '/account/dashboard' });
    await advance(1201 * S);
    expect(await screen.findByRole('dialog', { name: 'Sessione in scadenza' })).toBeInTheDocument();
    await advance(590 * S);
    expect(header().getByRole('button', { name: 'mario1980' })).toBeInTheDocument();
    await advanceStepwise(11 * S);
    expect(await header().findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(
      await screen.findByText("La sessione è scaduta per inattività. Effettua nuovamente l'accesso."),
    ).toBeInTheDocument();
    expect(screen.getByText('Sessione scaduta')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(warning()).not.toBeInTheDocument();
    await vi.waitFor(() => expect(logoutCalls()).toBe(1));
  });

  it('pings RefreshToken every 300 s while the player is active, and not during the countdown', async () => {
    const { refresh } = await loggedIn();
    await advance(295 * S);
    expect(refresh.calls).toEqual([]);
    await advance(10 * S);
    expect(refresh.calls).toEqual(['bs-7']);
    await advance(300 * S);
    expect(refresh.calls).toHaveLength(2);
    await advance(300 * S);
    expect(refresh.calls).toHaveLength(3);
    // The warning opens at 1200 s; no ping from then on.
    await advance(300 * S);
    expect(await screen.findByRole('dialog', { name: 'Sessione in scadenza' })).toBeInTheDocument();
    expect(refresh.calls).toHaveLength(3);
    await advance(590 * S);
    expect(refresh.calls).toHaveLength(3);
  });

  it('a refused renewal from the warning logs out with the spec message', async () => {
    let expired = false;
    const refresh = refreshHandler(() =>
      expired
        ? {
            status: 401,
            body: { ResponseCode: -401, ResponseMessage: 'Sessione non valida', ResponseData: null },
          }
        : { body: { ResponseCode: 0, ResponseMessage: '', ResponseData: { Token: 'renewed' } } },
    );
    const { user, router } = await loggedIn({ url: '/account/dashboard', refresh });
    await advance(1201 * S);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sessione in scadenza' }));
    expired = true;
    await user.click(dialog.getByRole('button', { name: 'Rinnova' }));
    expect(
      await screen.findByText('Rinnovo della sessione fallita. Effettuare nuovamente il login.'),
    ).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    // Logged out like any logout (home), not sent to the login page.
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('Token')).toBeNull();
  });

  it('a refused ping logs out with the spec message; an unreachable server does not', async () => {
    let reachable = false;
    const refresh = refreshHandler(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return { body: { ResponseCode: -1, ResponseMessage: 'Errore', ResponseData: null } };
    });
    await loggedIn({ refresh });
    await advance(301 * S);
    expect(refresh.calls).toHaveLength(1);
    expect(header().getByRole('button', { name: 'mario1980' })).toBeInTheDocument();
    reachable = true;
    await advance(300 * S);
    expect(
      await screen.findByText('Rinnovo della sessione fallita. Effettuare nuovamente il login.'),
    ).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('takes the times from the site variables when set', async () => {
    const { refresh } = await loggedIn({
      modules: { Session_IdleSeconds: '120', Session_CountdownSeconds: '30', Session_PingSeconds: '50' },
    });
    await advance(101 * S);
    expect(refresh.calls).toHaveLength(2);
    await advance(20 * S);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sessione in scadenza' }));
    expect(dialog.getByRole('timer')).toHaveTextContent(/^00:(30|29)$/);
    await advance(31 * S);
    expect(await header().findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('logs out without calling the server when another tab dropped the token', async () => {
    const { logoutCalls } = await loggedIn();
    window.localStorage.removeItem('Token');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'Token', oldValue: 'test-token', newValue: null }),
      );
    });
    expect(await header().findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(logoutCalls()).toBe(0);
  });
});
