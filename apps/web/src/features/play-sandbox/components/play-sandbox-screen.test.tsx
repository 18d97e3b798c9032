import { PLAY_CODE } from '@conto-gioco/shared/play';
import type { SandboxFixtures } from '@conto-gioco/shared/play-sandbox';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { calls, ok, renderApp, type Handler } from '@/testing/render';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const FIXTURES: SandboxFixtures = {
  events: [
    {
      eventId: 'SBX-EV-1',
      eventName: 'Roma - Lazio',
      eventDate: '2030-03-09T19:00:00.000Z',
      groupName: 'Calcio - Serie A',
      markets: [
        {
          marketCode: '1X2',
          market: 'Esito finale 1X2',
          outcomes: [
            { outcomeCode: 1, outcome: '1', odds: 210 },
            { outcomeCode: 2, outcome: 'X', odds: 320 },
            { outcomeCode: 3, outcome: '2', odds: 350 },
          ],
        },
      ],
    },
    {
      eventId: 'SBX-EV-2',
      eventName: 'Milan - Inter',
      eventDate: '2030-03-09T17:00:00.000Z',
      groupName: 'Calcio - Serie A',
      markets: [
        {
          marketCode: '1X2',
          market: 'Esito finale 1X2',
          outcomes: [
            { outcomeCode: 1, outcome: '1', odds: 260 },
            { outcomeCode: 2, outcome: 'X', odds: 310 },
            { outcomeCode: 3, outcome: '2', odds: 270 },
          ],
        },
      ],
    },
  ],
  slots: [{ game: 'Frutti di Prova', platform: 'Sandbox Slot' }],
  scratchCards: [{ game: 'Gratta di Prova', price: 200, topWin: 100_000 }],
};

const renderSandbox = (placeTicket: Handler, url = '/account/ambiente-di-prova') =>
  renderApp({
    url,
    user: userFixture(),
    handlers: {
      'GET /api/sandbox/play/fixtures': () => ok(FIXTURES),
      'POST /api/sandbox/play/tickets': placeTicket,
    },
  });

describe('/account/ambiente-di-prova', () => {
  it('plays a multiple of the two picks and shows the ticket', async () => {
    const { fetchMock, user } = renderSandbox(() =>
      ok({ ticketId: 'SBX1', aamsCode: 'A', state: 1, stake: 1000, possibleWin: 6510, win: 0 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Roma - Lazio: 1 a quota 2,10' }));
    expect(screen.getByRole('note')).toHaveTextContent('AMBIENTE DI PROVA');
    await user.click(screen.getByRole('button', { name: 'Milan - Inter: X a quota 3,10' }));
    const slip = screen.getByRole('region', { name: 'Schedina' });
    expect(within(slip).getByRole('radio', { name: 'Multipla' })).toBeChecked();
    // The total odds: 2,10 × 3,10.
    expect(slip).toHaveTextContent('6,51');
    const stake = within(slip).getByLabelText('Importo (€)');
    await user.clear(stake);
    await user.type(stake, '10');
    await user.click(within(slip).getByRole('button', { name: 'Gioca la schedina' }));
    expect(await within(slip).findByRole('status')).toHaveTextContent(
      'Giocata accettata: biglietto SBX1. Vincita potenziale: € 65,10.',
    );
    expect(calls(fetchMock, '/api/sandbox/play/tickets')).toHaveLength(1);
    const [, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/sandbox/play/tickets'),
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'multiple',
      selections: [
        { eventId: 'SBX-EV-1', marketCode: '1X2', outcomeCode: 1 },
        { eventId: 'SBX-EV-2', marketCode: '1X2', outcomeCode: 2 },
      ],
      stake: 1000,
    });
    // Played, the slip is empty again.
    expect(within(slip).getByText(/Nessun esito scelto/)).toBeInTheDocument();
  });

  it('starts from the cart a reservation was loaded into, and empties it once played', async () => {
    const outcome = (hash: string) => ({
      OutcomeId_hash: hash,
      Id_evento: hash.split(':')[0],
      Descr_avv: '',
      Descr_scomm: '1X2',
      Descr_esito: '',
      Quota: 100,
    });
    // One outcome on the fixture list, one of an event gone; the other client settings stay.
    window.localStorage.setItem(
      'ClientSettings',
      JSON.stringify({
        Theme: 'dark',
        Cart: {
          ShortCode: 'P1',
          Crediti: 500,
          SistemaComb: '',
          Outcomes: [outcome('SBX-EV-2:1X2:3'), outcome('GONE:1X2:1')],
          Timestamp: 0,
        },
      }),
    );
    const { user } = renderSandbox(() =>
      ok({ ticketId: 'SBX2', aamsCode: 'B', state: 1, stake: 500, possibleWin: 1350, win: 0 }),
    );
    const slip = await screen.findByRole('region', { name: 'Schedina' });
    expect(await within(slip).findByText('Milan - Inter')).toBeInTheDocument();
    expect(within(slip).getByRole('radio', { name: 'Singola' })).toBeChecked();
    await user.click(within(slip).getByRole('button', { name: 'Gioca la schedina' }));
    expect(await within(slip).findByRole('status')).toHaveTextContent('SBX2');
    expect(JSON.parse(window.localStorage.getItem('ClientSettings')!)).toEqual({ Theme: 'dark' });
  });

  it("words the operator API's refusal in Italian and keeps the slip", async () => {
    const { user } = renderSandbox(() => ({
      body: {
        ResponseCode: PLAY_CODE.INSUFFICIENT_FUNDS,
        ResponseMessage: 'Saldo insufficiente per la giocata.',
        ResponseData: null,
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Roma - Lazio: 1 a quota 2,10' }));
    const slip = screen.getByRole('region', { name: 'Schedina' });
    expect(within(slip).getByRole('radio', { name: 'Singola' })).toBeChecked();
    await user.click(within(slip).getByRole('button', { name: 'Gioca la schedina' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent(
      'Saldo insufficiente per questa giocata: ricarica il conto o riduci l’importo.',
    );
    expect(within(slip).getByText('Roma - Lazio')).toBeInTheDocument();
  });

  it('links the sandbox from the account home only when the server has it', async () => {
    renderSandbox(() => ok(null), '/account');
    expect(await screen.findByRole('link', { name: /Ambiente di prova del gioco/ })).toHaveAttribute(
      'href',
      '/account/ambiente-di-prova',
    );
  });

  it('shows no link when the sandbox is off (its call answers 404)', async () => {
    const { fetchMock } = renderApp({ url: '/account', user: userFixture() });
    expect(await screen.findByRole('heading', { name: /Movimenti/ })).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, '/api/sandbox/play/fixtures')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Ambiente di prova del gioco/ })).not.toBeInTheDocument();
  });
});
