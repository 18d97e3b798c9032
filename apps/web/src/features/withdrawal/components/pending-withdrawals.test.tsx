import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { emulateMobile } from '@/testing/media';
import { calls, ok, renderApp, type Handler } from '@/testing/render';
import { withdrawalMethodsFixture } from '../testing/methods-fixture';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const ITEMS = [
  {
    richiestaField: '2026-01-15T23:30:00Z',
    idTicketField: '111111111111',
    importoField: 15000,
    tipoField: 'BonificoBancario',
  },
  {
    richiestaField: '2026-01-14T09:05:00Z',
    idTicketField: '222222222222',
    importoField: 2550,
    tipoField: 'Skrill',
  },
  {
    richiestaField: '2026-01-13T09:05:00Z',
    idTicketField: '333333333333',
    importoField: 9900,
    tipoField: 'Safecharge',
  },
  {
    richiestaField: '2026-01-12T09:05:00Z',
    idTicketField: '444444444444',
    importoField: 9900,
    tipoField: 'SAFECHARGE_Sepa',
  },
];

function renderList({ list, cancel, methods }: { list?: Handler; cancel?: Handler; methods?: Handler } = {}) {
  return renderApp({
    url: '/account/elenco-prelievi',
    user: userFixture(),
    handlers: {
      'GET /api/Account/GetMetodiPagamento': methods ?? (() => ({ body: withdrawalMethodsFixture() })),
      'GET /api/Account/EL_GetElencoPrelievo': list ?? (() => ok({ elencoprelieviField: ITEMS })),
      'GET /api/Account/EL_AnnullaPrelievo': cancel ?? (() => ok(true)),
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('/account/elenco-prelievi', () => {
  it('sends a visitor to login first', async () => {
    const { router } = renderApp({ url: '/account/elenco-prelievi' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
  });

  it('shows a loader, then date (Europe/Rome), ticket, amount and type (the method NameLong); safecharge types hidden', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderList({
      list: async () => {
        await gate;
        return ok({ elencoprelieviField: ITEMS });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Prelievi in attesa', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    release();
    const table = within(await screen.findByRole('table', { name: 'Prelievi pendenti' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['16/01/2026 00:30', '111111111111', '€\u00a0150,00', 'Bonifico bancario', 'Annulla']);
    expect(rows[1]).toHaveTextContent('€ 25,50');
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent(/^Skrill$/);
    expect(table.queryByText('333333333333')).not.toBeInTheDocument();
    expect(table.queryByText('444444444444')).not.toBeInTheDocument();
  });

  it('a type without a listed method shows tipoField as it came', async () => {
    const unlisted = { ...ITEMS[1]!, idTicketField: '555555555555', tipoField: 'Bancomat' };
    renderList({ list: () => ok({ elencoprelieviField: [ITEMS[0], unlisted] }) });
    const table = within(await screen.findByRole('table', { name: 'Prelievi pendenti' }));
    const types = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(types).toEqual(['Bonifico bancario', 'Bancomat']);
  });

  it('the methods not read: the list still shows, with tipoField', async () => {
    renderList({
      methods: () => ({
        status: 503,
        body: { ResponseCode: -503, ResponseMessage: 'x', ResponseData: null },
      }),
    });
    const table = within(await screen.findByRole('table', { name: 'Prelievi pendenti' }));
    expect(table.getAllByRole('row')[1]).toHaveTextContent('BonificoBancario');
  });

  it('says Non ci sono prelievi pendenti when there are none (or only hidden ones)', async () => {
    renderList({ list: () => ok({ elencoprelieviField: ITEMS.slice(2) }) });
    expect(await screen.findByText('Non ci sono prelievi pendenti')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('cancels after a confirmation, then reads the list and the balance again', async () => {
    let cancelled = false;
    const cancel = vi.fn<Handler>(() => {
      cancelled = true;
      return ok(true);
    });
    const { user, fetchMock } = renderList({
      cancel,
      list: () => ok({ elencoprelieviField: cancelled ? ITEMS.slice(1) : ITEMS }),
    });
    await user.click(await screen.findByRole('button', { name: 'Annulla il prelievo 111111111111' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annullare il prelievo?' }));
    expect(
      dialog.getByText(
        "Il prelievo di €\u00a0150,00 (ticket 111111111111) sarà annullato e l'importo tornerà sul tuo saldo.",
        { normalizer: (text) => text },
      ),
    ).toBeInTheDocument();
    const saldoBefore = calls(fetchMock, '/api/Account/GetSaldo').length;
    await user.click(dialog.getByRole('button', { name: 'Sì, annulla il prelievo' }));
    expect(
      await screen.findByText("L'annullamento del prelievo è stato eseguito con successo."),
    ).toBeInTheDocument();
    expect(cancel.mock.calls[0]?.[0].url.searchParams.get('ticket')).toBe('111111111111');
    await waitFor(() => expect(screen.queryByText('111111111111')).not.toBeInTheDocument());
    expect(calls(fetchMock, '/api/Account/EL_GetElencoPrelievo').length).toBeGreaterThan(1);
    await waitFor(() =>
      expect(calls(fetchMock, '/api/Account/GetSaldo').length).toBeGreaterThan(saldoBefore),
    );
  });

  it('No keeps the withdrawal', async () => {
    const cancel = vi.fn<Handler>(() => ok(true));
    const { user } = renderList({ cancel });
    await user.click(await screen.findByRole('button', { name: 'Annulla il prelievo 222222222222' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancel).not.toHaveBeenCalled();
  });

  it('a refused cancel shows the error with the server message; the balance is read again', async () => {
    const { user, fetchMock } = renderList({
      cancel: () => ({
        body: { ResponseCode: -31, ResponseMessage: 'Il prelievo non è più annullabile', ResponseData: null },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Annulla il prelievo 111111111111' }));
    const saldoBefore = calls(fetchMock, '/api/Account/GetSaldo').length;
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì, annulla il prelievo' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Si è verificato un errore durante l'annullamento del prelievo: Il prelievo non è più annullabile",
    );
    // Decided by the provider meanwhile: paid, or rejected with the money back on the balance.
    await waitFor(() =>
      expect(calls(fetchMock, '/api/Account/GetSaldo').length).toBeGreaterThan(saldoBefore),
    );
  });

  it('at phone width shows one card per withdrawal, each with its cancel button', async () => {
    const restore = emulateMobile();
    try {
      renderList();
      const cards = within(await screen.findByRole('list', { name: 'Prelievi pendenti' }));
      const items = cards.getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent('€ 150,00');
      expect(items[0]).toHaveTextContent('16/01/2026 00:30');
      expect(
        within(items[0]!).getByRole('button', { name: 'Annulla il prelievo 111111111111' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
