import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { calls, renderApp, type Handler } from '@/testing/render';
import { coupon, list, postedBodies, promo, PROMO_LIST_PATH, promoListHandler } from '../testing/fixtures';

configure({ asyncUtilTimeout: 5000 });

const render = (handlers: Record<string, Handler>, modules: Record<string, string> = {}) =>
  renderApp({ url: '/account/promozioni', user: userFixture(), modules, handlers });

const card = (name: string) => within(screen.getByRole('article', { name }));

const PROMOS = list([
  promo(
    { Id: 1, Name: 'Benvenuto', Code: 'BENVENUTO', State: 'ok', BonusValue: 1_000, DateFrom: null },
    { Attivatore: { TargetValue: 2_000, Description: 'Ricarica almeno 20 € entro 7 giorni' } },
  ),
  promo({ Id: 2, Name: 'Coupon fedeltà', Code: null, State: 'wait' }, { Coupons: [coupon()] }),
  promo({ Id: 3, Name: 'Promo di ottobre', Code: 'OTTOBRE', State: 'ko', DateTo: null }),
]);

describe('/account/promozioni', () => {
  it('shows each promotion with its state in Italian, code, value, period, activator and coupons link', async () => {
    render(promoListHandler(PROMOS));
    await screen.findByRole('article', { name: 'Benvenuto' });

    const ok = card('Benvenuto');
    expect(ok.getByText('Disponibile')).toBeInTheDocument();
    expect(ok.getByText('BENVENUTO')).toBeInTheDocument();
    expect(ok.getByText('€ 10,00')).toBeInTheDocument();
    expect(ok.getByText('Fino al 31/12/2026 10:00')).toBeInTheDocument();
    expect(ok.getByText('Ricarica almeno 20 € entro 7 giorni')).toBeInTheDocument();
    expect(ok.getByRole('button', { name: 'Riscatta' })).toBeEnabled();
    expect(ok.queryByRole('link', { name: 'Vedi i tuoi coupon' })).not.toBeInTheDocument();

    const wait = card('Coupon fedeltà');
    expect(wait.getByText('In attesa')).toBeInTheDocument();
    expect(wait.getByText('Dal 01/11/2026 10:00 al 31/12/2026 10:00')).toBeInTheDocument();
    expect(wait.getByText('Un bonus sport da giocare sulle multiple')).toBeInTheDocument();
    // No public code: nothing to redeem here, the coupons are on their page.
    expect(wait.queryByRole('button', { name: 'Riscatta' })).not.toBeInTheDocument();
    expect(wait.getByRole('link', { name: 'Vedi i tuoi coupon' })).toHaveAttribute(
      'href',
      '/account/bonus-coupons',
    );

    const ko = card('Promo di ottobre');
    expect(ko.getByText('Non disponibile')).toBeInTheDocument();
    expect(ko.getByText('Senza scadenza')).toBeInTheDocument();
    // A code, but the state is ko: no redeem.
    expect(ko.getByText('OTTOBRE')).toBeInTheDocument();
    expect(ko.queryByRole('button', { name: 'Riscatta' })).not.toBeInTheDocument();
  });

  it('redeems the public code of an ok promotion, then reads the lists again after 1 s', async () => {
    const { fetchMock, user } = render({
      ...promoListHandler(PROMOS),
      'GET /api/BetPlay/RedeemBonus': () => ({
        body: {
          ResponseCode: 0,
          ResponseMessage: '',
          ResponseData: { Promo: { Bonus: { PromoRicaricaBonus: { Id_ELBonusGiochi: 1 } } } },
        },
      }),
    });
    await screen.findByRole('article', { name: 'Benvenuto' });
    const lists = calls(fetchMock, PROMO_LIST_PATH).length;
    await user.click(card('Benvenuto').getByRole('button', { name: 'Riscatta' }));
    expect(await card('Benvenuto').findByRole('status')).toHaveTextContent('Bonus riscattato correttamente.');
    expect(calls(fetchMock, '/api/BetPlay/RedeemBonus')[0]!.searchParams.get('bonusCode')).toBe('BENVENUTO');
    await waitFor(() => expect(calls(fetchMock, PROMO_LIST_PATH).length).toBeGreaterThan(lists));
    expect(postedBodies(fetchMock, PROMO_LIST_PATH).at(-1)).toMatchObject({ Skip: 0, Take: 10 });
  });

  it('shows a refused code with the spec texts', async () => {
    const { user } = render({
      ...promoListHandler(PROMOS),
      'GET /api/BetPlay/RedeemBonus': () => ({
        status: 400,
        body: {
          ResponseCode: -5002,
          ResponseMessage: 'Hai già riscattato questo bonus.',
          ResponseData: null,
        },
      }),
    });
    await screen.findByRole('article', { name: 'Benvenuto' });
    await user.click(card('Benvenuto').getByRole('button', { name: 'Riscatta' }));
    const alert = await card('Benvenuto').findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione');
    expect(alert).toHaveTextContent('Promo o codice bonus non trovati');
    expect(alert).toHaveTextContent('-5002 - Hai già riscattato questo bonus.');
  });

  it('shows the empty text, the loading error and the disabled section', async () => {
    const { unmount } = render(promoListHandler(list([], { TotalBonusValue: 0 })));
    expect(await screen.findByText('Non ci sono promozioni attive.')).toBeInTheDocument();
    unmount();

    const failed = render({ [`POST ${PROMO_LIST_PATH}`]: () => ({ status: 500, body: 'down' }) });
    expect(
      await screen.findByText('Si è verificato un errore durante il caricamento dei dati'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    failed.unmount();

    // The server's null (withdraw-only) hides the section as the module does.
    const hidden = render(promoListHandler(null));
    expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
    hidden.unmount();

    const { fetchMock } = render(promoListHandler(PROMOS), { ConsentiSoloPrelievo: 'true' });
    expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
    expect(calls(fetchMock, PROMO_LIST_PATH)).toHaveLength(0);
  });
});
