import { configure, screen, waitFor, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEPOSIT_LIMIT_OPTIONS_CENTS } from '@conto-gioco/shared/registration';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { renderApp, type Handler } from '@/testing/render';

// Whole-app renders with lazy routes: generous waits when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

// The bot check solves at once here: each mounted field reports '<action>-<n>', a new one each time.
const botCheck = vi.hoisted(() => ({ solved: 0 }));
vi.mock('@/features/bot-check/components/bot-check-field', async () => {
  const { useEffect } = await vi.importActual<typeof ReactModule>('react');
  return {
    BotCheckField: ({
      action,
      onPayload,
    }: {
      action: string;
      onPayload: (payload: string | null) => void;
    }) => {
      useEffect(() => onPayload(`${action}-${++botCheck.solved}`), []); // eslint-disable-line react-hooks/exhaustive-deps
      return null;
    },
  };
});

const CF = 'MRTLSN85H14F205D';
const LINK = `/account/migration?cf=${CF}&inv=INV-5000101-7QK4&username=alemoretti`;
const NEWSLETTER = [
  {
    accettato: false,
    descrizione: 'Novità sulle scommesse sportive',
    famiglia: 'NEWS',
    flag_consenso: 'NL_SPORT',
    gioco: 'sport',
  },
];

const envelope = (ResponseCode: number, ResponseMessage: string, ResponseData: unknown) => ({
  body: { ResponseCode, ResponseMessage, ResponseData },
});

function renderMigration(migrateUser: Handler, url = LINK) {
  return renderApp({
    url,
    handlers: {
      'GET /api/Account/GetLimitiDeposito': () => envelope(0, '', DEPOSIT_LIMIT_OPTIONS_CENTS),
      'GET /api/Account/GetDefaultNewsletter': () => envelope(0, '', NEWSLETTER),
      'POST /api/Account/MigrateUser': migrateUser,
    },
  });
}

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  const form = within(await screen.findByRole('form', { name: 'Trasferisci il tuo conto' }));
  await user.type(form.getByLabelText(/^Password/), 'Nuova2026pass');
  await user.type(form.getByLabelText(/^Ripeti la password/), 'Nuova2026pass');
  await user.selectOptions(form.getByLabelText(/^Domanda segreta/), '2');
  await user.type(form.getByLabelText(/^Risposta/), 'Lazio');
  await user.type(form.getByLabelText(/^Ripeti la risposta/), 'Lazio');
  await user.selectOptions(form.getByLabelText(/^Limite massimo di ricarica/), String(25_000));
  const marketing = form.getByRole('radiogroup', { name: /comunicazioni commerciali/ });
  await user.click(within(marketing).getByRole('radio', { name: 'Sì' }));
  await user.click(form.getByRole('checkbox', { name: 'SMS' }));
  const profiling = form.getByRole('radiogroup', { name: /profilazione/ });
  await user.click(within(profiling).getByRole('radio', { name: 'No' }));
  await user.click(await form.findByRole('checkbox', { name: 'Novità sulle scommesse sportive' }));
  return form;
}

const submit = (user: ReturnType<typeof renderApp>['user']) =>
  user.click(screen.getByRole('button', { name: 'Trasferisci il conto' }));

// Each test fills the whole form: more than the default 5 s when the machine is busy.
describe('migration page (/account/migration)', { timeout: 20_000 }, () => {
  it('converts the account and shows the congratulations, the nickname and the way to log in', async () => {
    const sent: unknown[] = [];
    const { user, router } = renderMigration(({ body }) => {
      sent.push(body);
      return envelope(0, '', { username: 'alemoretti' });
    });
    const form = await fillForm(user);
    // The old username is offered as the new one.
    expect(form.getByLabelText(/^Nuovo nome utente/)).toHaveValue('alemoretti');
    await submit(user);

    expect(
      await screen.findByRole('heading', { name: 'Complimenti! La tua registrazione è andata a buon fine' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Il tuo nickname è')).toBeInTheDocument();
    expect(screen.getByTestId('migration-nickname')).toHaveTextContent('alemoretti');
    expect(sent).toEqual([
      {
        codiceFiscale: CF,
        invitation: 'INV-5000101-7QK4',
        legacyUsername: 'alemoretti',
        username: 'alemoretti',
        password: 'Nuova2026pass',
        security: { id: 2, question: 'Qual è la tua squadra del cuore?', answer: 'Lazio' },
        deposito: { tipoPeriodo: 'WW', numVoltePeriodo: 1, importo: 25_000 },
        privacyMarketing: true,
        privacyProfilazione: false,
        comunicazioniSms: true,
        comunicazioniPush: false,
        comunicazioniPosta: false,
        comunicazioniTelefono: false,
        newsletter: [
          {
            accettatoField: true,
            descrizioneField: 'Novità sulle scommesse sportive',
            famigliaField: 'NEWS',
            flag_consensoField: 'NL_SPORT',
            giocoField: 'sport',
          },
        ],
        recaptcha: expect.stringMatching(/^AccountRegistration-\d+$/),
      },
    ]);

    await user.click(screen.getByRole('link', { name: 'Effettua la login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?username=alemoretti');
  });

  it('checks every field with the rules of registration before calling the server', async () => {
    const migrate = vi.fn<Handler>(() => envelope(0, '', { username: 'x' }));
    const { user } = renderMigration(migrate, `/account/migration?cf=${CF}&inv=INV-1`);
    const form = within(await screen.findByRole('form', { name: 'Trasferisci il tuo conto' }));
    expect(form.getByLabelText(/^Nuovo nome utente/)).toHaveValue('');
    await submit(user);
    expect((await form.findAllByText('Il campo è richiesto')).length).toBeGreaterThanOrEqual(5);

    await user.type(form.getByLabelText(/^Nuovo nome utente/), 'ale_mo');
    await user.type(form.getByLabelText(/^Password/), 'soloLettere');
    await submit(user);
    expect(await form.findByText('Usare solo lettere e numeri')).toBeInTheDocument();
    expect(form.getByText('Sicurezza password non sufficiente')).toBeInTheDocument();
    expect(migrate).not.toHaveBeenCalled();
  });

  it('asks for the same password and answer twice', async () => {
    const migrate = vi.fn<Handler>(() => envelope(0, '', { username: 'x' }));
    const { user } = renderMigration(migrate);
    const form = await fillForm(user);
    await user.type(form.getByLabelText(/^Ripeti la password/), 'x');
    await user.type(form.getByLabelText(/^Ripeti la risposta/), 'x');
    await submit(user);
    expect(await form.findByText('Le password non coincidono')).toBeInTheDocument();
    expect(form.getByText('Le risposte non coincidono')).toBeInTheDocument();
    expect(migrate).not.toHaveBeenCalled();
  });

  it('shows the anomalous-traffic modal on -3, and the form stays to retry later with a new bot check', async () => {
    const sent: { recaptcha?: string }[] = [];
    const { user } = renderMigration(({ body }) => {
      sent.push(body as { recaptcha?: string });
      return envelope(-3, SERVER_MESSAGES.botCheckFailed, null);
    });
    await fillForm(user);
    await submit(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Traffico anomalo' }));
    expect(
      dialog.getByText('Abbiamo rilevato un traffico anomalo dalla tua connessione. Riprova più tardi.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await submit(user);
    await screen.findByRole('dialog', { name: 'Traffico anomalo' });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.recaptcha).not.toBe(sent[1]!.recaptcha);
  });

  it("shows any other code as 'Si è verificato un errore' with code and message; a taken username marks the field", async () => {
    const { user } = renderMigration(() => envelope(-2, SERVER_MESSAGES.migrationUsernameTaken, null));
    const form = await fillForm(user);
    await submit(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Si è verificato un errore' }));
    expect(dialog.getByText('-2 - Nome utente non disponibile')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Chiudi' }));
    expect(form.getByLabelText(/^Nuovo nome utente/)).toHaveAccessibleDescription(
      /Nome utente non disponibile/,
    );
  });

  it('offers the login after -4 (account already converted)', async () => {
    const { user, router } = renderMigration(() => envelope(-4, SERVER_MESSAGES.migrationAlreadyDone, null));
    await fillForm(user);
    await submit(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Si è verificato un errore' }));
    expect(dialog.getByText(`-4 - ${SERVER_MESSAGES.migrationAlreadyDone}`)).toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: 'Vai al login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
  });

  it('shows the network-error text when the server cannot be reached', async () => {
    const { user } = renderMigration(() => {
      throw new TypeError('Failed to fetch');
    });
    await fillForm(user);
    await submit(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Si è verificato un errore' }));
    expect(
      dialog.getByText("Riprova e se dovesse ripetersi l'errore contatta l'assistenza clienti"),
    ).toBeInTheDocument();
  });

  it('explains an incomplete link instead of showing the form', async () => {
    renderMigration(() => envelope(0, '', null), `/account/migration?cf=${CF}`);
    expect(await screen.findByText('Link di invito non valido')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});
