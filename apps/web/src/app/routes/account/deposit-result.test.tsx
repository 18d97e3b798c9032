import { PAYPAL_REDIRECT_CODE } from '@conto-gioco/shared/deposit';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPrimaRicaricaQueryOptions } from '@/features/deposit/api/check-prima-ricarica';
import { browser } from '@/features/deposit/lib/open-provider';
import { userFixture } from '@/testing/fixtures';
import { renderApp, type Handler } from '@/testing/render';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

type Esito = 'OK' | 'KO' | 'PENDING';

const confirmation =
  (esito: Esito, message = ''): Handler =>
  () => ({
    body: {
      ResponseCode: esito === 'KO' ? -1 : 0,
      ResponseMessage: message,
      ResponseData: { esito, transactionId: 'tx-1', importo: 2000, redirectUrl: null },
    },
  });

const CALLS = {
  neteller: 'GET /api/payment/neteller',
  paysafe: 'GET /api/payment/paysafe',
  paypal: 'GET /api/payment/paypal',
  poste: 'GET /api/payment/poste',
  safecharge: 'GET /api/payment/safecharge',
  skrill: 'GET /api/payment/skrillConfirm',
} as const;

type Options = {
  url: string;
  loggedIn?: boolean;
  handlers?: Record<string, Handler>;
};

function renderResult({ url, loggedIn = true, handlers = {} }: Options) {
  const checkPrima = vi.fn<Handler>(() => ({
    body: { ResponseCode: 0, ResponseMessage: '', ResponseData: false },
  }));
  const rendered = renderApp({
    url,
    user: loggedIn ? userFixture() : null,
    handlers: { 'GET /api/payment/checkPrimaRicarica': checkPrima, ...handlers },
  });
  return { ...rendered, checkPrima };
}

const calledPaths = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/account/ricarica/results/:status', () => {
  it('success: confirms with the neteller call (payment_id, status) and reads the balance again', async () => {
    const neteller = vi.fn(confirmation('OK'));
    const { fetchMock } = renderResult({
      url: '/account/ricarica/results/success?payment_id=SBX-1&payment_type=neteller&status=approved',
      handlers: { [CALLS.neteller]: neteller },
    });
    expect(
      await screen.findByRole('heading', { name: 'Complimenti, transazione eseguita con successo.' }),
    ).toBeInTheDocument();
    const call = calledPaths(fetchMock).find((url) => url.pathname === '/api/payment/neteller');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({ payment_id: 'SBX-1', status: 'approved' });
    await waitFor(() =>
      expect(
        calledPaths(fetchMock).filter((url) => url.pathname === '/api/Account/GetSaldo').length,
      ).toBeGreaterThan(1),
    );
    expect(screen.getByRole('link', { name: 'Torna alla ricarica' })).toHaveAttribute(
      'href',
      '/account/ricarica',
    );
  });

  it('success without payment_type (voucher and code methods): no confirmation call, the plain text', async () => {
    const { fetchMock } = renderResult({ url: '/account/ricarica/results/success?transaction_id=tx-9' });
    expect(
      await screen.findByRole('heading', { name: 'La ricarica è andata a buon fine.' }),
    ).toBeInTheDocument();
    expect(
      calledPaths(fetchMock).some(
        (url) => url.pathname.startsWith('/api/payment/') && !url.pathname.endsWith('checkPrimaRicarica'),
      ),
    ).toBe(false);
  });

  it('failed: the confirmation KO with its message and Error Code', async () => {
    renderResult({
      url: '/account/ricarica/results/failed?payment_id=SBX-1&payment_type=safecharge',
      handlers: { [CALLS.safecharge]: confirmation('KO', 'Pagamento rifiutato') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Transazione non andata a buon fine.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pagamento rifiutato')).toBeInTheDocument();
    expect(screen.getByText('Error Code: -1')).toBeInTheDocument();
  });

  it('a KO confirmation makes a success route failed', async () => {
    renderResult({
      url: '/account/ricarica/results/success?payment_id=SBX-1&payment_type=neteller&status=approved',
      handlers: { [CALLS.neteller]: confirmation('KO', 'Pagamento non trovato') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Transazione non andata a buon fine.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pagamento non trovato')).toBeInTheDocument();
  });

  it('a non-zero response code (an error status too) makes it failed', async () => {
    renderResult({
      url: '/account/ricarica/results/success?payment_id=SBX-1&payment_type=paysafe&mtid=tx-1',
      handlers: {
        [CALLS.paysafe]: () => ({
          status: 429,
          body: { ResponseCode: -429, ResponseMessage: 'Troppe richieste', ResponseData: null },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Transazione non andata a buon fine.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error Code: -429')).toBeInTheDocument();
  });

  it('the card provider code other than 00 makes it failed, whatever the confirmation says', async () => {
    const poste = vi.fn(confirmation('OK'));
    const { fetchMock } = renderResult({
      url: '/account/ricarica/results/success?payment_id=SBX-5&RESPONSE_CODE_AUT=05&payment_type=poste',
      handlers: { [CALLS.poste]: poste },
    });
    expect(
      await screen.findByRole('heading', { name: 'Transazione non andata a buon fine.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error Code: 05')).toBeInTheDocument();
    // poste is given every query value.
    const call = calledPaths(fetchMock).find((url) => url.pathname === '/api/payment/poste');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      payment_id: 'SBX-5',
      RESPONSE_CODE_AUT: '05',
      payment_type: 'poste',
    });
  });

  it('an empty card provider code is no answer yet: a pending card payment stays pending', async () => {
    renderResult({
      url: '/account/ricarica/results/pending?payment_id=SBX-5&RESPONSE_CODE_AUT=&payment_type=poste',
      handlers: { [CALLS.poste]: confirmation('PENDING') },
    });
    expect(
      await screen.findByRole('heading', { name: 'La transazione è in elaborazione' }),
    ).toBeInTheDocument();
  });

  it('the card provider code 00 with an OK confirmation is a success', async () => {
    renderResult({
      url: '/account/ricarica/results/success?payment_id=SBX-5&RESPONSE_CODE_AUT=00&payment_type=poste',
      handlers: { [CALLS.poste]: confirmation('OK') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Complimenti, transazione eseguita con successo.' }),
    ).toBeInTheDocument();
  });

  it('paypal -121212 sends the browser to the given page; paypal gets token, payerEmail, payerId, playerId', async () => {
    const { fetchMock } = renderResult({
      url: '/account/ricarica/results/success?token=SBX-7&PayerID=P1&payerEmail=a%40b.it&playerId=42&payment_type=paypal',
      handlers: {
        [CALLS.paypal]: () => ({
          body: {
            ResponseCode: PAYPAL_REDIRECT_CODE,
            ResponseMessage: '',
            ResponseData: {
              esito: 'PENDING',
              transactionId: 'tx-1',
              importo: 2000,
              redirectUrl: '/sandbox/pay/SBX-7',
            },
          },
        }),
      },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/SBX-7'));
    const call = calledPaths(fetchMock).find((url) => url.pathname === '/api/payment/paypal');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      token: 'SBX-7',
      payerId: 'P1',
      payerEmail: 'a@b.it',
      playerId: '42',
    });
  });

  it('skrill confirms through skrillConfirm with the query and the status', async () => {
    const { fetchMock } = renderResult({
      url: '/account/ricarica/results/pending?payment_id=SBX-8&payment_type=skrill',
      handlers: { [CALLS.skrill]: confirmation('PENDING') },
    });
    expect(
      await screen.findByRole('heading', { name: 'La transazione è in elaborazione' }),
    ).toBeInTheDocument();
    const call = calledPaths(fetchMock).find((url) => url.pathname === '/api/payment/skrillConfirm');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      payment_id: 'SBX-8',
      payment_type: 'skrill',
      status: 'pending',
    });
  });

  it('a PENDING confirmation shows a success route as pending (ours)', async () => {
    renderResult({
      url: '/account/ricarica/results/success?payment_id=SBX-1&payment_type=neteller&status=approved',
      handlers: { [CALLS.neteller]: confirmation('PENDING') },
    });
    expect(
      await screen.findByRole('heading', { name: 'La transazione è in elaborazione' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['pending', 'La transazione è in elaborazione'],
    ['failed', 'Transazione non andata a buon fine.'],
    ['success', 'Complimenti, transazione eseguita con successo.'],
  ])('motivo %s becomes the status', async (motivo, heading) => {
    renderResult({
      url: `/account/ricarica/results/failed?payment_id=SBX-1&payment_type=neteller&motivo=${motivo}`,
      handlers: { [CALLS.neteller]: confirmation('OK') },
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('any other motivo makes it failed with that text as the message', async () => {
    renderResult({
      url: '/account/ricarica/results/success?payment_id=SBX-1&payment_type=neteller&motivo=Pagamento%20rifiutato%20dal%20circuito',
      handlers: { [CALLS.neteller]: confirmation('OK') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Transazione non andata a buon fine.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pagamento rifiutato dal circuito')).toBeInTheDocument();
  });

  it('back: says the payment was cancelled, asks nothing', async () => {
    const neteller = vi.fn(confirmation('OK'));
    renderResult({
      url: '/account/ricarica/results/back?payment_id=SBX-1&payment_type=neteller',
      handlers: { [CALLS.neteller]: neteller },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Hai annullato il pagamento: la ricarica non è stata eseguita.',
      }),
    ).toBeInTheDocument();
    expect(neteller).not.toHaveBeenCalled();
  });

  it('an unknown status is not found', async () => {
    renderResult({ url: '/account/ricarica/results/altro' });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  describe('checkPrimaRicarica', () => {
    it('asks with the query transaction_id and says when it was the first deposit', async () => {
      window.localStorage.setItem('transaction_id', 'tx-stored');
      const checkPrima = vi.fn<Handler>(() => ({
        body: { ResponseCode: 0, ResponseMessage: '', ResponseData: true },
      }));
      renderResult({
        url: '/account/ricarica/results/success?transaction_id=tx-q',
        handlers: { 'GET /api/payment/checkPrimaRicarica': checkPrima },
      });
      expect(await screen.findByText('Hai completato la tua prima ricarica.')).toBeInTheDocument();
      expect(checkPrima.mock.calls[0]?.[0].url.searchParams.get('transactionId')).toBe('tx-q');
    });

    it('says nothing of a first deposit when it was not', async () => {
      const { queryClient } = renderResult({ url: '/account/ricarica/results/success?transaction_id=tx-q' });
      const { queryKey } = checkPrimaRicaricaQueryOptions('tx-q');
      await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('success'));
      // The answer is in the cache; let the page render it before looking.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(screen.queryByText('Hai completato la tua prima ricarica.')).not.toBeInTheDocument();
    });

    it.each([
      [{ transaction_id: 'tx-stored' }, 'tx-stored'],
      [{ paysafeTransactionId: 'tx-paysafe' }, 'tx-paysafe'],
      [{ transaction_id: 'tx-stored', paysafeTransactionId: 'tx-paysafe' }, 'tx-stored'],
    ])('falls back to the stored keys %o', async (stored, expected) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      const { checkPrima } = renderResult({
        url: '/account/ricarica/results/success?payment_id=SBX-1&payment_type=neteller&status=approved',
        handlers: { [CALLS.neteller]: confirmation('OK') },
      });
      await waitFor(() => expect(checkPrima).toHaveBeenCalled());
      expect(checkPrima.mock.calls[0]?.[0].url.searchParams.get('transactionId')).toBe(expected);
    });

    it('is not asked for a guest, who still sees the result (open route)', async () => {
      window.localStorage.setItem('transaction_id', 'tx-stored');
      const neteller = vi.fn(confirmation('OK'));
      const { checkPrima, router } = renderResult({
        loggedIn: false,
        url: '/account/ricarica/results/success?payment_id=SBX-1&payment_type=neteller&status=approved',
        handlers: { [CALLS.neteller]: neteller },
      });
      expect(
        await screen.findByRole('heading', { name: 'Complimenti, transazione eseguita con successo.' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account/ricarica/results/success');
      expect(neteller).toHaveBeenCalled();
      expect(checkPrima).not.toHaveBeenCalled();
    });
  });
});
