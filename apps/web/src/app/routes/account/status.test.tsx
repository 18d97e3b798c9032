import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountStatusFixture, userFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const statusAnswer = (status: ReturnType<typeof accountStatusFixture>) => () => ({
  body: { ResponseCode: 0, ResponseMessage: '', ResponseData: status },
});

const recap = async () =>
  within(await screen.findByRole('list', { name: 'Riepilogo dello stato del conto' }));

describe('/account/status', () => {
  it('sends a visitor to login first', async () => {
    const { router } = renderApp({ url: '/account/status' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Faccount%2Fstatus');
  });

  it('lists the twelve items with their state, and what to do for those not ok', async () => {
    renderApp({
      url: '/account/status',
      user: userFixture({ statoConto: 1, userStatusOk: false, confirmedMobile: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Stato del conto' })).toBeInTheDocument();
    const list = await recap();
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Password di accesso',
      'Termini e condizioni',
      'Questionario PEP',
      'Numero di cellulare',
      'Indirizzo e-mail',
      'Esclusione dal gioco',
      'Conto attivo',
      'Convalida del conto',
      'Blocco del conto',
      'Autoesclusione temporanea',
      'Autoesclusione permanente',
      "Documento d'identità",
    ]);
    expect(list.getAllByText('Da completare')).toHaveLength(2);
    expect(list.getAllByText('In regola')).toHaveLength(10);
    expect(
      list.getByText('Il conto è provvisorio: invia i tuoi documenti per convalidarlo.'),
    ).toBeInTheDocument();
    // The document upload opens in its modal, here.
    expect(list.getByRole('button', { name: 'Invia i documenti' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Verifica il cellulare' })).toBeInTheDocument();
    // No modal on this page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [0, 'green', 'Documenti verificati'],
    [3, 'yellow', 'Documenti in fase di verifica'],
    [1, 'red', 'Documenti mancanti: inviali per convalidare il conto'],
    [2, 'red', 'Documenti rifiutati: inviane di nuovi per convalidare il conto'],
  ])('shows document state %i in %s', async (documentState, colour, text) => {
    const user = userFixture();
    renderApp({
      url: '/account/status',
      user,
      handlers: {
        'GET /api/Account/GetAccountStatus': statusAnswer(accountStatusFixture(user, { documentState })),
      },
    });
    const state = (await screen.findByText(text)).closest('[data-state]');
    expect(state).toHaveAttribute('data-state', String(documentState));
    expect(state).toHaveAttribute('data-colour', colour);
  });

  it('warns about unconfirmed e-mail and mobile and self-exclusion mode', async () => {
    renderApp({
      url: '/account/status',
      user: userFixture({ playerConfirmed: false, confirmedMobile: false, statoConto: 70 }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Il tuo indirizzo e-mail non è ancora confermato. Controlla la tua casella di posta.',
    );
    expect(alert).toHaveTextContent('Il tuo numero di cellulare non è ancora confermato.');
    expect(alert).toHaveTextContent('Sei in modalità autoesclusione');
  });

  it('says all sections are disabled when the server says so', async () => {
    const user = userFixture({ confirmedMobile: false });
    renderApp({
      url: '/account/status',
      user,
      handlers: {
        'GET /api/Account/GetAccountStatus': statusAnswer(
          accountStatusFixture(user, { verifyContacts: true, allSectionsDisabled: true }),
        ),
      },
    });
    expect(
      await screen.findByText(
        'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to retry when the status cannot be read', async () => {
    let calls = 0;
    const { user } = renderApp({
      url: '/account/status',
      user: userFixture(),
      handlers: {
        'GET /api/Account/GetAccountStatus': () => {
          calls++;
          return calls === 1
            ? { status: 400, body: { ResponseCode: -400, ResponseMessage: 'x', ResponseData: null } }
            : {
                body: {
                  ResponseCode: 0,
                  ResponseMessage: '',
                  ResponseData: accountStatusFixture(userFixture()),
                },
              };
        },
      },
    });
    expect(
      await screen.findByText('Non è stato possibile caricare lo stato del conto. Riprova più tardi.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await recap()).getAllByText('In regola')).toHaveLength(12);
  });
});

describe('account-incomplete badge', () => {
  it('follows the server computation, not the session data', async () => {
    const player = userFixture();
    renderApp({
      url: '/account',
      user: player,
      handlers: {
        'GET /api/Account/GetAccountStatus': statusAnswer(
          accountStatusFixture(player, { incompleteSeverity: 2, items: { conto_provvisorio: false } }),
        ),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conto non convalidato. Per inviare i documenti Clicca qui');
    expect(within(alert).getByRole('link', { name: 'Clicca qui' })).toHaveAttribute(
      'href',
      '/account/status',
    );
  });

  it('shows severity 1 with its own words', async () => {
    const player = userFixture();
    renderApp({
      url: '/account',
      user: player,
      handlers: {
        'GET /api/Account/GetAccountStatus': statusAnswer(
          accountStatusFixture(player, { incompleteSeverity: 1 }),
        ),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il tuo conto non è ancora completo. Clicca qui',
    );
  });
});
