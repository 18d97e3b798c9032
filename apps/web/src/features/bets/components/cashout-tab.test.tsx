import { notifications, Notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { CashoutTab } from './cashout-tab';

type Reply = { status?: number; body: unknown };
type Handlers = Record<string, (body: unknown) => Reply>;

const ok = (data: unknown): Reply => ({ body: { ResponseCode: 0, ResponseMessage: '', ResponseData: data } });

function renderTab(handlers: Handlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = handler
      ? handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined)
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
  render(
    <AppProvider queryClient={queryClient}>
      <Notifications />
      <MemoryRouter>
        <CashoutTab />
      </MemoryRouter>
    </AppProvider>,
  );
  return { fetchMock, queryClient, user: userEvent.setup({ delay: null }) };
}

const TICKET = {
  id: 'SP-1',
  amn: 1_000,
  pwn: 4_500,
  nevs: 3,
  oes: 2,
  amnc: 1_234,
  tsp: Date.UTC(2026, 2, 9, 10, 0),
};
const LIST = 'GET /api/BetPlay/CashoutableTicketList_New';

describe('CashoutTab', () => {
  it('shows the loader, then each ticket with its stake, win, events and offer', async () => {
    renderTab({ [LIST]: () => ok([TICKET]) });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
    const card = await screen.findByRole('listitem', { name: 'Biglietto SP-1' });
    expect(card).toHaveTextContent('Giocata il 09/03/2026 11:00');
    expect(card).toHaveTextContent(/Importo giocato€\s10,00/);
    expect(card).toHaveTextContent(/Vincita potenziale€\s45,00/);
    expect(card).toHaveTextContent('Eventi3');
    expect(card).toHaveTextContent('Eventi aperti2');
    expect(card).toHaveTextContent(/Cash Out€\s12,34/);
  });

  it('says when no ticket can be cashed out', async () => {
    renderTab({ [LIST]: () => ok([]) });
    expect(await screen.findByText('Non ci sono giocate con Cash Out disponibile.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    const { user } = renderTab({
      [LIST]: () => (fail ? { status: 500, body: 'no' } : ok([TICKET])),
    });
    expect(
      await screen.findByText('Si è verificato un errore durante il caricamento dei dati'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('listitem', { name: 'Biglietto SP-1' })).toBeInTheDocument();
  });

  it('cashes the offer after the confirmation, then reloads the lists and the balance', async () => {
    let cashed = false;
    const asked: unknown[] = [];
    const { fetchMock, queryClient, user } = renderTab({
      [LIST]: () => ok(cashed ? [] : [TICKET]),
      'POST /api/BetPlay/CashOut': (body) => {
        asked.push(body);
        cashed = true;
        return ok({ id: 'SP-1', stato_ticketField: 5, amnc: 1_234 });
      },
    });
    // The header's balance (the wallet feature's query): marked stale, so its observer reads it again.
    queryClient.setQueryData(['wallet', 'balance'], { soldi: 0, prelevabile: 0 });
    const card = await screen.findByRole('listitem', { name: 'Biglietto SP-1' });
    await user.click(within(card).getByRole('button', { name: /Incassa €\s12,34/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma Cash Out' });
    expect(dialog).toHaveTextContent(/Vuoi incassare €\s12,34 ora\? Il biglietto SP-1 verrà chiuso\./);
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(
      await screen.findByText(/Cash Out eseguito: €\s12,34 accreditati sul conto di gioco\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Operazione completata')).toBeInTheDocument();
    expect(asked).toEqual([{ ticketId: 'SP-1', amount: 1_234, requestId: expect.any(String) }]);
    expect(await screen.findByText('Non ci sono giocate con Cash Out disponibile.')).toBeInTheDocument();
    expect(queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
    expect(fetchMock).toHaveBeenCalled();
  });

  it("shows the server's refusal when the offer changed, and the new offer", async () => {
    let offer = 1_234;
    const { user } = renderTab({
      [LIST]: () => ok([{ ...TICKET, amnc: offer }]),
      'POST /api/BetPlay/CashOut': () => {
        offer = 1_100;
        return {
          body: {
            ResponseCode: -4007,
            ResponseMessage: "L'offerta di cash out è cambiata.",
            ResponseData: null,
          },
        };
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Biglietto SP-1' });
    await user.click(within(card).getByRole('button', { name: /Incassa/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione!');
    expect(alert).toHaveTextContent("L'offerta di cash out è cambiata.");
    expect(await screen.findByRole('button', { name: /Incassa €\s11,00/ })).toBeInTheDocument();
  });

  it('closes the confirmation without cashing on Annulla', async () => {
    const cashOut = vi.fn(() => ok(null));
    const { user } = renderTab({ [LIST]: () => ok([TICKET]), 'POST /api/BetPlay/CashOut': cashOut });
    await user.click(await screen.findByRole('button', { name: /Incassa/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cashOut).not.toHaveBeenCalled();
  });
});
