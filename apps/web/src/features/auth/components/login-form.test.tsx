import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { renderApp } from '@/testing/render';
import { clientSettingsFixture, userFixture } from '@/testing/fixtures';

async function loginForm() {
  return within(await screen.findByRole('form', { name: 'Accedi' }));
}

const loggedIn = (code = 0, message = '') => ({
  body: {
    ResponseCode: code,
    ResponseMessage: message,
    ResponseData: {
      Token: 'tok',
      UserData: userFixture(),
      ClientSettings: clientSettingsFixture(),
      DeviceToken: 'dev-1',
    },
  },
});

describe('login screen', () => {
  it('asks for both fields before calling the server', async () => {
    const { user, fetchMock } = renderApp({ url: '/account/login' });
    const form = await loginForm();
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    expect(await form.findAllByText('Il campo è richiesto')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('LoginUser2FA'))).toBe(false);
  });

  it("shows a refused login as '{code} - {message}' under 'Attenzione!'", async () => {
    const { user } = renderApp({
      url: '/account/login',
      handlers: {
        'POST /api/Account/LoginUser2FA': () => ({
          body: { ResponseCode: -1, ResponseMessage: SERVER_MESSAGES.wrongCredentials, ResponseData: null },
        }),
      },
    });
    const form = await loginForm();
    await user.type(form.getByLabelText(/Username/), 'mario1980');
    await user.type(form.getByLabelText(/^Password/), 'sbagliata1');
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione!');
    expect(alert).toHaveTextContent('-1 - Nome utente o password non corretti');
    expect(window.localStorage.getItem('Token')).toBeNull();
  });

  it('shows the connection error when the server cannot be reached', async () => {
    const { user } = renderApp({
      url: '/account/login',
      handlers: {
        'POST /api/Account/LoginUser2FA': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const form = await loginForm();
    await user.type(form.getByLabelText(/Username/), 'mario1980');
    await user.type(form.getByLabelText(/^Password/), 'Password1');
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    expect(
      await form.findByText('Si è verificato un errore durante il collegamento al server. Riprova più tardi'),
    ).toBeInTheDocument();
  });

  it('logs in, stores the token, remembers the username and goes to a safe returnUrl', async () => {
    let sent: unknown;
    const { user, router } = renderApp({
      url: '/account/login?returnUrl=%2Faccount%3Ftab%3D1',
      handlers: {
        'POST /api/Account/LoginUser2FA': ({ body }) => {
          sent = body;
          return loggedIn(0, SERVER_MESSAGES.oldSessionsClosed);
        },
      },
    });
    const form = await loginForm();
    await user.type(form.getByLabelText(/Username/), 'mario1980');
    await user.type(form.getByLabelText(/^Password/), 'Password1');
    await user.click(form.getByRole('checkbox', { name: 'Ricordami' }));
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(SERVER_MESSAGES.oldSessionsClosed)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Benvenuto, Mario Rossi' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/account?tab=1');
    expect(sent).toEqual({ username: 'mario1980', password: 'Password1' });
    expect(window.localStorage.getItem('Token')).toBe('tok');
    expect(window.localStorage.getItem('DeviceToken')).toBe('dev-1');
    expect(window.localStorage.getItem('RememberedUsername')).toBe('mario1980');
  });

  it('ignores an unsafe returnUrl and goes home', async () => {
    const { user, router } = renderApp({
      url: '/account/login?returnUrl=%2F%2Fevil.com',
      handlers: { 'POST /api/Account/LoginUser2FA': () => loggedIn() },
    });
    const form = await loginForm();
    await user.type(form.getByLabelText(/Username/), 'mario1980');
    await user.type(form.getByLabelText(/^Password/), 'Password1');
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    await screen.findByRole('link', { name: 'Il mio conto' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a player who must set a deposit limit (-6443) to gioco consapevole', async () => {
    const { user, router } = renderApp({
      url: '/account/login?returnUrl=%2Faccount',
      handlers: { 'POST /api/Account/LoginUser2FA': () => loggedIn(-6443, '') },
    });
    const form = await loginForm();
    await user.type(form.getByLabelText(/Username/), 'mario1980');
    await user.type(form.getByLabelText(/^Password/), 'Password1');
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    await screen.findByRole('heading', { name: 'Pagina non trovata' });
    expect(router.state.location.pathname).toBe('/account/edit/gioco-consapevole');
  });

  it('prefills the username from the address, else from remember-me', async () => {
    window.localStorage.setItem('RememberedUsername', 'ricordato');
    renderApp({ url: '/account/login?username=dallurl' });
    const form = await loginForm();
    expect(form.getByLabelText(/Username/)).toHaveValue('dallurl');
    expect(form.getByRole('checkbox', { name: 'Ricordami' })).toBeChecked();
  });

  it('toggles the password visibility', async () => {
    const { user } = renderApp({ url: '/account/login' });
    const form = await loginForm();
    const password = form.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(form.getByRole('button', { name: 'Mostra password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
