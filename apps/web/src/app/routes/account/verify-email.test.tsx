import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

describe('/account/verify-email (the confirmation e-mail link)', () => {
  it('calls SetEmailMobileVerified with email, code and source, once, and says the address is verified', async () => {
    const asked: string[] = [];
    renderApp({
      url: '/account/verify-email?email=paola.greco%40example.it&code=abcdefghijklmnopqrstuvwxyz012345&source=email',
      handlers: {
        'GET /api/Account/SetEmailMobileVerified': ({ url }) => {
          asked.push(url.search);
          return { body: { ResponseCode: 0, ResponseMessage: 'ok', ResponseData: null } };
        },
      },
    });
    expect(await screen.findByText('Indirizzo e-mail verificato correttamente')).toBeInTheDocument();
    expect(asked).toEqual([
      '?email=paola.greco%40example.it&code=abcdefghijklmnopqrstuvwxyz012345&source=email',
    ]);
    expect(screen.getByRole('link', { name: 'Vai al tuo conto' })).toHaveAttribute('href', '/account');
  });

  it('says when the link is used or expired', async () => {
    renderApp({
      url: '/account/verify-email?email=a%40example.it&code=abcdefghijklmnopqrstuvwxyz012345',
      handlers: {
        'GET /api/Account/SetEmailMobileVerified': () => ({
          body: { ResponseCode: -1, ResponseMessage: 'no', ResponseData: null },
        }),
      },
    });
    expect(
      await screen.findByText(
        'Il link di verifica non è valido o è scaduto. Chiedi una nuova mail di conferma.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the link is incomplete, and asks nothing', async () => {
    const { fetchMock } = renderApp({ url: '/account/verify-email?email=a%40example.it' });
    expect(
      await screen.findByText(
        'Il link di verifica è incompleto. Aprilo di nuovo dalla mail che hai ricevuto.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('SetEmailMobileVerified'),
    );
  });
});
