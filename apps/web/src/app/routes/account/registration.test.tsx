import { DEPOSIT_LIMIT_OPTIONS_CENTS } from '@conto-gioco/shared/registration';
import { CodiceFiscale } from '@conto-gioco/shared/validation/fiscal-code';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountStatusFixture, clientSettingsFixture, userFixture } from '@/testing/fixtures';
import { renderApp, TEST_TOKEN, type Handler } from '@/testing/render';

const URL = '/account/registration';

const envelope = (data: unknown, code = 0, message = '') => ({
  body: { ResponseCode: code, ResponseMessage: message, ResponseData: data },
});

const CF = CodiceFiscale.compute({
  name: 'Mario',
  surname: 'Rossi',
  gender: 'M',
  day: 1,
  month: 1,
  year: 1980,
  birthplace: 'H501',
});
/** Another person's code: Giulia Bianchi, born in Milan on 15 March 1992. */
const OTHER_CF = CodiceFiscale.compute({
  name: 'Giulia',
  surname: 'Bianchi',
  gender: 'F',
  day: 15,
  month: 3,
  year: 1992,
  birthplace: 'F205',
});

const ROMA = { Id: 8501, Nome: 'ROMA', Provincia: 'RM', Catastale: 'H501', Soppresso: false };
const MILANO = { Id: 6205, Nome: 'MILANO', Provincia: 'MI', Catastale: 'F205', Soppresso: false };

const MODULES = {
  Registration_Enabled: 'true',
  NewRegistration_Enabled: 'true',
  PreRegistration_Enabled: 'false',
  RegistrationLockedDuringNight: 'false',
  CredentialCheck_Enabled: 'false',
  RegistrationDisabledSteps: '',
  MobileNumberRegExpr: '',
};

const registered = (username = 'nuovogiocatore') => ({
  Token: TEST_TOKEN,
  UserData: userFixture({ username, statoConto: 1, userStatusOk: false }),
  ClientSettings: clientSettingsFixture(),
  DeviceToken: 'device-1',
});

/** A registration server where everything goes well; tests override the calls they look at. */
function registrationHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/Account/GetNazioni': () =>
      envelope([
        { Id: 181, Nome: 'ITALIA', Catastale: null },
        { Id: 64, Nome: 'FRANCIA', Catastale: 'Z110' },
      ]),
    'GET /api/Account/GetComuni': ({ url }) =>
      envelope(
        [ROMA, MILANO].filter((m) => m.Nome.startsWith(url.searchParams.get('search')!.toUpperCase())),
      ),
    'GET /api/Account/GetComuniNascita': ({ url }) =>
      envelope(
        [ROMA, MILANO].filter((m) => m.Nome.startsWith(url.searchParams.get('search')!.toUpperCase())),
      ),
    'GET /api/Account/GetTipiDocumenti': () => envelope([{ Id: 1, Descrizione: "Carta d'identità" }]),
    'GET /api/Account/GetEmittenteDocumento': () => envelope([{ Id: 1, Descrizione: 'Comune' }]),
    'GET /api/Account/GetDefaultNewsletter': () =>
      envelope([
        {
          accettato: false,
          descrizione: 'Novità sulle scommesse',
          famiglia: 'Scommesse',
          flag_consenso: 'NEWS_SCOMMESSE',
          gioco: 'Sport',
        },
      ]),
    'GET /api/Account/GetLimitiDeposito': () => envelope([...DEPOSIT_LIMIT_OPTIONS_CENTS].reverse()),
    'POST /api/Account/GenerateCF': ({ body }) => {
      const data = body as {
        nome: string;
        cognome: string;
        sesso: 'M' | 'F';
        dataNascita: string;
        comuneId: number;
      };
      const [year, month, day] = data.dataNascita.split('-').map(Number) as [number, number, number];
      const catastale = data.comuneId === MILANO.Id ? 'F205' : 'H501';
      return envelope({
        codice: CodiceFiscale.compute({
          name: data.nome,
          surname: data.cognome,
          gender: data.sesso,
          day,
          month,
          year,
          birthplace: catastale,
        }),
      });
    },
    'GET /api/Account/ReversedCF': ({ url }) =>
      url.searchParams.get('catastale') === 'F205'
        ? envelope({ Id: MILANO.Id, Nome: 'MILANO', Estero: false })
        : envelope({ Id: ROMA.Id, Nome: 'ROMA', Estero: false }),
    'GET /api/Account/CheckNick': () => envelope({ available: true }),
    'POST /api/Account/PreRegister': () => envelope(null),
    'POST /api/Account/VerifyRegister': () => envelope({ numConto: 'pending-1', isMulti: false }),
    'GET /api/Account/VerifyOtpCode': () => envelope(null),
    'GET /api/Account/SendOtpCode': () => envelope(null),
    // Once registered the player is logged in: the pages that follow ask for the account status.
    'GET /api/Account/GetAccountStatus': () => envelope(accountStatusFixture(registered().UserData)),
    'POST /api/Account/Register': () => envelope(registered()),
    'POST /api/Account/RegisterUser': () => envelope(registered()),
    'POST /api/Account/RegisterMulti': () => envelope(registered()),
    ...overrides,
  };
}

function renderRegistration({
  url = URL,
  modules = {},
  handlers = {},
}: { url?: string; modules?: Record<string, string>; handlers?: Record<string, Handler> } = {}) {
  return renderApp({ url, modules: { ...MODULES, ...modules }, handlers: registrationHandlers(handlers) });
}

const form = async (name: string) => within(await screen.findByRole('form', { name }, { timeout: 3000 }));
const textbox = (scope: ReturnType<typeof within>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
const bodyOf = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function fillStep1(user: UserEvent, email = 'mario.rossi.nuovo@example.it') {
  const step = await form('I tuoi dati');
  await user.type(textbox(step, 'Nome'), 'Mario');
  await user.type(textbox(step, 'Cognome'), 'Rossi');
  await user.type(textbox(step, 'E-mail'), email);
  await user.clear(textbox(step, 'Cellulare'));
  await user.type(textbox(step, 'Cellulare'), '+393331234567');
  await user.click(step.getByRole('button', { name: 'Registrati' }));
}

async function chooseMunicipality(
  user: UserEvent,
  scope: ReturnType<typeof within>,
  label: string,
  option: string,
) {
  await user.type(textbox(scope, label), option.slice(0, 4));
  // The dropdown's transition keeps it aria-hidden in jsdom.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Steps 1 to 5 (step 2 with CF), ending on step 6. */
async function fillToCredentials(user: UserEvent, email?: string) {
  await fillStep1(user, email);
  const step2 = await form('Codice fiscale');
  await user.type(textbox(step2, 'Codice fiscale'), CF);
  await user.click(step2.getByRole('button', { name: 'Avanti' }));

  const step3 = await form('Dati di nascita');
  await waitFor(() => expect(textbox(step3, 'Comune di nascita')).toHaveValue('ROMA'));
  await user.click(step3.getByRole('button', { name: 'Avanti' }));

  const step4 = await form('Residenza');
  await user.type(textbox(step4, 'Indirizzo'), 'Via Roma 1');
  await user.type(textbox(step4, 'CAP'), '00100');
  await chooseMunicipality(user, step4, 'Comune di residenza', 'ROMA (RM)');
  await user.click(step4.getByRole('button', { name: 'Avanti' }));

  const step5 = await form('Documento di identità');
  await waitFor(() => expect(step5.getByRole('option', { name: "Carta d'identità" })).toBeInTheDocument());
  await user.selectOptions(step5.getByRole('combobox', { name: 'Tipo di documento' }), "Carta d'identità");
  await user.type(textbox(step5, 'Numero del documento'), 'CA12345AB');
  await waitFor(() => expect(step5.getByRole('option', { name: 'Comune' })).toBeInTheDocument());
  await user.selectOptions(step5.getByRole('combobox', { name: 'Ente di rilascio' }), 'Comune');
  await chooseMunicipality(user, step5, 'Comune di rilascio', 'ROMA (RM)');
  const year = new Date().getFullYear();
  fireEvent.change(step5.getByLabelText(/Data di rilascio/), { target: { value: `${year - 2}-01-10` } });
  fireEvent.change(step5.getByLabelText(/Data di scadenza/), { target: { value: `${year + 3}-01-10` } });
  await user.click(step5.getByRole('button', { name: 'Avanti' }));
}

/** Steps 1 to 9 (step 2 with CF), ending on step 10. */
async function fillToConsents(user: UserEvent, email?: string) {
  await fillToCredentials(user, email);
  const step6 = await form('Credenziali di accesso');
  await user.type(textbox(step6, 'Nome utente'), 'nuovogiocatore');
  await user.type(step6.getByLabelText(/^Password/), 'Segreta2026');
  await user.type(step6.getByLabelText(/^Ripeti la password/), 'Segreta2026');
  await user.click(step6.getByRole('button', { name: 'Avanti' }));

  const step7 = await form('Domanda segreta');
  await user.selectOptions(step7.getByRole('combobox', { name: 'Domanda segreta' }), '2');
  await user.type(textbox(step7, 'Risposta'), 'Roma');
  await user.type(textbox(step7, 'Ripeti la risposta'), 'Roma');
  await user.click(step7.getByRole('button', { name: 'Avanti' }));

  const step8 = await form('Limite di ricarica');
  await user.selectOptions(step8.getByRole('combobox', { name: /Limite massimo/ }), '50000');
  await user.click(step8.getByRole('button', { name: 'Avanti' }));

  const step9 = await form('Presentatore e promozioni');
  await user.click(step9.getByRole('button', { name: 'Avanti' }));

  const step10 = await form('Privacy e consensi');
  for (const name of [
    'Dichiaro di essere maggiorenne',
    'Accetto il contratto di conto di gioco',
    'Accetto le condizioni generali',
    "Dichiaro di aver letto l'informativa sulla privacy",
  ]) {
    await user.click(step10.getByRole('checkbox', { name }));
  }
  await user.click(
    within(step10.getByRole('radiogroup', { name: /comunicazioni commerciali/ })).getByLabelText('Sì'),
  );
  await user.click(within(step10.getByRole('radiogroup', { name: /profilazione/ })).getByLabelText('No'));
  return step10;
}

async function verifyOtps(user: UserEvent) {
  const step11 = await form('Verifica dei contatti');
  await user.type(textbox(step11, 'Codice ricevuto via SMS'), '123456');
  await user.click(step11.getAllByRole('button', { name: 'Verifica' })[0]!);
  await waitFor(() => expect(textbox(step11, 'Codice ricevuto via SMS')).toBeDisabled());
  await user.type(textbox(step11, 'Codice ricevuto via e-mail'), '654321');
  await user.click(step11.getByRole('button', { name: 'Verifica' }));
  await waitFor(() => expect(textbox(step11, 'Codice ricevuto via e-mail')).toBeDisabled());
  return step11;
}

afterEach(() => vi.useRealTimers());

// Whole journeys through the form: slow on a busy machine.
describe('/account/registration: lock', { timeout: 40_000 }, () => {
  it.each([
    ['the registration module is off', { Registration_Enabled: 'false' }],
    ['withdraw-only mode', { ConsentiSoloPrelievo: 'true' }],
  ])('is not available when %s', async (_case, modules) => {
    renderRegistration({ modules });
    expect(
      await screen.findByRole('heading', { name: 'La pagina non è disponibile' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each([
    ['02:30', '2026-01-15T01:30:00Z', true],
    ['08:59', '2026-01-15T07:59:00Z', true],
    ['09:00', '2026-01-15T08:00:00Z', false],
    ['22:59', '2026-01-15T21:59:00Z', false],
    ['23:00', '2026-01-15T22:00:00Z', true],
  ])('with the night lock on, at %s Rome time, locked: %s', async (_hour, instant, locked) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    renderRegistration({ modules: { RegistrationLockedDuringNight: 'true' } });
    if (locked) {
      expect(await screen.findByRole('heading', { name: 'La pagina non è disponibile' })).toBeInTheDocument();
    } else {
      expect(await screen.findByRole('form', { name: 'I tuoi dati' })).toBeInTheDocument();
    }
  });
});

describe('/account/registration: steps', { timeout: 40_000 }, () => {
  it('validates step 1 with the shared messages, mobile prefilled +39 and the site pattern', async () => {
    const { user } = renderRegistration();
    const step1 = await form('I tuoi dati');
    expect(textbox(step1, 'Cellulare')).toHaveValue('+39');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(step1.getByRole('button', { name: 'Registrati' }));
    expect(await step1.findAllByText('Il campo è richiesto')).toHaveLength(3);
    expect(
      step1.getByText(
        'Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare',
      ),
    ).toBeInTheDocument();
    await user.type(textbox(step1, 'E-mail'), 'mario@');
    await user.click(step1.getByRole('button', { name: 'Registrati' }));
    expect(await step1.findByText('Inserire una mail valida')).toBeInTheDocument();
  });

  it('uses the message of a custom mobile pattern', async () => {
    const { user } = renderRegistration({ modules: { MobileNumberRegExpr: '^\\+\\d{10,13}$' } });
    const step1 = await form('I tuoi dati');
    await user.click(step1.getByRole('button', { name: 'Registrati' }));
    expect(
      await step1.findByText(
        'Inserire un numero di telefono valido con il prefisso internazionale (es. +39) davanti al numero di cellulare',
      ),
    ).toBeInTheDocument();
  });

  it('sends the pre-registration from step 1 when its module is on', async () => {
    const { user, fetchMock } = renderRegistration({ modules: { PreRegistration_Enabled: 'true' } });
    await fillStep1(user);
    await form('Codice fiscale');
    expect(bodyOf(fetchMock, '/api/Account/PreRegister')).toEqual([
      {
        FirstName: 'Mario',
        LastName: 'Rossi',
        Email: 'mario.rossi.nuovo@example.it',
        Mobile: '+393331234567',
      },
    ]);
  });

  it('moves forward and back with the progress bar (step-1)/(total-1), hidden on step 1', async () => {
    const { user } = renderRegistration();
    await fillStep1(user);
    await form('Codice fiscale');
    expect(screen.getByRole('progressbar', { name: 'Avanzamento della registrazione' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.getByText('Passo 2 di 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    const step1 = await form('I tuoi dati');
    expect(textbox(step1, 'Nome')).toHaveValue('Mario');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chiudi la registrazione' })).toHaveAttribute('href', '/');
  });

  it('skips the steps RegistrationDisabledSteps lists, both ways, and counts only the others', async () => {
    const { user } = renderRegistration({ modules: { RegistrationDisabledSteps: '2,9' } });
    await fillStep1(user);
    await form('Dati di nascita');
    expect(screen.getByText('Passo 2 di 9')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12.5');
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    await form('I tuoi dati');
  });

  it('rebuilds step 3 from the step 2 code each time it is entered', async () => {
    const { user } = renderRegistration();
    await fillStep1(user);
    let step2 = await form('Codice fiscale');
    await user.type(textbox(step2, 'Codice fiscale'), 'RSSMRA80A01H50');
    await user.click(step2.getByRole('button', { name: 'Avanti' }));
    expect(await step2.findByText('Codice fiscale non valido')).toBeInTheDocument();
    await user.clear(textbox(step2, 'Codice fiscale'));
    await user.type(textbox(step2, 'Codice fiscale'), CF);
    await user.click(step2.getByRole('button', { name: 'Avanti' }));

    let step3 = await form('Dati di nascita');
    expect(step3.getByRole('radio', { name: 'Maschio' })).toBeChecked();
    expect(step3.getByLabelText(/Data di nascita/)).toHaveValue('1980-01-01');
    await waitFor(() => expect(textbox(step3, 'Comune di nascita')).toHaveValue('ROMA'));

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    step2 = await form('Codice fiscale');
    await user.clear(textbox(step2, 'Codice fiscale'));
    await user.type(textbox(step2, 'Codice fiscale'), OTHER_CF);
    await user.click(step2.getByRole('button', { name: 'Avanti' }));
    step3 = await form('Dati di nascita');
    expect(step3.getByRole('radio', { name: 'Femmina' })).toBeChecked();
    expect(step3.getByLabelText(/Data di nascita/)).toHaveValue('1992-03-15');
    await waitFor(() => expect(textbox(step3, 'Comune di nascita')).toHaveValue('MILANO'));
    expect(textbox(step3, 'Codice fiscale')).toHaveValue(OTHER_CF);
  });

  it("without a code ('Non me lo ricordo') computes it, and offers the right one for a wrong one", async () => {
    const { user } = renderRegistration({ modules: { CustomerCareEmail: 'aiuto@example.it' } });
    await fillStep1(user);
    const step2 = await form('Codice fiscale');
    expect(step2.getByRole('link', { name: "Contatta l'assistenza clienti" })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:aiuto@example\.it\?subject=/),
    );
    await user.click(step2.getByRole('button', { name: 'Non me lo ricordo' }));
    const step3 = await form('Dati di nascita');
    await user.click(step3.getByRole('radio', { name: 'Maschio' }));
    fireEvent.change(step3.getByLabelText(/Data di nascita/), { target: { value: '1980-01-01' } });
    await chooseMunicipality(user, step3, 'Comune di nascita', 'ROMA (RM)');
    await waitFor(() => expect(textbox(step3, 'Codice fiscale')).toHaveValue(CF));

    await user.clear(textbox(step3, 'Codice fiscale'));
    await user.type(textbox(step3, 'Codice fiscale'), OTHER_CF);
    expect(await step3.findByText(`Con i dati inseriti il codice fiscale è ${CF}.`)).toBeInTheDocument();
    await user.click(step3.getByRole('button', { name: 'Avanti' }));
    // Both the field's message and the summary alert; findAll resolves on the first one.
    await waitFor(() =>
      expect(step3.getAllByText('Il codice fiscale non corrisponde ai dati inseriti')).toHaveLength(2),
    );
    await user.click(step3.getByRole('button', { name: 'Usa questo codice' }));
    expect(textbox(step3, 'Codice fiscale')).toHaveValue(CF);
    await user.click(step3.getByRole('button', { name: 'Avanti' }));
    await form('Residenza');
  });

  it('forces ESTERO for a birth abroad', async () => {
    const { user } = renderRegistration();
    await fillStep1(user);
    await user.click((await form('Codice fiscale')).getByRole('button', { name: 'Non me lo ricordo' }));
    const step3 = await form('Dati di nascita');
    await waitFor(() => expect(step3.getByRole('option', { name: 'FRANCIA' })).toBeInTheDocument());
    await user.selectOptions(step3.getByRole('combobox', { name: 'Nazione di nascita' }), 'FRANCIA');
    expect(textbox(step3, 'Comune di nascita')).toHaveValue('ESTERO');
    expect(textbox(step3, 'Comune di nascita')).toBeDisabled();
  });

  it('reads a birth abroad from the code: the nation, and ESTERO as municipality', async () => {
    const FOREIGN_CF = CodiceFiscale.compute({
      name: 'Mario',
      surname: 'Rossi',
      gender: 'M',
      day: 1,
      month: 1,
      year: 1980,
      birthplace: 'Z110',
    });
    const { user, fetchMock } = renderRegistration({
      handlers: { 'GET /api/Account/ReversedCF': () => envelope({ Id: 64, Nome: 'FRANCIA', Estero: true }) },
    });
    await fillStep1(user);
    const step2 = await form('Codice fiscale');
    await user.type(textbox(step2, 'Codice fiscale'), FOREIGN_CF);
    await user.click(step2.getByRole('button', { name: 'Avanti' }));
    const step3 = await form('Dati di nascita');
    await waitFor(() =>
      expect(step3.getByRole('combobox', { name: 'Nazione di nascita' })).toHaveValue('64'),
    );
    expect(textbox(step3, 'Comune di nascita')).toHaveValue('ESTERO');
    expect(textbox(step3, 'Comune di nascita')).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/Account/ReversedCF?catastale=Z110', expect.anything());
  });

  it('asks to enter the data by hand when the code cannot be checked', async () => {
    const { user } = renderRegistration({
      handlers: {
        'GET /api/Account/ReversedCF': () => ({
          status: 500,
          body: { ResponseCode: -500, ResponseMessage: 'x', ResponseData: null },
        }),
      },
    });
    await fillStep1(user);
    const step2 = await form('Codice fiscale');
    await user.type(textbox(step2, 'Codice fiscale'), CF);
    await user.click(step2.getByRole('button', { name: 'Avanti' }));
    const step3 = await form('Dati di nascita');
    expect(
      await step3.findByText(
        'Non è stato possibile verificare il codice fiscale: ricontrolla i dati e inseriscili manualmente.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("checks the username as it is typed: 'Nome utente non disponibile' keeps the player on the step", async () => {
    const { user, fetchMock } = renderRegistration({
      modules: { CredentialCheck_Enabled: 'true' },
      handlers: {
        'GET /api/Account/CheckNick': ({ url }) =>
          envelope({ available: url.searchParams.get('username') !== 'mariorossi' }),
      },
    });
    await fillToCredentials(user);
    const step6 = await form('Credenziali di accesso');
    await user.type(textbox(step6, 'Nome utente'), 'mariorossi');
    await user.type(step6.getByLabelText(/^Password/), 'Segreta2026');
    await user.type(step6.getByLabelText(/^Ripeti la password/), 'Segreta2026');
    expect(await step6.findByText('Nome utente non disponibile', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(step6.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('form', { name: 'Credenziali di accesso' })).toBeInTheDocument();
    await user.clear(textbox(step6, 'Nome utente'));
    await user.type(textbox(step6, 'Nome utente'), 'mariorossi2');
    expect(await step6.findByText('Nome utente disponibile', {}, { timeout: 3000 })).toBeInTheDocument();
    const checked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('CheckNick'));
    // Debounced: one check per pause, not one per key.
    expect(checked).toEqual([
      '/api/Account/CheckNick?username=mariorossi',
      '/api/Account/CheckNick?username=mariorossi2',
    ]);
    await user.click(step6.getByRole('button', { name: 'Avanti' }));
    await form('Domanda segreta');
  });
});

describe('/account/registration: prefill', { timeout: 40_000 }, () => {
  it('prefills the referrer and promo code from the address, and still does later from the stored settings', async () => {
    const first = renderRegistration({ url: `${URL}?father=amico01&promo=BENVENUTO` });
    await form('I tuoi dati');
    first.unmount();
    const { user } = renderRegistration({ modules: { RegistrationDisabledSteps: '' } });
    await fillToConsents(user);
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    const step9 = await form('Presentatore e promozioni');
    expect(textbox(step9, 'Presentatore')).toHaveValue('amico01');
    expect(textbox(step9, 'Codice bonus o promo')).toHaveValue('BENVENUTO');
  });

  it('prefills step 1 and the code from the VNE service', async () => {
    const { user } = renderRegistration({
      url: `${URL}?vneid=VNE-1`,
      handlers: {
        'GET /api/Account/GetVnePrefill': () =>
          envelope({
            nome: 'Francesca',
            cognome: 'Neri',
            email: 'f.neri@example.it',
            codiceFiscale: OTHER_CF,
          }),
      },
    });
    const step1 = await form('I tuoi dati');
    expect(textbox(step1, 'Nome')).toHaveValue('Francesca');
    expect(textbox(step1, 'Cellulare')).toHaveValue('+39');
    await user.clear(textbox(step1, 'Cellulare'));
    await user.type(textbox(step1, 'Cellulare'), '+393331234567');
    await user.click(step1.getByRole('button', { name: 'Registrati' }));
    expect(textbox(await form('Codice fiscale'), 'Codice fiscale')).toHaveValue(OTHER_CF);
  });
});

describe('/account/registration: VerifyRegister', { timeout: 40_000 }, () => {
  it.each([0, -100])(
    '%i goes to the OTP step',
    async (code) => {
      const { user } = renderRegistration({
        handlers: {
          'POST /api/Account/VerifyRegister': () => envelope({ numConto: 'p-1', isMulti: false }, code, 'ok'),
        },
      });
      const step10 = await fillToConsents(user);
      await user.click(step10.getByRole('button', { name: 'Continua' }));
      await form('Verifica dei contatti');
      expect(screen.getByText('Passo 11 di 11')).toBeInTheDocument();
    },
    30_000,
  );

  it('-200 registers at once with RegisterMulti and the account number', async () => {
    const { user, fetchMock, router } = renderRegistration({
      handlers: {
        'POST /api/Account/VerifyRegister': () =>
          envelope({ numConto: 'LEG-42', isMulti: true }, -200, 'multi'),
      },
    });
    const step10 = await fillToConsents(user);
    await user.click(step10.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/registration/confirm'));
    expect(bodyOf(fetchMock, '/api/Account/RegisterMulti')).toEqual([
      expect.objectContaining({ numconto: 'LEG-42', isMulti: true, codiceFiscale: CF }),
    ]);
  });

  it('-300 registers at once (Register with the new-registration module on)', async () => {
    const { user, fetchMock, router } = renderRegistration({
      handlers: {
        'POST /api/Account/VerifyRegister': () => envelope({ numConto: 'p-9', isMulti: false }, -300, 'gia'),
      },
    });
    const step10 = await fillToConsents(user);
    await user.click(step10.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/registration/confirm'));
    expect(bodyOf(fetchMock, '/api/Account/Register')).toEqual([
      expect.objectContaining({ numconto: 'p-9' }),
    ]);
  });

  it('-3 shows the abnormal-traffic modal and blocks registering', async () => {
    const { user } = renderRegistration({
      handlers: { 'POST /api/Account/VerifyRegister': () => envelope(null, -3, 'Traffico anomalo') },
    });
    const step10 = await fillToConsents(user);
    await user.click(step10.getByRole('button', { name: 'Continua' }));
    const modal = await screen.findByRole('dialog', { name: 'Traffico anomalo' });
    expect(
      within(modal).getByText(
        'Abbiamo rilevato un traffico anomalo dalla tua connessione: per sicurezza la registrazione è bloccata. Riprova più tardi.',
      ),
    ).toBeInTheDocument();
    await user.click(within(modal).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    expect(step10.getByRole('button', { name: 'Continua' })).toBeDisabled();
  });

  it('-5 blocks registering with the code and message', async () => {
    const { user } = renderRegistration({
      handlers: {
        'POST /api/Account/VerifyRegister': () => envelope(null, -5, 'Registrazione non consentita'),
      },
    });
    const step10 = await fillToConsents(user);
    await user.click(step10.getByRole('button', { name: 'Continua' }));
    const alert = await step10.findByRole('alert');
    expect(alert).toHaveTextContent('Attenzione!');
    expect(alert).toHaveTextContent('-5 - Registrazione non consentita');
    expect(step10.getByRole('button', { name: 'Continua' })).toBeDisabled();
  });

  it("-6 offers 'Modifica i dati', back to step 1", async () => {
    const { user } = renderRegistration({
      handlers: { 'POST /api/Account/VerifyRegister': () => envelope(null, -6, 'E-mail già registrata') },
    });
    const step10 = await fillToConsents(user);
    await user.click(step10.getByRole('button', { name: 'Continua' }));
    const alert = await step10.findByRole('alert');
    expect(alert).toHaveTextContent('-6 - E-mail già registrata');
    await user.click(within(alert).getByRole('button', { name: 'Modifica i dati' }));
    const step1 = await form('I tuoi dati');
    expect(textbox(step1, 'E-mail')).toHaveValue('mario.rossi.nuovo@example.it');
  });

  it('shows any other code with its message as an error, and a network failure with the retry text', async () => {
    let answer: 'code' | 'network' = 'code';
    const { user } = renderRegistration({
      handlers: {
        'POST /api/Account/VerifyRegister': () =>
          answer === 'code'
            ? envelope(null, -42, 'Qualcosa non va')
            : { status: 503, body: 'not json' as unknown as object },
      },
    });
    const step10 = await fillToConsents(user);
    await user.click(step10.getByRole('button', { name: 'Continua' }));
    const alert = await step10.findByRole('alert');
    expect(alert).toHaveTextContent('Si è verificato un errore');
    expect(alert).toHaveTextContent('-42 - Qualcosa non va');
    answer = 'network';
    await user.click(step10.getByRole('button', { name: 'Continua' }));
    expect(
      await step10.findByText("Riprova e se dovesse ripetersi l'errore contatta l'assistenza clienti"),
    ).toBeInTheDocument();
  });
});

describe('/account/registration: OTPs and Register', { timeout: 40_000 }, () => {
  it('needs both OTPs, each of six digits, then registers and logs the player in', async () => {
    const { user, fetchMock, router } = renderRegistration({
      url: `${URL}?btag=b-7&btagType=banner&refer=amico`,
    });
    const step10 = await fillToConsents(user);
    await user.click(step10.getByRole('button', { name: 'Continua' }));
    const step11 = await form('Verifica dei contatti');
    await user.type(textbox(step11, 'Codice ricevuto via SMS'), '12a3');
    await user.click(step11.getAllByRole('button', { name: 'Verifica' })[0]!);
    expect(await step11.findByText("Inserire l'OTP valido")).toBeInTheDocument();
    await user.click(step11.getByRole('button', { name: 'Completa la registrazione' }));
    expect(await step11.findByText('Completa la verifica OTP')).toBeInTheDocument();
    await user.clear(textbox(step11, 'Codice ricevuto via SMS'));
    await verifyOtps(user);
    expect(
      fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('VerifyOtpCode')),
    ).toEqual([
      '/api/Account/VerifyOtpCode?numConto=pending-1&codice=123456&type=1&data=%2B393331234567',
      '/api/Account/VerifyOtpCode?numConto=pending-1&codice=654321&type=2&data=mario.rossi.nuovo%40example.it',
    ]);
    await user.click(step11.getByRole('button', { name: 'Completa la registrazione' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/registration/confirm'));
    expect(window.localStorage.getItem('Token')).toBe(TEST_TOKEN);
    expect(await screen.findByRole('button', { name: 'nuovogiocatore' })).toBeInTheDocument();
    const [payload] = bodyOf(fetchMock, '/api/Account/Register');
    expect(payload).toMatchObject({
      nome: 'Mario',
      cognome: 'Rossi',
      email: 'mario.rossi.nuovo@example.it',
      cellulare: '+393331234567',
      codiceFiscale: CF,
      sesso: 'M',
      dataNascita: '1980-01-01',
      nazioneNascitaId: 181,
      comuneNascitaId: ROMA.Id,
      nazioneResidenzaId: 181,
      capResidenza: '00100',
      comuneResidenzaId: ROMA.Id,
      tipoDocumentoId: 1,
      enteRilascioId: 1,
      rilasciatoDocumento: 'Comune di ROMA (RM)',
      username: 'nuovogiocatore',
      password: 'Segreta2026',
      security: { id: 2, question: 'Qual è la tua squadra del cuore?', answer: 'Roma' },
      deposito: { tipoPeriodo: 'WW', numVoltePeriodo: 1, importo: 50000 },
      privacyMaggiorenne: true,
      privacyMarketing: true,
      privacyProfilazione: false,
      numconto: 'pending-1',
      isMulti: false,
      PreReg: false,
      btag: 'b-7',
      btagType: 'banner',
      refer: 'amico',
    });
    expect(payload!.newsletter).toHaveLength(1);
  });

  it("shows the server's word on a wrong code, and sends a new code on request", async () => {
    const { user, fetchMock } = renderRegistration({
      handlers: {
        'GET /api/Account/VerifyOtpCode': ({ url }) =>
          url.searchParams.get('codice') === '111111'
            ? envelope(null, -2, 'Codice non valido')
            : envelope(null),
      },
    });
    await user.click((await fillToConsents(user)).getByRole('button', { name: 'Continua' }));
    const step11 = await form('Verifica dei contatti');
    await user.type(textbox(step11, 'Codice ricevuto via e-mail'), '111111');
    await user.click(step11.getAllByRole('button', { name: 'Verifica' })[1]!);
    expect(await step11.findByText('Codice non valido')).toBeInTheDocument();
    await user.click(step11.getAllByRole('button', { name: 'Invia un nuovo codice' })[1]!);
    expect(await step11.findByText('Nuovo codice inviato')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/Account/SendOtpCode?numConto=pending-1&type=2',
      expect.anything(),
    );
  });

  it('uses RegisterUser with the new-registration module off', async () => {
    const { user, fetchMock, router } = renderRegistration({ modules: { NewRegistration_Enabled: 'false' } });
    await user.click((await fillToConsents(user)).getByRole('button', { name: 'Continua' }));
    const step11 = await verifyOtps(user);
    await user.click(step11.getByRole('button', { name: 'Completa la registrazione' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/registration/confirm'));
    expect(bodyOf(fetchMock, '/api/Account/RegisterUser')).toHaveLength(1);
    expect(bodyOf(fetchMock, '/api/Account/Register')).toHaveLength(0);
  });

  it('-5296: the coupon warning, then on to the confirmation logged in', async () => {
    const { user, router } = renderRegistration({
      handlers: {
        'POST /api/Account/Register': () =>
          envelope(registered(), -5296, 'Inserisci il codice coupon nel carrello'),
      },
    });
    await user.click((await fillToConsents(user)).getByRole('button', { name: 'Continua' }));
    const step11 = await verifyOtps(user);
    await user.click(step11.getByRole('button', { name: 'Completa la registrazione' }));
    const modal = await screen.findByRole('dialog', { name: 'Il tuo coupon' });
    expect(within(modal).getByText('Inserisci il codice coupon nel carrello')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(URL);
    await user.click(within(modal).getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/registration/confirm'));
    expect(window.localStorage.getItem('Token')).toBe(TEST_TOKEN);
  });

  it.each([
    [-6643, 'Numero di cellulare già registrato', 'Attenzione!'],
    [-42, 'Errore imprevisto', 'Si è verificato un errore'],
  ])(
    '%i is shown as code and message under its title',
    async (code, message, title) => {
      const { user, router } = renderRegistration({
        handlers: { 'POST /api/Account/Register': () => envelope(null, code, message) },
      });
      await user.click((await fillToConsents(user)).getByRole('button', { name: 'Continua' }));
      const step11 = await verifyOtps(user);
      await user.click(step11.getByRole('button', { name: 'Completa la registrazione' }));
      const alert = await step11.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(`${code} - ${message}`);
      expect(router.state.location.pathname).toBe(URL);
      expect(window.localStorage.getItem('Token')).toBeNull();
    },
    40_000,
  );

  it('a network failure asks to retry', async () => {
    const { user } = renderRegistration({
      handlers: { 'POST /api/Account/Register': () => ({ status: 502, body: 'down' as unknown as object }) },
    });
    await user.click((await fillToConsents(user)).getByRole('button', { name: 'Continua' }));
    const step11 = await verifyOtps(user);
    await user.click(step11.getByRole('button', { name: 'Completa la registrazione' }));
    expect(
      await step11.findByText("Riprova e se dovesse ripetersi l'errore contatta l'assistenza clienti"),
    ).toBeInTheDocument();
  });
});
