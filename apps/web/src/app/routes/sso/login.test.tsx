import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { accountStatusFixture, clientSettingsFixture, userFixture } from '@/testing/fixtures';
import { renderApp, type Handler } from '@/testing/render';

// jsdom's page is http://localhost:3000: host 'localhost:3000', hostname 'localhost'.
const PERMITTED = { SSO_PermittedHost: 'localhost' };

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** The shape of the partner's assertion; only the server checks its signature. */
const assertion = (sub: string) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, jti: 'j-1', exp: 2 })}.firma`;

const mario = userFixture({ username: 'mariorossi' });

function handlers(onLogin: Handler): Record<string, Handler> {
  return {
    'POST /api/Account/LoginUserSSO': onLogin,
    // The harness answers as for the player it started with (none): after the login there is one.
    'GET /api/Account/GetAccountStatus': () => ({
      body: { ResponseCode: 0, ResponseMessage: '', ResponseData: accountStatusFixture(mario) },
    }),
  };
}

const loggedIn = () => ({
  body: {
    ResponseCode: 0,
    ResponseMessage: '',
    ResponseData: {
      Token: 'tok-sso',
      UserData: mario,
      ClientSettings: clientSettingsFixture(),
      DeviceToken: 'dev-sso',
    },
  },
});

describe('/sso/login', () => {
  it("logs in with the partner's assertion, like a login, and goes to the returnUrl", async () => {
    window.localStorage.setItem('DeviceToken', 'dev-1');
    let sent: unknown;
    const token = assertion('mariorossi');
    const { router } = renderApp({
      url: `/sso/login?assertion=${token}&returnUrl=${encodeURIComponent('/account/help?da=sso')}`,
      modules: PERMITTED,
      handlers: handlers(({ body }) => {
        sent = body;
        return loggedIn();
      }),
    });
    await waitFor(
      () =>
        expect(router.state.location.pathname + router.state.location.search).toBe('/account/help?da=sso'),
      { timeout: 4000 },
    );
    expect(sent).toEqual({ username: 'mariorossi', password: token, token: 'dev-1' });
    expect(window.localStorage.getItem('Token')).toBe('tok-sso');
    expect(window.localStorage.getItem('DeviceToken')).toBe('dev-sso');
  });

  it('goes home when the returnUrl leads to another site', async () => {
    const { router } = renderApp({
      url: `/sso/login?assertion=${assertion('mariorossi')}&returnUrl=${encodeURIComponent('//evil.test/x')}`,
      modules: PERMITTED,
      handlers: handlers(loggedIn),
    });
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's refusal with a way to the login page", async () => {
    renderApp({
      url: `/sso/login?assertion=${assertion('mariorossi')}`,
      modules: PERMITTED,
      handlers: handlers(() => ({
        body: { ResponseCode: -1, ResponseMessage: SERVER_MESSAGES.wrongCredentials, ResponseData: null },
      })),
    });
    expect(await screen.findByText('-1 - Nome utente o password non corretti')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla pagina di accesso' })).toHaveAttribute(
      'href',
      '/account/login?username=mariorossi',
    );
    expect(window.localStorage.getItem('Token')).toBeNull();
  });

  it('shows no data, and calls nothing, on a host other than SSO_PermittedHost', async () => {
    let called = false;
    renderApp({
      url: `/sso/login?assertion=${assertion('mariorossi')}`,
      modules: { SSO_PermittedHost: 'partner.contogioco.it' },
      handlers: handlers(() => {
        called = true;
        return loggedIn();
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Nessun dato disponibile' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).toBe(false);
  });

  it('shows no data without an assertion', async () => {
    renderApp({ url: '/sso/login', modules: PERMITTED });
    expect(await screen.findByRole('heading', { name: 'Nessun dato disponibile' })).toBeInTheDocument();
  });

  it('takes the assertion out of the address at once', async () => {
    const { router } = renderApp({
      url: `/sso/login?assertion=${assertion('mariorossi')}`,
      modules: PERMITTED,
      handlers: handlers(() => new Promise(() => undefined)),
    });
    expect(await screen.findByText('Accesso in corso...')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
