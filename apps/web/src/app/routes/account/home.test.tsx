import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepSpaces, renderApp } from '@/testing/render';
import { userFixture } from '@/testing/fixtures';

async function accountMenu() {
  return within(await screen.findByRole('navigation', { name: 'Menu del conto' }));
}

const tileNames = (menu: Awaited<ReturnType<typeof accountMenu>>) =>
  menu.getAllByRole('link').map((link) => link.querySelector('span > span')?.textContent);

describe('account home', () => {
  it('greets the player with contract, last access and balances', async () => {
    renderApp({ url: '/account', user: userFixture({ BonusCouponsValue: 2500 }) });
    expect(await screen.findByRole('heading', { name: 'Benvenuto, Mario Rossi' })).toBeInTheDocument();
    expect(screen.getByText('Numero contratto: CG000123')).toBeInTheDocument();
    expect(screen.getByText('Ultimo accesso: 01/06/2025, 12:30')).toBeInTheDocument();
    const balances = within(screen.getByRole('group', { name: 'I tuoi saldi' }));
    expect(balances.getByText('Saldo conto gioco')).toBeInTheDocument();
    expect(await balances.findByText('€\u00a01.234,56', keepSpaces)).toBeInTheDocument();
    expect(balances.getByText('Saldo bonus coupon')).toBeInTheDocument();
    expect(balances.getByText('€\u00a025,00', keepSpaces)).toBeInTheDocument();
  });

  it('says "Primo accesso" when there is no previous login', async () => {
    renderApp({ url: '/account', user: userFixture({ lastLogin: null }) });
    expect(await screen.findByText('Primo accesso')).toBeInTheDocument();
  });

  it('shows all groups, VIP Club included, when GetVIPOk is "true"', async () => {
    renderApp({ url: '/account', user: userFixture() });
    const menu = await accountMenu();
    expect(menu.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Ricariche e Prelievi',
      'Dati Utente',
      'Movimenti conto',
      'Promozioni',
      'VIP Club',
    ]);
    expect(menu.getByRole('link', { name: /VIP Program/ })).toHaveAttribute('href', '/account/vip-program');
    expect(menu.getByRole('link', { name: /Autoesclusione/ })).toHaveAttribute(
      'href',
      '/account/edit/gioco-consapevole',
    );
  });

  it('hides the VIP Club group when GetVIPOk is "false"', async () => {
    renderApp({ url: '/account', user: userFixture(), modules: { GetVIPOk: 'false' } });
    const menu = await accountMenu();
    expect(menu.queryByRole('heading', { name: 'VIP Club' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: /VIP Program/ })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: /Comp Point/ })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: /Estratto conto/ })).toBeInTheDocument();
  });

  it('shows only Prelievo and Modifica Anagrafica in withdraw-only mode', async () => {
    renderApp({ url: '/account', user: userFixture(), modules: { ConsentiSoloPrelievo: 'true' } });
    const menu = await accountMenu();
    expect(tileNames(menu)).toEqual(['Prelievo', 'Modifica Anagrafica']);
  });

  it('warns about unconfirmed contacts, self-exclusion and an incomplete account', async () => {
    renderApp({
      url: '/account',
      user: userFixture({ playerConfirmed: false, confirmedMobile: false, statoConto: 70 }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione!');
    expect(alert).toHaveTextContent('e-mail non è ancora confermato');
    expect(alert).toHaveTextContent('cellulare non è ancora confermato');
    expect(alert).toHaveTextContent('Sei in modalità autoesclusione');
  });

  it('tells a provisional account with documents to send that it is not validated, linking its status page', async () => {
    renderApp({ url: '/account', user: userFixture({ statoConto: 1, userStatusOk: false }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conto non convalidato. Per inviare i documenti Clicca qui');
    expect(alert).not.toHaveTextContent('Il tuo conto non è ancora completo');
    expect(within(alert).getByRole('link', { name: 'Clicca qui' })).toHaveAttribute(
      'href',
      '/account/status',
    );
  });

  it('links an incomplete account to its status page', async () => {
    renderApp({ url: '/account', user: userFixture({ statoConto: 1, userStatusOk: true }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Il tuo conto non è ancora completo. Clicca qui');
    expect(within(alert).getByRole('link', { name: 'Clicca qui' })).toHaveAttribute(
      'href',
      '/account/status',
    );
  });

  it('has no warning area when everything is in order', async () => {
    renderApp({ url: '/account', user: userFixture() });
    await accountMenu();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the second-level navigation by modules and fidelity', async () => {
    renderApp({
      url: '/account',
      user: userFixture({ fidelity: false }),
      modules: { VIP2_Enabled: 'false', VipProfiles: 'true' },
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Navigazione del conto' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Giocate',
      'Promozioni e bonus',
      'Estratto conto',
      'Ricarica',
      'Prelievo',
      'Profilo utente',
      'Gioco consapevole',
      'VIP Sport',
    ]);
  });

  it('asks an anonymous visitor to log in', async () => {
    renderApp({ url: '/account' });
    expect(await screen.findByRole('form', { name: 'Accedi' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu del conto' })).not.toBeInTheDocument();
  });
});
