import type { RankingConversion, RankingData, RankingMovement } from '@conto-gioco/shared/ranking';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  coupon,
  EXPIRED,
  list,
  promo,
  promoListHandler,
  WAITING,
} from '@/features/promotions/testing/fixtures';
import { userFixture } from '@/testing/fixtures';
import { calls, ok, renderApp, type Handler } from '@/testing/render';

configure({ asyncUtilTimeout: 5000 });

const BASE = '/account/classifiche-fidelity';
const STATEMENT = 'GET /api/Player/RankingEstrattoConto';
const CONVERT = '/api/Player/RankingConvertPoints';
const BUY = '/api/Player/RankingBuyPromoActivation';
const UNIQUE = '/api/Player/Redeem_PuntiRankingCodiceUnico';

function conversion(overrides: Partial<RankingConversion> = {}): RankingConversion {
  return {
    Id: 1,
    BonusName: 'Coupon 5 € sport',
    BonusValue: 500,
    PointsToConvert: 500,
    InsteadOf: 0,
    ReleaseMaxPerPlayerMonth: 2,
    ReleaseMaxAmountBonus: 1_000,
    DateTo: '2026-12-31T09:00:00.000Z',
    CanConvert: true,
    Conversion_BonusName: 'Coupon 5 € sport',
    Conversion_BonusValue: 500,
    Conversion_InsteadOf: 0,
    IsConversione: true,
    IsTicketPromo: false,
    IsCodiceUnico: false,
    IsBonusDeposito: false,
    ...overrides,
  };
}

const COUPON = conversion();
const PROMO = conversion({
  Id: 2,
  BonusName: 'Promo ticket 10 €',
  BonusValue: 1_000,
  PointsToConvert: 800,
  InsteadOf: 1_500,
  IsConversione: false,
  IsTicketPromo: true,
});
const UNIQUE_CODE = conversion({
  Id: 3,
  BonusName: 'Bonus deposito 20 €',
  BonusValue: 2_000,
  PointsToConvert: 1_500,
  IsConversione: false,
  IsCodiceUnico: true,
});
const DEPOSIT = conversion({
  Id: 4,
  BonusName: 'Bonus ricarica 50%',
  IsConversione: false,
  IsBonusDeposito: true,
});

const movement = (id: number, overrides: Partial<RankingMovement> = {}): RankingMovement => ({
  Id: id,
  CausaleDescription: `Punti dal gioco ${id}`,
  Convertibile: true,
  Points: 10 * id,
  InsDate: '2026-11-26T20:00:00.000Z',
  Description: 'Scommesse sportive',
  ...overrides,
});

function ranking(overrides: Partial<RankingData> = {}): RankingData {
  return {
    SaldoGenerale: 1_250,
    SaldoDisponibile: 1_000,
    Punti: [{ ExecutionTime: '2026-11-27T08:00:00.000Z', Points: 120 }],
    TotalePunti: 1_400,
    TotalePuntiDaMovimentazione: 1_300,
    Movimenti: [movement(1), movement(2)],
    ConversioniDisponibili: [COUPON, PROMO, UNIQUE_CODE],
    BonusDepositoValidoAl: null,
    GiorniDaRegistrazione: 40,
    Classifica: [
      { Posizione: 1, Nickname: 'gi•••ni', Punti: 5_000, IsMe: false },
      { Posizione: 2, Nickname: 'mario1980', Punti: 1_250, IsMe: true },
      { Posizione: 3, Nickname: 'lu•••ca', Punti: 900, IsMe: false },
    ],
    // 09:30 in Rome (winter): the next update is 21:30.
    UltimoAggiornamento: '2026-11-27T08:30:00.000Z',
    ...overrides,
  };
}

const render = (url: string, handlers: Record<string, Handler>) =>
  renderApp({ url, user: userFixture({ fidelity: true }), handlers });

const withData = (data: RankingData | null): Record<string, Handler> => ({ [STATEMENT]: () => ok(data) });

const tabNames = (label: string) =>
  within(screen.getByRole('tablist', { name: label }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

const card = (name: string) => within(screen.getByRole('article', { name }));

const posted = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => String(init?.body));

describe('/account/classifiche-fidelity', () => {
  it('shows the no-data widget without a fidelity profile, staying on the address', async () => {
    const { router } = render(BASE, {
      [STATEMENT]: () => ({
        body: {
          ResponseCode: -5101,
          ResponseMessage: 'Il tuo conto non ha un profilo fidelity.',
          ResponseData: null,
        },
      }),
    });
    expect(await screen.findByText('Non sono disponibili dati')).toBeInTheDocument();
    expect(screen.getByText(/si accumulano giocando/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(BASE);
  });

  it('sends the bare address and an unknown endpoint to the first tab of the set; classifiche-ranking redirects', async () => {
    const { router } = render(BASE, withData(ranking({ ConversioniDisponibili: [PROMO] })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conversioni-promozioni`));
    await router.navigate(`${BASE}/conversioni-coupons`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conversioni-promozioni`));
    await router.navigate(`${BASE}/sconosciuto`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conversioni-promozioni`));
    await router.navigate('/account/classifiche-ranking');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conversioni-promozioni`));
  });

  it.each([
    [[COUPON], ['Coupons']],
    [[PROMO], ['Promozioni']],
    [[UNIQUE_CODE], ['Bonus Deposito']],
    [[DEPOSIT], ['Bonus Deposito']],
    [
      [COUPON, PROMO],
      ['Coupons', 'Promozioni'],
    ],
    [
      [COUPON, DEPOSIT],
      ['Coupons', 'Bonus Deposito'],
    ],
    [
      [PROMO, UNIQUE_CODE],
      ['Promozioni', 'Bonus Deposito'],
    ],
    [
      [UNIQUE_CODE, PROMO, COUPON, DEPOSIT],
      ['Coupons', 'Promozioni', 'Bonus Deposito'],
    ],
  ])('builds the conversion tabs from the conversions on offer (%#)', async (conversions, tabs) => {
    render(`${BASE}/conversioni-coupons`, withData(ranking({ ConversioniDisponibili: conversions })));
    await screen.findByRole('tablist', { name: 'Tipo di conversione' });
    expect(tabNames('Tipo di conversione')).toEqual(tabs);
    expect(tabNames('Sezioni')).toEqual(['Conversioni', 'Coupons']);
  });

  it('without conversions on offer, opens on the active coupons', async () => {
    const { router } = render(BASE, {
      ...withData(ranking({ ConversioniDisponibili: [] })),
      ...promoListHandler(list([])),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/coupons-active`));
    expect(await screen.findByText('Non sono disponibili coupons')).toBeInTheDocument();
    expect(tabNames('Sezioni')).toEqual(['Coupons']);
  });

  it('shows the points, the last update and the next one 12 hours later, in Rome time', async () => {
    render(`${BASE}/conversioni-coupons`, withData(ranking()));
    const header = within(await screen.findByRole('group', { name: 'I tuoi punti' }));
    expect(header.getByText('Saldo punti').nextSibling).toHaveTextContent('1.250 punti');
    expect(header.getByText('Punti disponibili').nextSibling).toHaveTextContent('1.000 punti');
    expect(header.getByText('Ultimo aggiornamento').nextSibling).toHaveTextContent('27/11/2026 09:30');
    expect(header.getByText('Prossimo aggiornamento').nextSibling).toHaveTextContent('27/11/2026 21:30');
  });

  it('shows a conversion card: value, points, the struck-through old value, limits and end date', async () => {
    render(`${BASE}/conversioni-promozioni`, withData(ranking()));
    await screen.findByRole('article', { name: 'Promo ticket 10 €' });
    const promoCard = card('Promo ticket 10 €');
    expect(promoCard.getByText('Valore').nextSibling).toHaveTextContent('€ 10,00');
    expect(promoCard.getByText('Punti richiesti').nextSibling).toHaveTextContent('800 punti');
    expect(promoCard.getByText('€ 15,00').tagName).toBe('S');
    expect(promoCard.getByText('Invece di').nextSibling).toHaveTextContent('€ 15,00');
    expect(promoCard.getByText('Conversioni al mese').nextSibling).toHaveTextContent('2');
    expect(promoCard.getByText('Bonus al mese').nextSibling).toHaveTextContent('€ 10,00');
    expect(promoCard.getByText('Disponibile fino al').nextSibling).toHaveTextContent('31/12/2026 10:00');
    expect(promoCard.getByRole('button', { name: 'Acquista' })).toBeEnabled();
  });

  it('hides the old value when InsteadOf is 0 and disables the button when CanConvert is false', async () => {
    render(
      `${BASE}/conversioni-coupons`,
      withData(
        ranking({
          ConversioniDisponibili: [
            COUPON,
            conversion({ Id: 9, BonusName: 'Troppi punti', CanConvert: false }),
          ],
        }),
      ),
    );
    await screen.findByRole('article', { name: 'Troppi punti' });
    expect(card('Coupon 5 € sport').queryByText('Invece di')).not.toBeInTheDocument();
    expect(card('Coupon 5 € sport').getByRole('button', { name: 'Converti' })).toBeEnabled();
    expect(card('Troppi punti').getByRole('button', { name: 'Converti' })).toBeDisabled();
  });

  it('converts after the confirmation: the code, the hint with its link, and the points again', async () => {
    const { fetchMock, user } = render(`${BASE}/conversioni-coupons`, {
      ...withData(ranking()),
      [`POST ${CONVERT}`]: () => ok('RK-7Q2M'),
    });
    await screen.findByRole('article', { name: 'Coupon 5 € sport' });
    const reads = calls(fetchMock, '/api/Player/RankingEstrattoConto').length;
    await user.click(card('Coupon 5 € sport').getByRole('button', { name: 'Converti' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Vuoi convertire 500 punti in Coupon 5 € sport?');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    const done = await screen.findByRole('status', {}, { timeout: 5000 });
    await waitFor(() => expect(done).toHaveTextContent('Conversione avvenuta con successo: RK-7Q2M'));
    expect(done).toHaveTextContent('Vai in Promozioni e Bonus e usa il coupon.');
    expect(within(done).getByRole('link', { name: 'Vai a Promozioni e Bonus' })).toHaveAttribute(
      'href',
      '/account/promozioni-bonus/real-bonus',
    );
    // The body is the id as a bare JSON string.
    expect(posted(fetchMock, CONVERT)).toEqual(['"1"']);
    await waitFor(() =>
      expect(calls(fetchMock, '/api/Player/RankingEstrattoConto').length).toBeGreaterThan(reads),
    );
  });

  it('does nothing when the confirmation is declined', async () => {
    const { fetchMock, user } = render(`${BASE}/conversioni-coupons`, {
      ...withData(ranking()),
      [`POST ${CONVERT}`]: () => ok('RK-7Q2M'),
    });
    await screen.findByRole('article', { name: 'Coupon 5 € sport' });
    await user.click(screen.getByRole('button', { name: 'Converti' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(fetchMock, CONVERT)).toHaveLength(0);
  });

  it("shows a refused conversion as 'Si è verificato un errore durante la conversione: {message}'", async () => {
    const { user } = render(`${BASE}/conversioni-coupons`, {
      ...withData(ranking()),
      [`POST ${CONVERT}`]: () => ({
        status: 400,
        body: {
          ResponseCode: -5103,
          ResponseMessage: 'Non hai abbastanza punti per questa conversione.',
          ResponseData: null,
        },
      }),
    });
    await screen.findByRole('article', { name: 'Coupon 5 € sport' });
    await user.click(screen.getByRole('button', { name: 'Converti' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore durante la conversione: Non hai abbastanza punti per questa conversione.',
    );
    // The flag is reset: the button works again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Converti' })).toBeEnabled());
  });

  it('buys a ticket promotion with RankingBuyPromoActivation and shows its message', async () => {
    const { fetchMock, user } = render(`${BASE}/conversioni-promozioni`, {
      ...withData(ranking()),
      [`POST ${BUY}`]: () => ({
        body: {
          ResponseCode: 0,
          ResponseMessage: 'Promozione sbloccata: puoi giocarla entro 30 giorni.',
          ResponseData: null,
        },
      }),
    });
    await screen.findByRole('article', { name: 'Promo ticket 10 €' });
    await user.click(screen.getByRole('button', { name: 'Acquista' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Vuoi sbloccare Promo ticket 10 € per 800 punti?');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Promozione sbloccata: puoi giocarla entro 30 giorni.',
    );
    expect(posted(fetchMock, BUY)).toEqual(['"2"']);
    expect(posted(fetchMock, CONVERT)).toHaveLength(0);
  });

  it('blocks every other conversion and the code box while a conversion is in progress', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user } = render(`${BASE}/conversioni-codice-unico`, {
      ...withData(ranking({ ConversioniDisponibili: [UNIQUE_CODE, DEPOSIT] })),
      [`POST ${CONVERT}`]: async () => {
        await answered;
        return ok('UNI-123');
      },
    });
    await screen.findByRole('article', { name: 'Bonus ricarica 50%' });
    await user.type(screen.getByLabelText('Codice unico'), 'ALTRO');
    await user.click(card('Bonus deposito 20 €').getByRole('button', { name: 'Converti' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(card('Bonus ricarica 50%').getByRole('button', { name: 'Converti' })).toBeDisabled(),
    );
    expect(card('Bonus deposito 20 €').getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sblocca' })).toBeDisabled();

    release();
    expect(await screen.findByText(/Conversione avvenuta con successo: UNI-123/)).toBeInTheDocument();
    await waitFor(() =>
      expect(card('Bonus ricarica 50%').getByRole('button', { name: 'Converti' })).toBeEnabled(),
    );
    // The unique code the conversion gave waits in the box.
    expect(screen.getByLabelText('Codice unico')).toHaveValue('UNI-123');
    expect(screen.getByRole('button', { name: 'Sblocca' })).toBeEnabled();
  });

  it('unlocks a unique code, blocking the box for 1 s after the answer; shows BonusDepositoValidoAl', async () => {
    const { fetchMock, user } = render(`${BASE}/conversioni-codice-unico`, {
      ...withData(ranking({ BonusDepositoValidoAl: '2026-12-27T22:59:00.000Z' })),
      [`GET ${UNIQUE}`]: () => ok(null),
    });
    await screen.findByRole('article', { name: 'Bonus deposito 20 €' });
    expect(screen.getByText('Il bonus deposito è valido fino al 27/12/2026 23:59.')).toBeInTheDocument();
    // An empty code is not sent.
    await user.click(screen.getByRole('button', { name: 'Sblocca' }));
    expect(calls(fetchMock, UNIQUE)).toHaveLength(0);

    await user.type(screen.getByLabelText('Codice unico'), ' UNI-123 ');
    await user.click(screen.getByRole('button', { name: 'Sblocca' }));
    expect(await screen.findByText('Codice unico sbloccato con successo.')).toBeInTheDocument();
    expect(calls(fetchMock, UNIQUE)[0]!.searchParams.get('code')).toBe('UNI-123');
    // The code-add flag holds the conversions and the box a second longer.
    expect(card('Bonus deposito 20 €').getByRole('button', { name: 'Converti' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sblocca' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sblocca' })).toBeEnabled(), {
      timeout: 3000,
    });
    expect(card('Bonus deposito 20 €').getByRole('button', { name: 'Converti' })).toBeEnabled();
  });

  it('shows a refused unique code with the spec text and clears the box', async () => {
    const { user } = render(`${BASE}/conversioni-codice-unico`, {
      ...withData(ranking()),
      [`GET ${UNIQUE}`]: () => ({
        status: 400,
        body: {
          ResponseCode: -5106,
          ResponseMessage: 'Il codice unico inserito non è valido o è già stato utilizzato.',
          ResponseData: null,
        },
      }),
    });
    await screen.findByRole('article', { name: 'Bonus deposito 20 €' });
    await user.type(screen.getByLabelText('Codice unico'), 'SBAGLIATO');
    await user.click(screen.getByRole('button', { name: 'Sblocca' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore durante lo sblocco del codice unico: Il codice unico inserito non è valido o è già stato utilizzato.',
    );
    expect(screen.getByLabelText('Codice unico')).toHaveValue('');
  });

  it('pages the movements 5 at a time, and notes points not yet convertible', async () => {
    const movements = Array.from({ length: 7 }, (_, index) => movement(index + 1));
    const { unmount, user } = render(
      `${BASE}/conversioni-coupons`,
      withData(ranking({ Movimenti: movements })),
    );
    const shown = await screen.findByRole('list', { name: 'Elenco dei movimenti' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Alcuni punti non sono ancora convertibili.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(shown).getAllByRole('listitem')).toHaveLength(2));
    expect(within(shown).getByText('Punti dal gioco 7')).toBeInTheDocument();
    unmount();

    // One movement not convertible, even on the second page, brings the note.
    render(
      `${BASE}/conversioni-coupons`,
      withData(ranking({ Movimenti: [...movements, movement(8, { Convertibile: false })] })),
    );
    expect(await screen.findByText('Alcuni punti non sono ancora convertibili.')).toBeInTheDocument();
  });

  it("highlights the player's row in the leaderboard", async () => {
    render(`${BASE}/conversioni-coupons`, withData(ranking()));
    const table = await screen.findByRole('table', { name: 'Classifica' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1]!).getByText('Tu')).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(within(rows[0]!).queryByText('Tu')).not.toBeInTheDocument();
  });

  it('shows the ranking coupons (Id_ELBonusGiochi 9) under Coupons: active verde and giallo, expired rosso', async () => {
    const coupons = list([
      promo(
        { Id: 1, Name: 'Coupon fedeltà 5 €', Id_ELBonusGiochi: 9 },
        { Coupons: [coupon(), WAITING, EXPIRED] },
      ),
      promo(
        { Id: 2, Name: 'Coupon di un’altra promo', Id_ELBonusGiochi: 1 },
        { Coupons: [coupon({ BonusCode: 'ALTRO' })] },
      ),
    ]);
    const { user } = render(`${BASE}/coupons-active`, {
      ...withData(ranking()),
      ...promoListHandler(coupons),
    });
    await screen.findByRole('article', { name: 'Coupon fedeltà 5 €' });
    expect(screen.queryByRole('article', { name: 'Coupon di un’altra promo' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Coupon CPN-VERDE' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Coupon CPN-GIALLO' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Coupon CPN-ROSSO' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Scaduti' }));
    expect(await screen.findByRole('listitem', { name: 'Coupon CPN-ROSSO' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Coupon CPN-VERDE' })).not.toBeInTheDocument();
  });

  it("shows 'Non sono disponibili coupons' when no ranking coupon fits the tab", async () => {
    render(`${BASE}/coupons-expired`, {
      ...withData(ranking()),
      ...promoListHandler(list([promo({ Id_ELBonusGiochi: 9 }, { Coupons: [coupon()] })])),
    });
    expect(await screen.findByText('Non sono disponibili coupons')).toBeInTheDocument();
  });

  it('redeeming a ranking coupon reads the points again after 1 s', async () => {
    const { fetchMock, user } = render(`${BASE}/coupons-active`, {
      ...withData(ranking()),
      ...promoListHandler(list([promo({ Id_ELBonusGiochi: 9 }, { Coupons: [coupon()] })])),
      'GET /api/BetPlay/RedeemBonus': () =>
        ok({ Promo: { Bonus: { PromoRicaricaBonus: { Id_ELBonusGiochi: 9 } } } }),
    });
    await screen.findByRole('listitem', { name: 'Coupon CPN-VERDE' });
    const reads = calls(fetchMock, '/api/Player/RankingEstrattoConto').length;
    await user.click(screen.getByRole('button', { name: 'Riscatta' }));
    expect(await screen.findByText(/Bonus riscattato correttamente\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls(fetchMock, '/api/Player/RankingEstrattoConto').length).toBeGreaterThan(reads),
    );
  });

  it('shows the loading error with Riprova', async () => {
    render(BASE, { [STATEMENT]: () => ({ status: 500, body: 'down' }) });
    expect(
      await screen.findByText('Si è verificato un errore durante il caricamento dei dati'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
