import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepSpaces, renderApp } from '@/testing/render';
import { userFixture } from '@/testing/fixtures';

describe('header', () => {
  it('shows the loader, never the anonymous header, while the session check runs', async () => {
    let answer: (() => void) | undefined;
    renderApp({
      user: userFixture(),
      handlers: {
        'GET /api/Account/CheckAuth': () =>
          new Promise((resolve) => {
            answer = () =>
              resolve({
                body: {
                  Success: true,
                  UserData: userFixture(),
                  ClientSettings: null,
                  Message: 's',
                  Token: 'fresh',
                },
              });
          }),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
    answer?.();
    // The menu button is first a placeholder, then the menu itself: look it up when the page settles.
    await waitFor(() => expect(screen.getByRole('button', { name: 'mario1980' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('Token')).toBe('fresh');
  });

  it('offers Accedi and Registrati to visitors; Accedi opens the login modal', async () => {
    const { user } = renderApp();
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/account/registration');
    await user.click(header.getByRole('button', { name: 'Accedi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accedi' }));
    expect(await dialog.findByLabelText(/Username/)).toBeInTheDocument();
    expect(
      dialog.getByText('Questo sito è protetto da un sistema anti-bot che tutela i tuoi dati.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Non hai ancora un account? Registrati' })).toHaveAttribute(
      'href',
      '/account/registration',
    );
  });

  it('shows the info box instead of the registration link with V3_Login_InfoBox_Enabled', async () => {
    const { user } = renderApp({ modules: { V3_Login_InfoBox_Enabled: 'true' } });
    const header = within(await screen.findByRole('banner'));
    await user.click(header.getByRole('button', { name: 'Accedi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accedi' }));
    expect(await dialog.findByRole('link', { name: 'Apri un conto' })).toBeInTheDocument();
    expect(
      dialog.queryByRole('link', { name: 'Non hai ancora un account? Registrati' }),
    ).not.toBeInTheDocument();
  });

  it('shows balance and username; Esci logs out and leaves the account area', async () => {
    const { user, fetchMock, router } = renderApp({
      url: '/account',
      user: userFixture({ betsession: 'bs-9' }),
    });
    const header = within(await screen.findByRole('banner'));
    const balance = within(header.getByRole('group', { name: 'Il tuo saldo' }));
    expect(balance.getByText('Saldo')).toBeInTheDocument();
    expect(await balance.findByText('€\u00a01.234,56', keepSpaces)).toBeInTheDocument();
    expect(balance.getByText('Prelevabile')).toBeInTheDocument();
    expect(balance.getByText('€\u00a01.000,00', keepSpaces)).toBeInTheDocument();

    await user.click(header.getByRole('button', { name: 'mario1980' }));
    expect(await screen.findByRole('menuitem', { name: 'Il mio conto' })).toHaveAttribute('href', '/account');
    await user.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(await header.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('Token')).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([input]) => String(input).includes('LogoutUser'));
    expect(String(logoutCall?.[0])).toContain('betsession=bs-9');
  });

  it('has the customer-care mail link in the footer', async () => {
    renderApp();
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText(/Il servizio clienti è a tua disposizione/)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Clicca qui' })).toHaveAttribute(
      'href',
      'mailto:assistenza@contogioco.it',
    );
  });

  it('/account/logout logs out at once and goes home', async () => {
    const { router } = renderApp({ url: '/account/logout', user: userFixture() });
    expect(await screen.findByRole('heading', { name: 'Benvenuto su Conto Gioco' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Accedi' }),
    ).toBeInTheDocument();
  });

  it('shows "Pagina non trovata" for unknown routes', async () => {
    renderApp({ url: '/non-esiste' });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});
