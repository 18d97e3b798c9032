import type { BonusItem } from '@conto-gioco/shared/bonuses';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { calls, ok, renderApp, type Handler } from '@/testing/render';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400_000;

function bonus(overrides: Partial<BonusItem> = {}): BonusItem {
  return {
    id: 1,
    type: 'real',
    descrizione: 'Bonus Benvenuto',
    descrizione_estesa: '10 € da giocare sulle multiple pre-partita',
    siglapromo: 'BENVENUTO',
    importo: 1_000,
    importoResiduo: 800,
    importoGiocato: 1_200,
    importoDaGiocare: 1_800,
    famiglia: 1,
    gioco: 0,
    listaGiochi: [],
    dataFineRaccolta: '27/12/2026 10:00',
    json_raccolta: { min_eve: 3, max_eve: null, min_odd: 150, tot_odd: null, live: false, prematch: true },
    min_bet: null,
    max_bet: null,
    nSpin: 0,
    nSpinGiocati: 0,
    totBetPlay: 1_200,
    totWinPlay: 0,
    BonusValue: 1_000,
    RemainingBonusValue: 800,
    TargetBonusAttivatoreValue: 3_000,
    PartiallyRedeemable: false,
    Bonus_PuntiRankMin: 0,
    ShowButtonAddToCart: true,
    ShowButtonRedeem: false,
    Expired: false,
    Expiration: new Date(Date.now() + 4 * DAY + 3 * 3_600_000 + 120_000).toISOString(),
    SubType: 1,
    stato: 'active',
    ...overrides,
  };
}

const FUN = bonus({
  id: 2,
  type: 'funbonus',
  descrizione: 'Fun Bonus Casinò 10 €',
  descrizione_estesa: 'Da giocare sulle slot',
  siglapromo: 'CASINO10',
  importoResiduo: 1_000,
  importoGiocato: 0,
  importoDaGiocare: 35_000,
  famiglia: 6,
  gioco: 2,
  json_raccolta: null,
  max_bet: 500,
  TargetBonusAttivatoreValue: 35_000,
  ShowButtonAddToCart: false,
});

const EXPIRED = bonus({ id: 3, descrizione: 'Bonus di ottobre', stato: 'expired', Expired: true });

type Lists = {
  real?: BonusItem[] | null;
  fun?: BonusItem[] | null;
  spin?: BonusItem[] | null;
  bet?: BonusItem[] | null;
  all?: BonusItem[] | null;
};

const listHandlers = (lists: Lists): Record<string, Handler> => ({
  'GET /api/Account/EL_GetBonus': () => ok(lists.real === undefined ? [] : lists.real),
  'GET /api/Account/EL_GetAllFunBonus': () => ok(lists.fun === undefined ? [] : lists.fun),
  'GET /api/Account/EL_GetAllFreeSpin': () => ok(lists.spin === undefined ? [] : lists.spin),
  'GET /api/Account/EL_GetAllFreeBet': () => ok(lists.bet === undefined ? [] : lists.bet),
  'GET /api/Account/EL_GetUserBonusReactive': () =>
    ok(lists.all === null ? null : JSON.stringify(lists.all ?? [])),
});

const renderBonuses = (
  url: string,
  lists: Lists = {},
  {
    modules = {},
    handlers = {},
  }: { modules?: Record<string, string>; handlers?: Record<string, Handler> } = {},
) =>
  renderApp({
    url,
    user: userFixture(),
    modules: { UserCanCancelFunBonus: 'true', ...modules },
    handlers: { ...listHandlers(lists), ...handlers },
  });

const totals = () => within(screen.getByRole('group', { name: 'Riepilogo' }));
const card = (name: string) => screen.getByRole('article', { name });

describe('/account/promozioni-bonus', () => {
  it('sends the bare address and attivi to real-bonus; each tab has its own address', async () => {
    const { router, user } = renderBonuses('/account/promozioni-bonus', { real: [bonus()] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/promozioni-bonus/real-bonus'));
    expect(await screen.findByRole('tab', { name: 'Bonus', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Scaduti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/promozioni-bonus/scaduti'));

    await router.navigate('/account/promozioni-bonus/attivi');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/promozioni-bonus/real-bonus'));
    await router.navigate('/account/promozioni-bonus/nessuno');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/promozioni-bonus/real-bonus'));
  });

  it('hides the tabs whose list the server answers null, and leaves a hidden tab for real-bonus', async () => {
    const { router } = renderBonuses('/account/promozioni-bonus/fun-bonus', {
      fun: null,
      spin: null,
      bet: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/promozioni-bonus/real-bonus'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Bonus', 'Free Bet', 'Scaduti']);
  });

  it('shows the totals, the active counter and the card with its progress and terms', async () => {
    renderBonuses('/account/promozioni-bonus/real-bonus', {
      real: [
        bonus(),
        bonus({
          id: 4,
          descrizione: 'Bonus primo deposito',
          importo: 5_000,
          importoResiduo: 5_000,
          stato: 'completed',
        }),
      ],
    });
    await screen.findByRole('article', { name: 'Bonus Benvenuto' });
    // Only the active one counts: the completed bonus belongs to 'Scaduti'.
    expect(totals().getByText('Importo totale').nextSibling).toHaveTextContent('€ 10,00');
    expect(totals().getByText('Residuo').nextSibling).toHaveTextContent('€ 8,00');
    expect(totals().getByText('Bonus attivi').nextSibling).toHaveTextContent('1');
    expect(screen.queryByRole('article', { name: 'Bonus primo deposito' })).not.toBeInTheDocument();

    const shown = within(card('Bonus Benvenuto'));
    expect(shown.getByText('BENVENUTO')).toBeInTheDocument();
    expect(shown.getByText('27/12/2026 10:00')).toBeInTheDocument();
    expect(shown.getByText('Attivo')).toBeInTheDocument();
    expect(shown.getByRole('progressbar', { name: 'Avanzamento della giocata' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(shown.getByText('Giocato € 12,00 di € 30,00')).toBeInTheDocument();
    expect(
      shown.getByText('Multiple pre-partita di almeno 3 eventi, ciascuno a quota 1,50 o più'),
    ).toBeInTheDocument();
    expect(shown.getByText("Da giocare 3 volte l'importo del bonus")).toBeInTheDocument();
    expect(shown.getByText('Scade tra 4 giorni e 3 ore')).toBeInTheDocument();
    // Sport: the dot is green.
    expect(shown.getByRole('img', { name: 'Utilizzabile sui giochi indicati' })).toBeInTheDocument();
    expect(screen.getByText(/^Aggiornato alle \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('pages ten bonuses at a time, and the refresh button asks again', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      bonus({ id: 100 + index, descrizione: `Bonus numero ${index + 1}` }),
    );
    const { fetchMock, user } = renderBonuses('/account/promozioni-bonus/real-bonus', { real: many });
    const list = await screen.findByRole('list', { name: 'Elenco Bonus' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(totals().getByText('Bonus attivi').nextSibling).toHaveTextContent('12');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).getByRole('article', { name: 'Bonus numero 12' })).toBeInTheDocument();

    const before = calls(fetchMock, '/api/Account/EL_GetBonus').length;
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(calls(fetchMock, '/api/Account/EL_GetBonus').length).toBe(before + 1));
  });

  it('shows an empty text per tab, and the closed bonuses under Scaduti', async () => {
    const { user } = renderBonuses('/account/promozioni-bonus/real-bonus', {
      real: [EXPIRED],
      all: [EXPIRED, bonus({ id: 9 })],
    });
    expect(await screen.findByText('Non hai bonus attivi.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Free Spin' }));
    expect(await screen.findByText('Non hai Free Spin attivi.')).toBeInTheDocument();
    expect(totals().getByText('Giri totali').nextSibling).toHaveTextContent('0 giri');
    await user.click(screen.getByRole('tab', { name: 'Free Bet' }));
    expect(await screen.findByText('Riscattabili')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scaduti' }));
    const shown = within(await screen.findByRole('article', { name: 'Bonus di ottobre' }));
    expect(shown.getByText('Scaduto')).toBeInTheDocument();
    expect(shown.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('redeems a code: the text, then after 1 s the balance and the lists again; an empty code is ignored', async () => {
    const { fetchMock, user } = renderBonuses(
      '/account/promozioni-bonus/real-bonus',
      {},
      {
        handlers: {
          'GET /api/BetPlay/RedeemBonus': () => ({
            body: {
              ResponseCode: 0,
              ResponseMessage: 'Bonus riscattato correttamente.',
              ResponseData: { Promo: { Bonus: { PromoRicaricaBonus: { Id_ELBonusGiochi: 1 } } } },
            },
          }),
        },
      },
    );
    await screen.findByText('Non hai bonus attivi.');
    await user.click(screen.getByRole('button', { name: 'Riscatta' }));
    expect(calls(fetchMock, '/api/BetPlay/RedeemBonus')).toHaveLength(0);

    const balances = calls(fetchMock, '/api/Account/GetSaldo').length;
    const lists = calls(fetchMock, '/api/Account/EL_GetBonus').length;
    await user.type(screen.getByLabelText('Codice promozionale'), ' benvenuto ');
    await user.click(screen.getByRole('button', { name: 'Riscatta' }));
    expect(await screen.findByText('Bonus riscattato correttamente.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/BetPlay/RedeemBonus')[0]!.searchParams.get('bonusCode')).toBe('benvenuto');
    await waitFor(() => {
      expect(calls(fetchMock, '/api/Account/GetSaldo').length).toBeGreaterThan(balances);
      expect(calls(fetchMock, '/api/Account/EL_GetBonus').length).toBeGreaterThan(lists);
    });
  });

  it("shows a refused code as 'Attenzione' with the code and the server's message", async () => {
    const { user } = renderBonuses(
      '/account/promozioni-bonus/real-bonus',
      {},
      {
        handlers: {
          'GET /api/BetPlay/RedeemBonus': () => ({
            body: {
              ResponseCode: -5001,
              ResponseMessage: 'Il codice inserito non corrisponde a nessuna promozione attiva.',
              ResponseData: null,
            },
          }),
        },
      },
    );
    await screen.findByText('Non hai bonus attivi.');
    await user.type(screen.getByLabelText('Codice promozionale'), 'NONESISTE');
    await user.click(screen.getByRole('button', { name: 'Riscatta' }));
    const alert = (await screen.findByText(/Promo o codice bonus non trovati/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Attenzione');
    expect(alert).toHaveTextContent('Promo o codice bonus non trovati');
    expect(alert).toHaveTextContent(
      '-5001 - Il codice inserito non corrisponde a nessuna promozione attiva.',
    );
  });

  it('cancels a casino fun bonus after the confirmation, then reads the lists again', async () => {
    let cancelledOnce = false;
    const { fetchMock, user } = renderBonuses(
      '/account/promozioni-bonus/fun-bonus',
      {},
      {
        handlers: {
          'GET /api/Account/EL_GetAllFunBonus': () =>
            ok(cancelledOnce ? [{ ...FUN, stato: 'cancelled', importoResiduo: 0 }] : [FUN]),
          'GET /api/Account/EL_CancelFunBonus': () => {
            cancelledOnce = true;
            return ok({ esitoDb: { returnCode: 0 } });
          },
        },
      },
    );
    const shown = within(await screen.findByRole('article', { name: 'Fun Bonus Casinò 10 €' }));
    expect(shown.getByText('Puntata massima € 5,00')).toBeInTheDocument();
    expect(shown.getByText('Valido su tutti i giochi da casinò')).toBeInTheDocument();
    // Casino with no game list: the dot is yellow.
    expect(shown.getByRole('img', { name: 'Nessun gioco indicato' })).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'Cancella bonus' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Sei sicuro di volere cancellare il tuo bonus? Una volta cancellato il bonus non potrà essere riaccreditato.',
    );
    // No keeps the bonus.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, '/api/Account/EL_CancelFunBonus')).toHaveLength(0);

    await user.click(shown.getByRole('button', { name: 'Cancella bonus' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, '/api/Account/EL_CancelFunBonus')[0]!.searchParams.get('bonusId')).toBe('2');
    expect(await screen.findByText('Non hai Fun Bonus attivi.')).toBeInTheDocument();
  });

  it('offers the cancel button only with UserCanCancelFunBonus, a residual, famiglia 6 and gioco 2', async () => {
    const { unmount } = renderBonuses('/account/promozioni-bonus/fun-bonus', {
      fun: [
        FUN,
        { ...FUN, id: 5, descrizione: 'Senza residuo', importoResiduo: 0 },
        { ...FUN, id: 6, descrizione: 'Fun bonus sport', famiglia: 1, gioco: 0 },
        { ...FUN, id: 7, descrizione: 'Altro gioco', gioco: 0 },
      ],
    });
    await screen.findByRole('article', { name: 'Senza residuo' });
    expect(
      within(card('Fun Bonus Casinò 10 €')).getByRole('button', { name: 'Cancella bonus' }),
    ).toBeInTheDocument();
    for (const name of ['Senza residuo', 'Fun bonus sport', 'Altro gioco'])
      expect(within(card(name)).queryByRole('button', { name: 'Cancella bonus' })).not.toBeInTheDocument();
    unmount();

    renderBonuses(
      '/account/promozioni-bonus/fun-bonus',
      { fun: [FUN] },
      { modules: { UserCanCancelFunBonus: 'false' } },
    );
    await screen.findByRole('article', { name: 'Fun Bonus Casinò 10 €' });
    expect(screen.queryByRole('button', { name: 'Cancella bonus' })).not.toBeInTheDocument();
  });

  it("shows 'Questa sezione è stata disabilitata' with ConsentiSoloPrelievo, without asking", async () => {
    const { fetchMock } = renderBonuses(
      '/account/promozioni-bonus/real-bonus',
      {},
      {
        modules: { ConsentiSoloPrelievo: 'true' },
      },
    );
    expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/Account/EL_GetBonus')).toHaveLength(0);
    expect(screen.queryByLabelText('Codice promozionale')).not.toBeInTheDocument();
  });
});
