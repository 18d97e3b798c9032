import { notifications, Notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { readCart } from '@/lib/cart';
import { ReservationsTab } from './reservations-tab';

type Reply = { status?: number; body: unknown };
type Handlers = Record<string, (request: { url: URL; body: unknown }) => Reply>;

const ok = (data: unknown): Reply => ({ body: { ResponseCode: 0, ResponseMessage: '', ResponseData: data } });

function renderTab(handlers: Handlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = handler
      ? handler({ url, body })
      : {
          status: 404,
          body: { ResponseCode: -404, ResponseMessage: 'Risorsa non trovata', ResponseData: null },
        };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  // The notifications' store outlives a test.
  notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/account/elenco-giocate/prenotate', element: <ReservationsTab /> },
      { path: '*', element: <p>sport</p> },
    ],
    { initialEntries: ['/account/elenco-giocate/prenotate'] },
  );
  render(
    <AppProvider queryClient={queryClient}>
      <Notifications />
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { fetchMock, router, user: userEvent.setup({ delay: null }) };
}

const detail = (hash: string, event: string) => ({
  OutcomeId_hash: hash,
  Id_evento: `E-${hash}`,
  Descr_avv: event,
  Data: '2026-03-10T19:45:00.000Z',
  Descr_scomm: '1X2',
  Descr_esito: '1',
  Cod_Esito: 1,
  Quota: 185,
  Group_Name: 'Serie A',
});
const row = (hash: string, event: string) => ({
  ...detail(hash, event),
  Cod_scomm: '3',
  Live: false,
});

const AHEAD = {
  Id: 7,
  ShortCode: 'P1R20260309A',
  Crediti: 500,
  DateTime: '2026-03-09T09:00:00.000Z',
  SistemaComb: '',
  Detail: [detail('h1', 'Milan - Inter'), detail('h2', 'Roma - Lazio')],
};
const GONE = { ...AHEAD, Id: 8, ShortCode: 'P1R20260201B', Detail: [detail('h9', 'Old - Match')] };
const LIST = 'GET /api/BetPlay/GetBetsReserved';
const ROWS = 'POST /api/Palinsesto/GetEventRows';

const rowsOf = ({ body }: { body: unknown }) =>
  ok(
    (body as { outcomes: string }).outcomes
      .split(',')
      .filter((hash) => hash !== 'h9')
      .map((hash) => row(hash, hash === 'h1' ? 'Milan - Inter' : 'Roma - Lazio')),
  );

describe('ReservationsTab', () => {
  it('shows the loader, then the cards; a card loads its event rows only when opened', async () => {
    const rows = vi.fn(rowsOf);
    const { fetchMock, user } = renderTab({ [LIST]: () => ok([AHEAD, GONE]), [ROWS]: rows });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    const card = await screen.findByRole('listitem', { name: 'Codice prenotazione P1R20260309A' });
    expect(card).toHaveTextContent(/Importo: €\s5,00/);
    expect(card).toHaveTextContent('2 eventi');
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(asked.searchParams.get('skip')).toBe('0');
    expect(asked.searchParams.get('take')).toBe('1000');
    expect(rows).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Mostra eventi' }));
    const table = await within(card).findByRole('table');
    expect(rows).toHaveBeenCalledWith(expect.objectContaining({ body: { outcomes: 'h1,h2' } }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('Milan - Inter');
    expect(table).toHaveTextContent('1,85');
    expect(within(card).getByRole('button', { name: 'Nascondi eventi' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says that the events are gone when no row is found', async () => {
    const { user } = renderTab({ [LIST]: () => ok([GONE]), [ROWS]: rowsOf });
    const card = await screen.findByRole('listitem', { name: 'Codice prenotazione P1R20260201B' });
    await user.click(within(card).getByRole('button', { name: 'Mostra eventi' }));
    expect(await within(card).findByText('Gli eventi della prenotazione sono scaduti.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Carica nel carrello' })).not.toBeInTheDocument();
  });

  it('loads the slip into the cart, then offers the sport page', async () => {
    const { router, user } = renderTab({ [LIST]: () => ok([AHEAD]), [ROWS]: rowsOf });
    const card = await screen.findByRole('listitem', { name: 'Codice prenotazione P1R20260309A' });
    await user.click(within(card).getByRole('button', { name: 'Mostra eventi' }));
    await user.click(await within(card).findByRole('button', { name: 'Carica nel carrello' }));

    const dialog = await screen.findByRole('dialog', { name: 'Operazione completata' });
    expect(dialog).toHaveTextContent('La tua prenotazione è stata caricata nel carrello');
    expect(dialog).toHaveTextContent('Vai alla pagina Sport per giocare la schedina');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    const cart = readCart();
    expect(cart).toMatchObject({ ShortCode: 'P1R20260309A', Crediti: 500 });
    expect(cart?.Outcomes.map((outcome) => outcome.OutcomeId_hash)).toEqual(['h1', 'h2']);
    // The other client settings stay.
    expect(JSON.parse(window.localStorage.getItem('ClientSettings')!)).toHaveProperty('Cart');

    await user.click(within(dialog).getByRole('link', { name: 'Vai allo sport' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/scommesse/prematch/calcio/1/palinsesto/home'),
    );
  });

  it("sends 'Vai allo sport' to the play sandbox's slip where the sandbox stands in for the sportsbook", async () => {
    const { router, user } = renderTab({
      [LIST]: () => ok([AHEAD]),
      [ROWS]: rowsOf,
      'GET /api/sandbox/play/fixtures': () => ok({ events: [] }),
    });
    const card = await screen.findByRole('listitem', { name: 'Codice prenotazione P1R20260309A' });
    await user.click(within(card).getByRole('button', { name: 'Mostra eventi' }));
    await user.click(await within(card).findByRole('button', { name: 'Carica nel carrello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Operazione completata' });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Vai allo sport' })).toHaveAttribute(
        'href',
        '/account/ambiente-di-prova',
      ),
    );
    await user.click(within(dialog).getByRole('link', { name: 'Vai allo sport' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/ambiente-di-prova'));
  });

  it('deletes a reservation after the confirmation and reads the list again', async () => {
    let deleted = false;
    const { fetchMock, user } = renderTab({
      [LIST]: () => ok(deleted ? [GONE] : [AHEAD, GONE]),
      'GET /api/BetPlay/DeleteBetReserved': ({ url }) => {
        expect(url.searchParams.get('Id')).toBe('7');
        deleted = true;
        return ok(null);
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Codice prenotazione P1R20260309A' });
    await user.click(within(card).getByRole('button', { name: 'Elimina P1R20260309A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina prenotazione' });
    expect(dialog).toHaveTextContent('Vuoi eliminare la prenotazione P1R20260309A?');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('La prenotazione è stata eliminata.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Codice prenotazione P1R20260309A' }),
      ).not.toBeInTheDocument(),
    );
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('GetBetsReserved'))).toHaveLength(
      2,
    );
  });

  it("shows 'Attenzione!' and the spec's text when the list answers a non-zero code", async () => {
    renderTab({ [LIST]: () => ({ body: { ResponseCode: -1, ResponseMessage: 'x', ResponseData: null } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione!');
    expect(alert).toHaveTextContent(
      'Si è verificato un errore durante il caricamento delle tue prenotaizoni',
    );
  });

  it('offers a retry when the list cannot be read, and says when there are none', async () => {
    let fail = true;
    const { user } = renderTab({ [LIST]: () => (fail ? { status: 500, body: 'no' } : ok([])) });
    expect(
      await screen.findByText('Si è verificato un errore durante il caricamento delle tue prenotaizoni'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Non ci sono prenotazioni.')).toBeInTheDocument();
  });
});
