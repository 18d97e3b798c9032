import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { calls, ok, renderApp } from '@/testing/render';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const ROWS = [
  {
    causaleField: 'Vincita scommesse',
    importoField: 5_000,
    bonusField: 0,
    dataField: '2026-03-09T10:00:00.000Z',
    id_ticketField: 'SP-PAID',
    id_applField: 1,
    ricevuta_pgadField: null,
    statoField: 5,
  },
  {
    causaleField: 'Giocata scommesse',
    importoField: -1_000,
    bonusField: 0,
    dataField: '2026-03-08T10:00:00.000Z',
    id_ticketField: 'SP-OPEN',
    id_applField: 1,
    ricevuta_pgadField: null,
    statoField: 1,
  },
  {
    causaleField: 'Ricarica',
    importoField: 2_000,
    bonusField: 0,
    dataField: '2026-03-07T10:00:00.000Z',
    id_ticketField: 'DEP-1',
    id_applField: null,
    ricevuta_pgadField: null,
    statoField: null,
  },
];

const renderStatement = (modules: Record<string, string> = {}) =>
  renderApp({
    url: '/account/estratto-conto',
    user: userFixture(),
    modules,
    handlers: { 'GET /api/Account/EL_GetEstrattoConto': () => ok(ROWS) },
  });

const shownRows = () =>
  within(screen.getByRole('table', { name: 'Movimenti' }))
    .getAllByRole('row')
    .slice(1);

describe('/account/estratto-conto', () => {
  it('asks the last week, then filters by tab, state and cause on the screen', async () => {
    const { fetchMock, user } = renderStatement();
    expect(await screen.findByRole('table', { name: 'Movimenti' })).toBeInTheDocument();
    expect(shownRows()).toHaveLength(3);
    const asked = calls(fetchMock, '/api/Account/EL_GetEstrattoConto')[0]!;
    expect(asked.searchParams.get('dateda')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByRole('tab', { name: 'Uscite' }));
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    expect(shownRows()[0]).toHaveTextContent('-€ 10,00');

    await user.click(screen.getByRole('tab', { name: 'Tutti' }));
    await user.selectOptions(screen.getByLabelText('Stato'), 'Chiuse');
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    expect(shownRows()[0]).toHaveTextContent('SP-PAID');
    await user.selectOptions(screen.getByLabelText('Stato'), 'Aperte');
    await waitFor(() => expect(shownRows()[0]).toHaveTextContent('SP-OPEN'));

    await user.selectOptions(screen.getByLabelText('Stato'), 'Tutti');
    await user.selectOptions(screen.getByLabelText('Causale'), 'Giochi da Casinò');
    expect(await screen.findByText('Non sono stati trovati movimenti…')).toBeInTheDocument();
  });

  it('shows a Bonus column only when bonus money moved, with its amount beside the cash', async () => {
    const { unmount } = renderStatement();
    expect(await screen.findByRole('table', { name: 'Movimenti' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Bonus' })).not.toBeInTheDocument();
    unmount();
    renderApp({
      url: '/account/estratto-conto',
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetEstrattoConto': () =>
          ok([
            {
              ...ROWS[2]!,
              causaleField: 'Bonus convertito in saldo',
              importoField: 1_948,
              bonusField: -1_948,
            },
            { ...ROWS[2]!, causaleField: 'Accredito bonus', importoField: 0, bonusField: 1_000 },
          ]),
      },
    });
    expect(await screen.findByRole('columnheader', { name: 'Bonus' })).toBeInTheDocument();
    expect(shownRows()[0]).toHaveTextContent(/Bonus convertito in saldo.*€ 19,48.*-€ 19,48/);
    expect(shownRows()[1]).toHaveTextContent(/Accredito bonusDEP-1€ 10,00$/);
  });

  it('asks a whole month for Personalizzato', async () => {
    const { fetchMock, user } = renderStatement();
    await screen.findByRole('table', { name: 'Movimenti' });
    await user.selectOptions(screen.getByLabelText('Periodo'), 'Personalizzato');
    const year = String(new Date().getFullYear() - 1);
    await user.selectOptions(screen.getByLabelText('Anno'), year);
    await user.selectOptions(screen.getByLabelText('Mese'), 'Febbraio');
    await waitFor(() => {
      const last = calls(fetchMock, '/api/Account/EL_GetEstrattoConto').at(-1)!;
      expect(last.searchParams.get('dateda')).toBe(`${year}-02-01`);
      expect(last.searchParams.get('datea')).toMatch(new RegExp(`^${year}-02-2[89]$`));
    });
  });

  it("shows 'Questa sezione è stata disabilitata' with ConsentiSoloPrelievo, without asking", async () => {
    const { fetchMock } = renderStatement({ ConsentiSoloPrelievo: 'true' });
    expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/Account/EL_GetEstrattoConto')).toHaveLength(0);
  });
});
