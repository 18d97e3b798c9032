import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { calls, renderApp, type Handler } from '@/testing/render';
import {
  coupon,
  EXPIRED,
  list,
  postedBodies,
  promo,
  PROMO_LIST_PATH,
  promoListHandler,
  WAITING,
} from '../testing/fixtures';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const URL = '/account/bonus-coupons';

const render = (
  handlers: Record<string, Handler>,
  { modules = {} }: { modules?: Record<string, string> } = {},
) => renderApp({ url: URL, user: userFixture(), modules, handlers });

const THREE_COLOURS = list(
  [
    promo({ Id: 1, Name: 'Coupon sport 5 €' }, { Coupons: [coupon(), WAITING, EXPIRED] }),
    promo({ Id: 2, Name: 'Promo senza coupon' }),
  ],
  { TotalBonusValue: 1_234_56, TotalFreeSpinValue: 15 },
);

const couponRow = (code: string) => screen.getByRole('listitem', { name: `Coupon ${code}` });

const redeemAnswer =
  (code: number, message = ''): Handler =>
  () => ({
    body: {
      ResponseCode: code,
      ResponseMessage: message,
      ResponseData: code === 0 ? { Promo: { Bonus: { PromoRicaricaBonus: { Id_ELBonusGiochi: 1 } } } } : null,
    },
  });

describe('/account/bonus-coupons', () => {
  it('asks for the first page as the spec says, and shows the totals in Italian format', async () => {
    const { fetchMock } = render(promoListHandler(THREE_COLOURS));
    const totals = within(await screen.findByRole('group', { name: 'Riepilogo' }));
    expect(totals.getByText('Bonus disponibile').nextSibling).toHaveTextContent('€ 1.234,56');
    expect(totals.getByText('Free Spin disponibili').nextSibling).toHaveTextContent('15 giri');
    expect(postedBodies(fetchMock, PROMO_LIST_PATH)[0]).toEqual({
      DateFrom: null,
      DateTo: null,
      Skip: 0,
      Take: 10,
      SortBy: 'DateTo',
      SortAscending: false,
      ResetCache: false,
    });
    expect(screen.getByText(/^Aggiornato alle \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('groups the coupons by promotion, each with its code, value, colour and alert text', async () => {
    render(promoListHandler(THREE_COLOURS));
    const card = within(await screen.findByRole('article', { name: 'Coupon sport 5 €' }));
    // A promotion without coupons is not a card here.
    expect(screen.queryByRole('article', { name: 'Promo senza coupon' })).not.toBeInTheDocument();
    expect(card.getAllByRole('listitem')).toHaveLength(3);

    const green = within(couponRow('CPN-VERDE'));
    expect(couponRow('CPN-VERDE')).toHaveAttribute('data-color', 'verde');
    expect(green.getByText('Utilizzabile')).toBeInTheDocument();
    expect(green.getByText('€ 5,00')).toBeInTheDocument();
    expect(green.getByText('Utilizzabile entro il 20/12/2026 10:00')).toBeInTheDocument();
    expect(green.getByRole('button', { name: 'Riscatta' })).toBeEnabled();

    const yellow = within(couponRow('CPN-GIALLO'));
    expect(couponRow('CPN-GIALLO')).toHaveAttribute('data-color', 'giallo');
    expect(yellow.getByText('In attesa')).toBeInTheDocument();
    expect(yellow.getByText('€ 10,00')).toBeInTheDocument();
    expect(yellow.getByText('Valido dal 01/12/2026 10:00')).toBeInTheDocument();
    expect(yellow.queryByRole('button', { name: 'Riscatta' })).not.toBeInTheDocument();

    const red = within(couponRow('CPN-ROSSO'));
    expect(couponRow('CPN-ROSSO')).toHaveAttribute('data-color', 'rosso');
    expect(red.getByText('Non utilizzabile')).toBeInTheDocument();
    expect(red.getByText('Scaduto il 10/11/2026 10:00')).toBeInTheDocument();
    expect(red.queryByRole('button', { name: 'Riscatta' })).not.toBeInTheDocument();
  });

  it('redeems a usable coupon by its code: disabled meanwhile, the text and link, then everything again after 1 s', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock, user } = render({
      ...promoListHandler(
        list([
          promo({ Id: 1 }, { Coupons: [coupon()] }),
          promo({ Id: 2, Name: 'Altra promo' }, { Coupons: [coupon({ BonusCode: 'CPN-ALTRO' })] }),
        ]),
      ),
      'GET /api/BetPlay/RedeemBonus': async (request) => {
        await answered;
        return redeemAnswer(0, 'Bonus riscattato correttamente.')(request);
      },
    });
    await screen.findByRole('article', { name: 'Coupon sport 5 €' });
    const balances = calls(fetchMock, '/api/Account/GetSaldo').length;
    const lists = calls(fetchMock, PROMO_LIST_PATH).length;

    await user.click(within(couponRow('CPN-VERDE')).getByRole('button', { name: 'Riscatta' }));
    // One redeem at a time: every 'Riscatta' waits for the answer.
    await waitFor(() =>
      expect(within(couponRow('CPN-ALTRO')).getByRole('button', { name: 'Riscatta' })).toBeDisabled(),
    );
    expect(within(couponRow('CPN-VERDE')).getByRole('button')).toBeDisabled();
    release();

    const done = await within(couponRow('CPN-VERDE')).findByRole('status');
    expect(done).toHaveTextContent('Bonus riscattato correttamente.');
    expect(within(done).getByRole('link', { name: 'Vai al bonus' })).toHaveAttribute(
      'href',
      '/account/promozioni-bonus/real-bonus',
    );
    expect(calls(fetchMock, '/api/BetPlay/RedeemBonus')[0]!.searchParams.get('bonusCode')).toBe('CPN-VERDE');
    // Not at once: the refresh waits a second.
    expect(calls(fetchMock, PROMO_LIST_PATH)).toHaveLength(lists);
    await waitFor(() => {
      expect(calls(fetchMock, '/api/Account/GetSaldo').length).toBeGreaterThan(balances);
      expect(calls(fetchMock, PROMO_LIST_PATH).length).toBeGreaterThan(lists);
    });
  });

  it("shows a refused redeem as 'Attenzione' with the code and the server's message", async () => {
    const { user } = render({
      ...promoListHandler(list([promo({}, { Coupons: [coupon()] })])),
      'GET /api/BetPlay/RedeemBonus': redeemAnswer(-5003, 'Il coupon non è ancora utilizzabile.'),
    });
    await screen.findByRole('article', { name: 'Coupon sport 5 €' });
    await user.click(screen.getByRole('button', { name: 'Riscatta' }));
    const alert = await within(couponRow('CPN-VERDE')).findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione');
    expect(alert).toHaveTextContent('Promo o codice bonus non trovati');
    expect(alert).toHaveTextContent('-5003 - Il coupon non è ancora utilizzabile.');
    expect(screen.getByRole('button', { name: 'Riscatta' })).toBeEnabled();
  });

  it('pages ten promotions at a time by Total, and the refresh asks with ResetCache', async () => {
    const { fetchMock, user } = render(
      promoListHandler((body) =>
        body.Skip === 0
          ? list([promo({ Name: 'Prima pagina' }, { Coupons: [coupon()] })], { Total: 12 })
          : list([promo({ Id: 11, Name: 'Seconda pagina' }, { Coupons: [coupon({ BonusCode: 'P2' })] })], {
              Total: 12,
            }),
      ),
    );
    await screen.findByRole('article', { name: 'Prima pagina' });
    expect(screen.getByRole('button', { name: '2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Seconda pagina' })).toBeInTheDocument();
    expect(postedBodies(fetchMock, PROMO_LIST_PATH).at(-1)).toMatchObject({ Skip: 10, Take: 10 });

    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, PROMO_LIST_PATH).at(-1)).toMatchObject({ Skip: 10, ResetCache: true }),
    );
  });

  it("shows 'Non sono disponibili coupons' when no promotion has coupons", async () => {
    render(promoListHandler(list([promo()], { TotalBonusValue: 0 })));
    expect(await screen.findByText('Non sono disponibili coupons')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the loading error with Riprova, which asks again', async () => {
    let failing = true;
    const { user } = render({
      [`POST ${PROMO_LIST_PATH}`]: () =>
        failing
          ? { status: 500, body: 'down' }
          : {
              body: {
                ResponseCode: 0,
                ResponseMessage: '',
                ResponseData: list([promo({}, { Coupons: [coupon()] })]),
              },
            },
    });
    expect(
      await screen.findByText('Si è verificato un errore durante il caricamento dei dati'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Coupon sport 5 €' })).toBeInTheDocument();
  });

  it("shows 'Questa sezione è stata disabilitata' with ConsentiSoloPrelievo, without asking", async () => {
    const { fetchMock } = render(promoListHandler(THREE_COLOURS), {
      modules: { ConsentiSoloPrelievo: 'true' },
    });
    expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
    expect(calls(fetchMock, PROMO_LIST_PATH)).toHaveLength(0);
  });
});
