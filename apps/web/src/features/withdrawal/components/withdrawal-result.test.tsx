import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

configure({ asyncUtilTimeout: 5000 });

const saldoCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/Account/GetSaldo')).length;

describe('/account/prelievo/results/:status', () => {
  it('success: Operazione conclusa with the success text and the reference; the balance is read again', async () => {
    const { fetchMock, router } = renderApp({ url: '/account', user: userFixture() });
    await waitFor(() => expect(saldoCalls(fetchMock)).toBe(1));
    await act(() => router.navigate('/account/prelievo/results/success?payment_id=SBX-PO-1'));
    expect(await screen.findByRole('heading', { name: 'Operazione conclusa' })).toBeInTheDocument();
    expect(screen.getByText('Il prelievo è stato richiesto con successo.')).toBeInTheDocument();
    expect(screen.getByText('Riferimento: SBX-PO-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prelievi in attesa' })).toHaveAttribute(
      'href',
      '/account/elenco-prelievi',
    );
    // The header's balance, already read, is read again.
    await waitFor(() => expect(saldoCalls(fetchMock)).toBe(2));
  });

  it('failed with motivo: Non è stato possibile prelevare: {motivo}', async () => {
    renderApp({ url: '/account/prelievo/results/failed?motivo=Annullato%20dal%20giocatore' });
    expect(
      await screen.findByRole('heading', {
        name: 'Non è stato possibile prelevare: Annullato dal giocatore',
      }),
    ).toBeInTheDocument();
  });

  it('motivo overrides a success route', async () => {
    renderApp({ url: '/account/prelievo/results/success?motivo=Pagamento%20rifiutato' });
    expect(
      await screen.findByRole('heading', { name: 'Non è stato possibile prelevare: Pagamento rifiutato' }),
    ).toBeInTheDocument();
  });

  it('failed without a reason: the generic failure; a card code shows as Error Code', async () => {
    renderApp({ url: '/account/prelievo/results/success?RESPONSE_CODE_AUT=05' });
    expect(
      await screen.findByRole('heading', { name: 'Il prelievo non è andato a buon fine.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error Code: 05')).toBeInTheDocument();
  });

  it('pending, also when motivo names it', async () => {
    renderApp({ url: '/account/prelievo/results/success?motivo=pending' });
    expect(await screen.findByRole('heading', { name: 'Il prelievo è in elaborazione' })).toBeInTheDocument();
    expect(
      screen.getByText('Lo trovi tra i prelievi in attesa finché il pagamento non sarà completato.'),
    ).toBeInTheDocument();
  });

  it('is open to a visitor, and an unknown status is not found', async () => {
    const { router } = renderApp({ url: '/account/prelievo/results/pending' });
    expect(await screen.findByRole('heading', { name: 'Il prelievo è in elaborazione' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/prelievo/results/pending');
  });

  it('an unknown status is not found', async () => {
    renderApp({ url: '/account/prelievo/results/back' });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
