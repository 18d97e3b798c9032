import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { calls, ok, renderApp } from '@/testing/render';

const TICKET = {
  Ticket: {
    giocoField: 1,
    giocoDescrField: 'Scommesse sportive',
    prezzoField: 1_000,
    id_ticketField: 'SP-42',
    messaggioField: 'Multipla',
    piattaforma2Field: 'Sport',
    stato_ticketField: 1,
    stato_ticket_descrField: 'VENDUTO',
    data_oraField: '09/03/2026 11:00',
    importo_vincitaField: 0,
    ricevuta_pgadField: 'AB12CD34EF56AB78',
    EventiSportivi: { Pending: 2, Win: 0, Lose: 0, Void: 0 },
  },
  Eventi: [
    {
      Cod_Esito: 1,
      Cod_Esito_vin: 0,
      Data: '10/03/2026 20:45',
      Descr_avv: 'Milan - Inter',
      Descr_scomm: '1X2',
      Descr_esito: '1',
      Quota: 185,
      Quota_pag: null,
      HandicapDecoded: '',
      Fissa: false,
      Group_Name: 'Serie A',
      Live: false,
    },
  ],
  Sistemi: [],
  Sessione: null,
  Dettaglio: null,
  VincitaPotenziale: 1_850,
};
const PRINT = 'GET /api/BetPlay/TicketPrint';
const SCHEME_KEY = 'conto-gioco-color-scheme';

function setup(options: {
  loggedIn: boolean;
  url?: string;
  answer?: () => { status?: number; body: unknown };
}) {
  const print = vi.fn();
  vi.stubGlobal('print', print);
  window.localStorage.setItem(SCHEME_KEY, 'dark');
  const rendered = renderApp({
    url: options.url ?? '/account/ticket-print/AB12CD34EF56AB78',
    user: options.loggedIn ? userFixture() : null,
    handlers: { [PRINT]: options.answer ?? (() => ok(TICKET)) },
  });
  return { ...rendered, print };
}

describe('/account/ticket-print/:aamscode', () => {
  it("shows the player's ticket alone in the light theme, prints it after a second, restores the theme on leaving", async () => {
    const { fetchMock, print, router } = setup({ loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Biglietto SP-42', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    // The player's stored choice stays: other tabs keep their theme.
    expect(window.localStorage.getItem(SCHEME_KEY)).toBe('dark');
    expect(screen.getByText('Milan - Inter')).toBeInTheDocument();
    expect(screen.getByText('1,85')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Il gioco è vietato ai minori di 18 anni' })).toHaveTextContent(
      '18+',
    );
    const asked = calls(fetchMock, '/api/BetPlay/TicketPrint')[0]!;
    expect(asked.searchParams.get('id')).toBe('AB12CD34EF56AB78');
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 3000 });

    await act(() => router.navigate('/account/estratto-conto'));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
  });

  it('uses the print token of the address when nobody is logged in', async () => {
    const { fetchMock } = setup({
      loggedIn: false,
      url: '/account/ticket-print/AB12CD34EF56AB78?auth=tok-1',
    });
    expect(await screen.findByRole('heading', { name: 'Biglietto SP-42' })).toBeInTheDocument();
    const [input, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('TicketPrint'))!;
    expect(new URL(String(input), 'http://localhost').searchParams.get('auth')).toBe('tok-1');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it("says 'Autenticazione non valida' without a login or a token, without asking", async () => {
    const { fetchMock } = setup({ loggedIn: false });
    expect(await screen.findByText('Autenticazione non valida')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/BetPlay/TicketPrint')).toHaveLength(0);
  });

  it("says 'Autenticazione non valida' when the token is refused, and does not print", async () => {
    const { print } = setup({
      loggedIn: false,
      url: '/account/ticket-print/AB12CD34EF56AB78?auth=stale',
      answer: () => ({
        status: 401,
        body: { ResponseCode: -401, ResponseMessage: 'Autenticazione non valida', ResponseData: null },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Autenticazione non valida');
    expect(print).not.toHaveBeenCalled();
  });

  it('shows the loading error when the ticket cannot be read', async () => {
    setup({
      loggedIn: true,
      answer: () => ({
        body: { ResponseCode: -4005, ResponseMessage: 'Dettaglio non disponibile', ResponseData: null },
      }),
    });
    expect(
      screen.queryByText('Si è verificato un errore durante il caricamento dei dati'),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore durante il caricamento dei dati',
    );
  });
});
