import { WITHDRAWAL_CODE, WITHDRAWAL_MESSAGES } from '@conto-gioco/shared/withdrawal';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/testing/fixtures';
import { emulateMobile } from '@/testing/media';
import { calls, keepSpaces, ok, renderApp, type Handler } from '@/testing/render';
import { withdrawalMethodsFixture } from '../testing/methods-fixture';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const answer = (code: number, message: string, data: unknown = null) => ({
  body: { ResponseCode: code, ResponseMessage: message, ResponseData: data },
});
const taken = (seriale: string | null = 'PR0123456789ABCD') =>
  ok({
    esito: { returnCode: 0, returnDescription: '' },
    idTicket: '123456789012',
    seriale,
    result: 'OK',
    transactionId: null,
    form: null,
  });

type Options = {
  access?: Handler;
  settings?: Record<string, string>;
  prelievo?: Handler;
  methods?: Handler;
  handlers?: Record<string, Handler>;
  user?: ReturnType<typeof userFixture>;
};

function renderWithdraw({
  access,
  settings = {},
  prelievo,
  methods,
  handlers = {},
  user = userFixture({ saldo: 123456, prelevabile: 100000 }),
}: Options = {}) {
  return renderApp({
    url: '/account/prelievo',
    user,
    handlers: {
      'GET /api/Account/CheckHierarchy': access ?? (() => ok(true)),
      'GET /api/Environment/GetSiteModule': ({ url }) => {
        const name = url.searchParams.get('siteModule') ?? '';
        return name in settings ? ok(settings[name]) : answer(1, 'Modulo sconosciuto');
      },
      'GET /api/Account/GetMetodiPagamento': methods ?? (() => ({ body: withdrawalMethodsFixture() })),
      'POST /api/Account/Prelievo': prelievo ?? (() => taken()),
      'GET /api/Account/GetDatiMastercard': () =>
        ok([{ Id: 7, NumeroCarta: '533317******1234', Scadenza: '12/29', Intestatario: 'Mario Rossi' }]),
      'GET /api/Account/GetDatiApco': () =>
        ok([{ Id: 9, NumeroCarta: '402360******9876', Scadenza: '08/28', Intestatario: 'Mario Rossi' }]),
      ...handlers,
    },
  });
}

const amountInput = () => screen.getByLabelText(/Importo \(€\)/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const submitButton = () => screen.getByRole('button', { name: 'Richiedi il prelievo' });
const form = () => screen.findByRole('form', { name: 'Dati del prelievo' });

/** 12:00 in Rome, outside every slot; a test may move the clock. */
const NOON_ROME = new Date('2026-06-10T10:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON_ROME);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/account/prelievo', () => {
  it('sends a visitor to login first', async () => {
    const { router } = renderApp({ url: '/account/prelievo' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
  });

  it('shows the balance, the withdrawal methods, the first one with its delivery time, the hint and the limits table', async () => {
    const { fetchMock } = renderWithdraw();
    expect(await screen.findByRole('heading', { name: 'Prelievo', level: 1 })).toBeInTheDocument();
    const balance = screen.getByRole('group', { name: 'Saldo del conto di gioco' });
    await waitFor(() => expect(balance).toHaveTextContent('€ 1.234,56'));
    expect(balance).toHaveTextContent('€ 1.000,00');
    expect(screen.getByRole('link', { name: 'Prelievi in attesa' })).toHaveAttribute(
      'href',
      '/account/elenco-prelievi',
    );

    const list = within(await screen.findByRole('list', { name: 'Metodi di prelievo' }));
    // The deposit method in the answer is not one.
    expect(list.getAllByRole('button')).toHaveLength(9);
    expect(list.getByRole('button', { name: 'Bonifico bancario' })).toHaveAttribute('aria-pressed', 'true');

    const panel = within(await screen.findByRole('region', { name: 'Bonifico bancario' }));
    expect(panel.getByText('3-5 giorni lavorativi')).toBeInTheDocument();
    expect(panel.getByText('TEST')).toBeInTheDocument();
    // MaxAmount null: the withdrawable balance is the maximum.
    expect(panel.getByText('Min: €\u00a010,00 - Max: €\u00a01.000,00', keepSpaces)).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: 'Limiti di prelievo' }));
    const row = (name: string) => within(table.getByRole('rowheader', { name }).closest('tr') as HTMLElement);
    expect(
      row('Bonifico bancario')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€\u00a010,00', '€\u00a01.000,00']);
    expect(row('Carta di credito (Safecharge)').getAllByRole('cell')[1]).toHaveTextContent('€ 2.000,00');
    expect(screen.getByText('Puoi fare al massimo 4 richieste di prelievo al giorno.')).toBeInTheDocument();

    expect(String(calls(fetchMock, '/api/Account/CheckHierarchy')[0])).toBe(
      'http://localhost/api/Account/CheckHierarchy?screen=withdrawal',
    );
    expect(calls(fetchMock, '/api/Account/GetMetodiPagamento')[0]?.searchParams.get('Prelievo')).toBe('true');
  });

  it('on mobile shows 6 methods until Altri metodi di pagamento, like the deposit screen', async () => {
    const restore = emulateMobile();
    try {
      const { user, fetchMock } = renderWithdraw();
      const list = within(await screen.findByRole('list', { name: 'Metodi di prelievo' }));
      await waitFor(() => expect(list.getAllByRole('button')).toHaveLength(6));
      await user.click(screen.getByRole('button', { name: 'Altri metodi di pagamento' }));
      expect(list.getAllByRole('button')).toHaveLength(9);
      await user.click(list.getByRole('button', { name: 'Postepay' }));
      expect(await screen.findByRole('region', { name: 'Postepay' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Meno metodi' }));
      expect(list.getAllByRole('button')).toHaveLength(6);
      // The phone's request says so.
      await user.click(list.getByRole('button', { name: 'Skrill' }));
      await user.type(amountInput(), '20');
      await user.type(screen.getByLabelText(/Indirizzo e-mail/), 'mario@example.it');
      await user.type(passwordInput(), 'Segreta!1');
      await user.click(submitButton());
      await screen.findByRole('status', { name: 'Operazione conclusa' });
      const request = fetchMock.mock.calls.find(([input]) => String(input) === '/api/Account/Prelievo');
      expect(JSON.parse(String(request?.[1]?.body))).toMatchObject({ isMobile: true });
    } finally {
      restore();
    }
  });

  it('caps the hint and the predefined amounts at the withdrawable balance', async () => {
    const { user } = renderWithdraw({ user: userFixture({ saldo: 5000, prelevabile: 3000 }) });
    await user.click(await screen.findByRole('button', { name: 'Skrill' }));
    expect(await screen.findByText('Min: €\u00a010,00 - Max: €\u00a030,00', keepSpaces)).toBeInTheDocument();
    const amounts = within(screen.getByRole('group', { name: 'Importi predefiniti' }));
    expect(amounts.getByRole('button', { name: '€ 10' })).toBeEnabled();
    expect(amounts.getByRole('button', { name: '€ 20' })).toBeEnabled();
    expect(amounts.getByRole('button', { name: '€ 50' })).toBeDisabled();
    await user.type(amountInput(), '31');
    await user.click(submitButton());
    expect(await screen.findByText('Importo massimo €\u00a030,00', keepSpaces)).toBeInTheDocument();
  });

  it("switches to the time slot's bounds inside the slot, across midnight", async () => {
    // 23:30 in Rome: inside 22:00-06:00.
    vi.setSystemTime(new Date('2026-06-10T21:30:00Z'));
    const prelievo = vi.fn<Handler>(() => taken());
    const { user } = renderWithdraw({ prelievo });
    const panel = within(await screen.findByRole('region', { name: 'Bonifico bancario' }));
    expect(panel.getByText('Min: €\u00a050,00 - Max: €\u00a0300,00', keepSpaces)).toBeInTheDocument();
    expect(panel.getByText(/Fascia oraria 22:00 - 06:00/)).toBeInTheDocument();
    await user.type(amountInput(), '40');
    await user.click(submitButton());
    expect(await screen.findByText('Importo minimo €\u00a050,00', keepSpaces)).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '301');
    await user.click(submitButton());
    expect(await screen.findByText('Importo massimo €\u00a0300,00', keepSpaces)).toBeInTheDocument();
    expect(prelievo).not.toHaveBeenCalled();
    // The limits table shows the slot's bounds too, as the hint does.
    const limits = within(screen.getByRole('table', { name: 'Limiti di prelievo' }));
    const row = within(limits.getByRole('rowheader', { name: 'Bonifico bancario' }).closest('tr')!);
    expect(row.getByText('€\u00a050,00', keepSpaces)).toBeInTheDocument();
    expect(row.getByText('€\u00a0300,00', keepSpaces)).toBeInTheDocument();
  });

  it('outside the slot the method bounds apply again (04:00 UTC is 06:00 in Rome, the end of the slot)', async () => {
    vi.setSystemTime(new Date('2026-06-10T04:00:00Z'));
    renderWithdraw();
    const panel = within(await screen.findByRole('region', { name: 'Bonifico bancario' }));
    expect(panel.getByText('Min: €\u00a010,00 - Max: €\u00a01.000,00', keepSpaces)).toBeInTheDocument();
    expect(panel.queryByText(/Fascia oraria/)).not.toBeInTheDocument();
  });

  it('a slot that opens while the page is open switches the hint and the form within a minute, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 21:59:30 in Rome, half a minute before the 22:00-06:00 slot.
    vi.setSystemTime(new Date('2026-06-10T19:59:30Z'));
    const prelievo = vi.fn<Handler>(() => taken());
    const { user } = renderWithdraw({ prelievo });
    const panel = within(await screen.findByRole('region', { name: 'Bonifico bancario' }));
    expect(panel.getByText('Min: €\u00a010,00 - Max: €\u00a01.000,00', keepSpaces)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(await panel.findByText('Min: €\u00a050,00 - Max: €\u00a0300,00', keepSpaces)).toBeInTheDocument();
    expect(panel.getByText(/Fascia oraria 22:00 - 06:00/)).toBeInTheDocument();
    // The form checks the slot's bounds too.
    await user.type(amountInput(), '40');
    await user.click(submitButton());
    expect(await screen.findByText('Importo minimo €\u00a050,00', keepSpaces)).toBeInTheDocument();
    expect(prelievo).not.toHaveBeenCalled();
  });

  describe('the method fields (money.md §5)', () => {
    it('asks amount and password, and sends nothing without them', async () => {
      const prelievo = vi.fn<Handler>(() => taken());
      const { user } = renderWithdraw({ prelievo });
      await user.click(await screen.findByRole('button', { name: 'Skrill' }));
      await user.click(submitButton());
      expect(await screen.findAllByText('Il campo è richiesto')).toHaveLength(3);
      expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
      expect(passwordInput()).toHaveAccessibleDescription(/Il campo è richiesto/);
      expect(prelievo).not.toHaveBeenCalled();
    });

    it('Skrill: the e-mail, in a valid format', async () => {
      const prelievo = vi.fn<Handler>(() => taken());
      const { user } = renderWithdraw({ prelievo });
      await user.click(await screen.findByRole('button', { name: 'Skrill' }));
      await user.type(amountInput(), '20');
      await user.type(passwordInput(), 'Segreta!1');
      await user.type(screen.getByLabelText(/Indirizzo e-mail/), 'non-una-mail');
      await user.click(submitButton());
      expect(await screen.findByText('Inserire una mail valida')).toBeInTheDocument();
      expect(prelievo).not.toHaveBeenCalled();
      await user.clear(screen.getByLabelText(/Indirizzo e-mail/));
      await user.type(screen.getByLabelText(/Indirizzo e-mail/), 'mario@example.it');
      await user.click(submitButton());
      await waitFor(() => expect(prelievo).toHaveBeenCalledTimes(1));
      expect(prelievo.mock.calls[0]?.[0].body).toEqual({
        type: 'Prelievo_Skrill',
        importo: 2000,
        pin: 'Segreta!1',
        isMobile: false,
        domain: 'localhost:3000',
        intestatario: 'Mario Rossi',
        numeroContratto: 'CG000123',
        email: 'mario@example.it',
      });
    });

    it.each([
      ['Scratch card', /Codice Scratch/, '', 'Il campo è richiesto'],
      ['Carta Elektra', /Numero della carta Elektra/, '', 'Il campo è richiesto'],
      ['Carta Elektra', /Numero della carta Elektra/, '12AB', 'Inserire un codice valido'],
      ['Voucher', /PIN del voucher/, '', 'Il campo è richiesto'],
      ['Voucher', /PIN del voucher/, 'abc', 'Lunghezza minima 4 caratteri'],
      ['Postepay', /^Numero della carta/, '', 'Il campo è richiesto'],
      ['Postepay', /^Numero della carta/, '1234', 'Inserire un codice valido'],
      ['Postepay', /Scadenza/, '13/30', 'Inserire una scadenza valida (MM/AA)'],
      ['Postepay', /Scadenza/, '05/26', 'Inserire una scadenza valida (MM/AA)'],
      ['Bonifico bancario', /IBAN/, '', 'Il campo è richiesto'],
    ])('%s: %s %j -> %s', async (method, label, value, message) => {
      const prelievo = vi.fn<Handler>(() => taken());
      const { user } = renderWithdraw({ prelievo });
      await user.click(await screen.findByRole('button', { name: method }));
      await user.type(amountInput(), '20');
      await user.type(passwordInput(), 'Segreta!1');
      const field = screen.getByLabelText(label);
      if (value) await user.type(field, value);
      await user.click(submitButton());
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
      expect(prelievo).not.toHaveBeenCalled();
    });

    it('bank transfer: only an Italian IBAN, sent in electronic form', async () => {
      const prelievo = vi.fn<Handler>(() => taken());
      const { user } = renderWithdraw({ prelievo });
      await form();
      await user.type(amountInput(), '250');
      await user.type(passwordInput(), 'Segreta!1');
      const iban = screen.getByLabelText(/IBAN/);
      await user.type(iban, 'DE89 3704 0044 0532 0130 00');
      await user.click(submitButton());
      expect(
        await screen.findByText(
          'Il prelievo con bonifico bancario può essere fatto soltanto inserendo un IBAN Italiano',
        ),
      ).toBeInTheDocument();
      expect(prelievo).not.toHaveBeenCalled();
      await user.clear(iban);
      await user.type(iban, 'it60 x054 2811 1010 0000 0123 456');
      await user.click(submitButton());
      await waitFor(() => expect(prelievo).toHaveBeenCalledTimes(1));
      expect(prelievo.mock.calls[0]?.[0].body).toMatchObject({
        type: 'Prelievo_BonificoBancario',
        importo: 25000,
        iban: 'IT60X0542811101000000123456',
      });
    });

    it('Mastercard VIP: the card chosen from GetDatiMastercard goes as code', async () => {
      const prelievo = vi.fn<Handler>(() => taken());
      const { user } = renderWithdraw({ prelievo });
      await user.click(await screen.findByRole('button', { name: 'Mastercard VIP' }));
      await user.type(amountInput(), '20');
      await user.type(passwordInput(), 'Segreta!1');
      await user.click(submitButton());
      const select = screen.getByRole('combobox', { name: /Carta Mastercard VIP/ });
      await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
      await user.selectOptions(select, '533317******1234 (scad. 12/29)');
      await user.click(submitButton());
      await waitFor(() => expect(prelievo).toHaveBeenCalledTimes(1));
      expect(prelievo.mock.calls[0]?.[0].body).toMatchObject({ type: 'Prelievo_MasterCard', code: '7' });
    });

    it('Mastercard VIP: cards that cannot be read say so', async () => {
      const { user } = renderWithdraw({
        handlers: { 'GET /api/Account/GetDatiMastercard': () => ({ status: 500, body: {} }) },
      });
      await user.click(await screen.findByRole('button', { name: 'Mastercard VIP' }));
      expect(await screen.findByText('Non sono disponibili dati')).toBeInTheDocument();
    });

    it('Apco: a saved card fills the expiry and the BIN; a Postepay BIN says so; the whole number goes', async () => {
      const prelievo = vi.fn<Handler>(() => taken());
      const { user } = renderWithdraw({ prelievo });
      await user.click(await screen.findByRole('button', { name: 'Carta di debito' }));
      await user.selectOptions(
        await screen.findByRole('combobox', { name: /Le tue carte/ }),
        '402360******9876 (scad. 08/28)',
      );
      const number = screen.getByLabelText(/^Numero della carta/);
      expect(number).toHaveValue('402360');
      expect(screen.getByLabelText(/Scadenza/)).toHaveValue('08/28');
      expect(screen.getByText('Questa carta sarà pagata come Postepay.')).toBeInTheDocument();
      await user.type(number, '1234 5678 76');
      await user.type(amountInput(), '20');
      await user.type(passwordInput(), 'Segreta!1');
      await user.click(submitButton());
      await waitFor(() => expect(prelievo).toHaveBeenCalledTimes(1));
      expect(prelievo.mock.calls[0]?.[0].body).toMatchObject({
        type: 'Prelievo_Apco',
        poste_pay: '4023601234567876',
        data_scadenza: '08/28',
      });
    });
  });

  describe('submit (POST Prelievo)', () => {
    async function fillSkrill(user: ReturnType<typeof renderApp>['user'], euro = '600') {
      await user.click(await screen.findByRole('button', { name: 'Skrill' }));
      await user.type(amountInput(), euro);
      await user.type(screen.getByLabelText(/Indirizzo e-mail/), 'mario@example.it');
      await user.type(passwordInput(), 'Segreta!1');
      await user.click(submitButton());
    }

    it('success: Operazione conclusa with the serial, the form emptied and the balance read again', async () => {
      const { user, fetchMock } = renderWithdraw();
      await fillSkrill(user, '20');
      const status = await screen.findByRole('status', { name: 'Operazione conclusa' });
      expect(status).toHaveTextContent(
        'Il prelievo è stato richiesto con successo. Seriale: PR0123456789ABCD',
      );
      expect(amountInput()).toHaveValue('');
      expect(passwordInput()).toHaveValue('');
      await waitFor(() => expect(calls(fetchMock, '/api/Account/GetSaldo').length).toBeGreaterThan(1));
    });

    it('success without a serial: the success text alone', async () => {
      const { user } = renderWithdraw({ prelievo: () => taken(null) });
      await fillSkrill(user, '20');
      const status = await screen.findByRole('status', { name: 'Operazione conclusa' });
      expect(status.textContent).toMatch(/Il prelievo è stato richiesto con successo\.$/);
    });

    it('esito.returnCode not 0: Non è stato possibile prelevare: {description}', async () => {
      const { user } = renderWithdraw({
        prelievo: () =>
          ok({
            esito: { returnCode: 3, returnDescription: 'Conto di destinazione non raggiungibile' },
            idTicket: null,
            seriale: null,
            result: 'KO',
            transactionId: null,
            form: null,
          }),
      });
      await fillSkrill(user, '20');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Non è stato possibile prelevare: Conto di destinazione non raggiungibile',
      );
    });

    it.each([
      [200, WITHDRAWAL_CODE.WRONG_PASSWORD, 'La password non è corretta'],
      [
        200,
        WITHDRAWAL_CODE.DAILY_LIMIT,
        'Hai già fatto 4 richieste di prelievo oggi: potrai farne altre da domani.',
      ],
      [400, -400, 'Richiesta non valida'],
    ])('status %i code %i: Attenzione! with the error text', async (status, code, message) => {
      const { user } = renderWithdraw({ prelievo: () => ({ status, ...answer(code, message) }) });
      await fillSkrill(user, '20');
      expect(await screen.findByRole('alert', { name: 'Attenzione!' })).toHaveTextContent(
        `Si è verificato un errore durante il prelievo: ${message}`,
      );
    });

    it('OTP: -3333 asks for the code, -1010 clears it (focus back in the field), the channel switch re-sends by e-mail, the same request goes again with it', async () => {
      const bodies: Record<string, unknown>[] = [];
      const prelievo = vi.fn<Handler>(({ body }) => {
        const request = body as Record<string, unknown>;
        bodies.push(request);
        if (!request.otp)
          return answer(
            -3333,
            request.otpSource === 'email'
              ? 'Ti abbiamo inviato il codice OTP per e-mail.'
              : 'Ti abbiamo inviato il codice OTP per SMS.',
          );
        if (request.otp === '000000')
          return answer(-1010, 'Il codice OTP non è corretto o è scaduto. Richiedine uno nuovo.');
        return taken();
      });
      const { user } = renderWithdraw({ prelievo });
      await fillSkrill(user);
      const dialog = await screen.findByRole('dialog', { name: 'INSERISCI IL CODICE OTP INVIATO PER SMS' });
      const inDialog = within(dialog);
      expect(inDialog.getByText('Ti abbiamo inviato il codice OTP per SMS.')).toBeInTheDocument();

      await user.click(inDialog.getByRole('button', { name: 'VERIFICA' }));
      expect(inDialog.getByText('Il campo è richiesto')).toBeInTheDocument();
      expect(prelievo).toHaveBeenCalledTimes(1);

      const code = inDialog.getByLabelText(/Codice OTP/);
      await user.type(code, '000000');
      await user.click(inDialog.getByRole('button', { name: 'VERIFICA' }));
      expect(
        await inDialog.findByText('Il codice OTP non è corretto o è scaduto. Richiedine uno nuovo.'),
      ).toBeInTheDocument();
      expect(code).toHaveValue('');
      // Focus back in the emptied field, not lost with the disabled button.
      expect(code).toHaveFocus();

      await user.click(inDialog.getByRole('button', { name: 'Ricevi il codice per e-mail' }));
      expect(
        await screen.findByRole('dialog', { name: 'INSERISCI IL CODICE OTP INVIATO PER E-MAIL' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Ti abbiamo inviato il codice OTP per e-mail.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ricevi il codice per SMS' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Codice OTP/)).toHaveFocus();

      await user.type(screen.getByLabelText(/Codice OTP/), '123456');
      await user.click(screen.getByRole('button', { name: 'VERIFICA' }));
      expect(await screen.findByRole('status', { name: 'Operazione conclusa' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const { otp: _a, ...first } = bodies[0]!;
      expect(bodies.map((body) => [body.otp, body.otpSource])).toEqual([
        [undefined, undefined],
        ['000000', undefined],
        [undefined, 'email'],
        ['123456', 'email'],
      ]);
      // Every retry is the same request: same method, amount, destination and password.
      for (const body of bodies) {
        const { otp: _otp, otpSource: _source, ...rest } = body;
        expect(rest).toEqual(first);
      }
    });

    it('a double click on VERIFICA sends the code once', async () => {
      const prelievo = vi.fn<Handler>(async ({ body }) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return (body as { otp?: string }).otp
          ? taken()
          : answer(-3333, 'Ti abbiamo inviato il codice OTP per SMS.');
      });
      const { user } = renderWithdraw({ prelievo });
      await fillSkrill(user);
      const dialog = within(await screen.findByRole('dialog'));
      await user.type(dialog.getByLabelText(/Codice OTP/), '123456');
      await user.dblClick(dialog.getByRole('button', { name: 'VERIFICA' }));
      expect(await screen.findByRole('status', { name: 'Operazione conclusa' })).toBeInTheDocument();
      expect(prelievo.mock.calls.map(([request]) => (request.body as { otp?: string }).otp)).toEqual([
        undefined,
        '123456',
      ]);
    });

    it('XElektra: Withdraw, the OTP, then Confirm with the transaction; Complimenti!', async () => {
      const prelievo = vi.fn<Handler>(({ body }) => {
        const request = body as Record<string, unknown>;
        if (request.metodo === 'Withdraw')
          return ok({
            esito: { returnCode: 0, returnDescription: '' },
            idTicket: null,
            seriale: null,
            result: 'OTP',
            transactionId: 'tx-elektra-1',
            form: null,
          });
        return taken('PR00000000000042');
      });
      const { user } = renderWithdraw({ prelievo });
      await user.click(await screen.findByRole('button', { name: 'Carta Elektra' }));
      await user.type(amountInput(), '20');
      await user.type(screen.getByLabelText(/Numero della carta Elektra/), '5333 1712 3456 7890');
      await user.type(passwordInput(), 'Segreta!1');
      await user.click(submitButton());
      const dialog = within(
        await screen.findByRole('dialog', { name: 'INSERISCI IL CODICE OTP INVIATO PER SMS' }),
      );
      await user.type(dialog.getByLabelText(/Codice OTP/), '654321');
      await user.click(dialog.getByRole('button', { name: 'VERIFICA' }));
      const status = await screen.findByRole('status', { name: 'Complimenti!' });
      expect(status).toHaveTextContent(
        'Il prelievo è stato richiesto con successo. Seriale: PR00000000000042',
      );
      expect(prelievo.mock.calls.map(([request]) => request.body)).toEqual([
        expect.objectContaining({ metodo: 'Withdraw', code: '5333171234567890', importo: 2000 }),
        expect.objectContaining({
          metodo: 'Confirm',
          transactionId: 'tx-elektra-1',
          otp: '654321',
          code: '5333171234567890',
          importo: 2000,
        }),
      ]);
    });

    it('a refusal while the OTP is asked closes the prompt and shows Attenzione!', async () => {
      let count = 0;
      const { user } = renderWithdraw({
        prelievo: () =>
          ++count === 1
            ? answer(-3333, 'Ti abbiamo inviato il codice OTP per SMS.')
            : answer(-6, 'La password non è corretta'),
      });
      await fillSkrill(user);
      await user.type(await screen.findByLabelText(/Codice OTP/), '123456');
      await user.click(screen.getByRole('button', { name: 'VERIFICA' }));
      expect(await screen.findByRole('alert', { name: 'Attenzione!' })).toHaveTextContent(
        'Si è verificato un errore durante il prelievo: La password non è corretta',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('access (CheckHierarchy screen=withdrawal)', () => {
    const refused =
      (code: number, message: string): Handler =>
      () =>
        answer(code, message, false);

    it.each([
      [{ confirmedMobile: false }, 'Verifica il numero di cellulare'],
      [{ playerConfirmed: false }, "Verifica l'indirizzo e-mail"],
      [{ confirmedMobile: false, playerConfirmed: false }, 'Verifica cellulare ed e-mail'],
    ])('contacts not verified (%o): the notice links to %s and customer care', async (flags, linkText) => {
      const methods = vi.fn<Handler>(() => ({ body: withdrawalMethodsFixture() }));
      renderWithdraw({
        user: userFixture(flags),
        methods,
        access: refused(-10, 'Le operazioni di prelievo non sono consentite'),
      });
      const notice = await screen.findByText('Le operazioni di prelievo non sono consentite');
      const alert = within(notice.closest('[data-code]') as HTMLElement);
      expect(alert.getByRole('link', { name: linkText })).toHaveAttribute('href', '/account/status');
      expect(alert.getByRole('link', { name: "Contatta l'assistenza clienti" })).toHaveAttribute(
        'href',
        '/account/help',
      );
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      // Withdrawal data loads only when the player may withdraw.
      expect(methods).not.toHaveBeenCalled();
    });

    it('with RegistrationMobileAvoidConfirmation on, only the e-mail is offered for verification', async () => {
      renderWithdraw({
        user: userFixture({ confirmedMobile: false, playerConfirmed: false }),
        settings: { RegistrationMobileAvoidConfirmation: 'true' },
        access: refused(-10, 'Le operazioni di prelievo non sono consentite'),
      });
      const notice = await screen.findByText('Le operazioni di prelievo non sono consentite');
      const alert = within(notice.closest('[data-code]') as HTMLElement);
      await waitFor(() =>
        expect(alert.getByRole('link', { name: "Verifica l'indirizzo e-mail" })).toBeInTheDocument(),
      );
      expect(alert.queryByRole('link', { name: 'Verifica cellulare ed e-mail' })).not.toBeInTheDocument();
    });

    it('password change: the notice links to changing the password', async () => {
      renderWithdraw({ access: refused(-11, 'Le operazioni di ricarica e prelievo non sono consentite') });
      expect(
        await screen.findByText('Le operazioni di ricarica e prelievo non sono consentite'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cambia la password' })).toHaveAttribute(
        'href',
        '/account/change-password',
      );
      expect(screen.getByRole('link', { name: "Contatta l'assistenza clienti" })).toBeInTheDocument();
    });

    it('an expired document: the notice links to the Documenti tab to send a valid one', async () => {
      renderWithdraw({ access: refused(-15, WITHDRAWAL_MESSAGES.documentExpired) });
      expect(await screen.findByText(WITHDRAWAL_MESSAGES.documentExpired)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Invia i documenti' })).toHaveAttribute(
        'href',
        '/account/edit/documenti',
      );
    });

    it.each([
      [-12, 'Questa sezione è stata disabilitata', 'Questa sezione è stata disabilitata'],
      [
        -14,
        "Il conto di gioco non è attivo: i prelievi non sono consentiti. Contatta l'assistenza clienti.",
        "Il conto di gioco non è attivo: i prelievi non sono consentiti. Contatta l'assistenza clienti.",
      ],
    ])('code %i shows %s with customer care', async (code, message, title) => {
      renderWithdraw({ access: refused(code, message) });
      const alert = (await screen.findByText(title)).closest('[data-code]') as HTMLElement;
      expect(alert).toHaveAttribute('data-code', String(code));
      expect(within(alert).getByRole('link', { name: "Contatta l'assistenza clienti" })).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });
  });

  describe('site switches', () => {
    it('MessageAlertPrelievi_Attivo on shows the text of MessageAlertPrelievi', async () => {
      renderWithdraw({
        settings: {
          MessageAlertPrelievi_Attivo: 'true',
          MessageAlertPrelievi: 'Bonifici lavorati dalle 6:00.',
        },
      });
      expect(await screen.findByRole('note', { name: 'Avviso' })).toHaveTextContent(
        'Bonifici lavorati dalle 6:00.',
      );
    });

    it('MessageAlertPrelievi_Attivo off shows no alert', async () => {
      renderWithdraw({
        settings: {
          MessageAlertPrelievi_Attivo: 'false',
          MessageAlertPrelievi: 'Bonifici lavorati dalle 6:00.',
        },
      });
      await form();
      expect(screen.queryByText('Bonifici lavorati dalle 6:00.')).not.toBeInTheDocument();
    });

    it('site 15232 lists the limits compactly instead of the table', async () => {
      renderWithdraw({ settings: { SiteId: '15232' } });
      const limits = await screen.findByRole('list', { name: 'Limiti di prelievo' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(limits).getAllByRole('listitem')).toHaveLength(9);
      const transfer = within(within(limits).getByText('Bonifico bancario').closest('li') as HTMLElement);
      expect(transfer.getByText('Min €\u00a010,00 · Max €\u00a01.000,00', keepSpaces)).toBeInTheDocument();
      expect(screen.getByText('Puoi fare al massimo 4 richieste di prelievo al giorno.')).toBeInTheDocument();
    });

    it('WithdrawWithPaas_Enabled: amount and password, then the provider page replaces the forms and the balance is read again', async () => {
      const paas = vi.fn<Handler>(() => ok({ endpoint: '/sandbox/paas-payout', token: 'tok en' }));
      const methods = vi.fn<Handler>(() => ({ body: withdrawalMethodsFixture() }));
      const { user, fetchMock } = renderWithdraw({
        settings: { WithdrawWithPaas_Enabled: 'true' },
        methods,
        handlers: { 'POST /api/Account/WithdrawWithPaas': paas },
      });
      await form();
      const saldoBefore = calls(fetchMock, '/api/Account/GetSaldo').length;
      expect(screen.queryByRole('list', { name: 'Metodi di prelievo' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continua' }));
      expect(await screen.findAllByText('Il campo è richiesto')).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: '€ 100' }));
      await user.type(passwordInput(), 'Segreta!1');
      await user.click(screen.getByRole('button', { name: 'Continua' }));
      expect(await screen.findByTitle('Prelievo sicuro')).toHaveAttribute(
        'src',
        '/sandbox/paas-payout?token=tok%20en',
      );
      expect(paas.mock.calls[0]?.[0].body).toEqual({ importo: 10000, pin: 'Segreta!1' });
      expect(methods).not.toHaveBeenCalled();
      // The money left the withdrawable balance at once: the balance is read again.
      await waitFor(() =>
        expect(calls(fetchMock, '/api/Account/GetSaldo').length).toBeGreaterThan(saldoBefore),
      );
    });

    it('WithdrawWithPaas refused: Attenzione! with the error text', async () => {
      const { user } = renderWithdraw({
        settings: { WithdrawWithPaas_Enabled: 'true' },
        handlers: {
          'POST /api/Account/WithdrawWithPaas': () => answer(-6, 'La password non è corretta'),
        },
      });
      await user.click(await screen.findByRole('button', { name: '€ 10' }));
      await user.type(passwordInput(), 'sbagliata');
      await user.click(screen.getByRole('button', { name: 'Continua' }));
      expect(await screen.findByRole('alert', { name: 'Attenzione!' })).toHaveTextContent(
        'Si è verificato un errore durante il prelievo: La password non è corretta',
      );
    });
  });
});
