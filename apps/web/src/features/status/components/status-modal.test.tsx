import type { AccountStatus } from '@conto-gioco/shared/status';
import type { UserData } from '@conto-gioco/shared/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountStatusFixture, userFixture } from '@/testing/fixtures';
import {
  renderApp as renderAppWith,
  TEST_TOKEN,
  type Handler,
  type RenderAppOptions,
} from '@/testing/render';

beforeEach(() => window.sessionStorage.clear());

/** The app, with a CheckAuth that renews the token in a well-formed shape (actions read the session again). */
function renderApp(options: RenderAppOptions) {
  const user = options.user;
  return renderAppWith({
    ...options,
    handlers: {
      ...(user && {
        'GET /api/Account/CheckAuth': () => ({
          body: { Success: true, UserData: user, ClientSettings: null, Message: 'sess-1', Token: TEST_TOKEN },
        }),
      }),
      ...options.handlers,
    },
  });
}

const envelope = (data: unknown, code = 0, message = '') => ({
  body: { ResponseCode: code, ResponseMessage: message, ResponseData: data },
});

/** A server whose status the test can change (as the real one does after an action). */
function statusServer(user: UserData, overrides: Parameters<typeof accountStatusFixture>[1] = {}) {
  let status: AccountStatus = accountStatusFixture(user, overrides);
  return {
    set(next: Parameters<typeof accountStatusFixture>[1]) {
      status = accountStatusFixture(user, {
        ...overrides,
        ...next,
        items: { ...overrides.items, ...next?.items },
      });
    },
    handler: (() => envelope(status)) as Handler,
  };
}

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Stato del conto' }));
const noDialog = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stato del conto' })).not.toBeInTheDocument());

describe('account-status modal', () => {
  it('opens on start when an item is not ok, listing only what is to be done', async () => {
    const user = userFixture({ TermsAccepted: false });
    renderApp({ url: '/', user });
    const modal = await dialog();
    const recap = within(modal.getByRole('list', { name: 'Riepilogo dello stato del conto' }));
    expect(recap.getAllByRole('listitem')).toHaveLength(1);
    expect(recap.getByText('Termini e condizioni')).toBeInTheDocument();
    expect(
      recap.getByText('Per continuare devi accettare i nuovi termini e condizioni del servizio.'),
    ).toBeInTheDocument();
    expect(recap.getByText('Da completare')).toBeInTheDocument();
  });

  it('does not open when every item is ok', async () => {
    renderApp({ url: '/account', user: userFixture() });
    await screen.findByRole('navigation', { name: 'Menu del conto' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open for a visitor', async () => {
    const { fetchMock } = renderApp({ url: '/' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('GetAccountStatus'),
    );
  });

  it.each(['/account/status', '/account/edit/contatti-e-privacy', '/account/ticket-print/ABC123'])(
    'is not shown on %s',
    async (url) => {
      renderApp({ url, user: userFixture({ TermsAccepted: false }) });
      // The ticket print has no header: every page has its main region.
      await screen.findByRole('main');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole('dialog', { name: 'Stato del conto' })).not.toBeInTheDocument();
    },
  );

  it('is closable (close button, Esc, Non ora) when the site says so and no contacts are due', async () => {
    const { user } = renderApp({ url: '/', user: userFixture({ TermsAccepted: false }) });
    const modal = await dialog();
    expect(modal.getByRole('button', { name: 'Non ora' })).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Chiudi' }));
    await noDialog();
  });

  it('closes with Esc when freely closable', async () => {
    const { user } = renderApp({ url: '/', user: userFixture({ TermsAccepted: false }) });
    await dialog();
    await user.keyboard('{Escape}');
    await noDialog();
  });

  it('closes only through Non ora when contacts must be verified, and stays closed for the session', async () => {
    const player = userFixture({ confirmedMobile: false });
    const server = statusServer(player, { verifyContacts: true, onlyNotNow: true, closable: true });
    const first = renderApp({
      url: '/',
      user: player,
      handlers: { 'GET /api/Account/GetAccountStatus': server.handler },
    });
    const modal = await dialog();
    expect(modal.queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();
    await first.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Stato del conto' })).toBeInTheDocument();
    expect(
      screen.queryByText(
        'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
      ),
    ).not.toBeInTheDocument();
    await first.user.click(modal.getByRole('button', { name: 'Non ora' }));
    await noDialog();
    first.unmount();

    // Started again in the same session (a reload): 'Non ora' still holds.
    renderApp({
      url: '/account',
      user: player,
      handlers: { 'GET /api/Account/GetAccountStatus': server.handler },
    });
    await screen.findByRole('navigation', { name: 'Menu del conto' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Stato del conto' })).not.toBeInTheDocument();
  });

  it('opens again in a new session after Non ora', async () => {
    const player = userFixture({ TermsAccepted: false, betsession: 'sess-1' });
    const first = renderApp({ url: '/', user: player });
    await first.user.click((await dialog()).getByRole('button', { name: 'Non ora' }));
    await noDialog();
    first.unmount();
    renderApp({ url: '/', user: { ...player, betsession: 'sess-2' } });
    expect(await screen.findByRole('dialog', { name: 'Stato del conto' })).toBeVisible();
  });

  it('says all sections are disabled, and cannot be closed when the site says so', async () => {
    const player = userFixture({ confirmedMobile: false });
    const server = statusServer(player, {
      verifyContacts: true,
      allSectionsDisabled: true,
      onlyNotNow: false,
      closable: false,
    });
    const { user } = renderApp({
      url: '/',
      user: player,
      handlers: { 'GET /api/Account/GetAccountStatus': server.handler },
    });
    const modal = await dialog();
    expect(
      modal.getByText(
        'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
      ),
    ).toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Non ora' })).not.toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Stato del conto' })).toBeInTheDocument();
  });

  it('accepts the terms: AcceptTerms, the spec text, and the item is done', async () => {
    const player = userFixture({ TermsAccepted: false, richiedereIsPep: true });
    const server = statusServer(player);
    let accepted = 0;
    const { user, fetchMock } = renderApp({
      url: '/',
      user: player,
      handlers: {
        'GET /api/Account/GetAccountStatus': server.handler,
        'POST /api/Account/AcceptTerms': () => {
          accepted++;
          server.set({ items: { terms_not_accepted: true } });
          return envelope(null, 0, 'Termini accettati correttamente');
        },
      },
    });
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Accetto i termini e condizioni' }));
    expect(await screen.findByText('Termini accettati correttamente')).toBeInTheDocument();
    expect(accepted).toBe(1);
    const modalNow = await dialog();
    await waitFor(() => expect(modalNow.queryByText('Termini e condizioni')).not.toBeInTheDocument());
    expect(modalNow.getByText('Questionario PEP')).toBeInTheDocument();
    // The session's user data is read again.
    const checkAuths = fetchMock.mock.calls.filter(([url]) => String(url).includes('CheckAuth'));
    expect(checkAuths.length).toBeGreaterThanOrEqual(2);
  });

  it('asks to retry when the terms cannot be accepted', async () => {
    const { user } = renderApp({
      url: '/',
      user: userFixture({ TermsAccepted: false }),
      handlers: {
        'POST /api/Account/AcceptTerms': () => ({ status: 500, body: envelope(null, -500, 'x').body }),
      },
    });
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Accetto i termini e condizioni' }));
    expect(
      await modal.findByText("Non è stato possibile registrare l'accettazione dei termini. Riprova."),
    ).toBeInTheDocument();
    expect(modal.getByText('Termini e condizioni')).toBeInTheDocument();
  });

  it('confirms the mobile with the SMS code', async () => {
    const player = userFixture({ confirmedMobile: false, TermsAccepted: false });
    const server = statusServer(player);
    const codes: string[] = [];
    let sent = 0;
    const { user } = renderApp({
      url: '/',
      user: player,
      handlers: {
        'GET /api/Account/GetAccountStatus': server.handler,
        'GET /api/Account/SendMobileConfirmation': () => {
          sent++;
          return envelope(null, 0, 'Ti abbiamo inviato un SMS con il codice di conferma.');
        },
        'POST /api/Account/ConfirmMobile': ({ body }) => {
          const { code } = body as { code: string };
          codes.push(code);
          if (code !== '123456')
            return {
              body: {
                ErrorCode: -1,
                ErrorMessage: 'Si è verificato un errore. Verifica il codice di conferma e riprova',
              },
            };
          server.set({ items: { mobile_not_confirmed: true } });
          return { body: { ErrorCode: 0, ErrorMessage: 'Cellulare verificato con successo' } };
        },
      },
    });
    const modal = await dialog();
    expect(modal.getByText('Il numero di cellulare deve essere verificato.')).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Verifica il cellulare' }));
    const box = await modal.findByLabelText('Codice di conferma');
    expect(sent).toBe(1);
    expect(
      modal.getByText('Ti abbiamo inviato un SMS con il codice di conferma al numero +393331234567.'),
    ).toBeInTheDocument();

    // An empty box sends nothing.
    await user.click(modal.getByRole('button', { name: 'Conferma' }));
    expect(await modal.findByText('Inserire un codice valido')).toBeInTheDocument();
    expect(codes).toEqual([]);

    await user.type(box, '000000');
    await user.click(modal.getByRole('button', { name: 'Conferma' }));
    expect(
      await modal.findByText('Si è verificato un errore. Verifica il codice di conferma e riprova'),
    ).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '123456');
    await user.click(modal.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Cellulare verificato con successo')).toBeInTheDocument();
    expect(codes).toEqual(['000000', '123456']);
    await waitFor(() => expect(modal.queryByText('Numero di cellulare')).not.toBeInTheDocument());
  });

  it('sends a new code on request', async () => {
    let sent = 0;
    const { user } = renderApp({
      url: '/',
      user: userFixture({ confirmedMobile: false }),
      handlers: {
        'GET /api/Account/SendMobileConfirmation': () => {
          sent++;
          return envelope(null);
        },
      },
    });
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Verifica il cellulare' }));
    await user.click(await modal.findByRole('button', { name: 'Invia un nuovo codice' }));
    await waitFor(() => expect(sent).toBe(2));
  });

  it('sends the e-mail confirmation link again', async () => {
    const player = userFixture({ playerConfirmed: false });
    const asked: (string | null)[] = [];
    const { user } = renderApp({
      url: '/',
      user: player,
      handlers: {
        'GET /api/Account/ResendEmailConfirmation': ({ url }) => {
          asked.push(url.searchParams.get('email'));
          return envelope(null);
        },
      },
    });
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Invia di nuovo la mail di conferma' }));
    expect(
      await modal.findByText(
        "Ti abbiamo inviato una mail all'indirizzo mario.rossi@example.it: apri il link che contiene.",
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual(['mario.rossi@example.it']);
  });

  it.each([
    [{ richiedereIsPep: true }, 'Compila il questionario PEP', '/account/edit/pep-profile'],
    [{ cambio_password: true }, 'Cambia la password', '/account/change-password'],
  ] as const)('leads to the right page for %j (%s) and closes', async (overrides, label, href) => {
    const { user, router } = renderApp({ url: '/', user: userFixture(overrides) });
    const modal = await dialog();
    const link = modal.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', href);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(href));
    await noDialog();
  });

  it('opens the document upload in its own modal for a provisional account, closing the status modal', async () => {
    const { user } = renderApp({
      url: '/',
      user: userFixture({ statoConto: 1, userStatusOk: false }),
      handlers: {
        'GET /api/Account/GetDocuments': () => envelope([]),
      },
    });
    const modal = await dialog();
    await user.click(modal.getByRole('button', { name: 'Invia i documenti' }));
    await noDialog();
    const upload = await screen.findByRole('dialog', { name: 'Invia i documenti' });
    expect(within(upload).getByRole('form', { name: 'Invia i documenti' })).toBeInTheDocument();
    await user.click(within(upload).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invia i documenti' })).not.toBeInTheDocument(),
    );
  });

  it('links the status page, where it is not shown', async () => {
    const { user, router } = renderApp({ url: '/', user: userFixture({ TermsAccepted: false }) });
    await user.click((await dialog()).getByRole('link', { name: 'Vedi lo stato del conto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/status'));
    await noDialog();
  });

  it('goes away on logout', async () => {
    const { user } = renderApp({ url: '/account/dashboard', user: userFixture({ TermsAccepted: false }) });
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Non ora' }));
    await noDialog();
    await user.click(await screen.findByRole('button', { name: 'mario1980' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Accedi' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog', { name: 'Stato del conto' })).not.toBeInTheDocument();
  });
});
