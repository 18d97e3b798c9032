import type { Anagrafica } from '@conto-gioco/shared/profile';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { it as messages } from '@/messages/it';
import { userFixture } from '@/testing/fixtures';
import { renderApp, type Handler } from '@/testing/render';

const anagrafica = (overrides: Partial<Anagrafica> = {}): Anagrafica => ({
  nome: 'Piero',
  cognome: 'Fabbri',
  sesso: 'M',
  dataNascita: '1985-04-12',
  nazioneNascitaId: 181,
  comuneNascitaId: 8501,
  comuneNascitaNome: 'ROMA',
  codiceFiscale: 'FBBPRI85D12H501Y',
  nazioneResidenzaId: 181,
  indirizzoResidenza: 'Via Appia Nuova 10',
  capResidenza: '00183',
  comuneResidenzaId: 8501,
  comuneResidenzaNome: 'ROMA',
  email: 'piero.fabbri@example.it',
  cellulare: '+393401113030',
  tipoDocumentoId: 1,
  numeroDocumento: 'CA1234567',
  enteRilascioId: 1,
  comuneRilascioId: 8501,
  comuneRilascioNome: 'ROMA',
  dataRilascioDocumento: '2020-05-04',
  dataScadenzaDocumento: '2031-04-12',
  documentoScaduto: false,
  statoDocumenti: 0,
  privacy: { newsletter: false, sms: true, push: false, posta: false, telefono: false },
  privacyAcceptProfilazione: false,
  privacyAggiornata: { sms: '2026-03-01T10:00:00.000Z' },
  username: 'pierofabbri',
  numeroContratto: '1000030',
  twoFactor: false,
  padre: 'mariorossi',
  ...overrides,
});

const envelope = (data: unknown, code = 0, message = '') => ({
  body: { ResponseCode: code, ResponseMessage: message, ResponseData: data },
});

const lists: Record<string, Handler> = {
  'GET /api/Account/GetTipiDocumenti': () => envelope([{ Id: 1, Descrizione: "Carta d'identità" }]),
  'GET /api/Account/GetEmittenteDocumento': () => envelope([{ Id: 1, Descrizione: 'Comune' }]),
};

function renderProfile(
  url: string,
  handlers: Record<string, Handler> = {},
  modules: Record<string, string> = {},
) {
  return renderApp({
    url,
    user: userFixture(),
    modules: { IsTwoFactorAuthenticationEnabled: 'true', ...modules },
    handlers: {
      'GET /api/Account/EL_GetAnagrafica': () => envelope(anagrafica()),
      ...lists,
      ...handlers,
    },
  });
}

describe('/account/edit', () => {
  it('shows the header and the Anagrafica tab with the fiscal code read-only', async () => {
    renderProfile('/account/edit', {}, { V3_AccountShowFatherInfo: 'true' });
    expect(await screen.findByRole('heading', { name: 'Fabbri Piero' })).toBeInTheDocument();
    expect(screen.getByText('@pierofabbri')).toBeInTheDocument();
    expect(screen.getByText('Contratto n. 1000030')).toBeInTheDocument();
    expect(screen.getByText('Presentato da: mariorossi')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Anagrafica', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Codice fiscale')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Codice fiscale')).toHaveValue('FBBPRI85D12H501Y');
    expect(screen.getByRole('tab', { name: 'Sicurezza' })).toBeInTheDocument();
  });

  it('asks for the SMS code on -3333 and sends the same save again with it', async () => {
    const saves: Record<string, unknown>[] = [];
    const { user } = renderProfile('/account/edit/anagrafica', {
      'POST /api/Account/UpdateUser': ({ body }) => {
        saves.push(body as Record<string, unknown>);
        return saves.length === 1
          ? { body: { ErrorCode: -3333, ErrorMessage: 'codice' } }
          : { body: { ErrorCode: 0, ErrorMessage: 'Dati salvati con successo' } };
      },
    });
    const address = await screen.findByLabelText(/Indirizzo di residenza/);
    await user.clear(address);
    await user.type(address, 'Via Tuscolana 200');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const code = await screen.findByLabelText('Codice ricevuto per SMS');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Dati salvati con successo')).toBeInTheDocument();
    expect(saves).toHaveLength(2);
    expect(saves[0]).toMatchObject({
      indirizzoResidenza: 'Via Tuscolana 200',
      codiceFiscale: 'FBBPRI85D12H501Y',
    });
    expect(saves[0]).not.toHaveProperty('otp');
    expect(saves[1]).toEqual({ ...saves[0], otp: '123456' });
  });

  it("shows the server's message on another code, and the spec's text when the server cannot be reached", async () => {
    let answer: { status?: number; body: unknown } = {
      body: { ErrorCode: -1, ErrorMessage: 'Il comune di residenza non è valido.' },
    };
    const { user } = renderProfile('/account/edit/anagrafica', {
      'POST /api/Account/UpdateUser': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il comune di residenza non è valido.')).toBeInTheDocument();
    answer = { status: 500, body: { ResponseCode: -500, ResponseMessage: 'Errore', ResponseData: null } };
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText(
        'Si è verificato un errore durante il salvataggio dei dati. Per favore riprovare. Grazie',
      ),
    ).toBeInTheDocument();
  });

  it('warns about an expired document', async () => {
    renderProfile('/account/edit/anagrafica', {
      'GET /api/Account/EL_GetAnagrafica': () => envelope(anagrafica({ documentoScaduto: true })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Il tuo documento di identità è scaduto');
  });

  it('says when the profile cannot be loaded, and offers to retry', async () => {
    renderProfile('/account/edit/anagrafica', {
      'GET /api/Account/EL_GetAnagrafica': () => ({
        status: 500,
        body: { ResponseCode: -500, ResponseMessage: 'Errore', ResponseData: null },
      }),
    });
    expect(await screen.findByText('Non è stato possibile caricare il profilo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('in withdraw-only mode keeps only the personal data; another tab says it is disabled', async () => {
    renderProfile('/account/edit/documenti', {}, { ConsentiSoloPrelievo: 'true' });
    expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Anagrafica']);
  });

  it('hides Sicurezza without IsTwoFactorAuthenticationEnabled', async () => {
    renderProfile('/account/edit/security', {}, { IsTwoFactorAuthenticationEnabled: 'false' });
    expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sicurezza' })).not.toBeInTheDocument();
  });

  it('changes tab through the URL', async () => {
    const { user, router } = renderProfile('/account/edit/anagrafica');
    await user.click(await screen.findByRole('tab', { name: 'Contatti e privacy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/edit/contatti-e-privacy'));
    expect(await screen.findByText('piero.fabbri@example.it')).toBeInTheDocument();
  });
});

describe('/account/edit/contatti-e-privacy', () => {
  it('changes the e-mail only after the code sent to it is confirmed', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const { user } = renderProfile('/account/edit/contatti-e-privacy/edit-contacts', {
      'POST /api/Account/RequestContactChange': ({ body }) => {
        calls.push({ path: 'request', body });
        return envelope(
          null,
          0,
          'Ti abbiamo inviato un codice al nuovo indirizzo e-mail: inseriscilo per confermarlo.',
        );
      },
      'POST /api/Account/ConfirmContactChange': ({ body }) => {
        calls.push({ path: 'confirm', body });
        return envelope(null, 0, 'E-mail verificata con successo');
      },
    });
    await user.type(await screen.findByLabelText('Nuovo indirizzo e-mail'), 'Nuovo@Example.it');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect(await screen.findByText(/Il recapito attuale resta valido/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Codice di conferma'), '654321');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('E-mail verificata con successo')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'request', body: { tipo: 'email', valore: 'Nuovo@Example.it' } },
      { path: 'confirm', body: { tipo: 'email', valore: 'nuovo@example.it', codice: '654321' } },
    ]);
  });

  it('shows the consents with the time they changed and saves them', async () => {
    const saves: unknown[] = [];
    const { user } = renderProfile('/account/edit/contatti-e-privacy', {
      'POST /api/Account/UpdateUser': ({ body }) => {
        saves.push(body);
        return { body: { ErrorCode: 0, ErrorMessage: 'Dati salvati con successo' } };
      },
    });
    expect(await screen.findByRole('checkbox', { name: 'SMS' })).toBeChecked();
    expect(screen.getByText(/Aggiornato il 01\/03\/2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Salva i consensi' }));
    expect(await screen.findByText('Dati salvati con successo')).toBeInTheDocument();
    expect(saves[0]).toMatchObject({ privacy: { newsletter: true, sms: true } });
  });
});

describe('/account/edit/security', () => {
  it('sets up two-factor: QR and manual code (copied for 5 s), then the verify step', async () => {
    const { user } = renderProfile('/account/edit/security', {
      'POST /api/Account/ActivateTwoFactor': () =>
        envelope({
          tfaSetupCode: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        }),
      'POST /api/Account/VerifyTwoFactor': ({ body }) =>
        (body as { twofactor: string }).twofactor === '123456'
          ? envelope(null, 0, 'Operazione conclusa con successo')
          : envelope(null, -10, 'Il codice inserito non è corretto.'),
    });
    // After userEvent's own clipboard stub.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('switch', { name: 'Autenticazione a due fattori' }));
    expect(await screen.findByRole('img', { name: 'Codice QR per la configurazione' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clicca per copiare il codice' }));
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    expect(screen.getAllByText('Copiato!').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText("Codice generato dall'app"), '000000');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Il codice inserito non è corretto.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Codice generato dall'app"));
    await user.type(screen.getByLabelText("Codice generato dall'app"), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument();
  });

  it("marks 'Profilo utente' as the current section on every tab, not on Gioco consapevole", async () => {
    renderProfile('/account/edit/password');
    const nav = await screen.findByRole('navigation', { name: messages.accountNav.label });
    expect(within(nav).getByRole('link', { name: 'Profilo utente' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Gioco consapevole' })).not.toHaveAttribute('aria-current');
  });

  it("shows 'Copiato!' once, for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderProfile('/account/edit/security', {
        'POST /api/Account/ActivateTwoFactor': () =>
          envelope({
            tfaSetupCode: 'JBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
          }),
      });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: vi.fn().mockResolvedValue(undefined) },
        configurable: true,
      });
      await user.click(await screen.findByRole('switch', { name: 'Autenticazione a due fattori' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Clicca per copiare il codice' }));
      expect(screen.getAllByText('Copiato!')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getByText('Copiato!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Copiato!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the password before turning it off', async () => {
    const bodies: unknown[] = [];
    const { user } = renderProfile('/account/edit/security', {
      'GET /api/Account/EL_GetAnagrafica': () => envelope(anagrafica({ twoFactor: true })),
      'POST /api/Account/DeactivateTwoFactor': ({ body }) => {
        bodies.push(body);
        return envelope(null, 0, 'Operazione conclusa con successo');
      },
    });
    expect(await screen.findByText("L'autenticazione a due fattori è attiva.")).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Autenticazione a due fattori' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo12345');
    await user.click(screen.getByRole('button', { name: 'Disattiva' }));
    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument();
    expect(bodies).toEqual([{ disable2fa: true, password: 'Demo12345' }]);
  });
});

describe('/account/edit/security: the last logins', () => {
  it('lists them with their outcome and origin', async () => {
    renderProfile('/account/edit/security', {
      'GET /api/Account/GetLoginHistory': () =>
        envelope([
          {
            data: '2026-03-02T09:00:00.000Z',
            esito: 'ok',
            evento: 'login',
            metodo: 'password',
            browser: 'Chrome',
            sistema: 'Windows',
            indirizzo: '93.41.2.7',
          },
          {
            data: '2026-03-02T08:59:00.000Z',
            esito: 'refused',
            evento: 'login-failed',
            metodo: null,
            browser: null,
            sistema: null,
            indirizzo: null,
          },
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Ultimi accessi' });
    expect(list).toHaveTextContent('02/03/2026, 10:00');
    expect(list).toHaveTextContent('Accesso con password');
    expect(list).toHaveTextContent('Riuscito');
    expect(list).toHaveTextContent('Password errata');
    expect(list).toHaveTextContent('Non riuscito');
    expect(list).toHaveTextContent('Chrome su Windows · IP 93.41.2.7');
    expect(list).toHaveTextContent('Dispositivo sconosciuto');
  });
});

describe('/account/edit/security: passkeys and known devices', () => {
  it('renames and removes a passkey, and forgets a device', async () => {
    let passkeys = [
      { id: 'k1', nome: null as string | null, creato: '2026-03-01T10:00:00.000Z', ultimoUso: null },
    ];
    let devices = [
      {
        id: 7,
        creato: '2026-03-01T10:00:00.000Z',
        ultimoUso: '2026-03-02T11:00:00.000Z',
        autorizzato: true,
        browser: 'Safari',
        sistema: 'iPhone',
        indirizzo: '2001:db8::1',
      },
      {
        id: 8,
        creato: '2026-03-01T10:00:00.000Z',
        ultimoUso: '2026-03-01T11:00:00.000Z',
        autorizzato: true,
        browser: null,
        sistema: null,
        indirizzo: null,
      },
    ];
    const { user } = renderProfile('/account/edit/security', {
      'GET /api/Account/GetPasskeys': () => envelope(passkeys),
      'POST /api/Account/RenamePasskey': ({ body }) => {
        passkeys = passkeys.map((p) => ({ ...p, nome: (body as { nome: string }).nome }));
        return envelope(null);
      },
      'POST /api/Account/RemovePasskey': () => {
        passkeys = [];
        return envelope(null);
      },
      'GET /api/Account/GetDevices': () => envelope(devices),
      'POST /api/Account/ForgetDevice': ({ body }) => {
        devices = devices.filter((d) => d.id !== (body as { id: number }).id);
        return envelope(null);
      },
    });
    const list = await screen.findByRole('list', { name: 'Le tue passkey' });
    expect(list).toHaveTextContent('Passkey senza nome');
    await user.click(screen.getByRole('button', { name: 'Rinomina Passkey senza nome' }));
    await user.type(screen.getByLabelText('Nome della passkey'), 'Telefono');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Telefono')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rimuovi Telefono' }));
    expect(await screen.findByText('Non hai ancora registrato una passkey.')).toBeInTheDocument();

    const known = screen.getByRole('list', { name: 'Dispositivi conosciuti' });
    expect(known).toHaveTextContent('Ultimo utilizzo: 02/03/2026, 12:00');
    expect(known).toHaveTextContent('Safari su iPhone');
    expect(known).toHaveTextContent('IP 2001:db8::1');
    await user.click(screen.getByRole('button', { name: 'Dimentica Safari su iPhone' }));
    await user.click(await screen.findByRole('button', { name: 'Dimentica Dispositivo 1' }));
    expect(await screen.findByText('Nessun dispositivo registrato.')).toBeInTheDocument();
  });
});
