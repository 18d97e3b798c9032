import type { BetListItem, TicketDetailView } from '@conto-gioco/shared/play';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { calls, ok, renderApp } from '@/testing/render';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const NO_EVENTS = { Pending: 0, Win: 0, Lose: 0, Void: 0 };
const bet = (over: Partial<BetListItem>): BetListItem => ({
  giocoField: 1,
  giocoDescrField: 'Calcio',
  prezzoField: 500,
  id_ticketField: 'T1',
  messaggioField: 'Multipla',
  piattaforma2Field: 'Sportsbook',
  stato_ticketField: 1,
  stato_ticket_descrField: 'VENDUTO',
  data_oraField: '09/03/2026 10:00',
  importo_vincitaField: 0,
  ricevuta_pgadField: 'AAMS0001',
  EventiSportivi: NO_EVENTS,
  ...over,
});

const ITEMS = [
  bet({ id_ticketField: 'SP-OPEN', EventiSportivi: { ...NO_EVENTS, Pending: 1, Win: 1 } }),
  bet({
    id_ticketField: 'SP-PAID',
    stato_ticketField: 5,
    stato_ticket_descrField: 'PAGATO',
    importo_vincitaField: 2_500,
    messaggioField: 'Singola',
    ricevuta_pgadField: 'AAMS0002',
  }),
  bet({
    id_ticketField: 'CS-1',
    giocoField: 6,
    giocoDescrField: 'Starburst',
    messaggioField: 'Sessione',
    piattaforma2Field: 'NetEnt',
    stato_ticketField: 8,
    stato_ticket_descrField: 'NON VINCENTE',
    ricevuta_pgadField: 'AAMS0003',
  }),
  bet({ id_ticketField: 'V-1', giocoDescrField: 'CALCIO VIRTUALI', ricevuta_pgadField: 'AAMS0004' }),
];

const DETAIL: TicketDetailView = {
  Ticket: ITEMS[0]!,
  Eventi: [
    {
      Cod_Esito: 1,
      Cod_Esito_vin: 1,
      Data: '09/03/2026 15:00',
      Descr_avv: 'Inter - Milan',
      Descr_scomm: '1X2 Esito finale',
      Descr_esito: '1',
      Quota: 185,
      Quota_pag: 185,
      HandicapDecoded: '',
      Fissa: false,
      Group_Name: 'Serie A',
      Live: false,
    },
    {
      Cod_Esito: 4,
      Cod_Esito_vin: 0,
      Data: '10/03/2026 20:45',
      Descr_avv: 'Roma - Lazio',
      Descr_scomm: 'Under/Over 2.5',
      Descr_esito: 'Under',
      Quota: 210,
      Quota_pag: null,
      HandicapDecoded: '',
      Fissa: false,
      Group_Name: 'Serie A',
      Live: false,
    },
  ],
  Sistemi: [{ Sistema: 2, Num_combinazioni: 1, Importo_scomm: 500 }],
  Sessione: null,
  Dettaglio: null,
  VincitaPotenziale: 1_943,
};

const SESSION: TicketDetailView = {
  Ticket: ITEMS[2]!,
  Eventi: [],
  Sistemi: [],
  Sessione: {
    CodiceSessione: 'CS-1',
    DataInizio: '2026-03-09T09:00:00.000Z',
    DataFine: '2026-03-09T09:30:00.000Z',
    Gioco: 'Starburst',
    Piattaforma: 'NetEnt',
    Puntata: 300,
    Vincita: 0,
    Stack: 250,
    Giocate: [],
  },
  Dettaglio: null,
  VincitaPotenziale: 0,
};

const renderBets = (url = '/account/elenco-giocate', modules: Record<string, string> = {}) =>
  renderApp({
    url,
    user: userFixture(),
    modules,
    handlers: {
      'GET /api/Account/EL_GetElencoGiocate': () => ok(ITEMS),
      'GET /api/Account/EL_GetElencoGiocateFun': () => ok([]),
      'GET /api/Account/EL_LoadTicketPSQF': ({ url: asked }) => {
        const id = asked.searchParams.get('idTicket');
        if (id === 'SP-OPEN') return ok(DETAIL);
        if (id === 'CS-1' && asked.searchParams.get('gameId') === '6') return ok(SESSION);
        if (id === 'SP-PAID')
          return {
            body: { ResponseCode: -4005, ResponseMessage: 'Dettaglio non disponibile', ResponseData: null },
          };
        return { status: 500, body: {} };
      },
    },
  });

const cards = () => within(screen.getByRole('list', { name: 'Elenco giocate' })).getAllByRole('article');
const card = (name: RegExp) => screen.getByRole('article', { name });

describe('/account/elenco-giocate', () => {
  it('asks today, then filters by state and game built from the data', async () => {
    const { fetchMock, user } = renderBets();
    expect(await screen.findByRole('list', { name: 'Elenco giocate' })).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
    const asked = calls(fetchMock, '/api/Account/EL_GetElencoGiocate')[0]!;
    expect(asked.searchParams.get('dateda')).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    expect(asked.searchParams.get('datea')).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59$/);
    expect(asked.searchParams.get('id_gioco')).toBe('0');
    expect(screen.getByLabelText('Periodo')).toHaveValue('0');

    const state = screen.getByLabelText('Stato');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tutte', 'Aperte', 'Chiuse', 'Venduto', 'Pagato', 'Non vincente']);
    await user.selectOptions(state, 'Chiuse');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.selectOptions(state, 'Aperte');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(card(/SP-OPEN/)).toHaveTextContent('Venduto');

    await user.selectOptions(state, 'Tutte');
    const game = screen.getByLabelText('Gioco');
    expect(
      within(game)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tutte', 'Scommesse', 'Casinò']);
    await user.selectOptions(game, 'Casinò');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.selectOptions(state, 'Aperte');
    expect(
      await screen.findByText('Non sono stati trovati elementi. Prova a modificare i filtri'),
    ).toBeInTheDocument();
  });

  it('marks virtual games and links each ticket to its print', async () => {
    renderBets();
    await screen.findByRole('list', { name: 'Elenco giocate' });
    expect(within(card(/V-1/)).getByText('Virtuali')).toBeInTheDocument();
    expect(within(card(/SP-PAID/)).getByRole('link', { name: 'Stampa la giocata SP-PAID' })).toHaveAttribute(
      'href',
      '/account/ticket-print/AAMS0002',
    );
  });

  it('opens a multiple on its legs and systems, a casino session on its detail', async () => {
    const { user } = renderBets();
    await screen.findByRole('list', { name: 'Elenco giocate' });
    await user.click(within(card(/SP-OPEN/)).getByRole('button', { name: 'Dettaglio' }));
    const legs = await screen.findByRole('list', { name: 'Eventi della giocata' });
    const [won, pending] = within(legs).getAllByRole('listitem');
    expect(won).toHaveTextContent('Inter - Milan');
    expect(won).toHaveTextContent('Vinto');
    expect(won).toHaveTextContent('Quota: 1,85');
    expect(pending).toHaveTextContent('In attesa');
    expect(pending).not.toHaveTextContent('Quota pagata');
    expect(screen.getByRole('table', { name: 'Sistemi' })).toHaveTextContent('Sistema 2');
    expect(screen.getByText('€ 19,43')).toBeInTheDocument();

    await user.click(within(card(/CS-1/)).getByRole('button', { name: 'Dettaglio' }));
    const region = await screen.findByRole('region', { name: 'Dettaglio della giocata CS-1' });
    await waitFor(() => expect(region).toHaveTextContent('Codice sessioneCS-1'));
    expect(region).toHaveTextContent('Inizio sessione09/03/2026 10:00');
    expect(region).toHaveTextContent('Fine sessione09/03/2026 10:30');
    expect(region).toHaveTextContent('PiattaformaNetEnt');
    expect(region).toHaveTextContent('Puntata€ 3,00');
    expect(region).toHaveTextContent('Stack€ 2,50');

    await user.click(within(card(/SP-PAID/)).getByRole('button', { name: 'Dettaglio' }));
    expect(await within(card(/SP-PAID/)).findByText('Dettaglio non disponibile')).toBeInTheDocument();
    await user.click(within(card(/V-1/)).getByRole('button', { name: 'Dettaglio' }));
    expect(
      await within(card(/V-1/)).findByText(
        "Si è verificato un errore durante l'apertura del dettaglio della giocata",
      ),
    ).toBeInTheDocument();
  });

  it('opens a lottery ticket on its numbers and draw, from the lottery call of its game', async () => {
    const lotto = bet({
      id_ticketField: 'LT-1',
      giocoField: 20,
      giocoDescrField: 'LOTTO',
      messaggioField: 'Singola',
      piattaforma2Field: 'Lotterie online',
    });
    const { fetchMock, user } = renderApp({
      url: '/account/elenco-giocate',
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetElencoGiocate': () => ok([lotto]),
        'GET /api/Account/EL_Lotterie_Dettagli': () =>
          ok({
            ...DETAIL,
            Ticket: lotto,
            Eventi: [],
            Sistemi: [],
            Dettaglio: {
              ruota: 'Napoli',
              numeri: [19, 40, 50],
              sorte: 'Terno',
              concorso: '2026-03-09T19:30:00.000Z',
            },
            VincitaPotenziale: 25_000,
          }),
      },
    });
    // The family's code is not a name: the card says 'Lotto'.
    const item = await screen.findByRole('article', { name: 'Lotto LT-1' });
    await user.click(within(item).getByRole('button', { name: 'Dettaglio' }));
    const region = within(item).getByRole('region', { name: 'Dettaglio della giocata LT-1' });
    await waitFor(() => expect(region).toHaveTextContent('RuotaNapoli'));
    expect(region).toHaveTextContent('Numeri giocati19 - 40 - 50');
    expect(region).toHaveTextContent('SorteTerno');
    expect(region).toHaveTextContent('Concorso09/03/2026 20:30');
    expect(region).toHaveTextContent('Vincita potenziale: € 250,00');
    const asked = calls(fetchMock, '/api/Account/EL_Lotterie_Dettagli')[0]!;
    expect(asked.searchParams.get('ticket')).toBe('LT-1');
    expect(asked.searchParams.get('type')).toBe('LOTTO');
  });

  it('opens In corso on the last week and Aperte, Completate on Chiuse; tabs change the address', async () => {
    const { fetchMock, user, router } = renderBets('/account/elenco-giocate/in-corso');
    await screen.findByRole('list', { name: 'Elenco giocate' });
    expect(screen.getByRole('tab', { name: 'In corso' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Periodo')).toHaveValue('2');
    expect(screen.getByLabelText('Stato')).toHaveValue('100');
    expect(cards()).toHaveLength(2);
    const asked = calls(fetchMock, '/api/Account/EL_GetElencoGiocate').at(-1)!;
    const days =
      (Date.parse(asked.searchParams.get('datea')!) - Date.parse(asked.searchParams.get('dateda')!)) /
      86_400_000;
    expect(Math.round(days)).toBe(7);

    await user.click(screen.getByRole('tab', { name: 'Completate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/elenco-giocate/completate'));
    await waitFor(() => expect(screen.getByLabelText('Stato')).toHaveValue('101'));
    expect(screen.getByLabelText('Periodo')).toHaveValue('2');

    await user.click(screen.getByRole('tab', { name: 'Giocate Fun Bonus' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/elenco-giocate/fun'));
    expect(
      await screen.findByText('Non sono stati trovati elementi. Prova a modificare i filtri'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/Account/EL_GetElencoGiocateFun')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Cash Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/elenco-giocate/cashout'));
    await user.click(screen.getByRole('tab', { name: 'Prenotate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/elenco-giocate/prenotate'));
    await user.click(screen.getByRole('tab', { name: 'Tutte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/elenco-giocate'));
    await waitFor(() => expect(screen.getByLabelText('Periodo')).toHaveValue('0'));
  });

  it('puts a state or game the new answer no longer has back to Tutte', async () => {
    let first = true;
    const { user } = renderApp({
      url: '/account/elenco-giocate',
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetElencoGiocate': () => {
          const answer = first ? ITEMS : ITEMS.slice(0, 1);
          first = false;
          return ok(answer);
        },
      },
    });
    await screen.findByRole('list', { name: 'Elenco giocate' });
    await user.selectOptions(screen.getByLabelText('Gioco'), 'Casinò');
    await user.selectOptions(screen.getByLabelText('Stato'), 'Non vincente');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Periodo'), 'Ieri');
    await waitFor(() => expect(screen.getByLabelText('Gioco')).toHaveValue('0'));
    expect(screen.getByLabelText('Stato')).toHaveValue('0');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('SP-OPEN');
  });

  it('asks a whole month for Personalizzato', async () => {
    const { fetchMock, user } = renderBets();
    await screen.findByRole('list', { name: 'Elenco giocate' });
    await user.selectOptions(screen.getByLabelText('Periodo'), 'Personalizzato');
    const year = String(new Date().getFullYear() - 1);
    await user.selectOptions(screen.getByLabelText('Anno'), year);
    await user.selectOptions(screen.getByLabelText('Mese'), 'Febbraio');
    await waitFor(() => {
      const last = calls(fetchMock, '/api/Account/EL_GetElencoGiocate').at(-1)!;
      expect(last.searchParams.get('dateda')).toBe(`${year}-02-01T00:00:00`);
      expect(last.searchParams.get('datea')).toMatch(new RegExp(`^${year}-02-2[89]T23:59:59$`));
    });
  });

  it('sends an unknown sub-path to the plain list', async () => {
    const { router } = renderBets('/account/elenco-giocate/altro');
    await screen.findByRole('list', { name: 'Elenco giocate' });
    expect(router.state.location.pathname).toBe('/account/elenco-giocate');
  });

  it("shows 'Questa sezione è stata disabilitata' with ConsentiSoloPrelievo, without asking", async () => {
    const { fetchMock } = renderBets('/account/elenco-giocate', { ConsentiSoloPrelievo: 'true' });
    expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/Account/EL_GetElencoGiocate')).toHaveLength(0);
  });

  it('shows the loading error with Riprova', async () => {
    renderApp({
      url: '/account/elenco-giocate',
      user: userFixture(),
      handlers: { 'GET /api/Account/EL_GetElencoGiocate': () => ({ status: 500, body: {} }) },
    });
    expect(
      await screen.findByText(
        'Si è verificato un errore durante il caricamento dei dati',
        {},
        { timeout: 15000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
