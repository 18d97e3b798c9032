import { configure, screen, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { accountStatusFixture, clientSettingsFixture, userFixture } from '@/testing/fixtures';
import { renderApp, type Handler } from '@/testing/render';

// Whole-app renders with lazy routes: generous waits when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

// The bot check solves at once here: each mounted field reports '<action>-<n>', a new one each time.
const botCheck = vi.hoisted(() => ({ solved: 0 }));
vi.mock('@/features/bot-check/components/bot-check-field', async () => {
  const { useEffect } = await vi.importActual<typeof ReactModule>('react');
  return {
    BotCheckField: ({
      action,
      onPayload,
    }: {
      action: string;
      onPayload: (payload: string | null) => void;
    }) => {
      useEffect(() => onPayload(`${action}-${++botCheck.solved}`), []); // eslint-disable-line react-hooks/exhaustive-deps
      return null;
    },
  };
});

async function changeForm() {
  return within(await screen.findByRole('form', { name: 'Modifica password' }));
}

const answer =
  (returnCode: number, returnDescription: string, sent: unknown[] = []): Handler =>
  ({ body }) => {
    sent.push(body);
    return {
      body: {
        ResponseCode: returnCode,
        ResponseMessage: returnCode === 0 ? '' : returnDescription,
        ResponseData: { returnCode, returnDescription },
      },
    };
  };

const calls = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(path)).length;

describe('change password (/account/change-password)', () => {
  it('is login-required', async () => {
    const { router } = renderApp({ url: '/account/change-password' });
    await screen.findByRole('form', { name: 'Accedi' });
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Faccount%2Fchange-password');
  });

  it('shows the rules of §5 before calling the server', async () => {
    const { user, fetchMock } = renderApp({ url: '/account/change-password', user: userFixture() });
    const form = await changeForm();
    await user.click(form.getByRole('button', { name: 'Modifica password' }));
    expect(await form.findAllByText('Il campo è richiesto')).toHaveLength(3);

    await user.type(form.getByLabelText(/^Password attuale/), 'Vecchia123');
    await user.type(form.getByLabelText(/^Nuova password/), 'senzanumeri');
    await user.type(form.getByLabelText(/^Ripeti la nuova password/), 'altra');
    await user.click(form.getByRole('button', { name: 'Modifica password' }));
    expect(await form.findByText('Sicurezza password non sufficiente')).toBeInTheDocument();
    expect(form.getByText('Le password non coincidono')).toBeInTheDocument();
    expect(calls(fetchMock, 'EL_ChangePassword')).toBe(0);
  });

  it("shows the server's returnDescription when the change is refused", async () => {
    const { user } = renderApp({
      url: '/account/change-password',
      user: userFixture(),
      handlers: {
        'POST /api/Account/EL_ChangePassword': answer(-1, SERVER_MESSAGES.wrongOldPassword),
      },
    });
    const form = await changeForm();
    await user.type(form.getByLabelText(/^Password attuale/), 'Sbagliata1');
    await user.type(form.getByLabelText(/^Nuova password/), 'Nuova2025x');
    await user.type(form.getByLabelText(/^Ripeti la nuova password/), 'Nuova2025x');
    await user.click(form.getByRole('button', { name: 'Modifica password' }));
    expect(await form.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.wrongOldPassword);
    expect(window.localStorage.getItem('Token')).toBe('fresh-token');
  });

  it('logs the player out after a change and shows the confirmation on the login screen', async () => {
    const sent: unknown[] = [];
    const { user, router } = renderApp({
      url: '/account/change-password',
      user: userFixture(),
      handlers: {
        'POST /api/Account/EL_ChangePassword': answer(0, SERVER_MESSAGES.passwordChanged, sent),
      },
    });
    const form = await changeForm();
    await user.type(form.getByLabelText(/^Password attuale/), 'Vecchia123');
    await user.type(form.getByLabelText(/^Nuova password/), 'Nuova2025x');
    await user.type(form.getByLabelText(/^Ripeti la nuova password/), 'Nuova2025x');
    await user.click(form.getByRole('button', { name: 'Modifica password' }));

    expect(await screen.findByText(SERVER_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(screen.getByRole('form', { name: 'Accedi' })).toBeInTheDocument();
    expect(window.localStorage.getItem('Token')).toBeNull();
    expect(sent).toEqual([
      { oldPassword: 'Vecchia123', newPassword: 'Nuova2025x', newPasswordConfirm: 'Nuova2025x' },
    ]);
  });
});

describe('a player whose cambio_password flag is set', () => {
  const mustChange = userFixture({ cambio_password: true });

  it('is sent to change-password from any /account page, with the reason', async () => {
    const { router } = renderApp({ url: '/account/dashboard', user: mustChange });
    expect(
      await screen.findByText(
        'Per motivi di sicurezza devi scegliere una nuova password prima di continuare.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/change-password');
    expect(screen.getByRole('link', { name: 'Esci' })).toHaveAttribute('href', '/account/logout');
  });

  it('may still open the help page and the home page', async () => {
    const { router } = renderApp({ url: '/account/help', user: mustChange });
    expect(await screen.findByRole('heading', { name: 'Assistenza' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/help');
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: /^Benvenuto su/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to change-password right after login', async () => {
    const { user, router } = renderApp({
      url: '/account/login',
      handlers: {
        // Logged in by the test: the status call answers for the player from then on.
        'GET /api/Account/GetAccountStatus': () => ({
          body: { ResponseCode: 0, ResponseMessage: '', ResponseData: accountStatusFixture(mustChange) },
        }),
        'POST /api/Account/LoginUser2FA': () => ({
          body: {
            ResponseCode: 0,
            ResponseMessage: '',
            ResponseData: {
              Token: 'tok',
              UserData: mustChange,
              ClientSettings: clientSettingsFixture(),
              DeviceToken: 'dev-1',
            },
          },
        }),
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Accedi' }));
    await user.type(form.getByLabelText(/Username/), 'mario1980');
    await user.type(form.getByLabelText(/^Password/), 'Tempor4ry1');
    await user.click(form.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('form', { name: 'Modifica password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/change-password');
  });
});

describe('help (/account/help)', () => {
  it("offers 'Live Chat' (a message to customer care, no chat provider) and the support mail link", async () => {
    renderApp({ url: '/account/help' });
    const chat = await screen.findByRole('link', { name: 'Live Chat' });
    expect(chat).toHaveAttribute(
      'href',
      `mailto:assistenza@contogioco.it?subject=${encodeURIComponent('Live Chat - Richiesta di assistenza')}`,
    );
    expect(screen.getByRole('link', { name: 'assistenza@contogioco.it' })).toHaveAttribute(
      'href',
      'mailto:assistenza@contogioco.it',
    );
  });

  it('says so when no customer-care address is configured', async () => {
    renderApp({ url: '/account/help', modules: { CustomerCareEmail: '' } });
    expect(
      await screen.findByText(
        'I contatti del servizio clienti non sono al momento disponibili. Riprova più tardi.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Live Chat' })).toBeNull();
  });
});
