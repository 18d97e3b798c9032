import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { renderApp, type Handler } from '@/testing/render';

const URL = '/account/edit/gioco-consapevole';
const limits =
  (data: object | null, code = 0): Handler =>
  () => ({
    body: { ResponseCode: code, ResponseMessage: '', ResponseData: data },
  });
const exclusionTypes: Handler = () => ({
  body: {
    ResponseCode: 0,
    ResponseMessage: '',
    ResponseData: {
      tipi: [
        { id: 0, descrizione: 'Tutti i giochi (intero conto)' },
        { id: 2, descrizione: 'Casinò e slot' },
      ],
      esclusioni: [],
    },
  },
});

describe('/account/edit/gioco-consapevole', () => {
  it('shows the limit in force and a raise waiting, with its date and time, that can be cancelled', async () => {
    let cancelled = false;
    const { user } = renderApp({
      url: URL,
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetLimitazioniDeposito': limits({
          inVigore: { importo: 10_000, tipoPeriodo: 'WW' },
          inAttesa: cancelled
            ? null
            : { importo: 50_000, tipoPeriodo: 'MM', decorrenza: '2026-03-09T10:00:00.000Z' },
          numVoltePeriodo: 1,
        }),
        'GET /api/Account/GetTipiAutoesclusioneTrasversale': exclusionTypes,
        'POST /api/Account/AnnullaLimitazione': () => {
          cancelled = true;
          return { body: { code: 0, description: 'Modifica del limite annullata', decorrenza: null } };
        },
      },
    });
    expect(await screen.findByTestId('limit-in-force')).toHaveTextContent('a settimana');
    expect(screen.getByText(/in vigore dal 09\/03\/2026, 11:00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulla la modifica' }));
    expect(await screen.findByText('Modifica del limite annullata')).toBeInTheDocument();
  });

  it('saves a limit chosen among the 14 amounts and shows the server description', async () => {
    let sent: unknown;
    const { user } = renderApp({
      url: URL,
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetLimitazioniDeposito': limits({
          inVigore: null,
          inAttesa: null,
          numVoltePeriodo: 1,
        }),
        'GET /api/Account/GetTipiAutoesclusioneTrasversale': exclusionTypes,
        'POST /api/Account/SaveLimitazione': ({ body }) => {
          sent = body;
          return {
            body: { code: 0, description: 'Limite di deposito salvato con successo', decorrenza: null },
          };
        },
      },
    });
    expect(await screen.findByText('Nessun limite impostato')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salva il limite' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Mensile' }));
    await user.click(screen.getByRole('textbox', { name: 'Importo massimo' }));
    await user.click(await screen.findByRole('option', { name: /250,00/, hidden: true }));
    await user.click(save);
    expect(await screen.findByText('Limite di deposito salvato con successo')).toBeInTheDocument();
    expect(sent).toEqual({ importo: 25_000, tipoPeriodo: 'MM', numVoltePeriodo: 1 });
  });

  it('self-excludes after a confirmation that says it is irreversible', async () => {
    let sent: unknown;
    const { user } = renderApp({
      url: URL,
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetLimitazioniDeposito': limits({
          inVigore: null,
          inAttesa: null,
          numVoltePeriodo: 1,
        }),
        'GET /api/Account/GetTipiAutoesclusioneTrasversale': exclusionTypes,
        'POST /api/Account/SaveEsclusione': ({ body }) => {
          sent = body;
          return { body: { code: 0, desc: 'Autoesclusione impostata con successo' } };
        },
      },
    });
    const submit = await screen.findByRole('button', { name: 'Autoescludimi' });
    expect(submit).toBeDisabled();
    // One choice among the temporary durations and the permanent one: they exclude each other.
    await user.click(screen.getByRole('radio', { name: '60 giorni' }));
    await user.click(screen.getByRole('radio', { name: 'A tempo indeterminato (minimo 6 mesi)' }));
    expect(screen.getByRole('radio', { name: '60 giorni' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: '30 giorni' }));
    await user.click(submit);
    expect(await screen.findByText(/l'operazione è irreversibile/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confermo' }));
    expect(await screen.findByText('Autoesclusione impostata con successo')).toBeInTheDocument();
    expect(sent).toEqual({ tipo: 3, termine: '30', tipoTrasversale: 0 });
  });

  it('shows the load failure with a retry', async () => {
    renderApp({
      url: URL,
      user: userFixture(),
      handlers: {
        'GET /api/Account/EL_GetLimitazioniDeposito': () => ({
          status: 500,
          body: { ResponseCode: -1, ResponseMessage: 'x', ResponseData: null },
        }),
        'GET /api/Account/GetTipiAutoesclusioneTrasversale': exclusionTypes,
      },
    });
    await waitFor(() =>
      expect(
        screen.getByText('Non è stato possibile leggere il tuo limite di deposito.'),
      ).toBeInTheDocument(),
    );
  });

  it('lists the exclusions in force and sends the readmission request of a permanent one', async () => {
    const { user } = renderApp({
      url: URL,
      user: userFixture({ statoConto: 8 }),
      handlers: {
        'GET /api/Account/EL_GetLimitazioniDeposito': limits({
          inVigore: null,
          inAttesa: null,
          numVoltePeriodo: 1,
        }),
        'GET /api/Account/GetTipiAutoesclusioneTrasversale': () => ({
          body: {
            ResponseCode: 0,
            ResponseMessage: '',
            ResponseData: {
              tipi: [{ id: 0, descrizione: 'Tutti i giochi (intero conto)' }],
              esclusioni: [
                {
                  tipoTrasversale: 0,
                  termine: 'P',
                  dal: '2025-01-10T10:00:00.000Z',
                  al: '2025-07-10T10:00:00.000Z',
                  riammissioneDal: null,
                },
              ],
            },
          },
        }),
        'POST /api/Account/RichiediRiammissione': () => ({
          body: { code: -1, desc: "L'autoesclusione permanente può essere revocata solo dopo 6 mesi" },
        }),
      },
    });
    expect(await screen.findByText(/permanente, revocabile dal 10\/07\/2025, 12:00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Richiedi la riammissione' }));
    expect(
      await screen.findByText("L'autoesclusione permanente può essere revocata solo dopo 6 mesi"),
    ).toBeInTheDocument();
  });
});
