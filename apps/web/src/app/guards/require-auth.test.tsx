import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { userFixture } from '@/testing/fixtures';

describe('login guard', () => {
  it('sends an anonymous visitor of a login-required route to the login screen with returnUrl', async () => {
    const { router } = renderApp({ url: '/account/estratto-conto?from=2025-01-01' });
    await screen.findByRole('form', { name: 'Accedi' });
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/account/estratto-conto?from=2025-01-01',
    );
  });

  it('lets a logged-in player through (the screen itself is a later issue)', async () => {
    const { router } = renderApp({ url: '/account/notifiche', user: userFixture() });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigazione del conto' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/notifiche');
  });

  it('leaves open routes open', async () => {
    const { router } = renderApp({ url: '/account/pages/regolamento' });
    await screen.findByRole('heading', { name: 'Pagina non trovata' });
    expect(router.state.location.pathname).toBe('/account/pages/regolamento');
  });

  it('sends the player to the login flow when a call answers 401', async () => {
    const { router } = renderApp({
      url: '/account',
      user: userFixture(),
      handlers: {
        'GET /api/Account/GetSaldo': () => ({
          status: 401,
          body: { ResponseCode: -401, ResponseMessage: 'Sessione non valida', ResponseData: null },
        }),
      },
    });
    await screen.findByRole('form', { name: 'Accedi' });
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/account');
    expect(window.localStorage.getItem('Token')).toBeNull();
  });
});
