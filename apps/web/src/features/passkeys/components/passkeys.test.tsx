import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { renderApp } from '@/testing/render';
import { accountStatusFixture, clientSettingsFixture, userFixture } from '@/testing/fixtures';

const webauthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const BIOMETRICS_ON = { Biometrics_Enabled: 'true' };
const options = { body: { ResponseCode: 0, ResponseMessage: '', ResponseData: { challenge: 'c-1' } } };
const ok = { body: { ResponseCode: 0, ResponseMessage: '', ResponseData: null } };

beforeEach(() => {
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
  webauthn.startRegistration.mockResolvedValue({ id: 'cred-1', response: {} });
  webauthn.startAuthentication.mockResolvedValue({ id: 'cred-1', response: {} });
});
afterEach(() => vi.clearAllMocks());

describe('passkey card on the account home', () => {
  it('registers a passkey, shows it active and remembers the username with no password', async () => {
    let registered: unknown;
    const { user } = renderApp({
      url: '/account',
      user: userFixture({ username: 'mariorossi' }),
      modules: BIOMETRICS_ON,
      handlers: {
        'POST /api/Account/PasskeyRegistrationOptions': () => options,
        'POST /api/Account/PasskeyRegister': ({ body }) => {
          registered = body;
          return ok;
        },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Accesso biometrico' }));
    await user.click(card.getByRole('button', { name: 'Attiva accesso biometrico' }));
    expect(await card.findByText('Accesso biometrico attivo')).toBeInTheDocument();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c-1' } });
    expect(registered).toEqual({ credential: { id: 'cred-1', response: {} } });
    expect(window.localStorage.getItem('RememberedUsername')).toBe('mariorossi');
    expect(window.localStorage.getItem('PasskeyUsername')).toBe('mariorossi');
    expect(card.queryByRole('button', { name: 'Attiva accesso biometrico' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and does not mark the passkey active", async () => {
    const { user } = renderApp({
      url: '/account',
      user: userFixture(),
      modules: BIOMETRICS_ON,
      handlers: {
        'POST /api/Account/PasskeyRegistrationOptions': () => options,
        'POST /api/Account/PasskeyRegister': () => ({
          body: { ResponseCode: -5028, ResponseMessage: SERVER_MESSAGES.biometricFailed, ResponseData: null },
        }),
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Accesso biometrico' }));
    await user.click(card.getByRole('button', { name: 'Attiva accesso biometrico' }));
    expect(await card.findByText('-5028 - Errore autenticazione biometrica')).toBeInTheDocument();
    expect(window.localStorage.getItem('PasskeyUsername')).toBeNull();
  });

  it('is not shown when module Biometrics_Enabled is off', async () => {
    renderApp({ url: '/account', user: userFixture(), modules: { Biometrics_Enabled: 'false' } });
    await screen.findByRole('heading', { name: 'Benvenuto, Mario Rossi' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Accesso biometrico' })).not.toBeInTheDocument();
  });

  it('is not shown when the browser cannot use passkeys', async () => {
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    renderApp({ url: '/account', user: userFixture(), modules: BIOMETRICS_ON });
    await screen.findByRole('heading', { name: 'Benvenuto, Mario Rossi' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Accesso biometrico' })).not.toBeInTheDocument();
  });
});

describe('fingerprint button on the login screen', () => {
  const mario = userFixture({ username: 'mariorossi' });
  const loggedIn = {
    body: {
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: {
        Token: 'tok-passkey',
        UserData: mario,
        ClientSettings: clientSettingsFixture(),
        DeviceToken: 'dev-2',
      },
    },
  };

  it('logs in with the passkey like a password login, then goes to returnUrl', async () => {
    window.localStorage.setItem('PasskeyUsername', 'mariorossi');
    window.localStorage.setItem('DeviceToken', 'dev-1');
    let sent: unknown;
    const { user, router } = renderApp({
      url: '/account/login?returnUrl=%2F%3Fda%3Dpasskey',
      modules: BIOMETRICS_ON,
      handlers: {
        'POST /api/Account/PasskeyLoginOptions': () => options,
        'POST /api/Account/LoginUserPasskey': ({ body }) => {
          sent = body;
          return loggedIn;
        },
        // The harness answers as for the player it started with (none): now there is one.
        'GET /api/Account/GetAccountStatus': () => ({
          body: { ResponseCode: 0, ResponseMessage: '', ResponseData: accountStatusFixture(mario) },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accedi con impronta' }));
    // The home page is a lazy route: its first load in a test run can take a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/?da=passkey');
    expect(sent).toEqual({ credential: { id: 'cred-1', response: {} }, token: 'dev-1' });
    expect(window.localStorage.getItem('Token')).toBe('tok-passkey');
    expect(window.localStorage.getItem('DeviceToken')).toBe('dev-2');
  });

  it("shows -5028 as 'Errore autenticazione biometrica' and stays logged out", async () => {
    window.localStorage.setItem('PasskeyUsername', 'mariorossi');
    const { user } = renderApp({
      url: '/account/login',
      modules: BIOMETRICS_ON,
      handlers: {
        'POST /api/Account/PasskeyLoginOptions': () => options,
        'POST /api/Account/LoginUserPasskey': () => ({
          body: { ResponseCode: -5028, ResponseMessage: SERVER_MESSAGES.biometricFailed, ResponseData: null },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accedi con impronta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione!');
    expect(alert).toHaveTextContent('Errore autenticazione biometrica');
    expect(window.localStorage.getItem('Token')).toBeNull();
  });

  it('says the same when the ceremony is cancelled on the device', async () => {
    window.localStorage.setItem('PasskeyUsername', 'mariorossi');
    webauthn.startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    const { user, fetchMock } = renderApp({
      url: '/account/login',
      modules: BIOMETRICS_ON,
      handlers: { 'POST /api/Account/PasskeyLoginOptions': () => options },
    });
    await user.click(await screen.findByRole('button', { name: 'Accedi con impronta' }));
    expect(await screen.findByText('Errore autenticazione biometrica')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('LoginUserPasskey'))).toBe(false);
  });

  it('is not shown when no passkey was registered on this device, or the module is off', async () => {
    renderApp({ url: '/account/login', modules: BIOMETRICS_ON });
    await screen.findByRole('form', { name: 'Accedi' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Accedi con impronta' })).not.toBeInTheDocument();
  });

  it('is not shown when module Biometrics_Enabled is off', async () => {
    window.localStorage.setItem('PasskeyUsername', 'mariorossi');
    renderApp({ url: '/account/login', modules: { Biometrics_Enabled: 'false' } });
    await screen.findByRole('form', { name: 'Accedi' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Accedi con impronta' })).not.toBeInTheDocument();
  });
});
