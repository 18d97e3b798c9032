import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { renderApp, type Handler } from '@/testing/render';
import { accountStatusFixture, clientSettingsFixture, userFixture } from '@/testing/fixtures';

// The bot check solves at once here: each mounted field reports a new payload (bot-1, bot-2, ...).
const botCheck = vi.hoisted(() => ({ solved: 0 }));
vi.mock('@/features/bot-check/components/bot-check-field', async () => {
  const { useEffect } = await vi.importActual<typeof React>('react');
  return {
    BotCheckField: ({ onPayload }: { onPayload: (payload: string | null) => void }) => {
      useEffect(() => onPayload(`bot-${++botCheck.solved}`), []); // eslint-disable-line react-hooks/exhaustive-deps
      return null;
    },
  };
});

afterEach(() => vi.restoreAllMocks());

async function loginForm() {
  return within(await screen.findByRole('form', { name: 'Accedi' }));
}

const loggedIn = (code = 0, message = '', user = userFixture(), settings = clientSettingsFixture()) => ({
  body: {
    ResponseCode: code,
    ResponseMessage: message,
    ResponseData: { Token: 'tok', UserData: user, ClientSettings: settings, DeviceToken: 'dev-1' },
  },
});

const refused = (code: number, message: string, extra: Record<string, unknown> = {}) => ({
  body: { ResponseCode: code, ResponseMessage: message, ResponseData: null, ...extra },
});

/** The login screen with the server answering each login in turn; every request body is kept. */
function renderLogin(
  answers: ReturnType<Handler>[],
  { url = '/account/login', handlers = {} }: { url?: string; handlers?: Record<string, Handler> } = {},
) {
  const sent: Record<string, unknown>[] = [];
  const utils = renderApp({
    url,
    handlers: {
      'POST /api/Account/LoginUser2FA': ({ body }) => {
        sent.push(body as Record<string, unknown>);
        return answers[Math.min(sent.length, answers.length) - 1]!;
      },
      // Once logged in, the shell reads the account status with the new token.
      'GET /api/Account/GetAccountStatus': () => ({
        body: { ResponseCode: 0, ResponseMessage: '', ResponseData: accountStatusFixture(userFixture()) },
      }),
      ...handlers,
    },
  });
  return { ...utils, sent };
}

async function submitCredentials(username = 'mario1980', password = 'Password1') {
  const user = userEvent.setup();
  const form = await loginForm();
  await user.type(form.getByLabelText(/Username/), username);
  await user.type(form.getByLabelText(/^Password/), password);
  await user.click(form.getByRole('button', { name: 'Accedi' }));
  return { form, user };
}

const submit = async (form: Awaited<ReturnType<typeof loginForm>>) => {
  await userEvent.setup().click(form.getByRole('button', { name: 'Accedi' }));
};

describe('login screen', () => {
  it('asks for both fields before calling the server', async () => {
    const { user, fetchMock } = renderApp({ url: '/account/login' });
    const form = await loginForm();
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    expect(await form.findAllByText('Il campo è richiesto')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('LoginUser2FA'))).toBe(false);
  });

  it("shows a refused login as '{code} - {message}' under 'Attenzione!' and logs the client out", async () => {
    window.localStorage.setItem('Token', 'stale');
    renderLogin([refused(-1, SERVER_MESSAGES.wrongCredentials)]);
    const { form } = await submitCredentials();
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione!');
    expect(alert).toHaveTextContent('-1 - Nome utente o password non corretti');
    expect(window.localStorage.getItem('Token')).toBeNull();
  });

  it('shows the connection error when the server cannot be reached', async () => {
    renderLogin([], {
      handlers: {
        'POST /api/Account/LoginUser2FA': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const { form } = await submitCredentials();
    expect(
      await form.findByText('Si è verificato un errore durante il collegamento al server. Riprova più tardi'),
    ).toBeInTheDocument();
  });

  it('logs in, stores the token, remembers the username and goes to a safe returnUrl', async () => {
    const { user, router, sent } = renderLogin([loggedIn(0, SERVER_MESSAGES.oldSessionsClosed)], {
      url: '/account/login?returnUrl=%2Faccount%3Ftab%3D1',
    });
    const form = await loginForm();
    await user.type(form.getByLabelText(/Username/), 'mario1980');
    await user.type(form.getByLabelText(/^Password/), 'Password1');
    await user.click(form.getByRole('checkbox', { name: 'Ricordami' }));
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(SERVER_MESSAGES.oldSessionsClosed)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Benvenuto, Mario Rossi' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/account?tab=1');
    expect(sent).toEqual([
      {
        username: 'mario1980',
        password: 'Password1',
        recaptcha: expect.stringMatching(/^bot-\d+$/),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
    ]);
    expect(window.localStorage.getItem('Token')).toBe('tok');
    expect(window.localStorage.getItem('DeviceToken')).toBe('dev-1');
    expect(window.localStorage.getItem('RememberedUsername')).toBe('mario1980');
  });

  it('ignores an unsafe returnUrl and goes home', async () => {
    const { router } = renderLogin([loggedIn()], { url: '/account/login?returnUrl=%2F%2Fevil.com' });
    await submitCredentials();
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(router.state.location.pathname).toBe('/');
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

describe('login request', () => {
  it('sends the stored device token', async () => {
    window.localStorage.setItem('DeviceToken', 'stored-device-token');
    const { sent } = renderLogin([loggedIn()]);
    await submitCredentials();
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(sent[0]!.token).toBe('stored-device-token');
  });

  it('makes, stores and sends a random device token when none is stored', async () => {
    const { sent } = renderLogin([refused(-1, SERVER_MESSAGES.wrongCredentials)]);
    const { form } = await submitCredentials();
    await form.findByRole('alert');
    const token = window.localStorage.getItem('DeviceToken');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent[0]!.token).toBe(token);
    // The next attempt names the same device.
    await submit(form);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.token).toBe(token);
  });

  it('sends a fresh bot-check payload with every attempt; a refused one (-3) fails cleanly', async () => {
    const { sent } = renderLogin([refused(-3, SERVER_MESSAGES.botCheckFailed), loggedIn()]);
    const { form } = await submitCredentials();
    expect(await form.findByRole('alert')).toHaveTextContent(`-3 - ${SERVER_MESSAGES.botCheckFailed}`);
    await submit(form);
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(sent.map((body) => body.recaptcha)).toEqual([
      expect.stringMatching(/^bot-\d+$/),
      expect.stringMatching(/^bot-\d+$/),
    ]);
    expect(sent[0]!.recaptcha).not.toBe(sent[1]!.recaptcha);
  });
});

describe('two-factor code (-3334, -3335)', () => {
  it('asks for the code with the username read-only, then sends it', async () => {
    const { sent } = renderLogin([
      refused(-3334, SERVER_MESSAGES.twoFactorRequired),
      refused(-3335, SERVER_MESSAGES.twoFactorWrong),
      loggedIn(),
    ]);
    const { form, user } = await submitCredentials();
    const code = await form.findByLabelText(/Codice a due fattori/);
    expect(form.getByLabelText(/Username/)).toHaveAttribute('readonly');
    expect(sent[0]).not.toHaveProperty('twofactorCode');

    // Required while shown.
    await submit(form);
    expect(await form.findByText('Il campo è richiesto')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    // A wrong code: the server's message, the credentials kept, the code emptied.
    await user.type(code, '111111');
    await submit(form);
    expect(await form.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.twoFactorWrong);
    expect(form.getByLabelText(/Codice a due fattori/)).toHaveValue('');
    expect(form.getByLabelText(/Username/)).toHaveValue('mario1980');
    expect(form.getByLabelText(/^Password/)).toHaveValue('Password1');
    expect(window.localStorage.getItem('Token')).toBeNull();

    await user.type(form.getByLabelText(/Codice a due fattori/), '222333');
    await submit(form);
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(sent.map((body) => body.twofactorCode)).toEqual([undefined, '111111', '222333']);
    expect(sent[2]).toMatchObject({ username: 'mario1980', password: 'Password1' });
  });

  it("'Annulla' resets the form", async () => {
    renderLogin([refused(-3334, SERVER_MESSAGES.twoFactorRequired)]);
    const { form, user } = await submitCredentials();
    await form.findByLabelText(/Codice a due fattori/);
    await user.click(form.getByRole('button', { name: 'Annulla' }));
    expect(form.queryByLabelText(/Codice a due fattori/)).not.toBeInTheDocument();
    expect(form.getByLabelText(/Username/)).not.toHaveAttribute('readonly');
    expect(form.getByLabelText(/Username/)).toHaveValue('');
    expect(form.getByLabelText(/^Password/)).toHaveValue('');
  });
});

describe('device authorisation (-3333)', () => {
  const deviceHandlers = (answers: { send?: number; verify: number[] }) => {
    const calls: URL[] = [];
    let verifications = 0;
    const handlers: Record<string, Handler> = {
      'GET /api/Account/sendAuthDeviceSMS': ({ url }) => {
        calls.push(url);
        return {
          body: {
            ResponseCode: answers.send ?? 0,
            ResponseMessage: answers.send ? 'Troppi SMS' : SERVER_MESSAGES.deviceCodeSent,
            ResponseData: null,
          },
        };
      },
      'GET /api/Account/verifyAuthDeviceSMS': ({ url }) => {
        calls.push(url);
        const code = answers.verify[Math.min(verifications++, answers.verify.length - 1)]!;
        return {
          body: {
            ResponseCode: code,
            ResponseMessage: code ? SERVER_MESSAGES.deviceCodeWrong : SERVER_MESSAGES.deviceVerified,
            ResponseData: null,
          },
        };
      },
    };
    return { calls, handlers };
  };

  it('logs the client out, sends the SMS code, verifies it and lets the player log in again', async () => {
    window.localStorage.setItem('DeviceToken', 'device-token-of-this-browser');
    const { calls, handlers } = deviceHandlers({ verify: [-1, 0] });
    const { sent } = renderLogin([refused(-3333, SERVER_MESSAGES.deviceNotAuthorised), loggedIn()], {
      handlers,
    });
    const { form, user } = await submitCredentials();
    expect(await form.findByText(SERVER_MESSAGES.deviceNotAuthorised)).toBeInTheDocument();
    expect(window.localStorage.getItem('Token')).toBeNull();

    await user.click(form.getByRole('button', { name: 'Non hai ricevuto la mail?' }));
    expect(form.getByRole('link', { name: "contatta l'assistenza clienti" })).toHaveAttribute(
      'href',
      'mailto:assistenza@contogioco.it',
    );
    await user.click(form.getByRole('button', { name: 'Inviami il codice via SMS' }));
    expect(await form.findByText(SERVER_MESSAGES.deviceCodeSent)).toBeInTheDocument();
    expect(calls[0]!.pathname).toBe('/api/Account/sendAuthDeviceSMS');
    expect(calls[0]!.searchParams.get('player_device')).toBe('device-token-of-this-browser');

    // The OTP box needs a code.
    await user.click(form.getByRole('button', { name: 'Verifica codice' }));
    expect(await form.findByText('Inserire un codice valido')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    const box = form.getByLabelText(/Codice di verifica/);
    await user.type(box, '000000');
    await user.click(form.getByRole('button', { name: 'Verifica codice' }));
    expect(await form.findByText("Riprova o contatta l'assistenza")).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '123456{Enter}'); // Enter verifies the code, it does not submit the login
    expect(await form.findByText('Codice verificato')).toBeInTheDocument();
    expect(calls[2]!.searchParams.get('player_device')).toBe('device-token-of-this-browser');
    expect(calls[2]!.searchParams.get('code')).toBe('123456');
    expect(sent).toHaveLength(1);

    await submit(form);
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(sent[1]!.token).toBe('device-token-of-this-browser');
  });

  it('says so when the SMS cannot be sent', async () => {
    const { handlers } = deviceHandlers({ send: -1, verify: [0] });
    renderLogin([refused(-3333, SERVER_MESSAGES.deviceNotAuthorised)], { handlers });
    const { form, user } = await submitCredentials();
    await user.click(await form.findByRole('button', { name: 'Non hai ricevuto la mail?' }));
    await user.click(form.getByRole('button', { name: 'Inviami il codice via SMS' }));
    expect(await form.findByText(/Riprova o contatta l'assistenza: Troppi SMS/)).toBeInTheDocument();
  });
});

describe('account answers', () => {
  it('-5305: the server message with a button to the documents page', async () => {
    renderLogin([refused(-5305, SERVER_MESSAGES.accountInactive)]);
    const { form } = await submitCredentials();
    expect(await form.findByText(`-5305 - ${SERVER_MESSAGES.accountInactive}`)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Invia i documenti' })).toHaveAttribute(
      'href',
      '/account/edit/documenti',
    );
  });

  it('1020: the server message with a link to the new site', async () => {
    renderLogin([
      refused(1020, SERVER_MESSAGES.accountMoved, { MovedTo: 'https://www.nuovosito-gioco.it/' }),
    ]);
    const { form } = await submitCredentials();
    expect(await form.findByText(`1020 - ${SERVER_MESSAGES.accountMoved}`)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Vai al nuovo sito' })).toHaveAttribute(
      'href',
      'https://www.nuovosito-gioco.it/',
    );
  });

  it('1020: a link to the app store when the account moved to the app', async () => {
    const store = 'https://apps.apple.com/it/app/nuovo-gioco/id123';
    renderLogin([refused(1020, SERVER_MESSAGES.accountMoved, { MovedTo: store })]);
    const { form } = await submitCredentials();
    expect(await form.findByRole('link', { name: "Scarica l'app" })).toHaveAttribute('href', store);
  });

  it('-5028 to a password login: the biometric error, the username kept without the password', async () => {
    renderLogin([refused(-5028, SERVER_MESSAGES.biometricFailed)]);
    const { form } = await submitCredentials();
    expect(await form.findByRole('alert')).toHaveTextContent('Errore autenticazione biometrica');
    expect(window.localStorage.getItem('RememberedUsername')).toBe('mario1980');
    expect(form.getByLabelText(/^Password/)).toHaveValue('');
    expect(form.getByLabelText(/Username/)).toHaveValue('mario1980');
  });

  it('-6083: logged in, with the server message as a notice', async () => {
    renderLogin([loggedIn(-6083, SERVER_MESSAGES.selfExcludedLogin)]);
    await submitCredentials();
    expect(await screen.findByText(SERVER_MESSAGES.selfExcludedLogin)).toBeInTheDocument();
    expect(window.localStorage.getItem('Token')).toBe('tok');
  });

  it('-6443: logged in, then prompted to set the deposit limit', async () => {
    const { router, user } = renderLogin([loggedIn(-6443, SERVER_MESSAGES.depositLimitRequired)], {
      url: '/account/login?returnUrl=%2Faccount',
    });
    await submitCredentials();
    await screen.findByRole('heading', { name: 'Benvenuto, Mario Rossi' });
    expect(router.state.location.pathname).toBe('/account');
    expect(await screen.findByText(SERVER_MESSAGES.depositLimitRequired)).toBeInTheDocument();
    expect(screen.getAllByText(SERVER_MESSAGES.depositLimitRequired)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Imposta il limite' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/edit/gioco-consapevole'));
  });

  it('0 with an invitation: the site-closure message with the migration link', async () => {
    const invitation = 'https://www.nuovosito-gioco.it/account/migration?inv=INV-1';
    renderLogin([loggedIn(0, '', userFixture({ invitation }))]);
    await submitCredentials();
    expect(
      await screen.findByText('Il sito sta per chiudere: trasferisci il tuo conto sul nuovo sito.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trasferisci il conto' })).toHaveAttribute('href', invitation);
  });
});

describe('vibration on login (app shell only)', () => {
  const inAppShell = (vibrate: ReturnType<typeof vi.fn>) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) ContoGiocoApp/3.1',
    );
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  };

  it('vibrates 1000 ms in the app shell', async () => {
    const vibrate = vi.fn(() => true);
    inAppShell(vibrate);
    renderLogin([loggedIn()]);
    await submitCredentials();
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(vibrate).toHaveBeenCalledWith(1000);
  });

  it('does not vibrate when the Layout flag DisableVibration is set', async () => {
    const vibrate = vi.fn(() => true);
    inAppShell(vibrate);
    const settings = clientSettingsFixture();
    settings.Layout.DisableVibration = true;
    renderLogin([loggedIn(0, '', userFixture(), settings)]);
    await submitCredentials();
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('does not vibrate in a browser', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    renderLogin([loggedIn()]);
    await submitCredentials();
    await screen.findByRole('heading', { level: 1, name: /^Benvenuto su/ }, { timeout: 4000 });
    expect(vibrate).not.toHaveBeenCalled();
  });
});
