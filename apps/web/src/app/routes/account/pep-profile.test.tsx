import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { renderApp, type Handler } from '@/testing/render';

const URL = '/account/edit/pep-profile';
const empty: Handler = () => ({
  body: {
    ResponseCode: 0,
    ResponseMessage: '',
    ResponseData: {
      professione: null,
      fasciaReddito: null,
      origineFondi: null,
      origineFondiAltro: null,
      ragione: null,
    },
  },
});

async function choose(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('/account/edit/pep-profile', () => {
  it('requires the three choices and the free text for origin 255, then goes to /account/status', async () => {
    let sent: unknown;
    const { user, router } = renderApp({
      url: URL,
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetPepInfo': empty,
        'POST /api/Account/EL_SetPepInfo': ({ body }) => {
          sent = body;
          return { body: { ResponseCode: 0, ResponseMessage: '', ResponseData: null } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invia' }));
    expect(await screen.findAllByText('Il campo è richiesto')).toHaveLength(3);
    await choose(user, 'Professione', 'Imprenditore');
    await choose(user, 'Fascia di reddito annuo', 'Oltre 100.000 €');
    await choose(user, 'Origine dei fondi', 'Altro');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Il campo è richiesto')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Specifica/ }), 'Vendita di un immobile');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/status'));
    expect(sent).toMatchObject({
      professione: 3,
      fasciaReddito: 5,
      origineFondi: 255,
      origineFondiAltro: 'Vendita di un immobile',
    });
  });

  it("shows the spec's failure text when the save fails", async () => {
    const { user } = renderApp({
      url: URL,
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetPepInfo': () => ({
          body: {
            ResponseCode: 0,
            ResponseMessage: '',
            ResponseData: {
              professione: 1,
              fasciaReddito: 1,
              origineFondi: 1,
              origineFondiAltro: null,
              ragione: null,
            },
          },
        }),
        'POST /api/Account/EL_SetPepInfo': () => ({
          status: 500,
          body: { ResponseCode: -500, ResponseMessage: 'x', ResponseData: null },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invia' }));
    expect(
      await screen.findByText("Si è verificato un errore durante l'invio dei dati. Per favore riprova."),
    ).toBeInTheDocument();
  });
});
