import { DEPOSIT_CODE, type DepositAction } from '@conto-gioco/shared/deposit';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositAccessQueryOptions } from '@/features/deposit/api/check-hierarchy';
import { depositMethodsQueryOptions } from '@/features/deposit/api/get-deposit-methods';
import { browser, PROVIDER_WINDOW } from '@/features/deposit/lib/open-provider';
import { depositMethodsFixture } from '@/features/deposit/testing/methods-fixture';
import { userFixture } from '@/testing/fixtures';
import { emulateMobile } from '@/testing/media';
import { keepSpaces, ok, renderApp, type Handler } from '@/testing/render';

// Whole-app journeys: on a machine shared with other runs, answers can take more than a second.
configure({ asyncUtilTimeout: 5000 });

const refused =
  (code: number, message: string): Handler =>
  () => ({
    body: { ResponseCode: code, ResponseMessage: message, ResponseData: false },
  });

type Options = {
  access?: Handler;
  modules?: Record<string, string>;
  ricarica?: Handler;
  methods?: Handler;
  handlers?: Record<string, Handler>;
  user?: ReturnType<typeof userFixture>;
};

function renderDeposit({
  access,
  modules = {},
  ricarica,
  methods,
  handlers = {},
  user = userFixture(),
}: Options = {}) {
  return renderApp({
    url: '/account/ricarica',
    user,
    handlers: {
      'GET /api/Account/CheckHierarchy': access ?? (() => ok(true)),
      'GET /api/BetPlay/V3_CheckBonusPrimaRicarica': () => ok({ primaRicarica: false }),
      'GET /api/Environment/GetSiteModule': ({ url }) =>
        ok(modules[url.searchParams.get('siteModule') ?? ''] ?? 'false'),
      'GET /api/Account/GetMetodiPagamento': methods ?? (() => ({ body: depositMethodsFixture() })),
      'POST /api/Account/Ricarica':
        ricarica ??
        (() =>
          ok({
            transactionId: 'tx-1',
            primaRicarica: false,
            action: { type: 'redirect', url: '/sandbox/pay/SBX-1' },
          })),
      ...handlers,
    },
  });
}

const started = (action: DepositAction, transactionId = 'tx-1') =>
  ok({ transactionId, primaRicarica: false, action });

const methodButton = (name: string) => screen.findByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: 'Procedi con la ricarica' });
const details = () => screen.findByRole('region');

let assign: ReturnType<typeof vi.spyOn>;
let open: ReturnType<typeof vi.spyOn>;
let post: ReturnType<typeof vi.spyOn>;
let openBlank: ReturnType<typeof vi.spyOn>;
const blankWindow = { close: vi.fn() };
beforeEach(() => {
  blankWindow.close.mockClear();
  openBlank = vi.spyOn(browser, 'openBlank').mockImplementation(() => blankWindow as unknown as Window);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  open = vi.spyOn(browser, 'open').mockImplementation(() => {});
  post = vi.spyOn(browser, 'post').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/account/ricarica', () => {
  it('sends a visitor to login first', async () => {
    const { router } = renderApp({ url: '/account/ricarica' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Faccount%2Fricarica');
  });

  it('shows the balance, the method icons and the first method with its details', async () => {
    renderDeposit({ user: userFixture({ saldo: 123456, prelevabile: 100000 }) });
    expect(await screen.findByRole('heading', { name: 'Ricarica', level: 1 })).toBeInTheDocument();
    const balance = screen.getByRole('group', { name: 'Saldo del conto di gioco' });
    await waitFor(() => expect(balance).toHaveTextContent('€ 1.234,56'));
    expect(balance).toHaveTextContent('€ 1.000,00');

    const list = within(await screen.findByRole('list', { name: 'Metodi di pagamento' }));
    expect(list.getAllByRole('button')).toHaveLength(10);
    const card = list.getByRole('button', { name: 'Carta di credito' });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(card.querySelector('i')).toHaveClass('ri-bank-card-line');
    expect(list.getByRole('button', { name: 'PayPal' }).querySelector('i')).toHaveClass('ri-paypal-line');

    const panel = within(await details());
    expect(panel.getByRole('heading', { name: 'Carta di credito' })).toBeInTheDocument();
    expect(panel.getByText('TEST')).toBeInTheDocument();
    expect(panel.getByText('Visa, Mastercard e Maestro.')).toBeInTheDocument();
    // 'Nessun costo aggiuntivo' is shown as 0%.
    expect(panel.getByText('0%')).toBeInTheDocument();
    expect(panel.getByText('Immediato')).toBeInTheDocument();
    expect(panel.getByText('Usa una carta intestata a te.')).toBeInTheDocument();
    expect(panel.getByText('Min: €\u00a010,00 - Max: €\u00a01.000,00', keepSpaces)).toBeInTheDocument();
  });

  it('shows a method with a fee and without the TEST marker when it is not a test method', async () => {
    const { user } = renderDeposit();
    await user.click(await methodButton('Neteller'));
    const panel = within(await details());
    expect(panel.getByRole('heading', { name: 'Neteller' })).toBeInTheDocument();
    expect(panel.getByText('1,5%')).toBeInTheDocument();
    expect(panel.queryByText('TEST')).not.toBeInTheDocument();
    // Neteller asks for the e-mail of its account.
    expect(panel.getByLabelText(/Indirizzo e-mail/)).toBeInTheDocument();
  });

  describe('access (CheckHierarchy screen=deposit)', () => {
    it('asks the server with screen=deposit and shows the form when allowed', async () => {
      const { fetchMock } = renderDeposit();
      expect(await screen.findByRole('form', { name: 'Dati della ricarica' })).toBeInTheDocument();
      const call = fetchMock.mock.calls.find(([input]) =>
        String(input).startsWith('/api/Account/CheckHierarchy'),
      );
      expect(String(call?.[0])).toBe('/api/Account/CheckHierarchy?screen=deposit');
    });

    it.each([
      [{ confirmedMobile: false }, 'Verifica il numero di cellulare'],
      [{ playerConfirmed: false }, "Verifica l'indirizzo e-mail"],
      [{ confirmedMobile: false, playerConfirmed: false }, 'Verifica cellulare ed e-mail'],
    ])('contacts not verified (%o): the notice links to %s and customer care', async (flags, linkText) => {
      renderDeposit({
        user: userFixture(flags),
        access: refused(DEPOSIT_CODE.CONTACTS_NOT_VERIFIED, 'Le operazioni di deposito non sono consentite'),
      });
      const notice = await screen.findByText('Le operazioni di deposito non sono consentite');
      const alert = within(notice.closest('[data-code]') as HTMLElement);
      expect(alert.getByRole('link', { name: linkText })).toHaveAttribute('href', '/account/status');
      expect(alert.getByRole('link', { name: "Contatta l'assistenza clienti" })).toHaveAttribute(
        'href',
        '/account/help',
      );
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Metodi di pagamento' })).not.toBeInTheDocument();
    });

    it('password change: the notice links to changing the password', async () => {
      renderDeposit({
        access: refused(
          DEPOSIT_CODE.PASSWORD_CHANGE,
          'Le operazioni di ricarica e prelievo non sono consentite',
        ),
      });
      expect(
        await screen.findByText('Le operazioni di ricarica e prelievo non sono consentite'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cambia la password' })).toHaveAttribute(
        'href',
        '/account/change-password',
      );
      expect(screen.getByRole('link', { name: "Contatta l'assistenza clienti" })).toBeInTheDocument();
    });

    it.each([
      [
        DEPOSIT_CODE.SECTION_DISABLED,
        'Questa sezione è stata disabilitata',
        'Questa sezione è stata disabilitata',
      ],
      [
        DEPOSIT_CODE.HIERARCHY,
        'Questa sezione è temporaneamente disabilitata',
        'Questa sezione è temporaneamente disabilitata',
      ],
      [
        DEPOSIT_CODE.SELF_EXCLUDED,
        'Sei in modalità autoesclusione: le ricariche non sono consentite.',
        'Sei in modalità autoesclusione: le ricariche non sono consentite.',
      ],
      // The status module's answer before the deposit codes: -1 with its message.
      [-1, 'Questa sezione è stata disabilitata', 'Questa sezione è stata disabilitata'],
    ])('code %i shows %s with customer care', async (code, message, title) => {
      renderDeposit({ access: refused(code, message) });
      const alert = (await screen.findByText(title)).closest('[data-code]') as HTMLElement;
      expect(alert).toHaveAttribute('data-code', String(code));
      expect(within(alert).getByRole('link', { name: "Contatta l'assistenza clienti" })).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });

    it('all sections disabled: the spec title with the server message beneath it', async () => {
      renderDeposit({
        access: refused(
          DEPOSIT_CODE.SECTION_DISABLED,
          'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
        ),
      });
      expect(await screen.findByText('Questa sezione è stata disabilitata')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Tutte le sezioni del sito resteranno disabilitate fino a quando non avrai verificato i tuoi contatti.',
        ),
      ).toBeInTheDocument();
    });

    it('a refusal sent with an error status is shown the same way', async () => {
      renderDeposit({
        access: () => ({
          status: 403,
          body: {
            ResponseCode: DEPOSIT_CODE.HIERARCHY,
            ResponseMessage: 'Questa sezione è temporaneamente disabilitata',
            ResponseData: null,
          },
        }),
      });
      expect(await screen.findByText('Questa sezione è temporaneamente disabilitata')).toBeInTheDocument();
    });
  });

  describe('methods on mobile and the last method used', () => {
    it('shows 6 methods on mobile until Altri metodi di pagamento, and Meno metodi collapses them', async () => {
      const restore = emulateMobile();
      try {
        const { user } = renderDeposit();
        const listElement = await screen.findByRole('list', { name: 'Metodi di pagamento' });
        const list = within(listElement);
        await waitFor(() => expect(list.getAllByRole('button')).toHaveLength(6));
        const more = screen.getByRole('button', { name: 'Altri metodi di pagamento' });
        expect(more).toHaveAttribute('aria-expanded', 'false');
        expect(document.getElementById(more.getAttribute('aria-controls') ?? '')).toBe(listElement);
        await user.click(more);
        expect(list.getAllByRole('button')).toHaveLength(10);
        const less = screen.getByRole('button', { name: 'Meno metodi' });
        expect(less).toHaveAttribute('aria-expanded', 'true');
        await user.click(less);
        expect(list.getAllByRole('button')).toHaveLength(6);
        // Choosing a method brings its form into view.
        const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
        await user.click(list.getByRole('button', { name: 'PayPal' }));
        await waitFor(() => expect(scroll).toHaveBeenCalled());
        expect(scroll.mock.contexts[0]).toHaveAccessibleName('PayPal');
      } finally {
        restore();
      }
    });

    it('shows every method with no toggle on larger screens', async () => {
      renderDeposit();
      const list = within(await screen.findByRole('list', { name: 'Metodi di pagamento' }));
      expect(list.getAllByRole('button')).toHaveLength(10);
      expect(screen.queryByRole('button', { name: 'Altri metodi di pagamento' })).not.toBeInTheDocument();
    });

    it('preselects the last method used, with its amount, and opens the list when it is beyond the sixth', async () => {
      window.localStorage.setItem(
        'LastDepositValues',
        JSON.stringify({ Id: 9, Name: 'Ricarica_MasterCardVIP', Amount: 2550 }),
      );
      const restore = emulateMobile();
      try {
        renderDeposit();
        expect(await methodButton('Mastercard VIP')).toHaveAttribute('aria-pressed', 'true');
        expect(screen.getByRole('button', { name: 'Meno metodi' })).toBeInTheDocument();
        expect(screen.getByLabelText(/Importo \(€\)/)).toHaveValue('25,50');
        expect(within(await details()).getByRole('heading', { name: 'Mastercard VIP' })).toBeInTheDocument();
      } finally {
        restore();
      }
    });
  });

  describe('the amount and the method fields', () => {
    it('offers the predefined amounts 10 20 50 100 200 500 and fills the field', async () => {
      const { user } = renderDeposit();
      const group = within(await screen.findByRole('group', { name: 'Importi predefiniti' }));
      expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
        '€ 10',
        '€ 20',
        '€ 50',
        '€ 100',
        '€ 200',
        '€ 500',
      ]);
      await user.click(group.getByRole('button', { name: '€ 50' }));
      expect(screen.getByLabelText(/Importo \(€\)/)).toHaveValue('50');
      expect(group.getByRole('button', { name: '€ 50' })).toHaveAttribute('aria-pressed', 'true');
    });

    it.each([
      ['', 'Il campo è richiesto'],
      ['9,99', 'Importo minimo €\u00a010,00'],
      ['1000,01', 'Importo massimo €\u00a01.000,00'],
      ['abc', 'Il campo è richiesto'],
    ])('amount %j: %s, nothing sent', async (amount, message) => {
      const ricarica = vi.fn(() => started({ type: 'redirect', url: '/x' }));
      const { user } = renderDeposit({ ricarica });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      if (amount) await user.type(screen.getByLabelText(/Importo \(€\)/), amount);
      await user.click(submitButton());
      expect(await screen.findByText(message, keepSpaces)).toBeInTheDocument();
      expect(ricarica).not.toHaveBeenCalled();
    });

    it("checks the amount against the chosen method's bounds", async () => {
      const ricarica = vi.fn<Handler>(() => started({ type: 'redirect', url: '/x' }));
      const { user } = renderDeposit({ ricarica });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      await user.type(screen.getByLabelText(/Importo \(€\)/), '1500');
      await user.click(submitButton());
      expect(await screen.findByText('Importo massimo €\u00a01.000,00', keepSpaces)).toBeInTheDocument();
      // Mastercard VIP has no maximum of its own: the same amount goes, with its code.
      await user.click(screen.getByRole('button', { name: 'Mastercard VIP' }));
      expect(screen.queryByText('Importo massimo €\u00a01.000,00', keepSpaces)).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Codice' }), 'VIP-123');
      await user.click(submitButton());
      await waitFor(() => expect(ricarica).toHaveBeenCalledTimes(1));
      expect(ricarica.mock.calls[0]?.[0].body).toMatchObject({ importo: 150000, metodo: 9, code: 'VIP-123' });
      expect(ricarica.mock.calls[0]?.[0].body).not.toHaveProperty('email');
    });

    it('asks the e-mail for PayPal and checks its format', async () => {
      const ricarica = vi.fn(() => started({ type: 'redirect', url: '/x' }));
      const { user } = renderDeposit({ ricarica });
      await user.click(await methodButton('PayPal'));
      await user.type(screen.getByLabelText(/Importo \(€\)/), '20');
      await user.click(submitButton());
      expect(await screen.findByText('Il campo è richiesto')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/Indirizzo e-mail/), 'non-una-mail');
      await user.click(submitButton());
      expect(await screen.findByText('Inserire una mail valida')).toBeInTheDocument();
      expect(ricarica).not.toHaveBeenCalled();
    });

    it('asks the code for the Scratch card', async () => {
      const { user } = renderDeposit();
      await user.click(await methodButton('Scratch card'));
      expect(screen.queryByLabelText(/Indirizzo e-mail/)).not.toBeInTheDocument();
      await user.type(screen.getByLabelText(/Importo \(€\)/), '20');
      await user.click(submitButton());
      expect(await screen.findByText('Il campo è richiesto')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Codice' })).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('submit (POST Ricarica)', () => {
    it('sends the amount in cents with the method, e-mail, promo and first-deposit flag, then redirects', async () => {
      const ricarica = vi.fn<Handler>(() =>
        started({ type: 'redirect', url: '/sandbox/pay/SBX-9' }, 'tx-42'),
      );
      // The login's flag may be stale: V3_CheckBonusPrimaRicarica's answer is the one sent.
      const { user } = renderDeposit({
        ricarica,
        user: userFixture({ primaRicarica: false }),
        handlers: { 'GET /api/BetPlay/V3_CheckBonusPrimaRicarica': () => ok({ primaRicarica: true }) },
      });
      await user.click(await methodButton('Neteller'));
      await user.type(screen.getByLabelText(/Importo \(€\)/), '25,50');
      await user.type(screen.getByLabelText(/Indirizzo e-mail/), 'mario@example.it');
      await user.type(screen.getByLabelText(/Codice promozionale/), ' BENVENUTO ');
      await user.click(submitButton());
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/SBX-9'));
      expect(ricarica.mock.calls[0]?.[0].body).toMatchObject({
        importo: 2550,
        metodo: 4,
        type: 'Ricarica_Neteller',
        email: 'mario@example.it',
        promo: 'BENVENUTO',
        primaricarica: true,
        isMobile: false,
      });
      expect(ricarica.mock.calls[0]?.[0].body).not.toHaveProperty('code');
      expect(window.localStorage.getItem('transaction_id')).toBe('tx-42');
      expect(JSON.parse(window.localStorage.getItem('LastDepositValues') ?? 'null')).toEqual({
        Id: 4,
        Name: 'Ricarica_Neteller',
        Amount: 2550,
      });
      expect(window.localStorage.getItem('paysafeTransactionId')).toBeNull();
    });

    it('starts one deposit on a double click, and none more while the browser leaves for the provider', async () => {
      const ricarica = vi.fn<Handler>(() => started({ type: 'redirect', url: '/sandbox/pay/SBX-1' }));
      const { user } = renderDeposit({ ricarica });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      await user.click(screen.getByRole('button', { name: '€ 20' }));
      await user.dblClick(submitButton());
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      // The provider's page can take seconds to arrive: the form stays busy meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(submitButton()).toBeDisabled();
      await user.click(submitButton());
      await user.type(screen.getByLabelText(/Importo \(€\)/), '{Enter}');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ricarica).toHaveBeenCalledTimes(1);
    });

    it('is ready again when the player comes back to the page from the browser history', async () => {
      const ricarica = vi.fn<Handler>(() => started({ type: 'redirect', url: '/sandbox/pay/SBX-1' }));
      const { user } = renderDeposit({ ricarica });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      await user.click(screen.getByRole('button', { name: '€ 20' }));
      await user.click(submitButton());
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await waitFor(() => expect(submitButton()).toBeEnabled());
      await user.click(submitButton());
      await waitFor(() => expect(ricarica).toHaveBeenCalledTimes(2));
    });

    it('shows Attenzione! with the code and message of a refusal', async () => {
      const { user } = renderDeposit({
        ricarica: () => ({
          body: {
            ResponseCode: DEPOSIT_CODE.LIMIT_EXCEEDED,
            ResponseMessage:
              "L'importo supera il tuo limite di deposito settimanale: puoi ricaricare ancora € 30,00.",
            ResponseData: null,
          },
        }),
      });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      await user.type(screen.getByLabelText(/Importo \(€\)/), '100');
      await user.click(submitButton());
      const alert = await screen.findByRole('alert', { name: 'Attenzione!' });
      expect(alert).toHaveTextContent(
        "-5 - L'importo supera il tuo limite di deposito settimanale: puoi ricaricare ancora € 30,00.",
      );
      expect(assign).not.toHaveBeenCalled();
      expect(window.localStorage.getItem('transaction_id')).toBeNull();
    });

    it("does not show a method's refusal under another method", async () => {
      const { user } = renderDeposit({
        ricarica: () => ({
          body: {
            ResponseCode: -1,
            ResponseMessage: 'Metodo di pagamento non disponibile',
            ResponseData: null,
          },
        }),
      });
      await user.click(await methodButton('Postepay'));
      await user.click(screen.getByRole('button', { name: '€ 20' }));
      await user.click(submitButton());
      expect(await screen.findByRole('alert', { name: 'Attenzione!' })).toHaveTextContent(
        '-1 - Metodo di pagamento non disponibile',
      );
      await user.click(screen.getByRole('button', { name: 'Apco' }));
      expect(screen.queryByRole('alert', { name: 'Attenzione!' })).not.toBeInTheDocument();
    });

    it('shows a refusal sent with an error status (400) the same way', async () => {
      const { user } = renderDeposit({
        ricarica: () => ({
          status: 400,
          body: { ResponseCode: -400, ResponseMessage: 'Richiesta non valida', ResponseData: null },
        }),
      });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      await user.type(screen.getByLabelText(/Importo \(€\)/), '100');
      await user.click(submitButton());
      expect(await screen.findByRole('alert', { name: 'Attenzione!' })).toHaveTextContent(
        '-400 - Richiesta non valida',
      );
    });

    it('opens a modal method in a dialog with the provider page, and stores the paysafe transaction', async () => {
      const { user } = renderDeposit({
        ricarica: () => started({ type: 'modal', url: '/sandbox/pay/SBX-2?embed=modal' }, 'tx-ps'),
      });
      await user.click(await methodButton('Paysafecard'));
      await user.type(screen.getByLabelText(/Importo \(€\)/), '20');
      await user.click(submitButton());
      const dialog = await screen.findByRole('dialog', { name: 'Pagamento con Paysafecard' });
      expect(dialog.querySelector('iframe')).toHaveAttribute('src', '/sandbox/pay/SBX-2?embed=modal');
      expect(window.localStorage.getItem('paysafeTransactionId')).toBe('tx-ps');
      expect(window.localStorage.getItem('transaction_id')).toBe('tx-ps');
      expect(assign).not.toHaveBeenCalled();
    });

    it('posts a form method in the same tab', async () => {
      const fields = { payment_id: 'SBX-3', amount: '2000', currency: '978', signature: 'abc' };
      const { user } = renderDeposit({
        ricarica: () => started({ type: 'form', action: '/sandbox/pay', fields, newTab: false }),
      });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      await user.click(screen.getByRole('button', { name: '€ 20' }));
      await user.click(submitButton());
      await waitFor(() => expect(post).toHaveBeenCalledWith('/sandbox/pay', fields, '_self'));
    });

    it('posts a form-new-tab method into the window opened at the click, and says where to go on', async () => {
      const fields = { payment_id: 'SBX-4', amount: '2000' };
      const ricarica = vi.fn<Handler>(() =>
        started({ type: 'form', action: '/sandbox/pay', fields, newTab: true }),
      );
      const { user } = renderDeposit({ ricarica });
      await user.click(await methodButton('Postepay'));
      await user.click(screen.getByRole('button', { name: '€ 20' }));
      await user.click(submitButton());
      // Opened before Ricarica was asked: Safari allows a window only in the click's own turn.
      expect(openBlank).toHaveBeenCalledWith(PROVIDER_WINDOW);
      expect(openBlank.mock.invocationCallOrder[0]).toBeLessThan(
        post.mock.invocationCallOrder[0] ?? Infinity,
      );
      await waitFor(() => expect(post).toHaveBeenCalledWith('/sandbox/pay', fields, PROVIDER_WINDOW));
      expect(ricarica).toHaveBeenCalledTimes(1);
      expect(blankWindow.close).not.toHaveBeenCalled();
      expect(
        await screen.findByText('Completa il pagamento nella finestra che si è aperta.'),
      ).toBeInTheDocument();
    });

    it('closes the window opened at the click when the deposit is refused, and opens none for an invalid form', async () => {
      const { user } = renderDeposit({ ricarica: refused(DEPOSIT_CODE.LIMIT_EXCEEDED, 'Limite') });
      await user.click(await methodButton('Postepay'));
      await user.click(submitButton());
      expect(await screen.findByText('Il campo è richiesto')).toBeInTheDocument();
      expect(openBlank).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: '€ 20' }));
      await user.click(submitButton());
      expect(await screen.findByText(/Limite/)).toBeInTheDocument();
      expect(openBlank).toHaveBeenCalledTimes(1);
      expect(blankWindow.close).toHaveBeenCalledTimes(1);
      expect(post).not.toHaveBeenCalled();
    });

    it.each([
      ['false', '_system'],
      ['true', '_blank'],
    ])('in the app shell (in-app browser %s) a redirect opens in %s', async (inApp, target) => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 ContoGiocoApp/3.1');
      const { user } = renderDeposit({ modules: { OpenDepositOnApp_InAppBrowser_Attivo: inApp } });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      await user.click(screen.getByRole('button', { name: '€ 20' }));
      await user.click(submitButton());
      await waitFor(() => expect(open).toHaveBeenCalledWith('/sandbox/pay/SBX-1', target));
      expect(assign).not.toHaveBeenCalled();
    });
  });

  describe('embedded provider (DepositWithPaas_Enabled)', () => {
    it('asks only the amount, then the provider page replaces the forms', async () => {
      const paas = vi.fn<Handler>(() => ok({ endpoint: '/sandbox/paas', token: 'tok en' }));
      const methods = vi.fn<Handler>(() => ({ body: depositMethodsFixture() }));
      const { user } = renderDeposit({
        modules: { DepositWithPaas_Enabled: 'true' },
        methods,
        handlers: { 'POST /api/Account/DepositWithPaas': paas },
      });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      expect(screen.queryByRole('list', { name: 'Metodi di pagamento' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continua' }));
      expect(await screen.findByText('Il campo è richiesto')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '€ 100' }));
      await user.click(screen.getByRole('button', { name: 'Continua' }));
      const frame = await screen.findByTitle('Pagamento sicuro');
      expect(frame).toHaveAttribute('src', '/sandbox/paas?token=tok%20en');
      expect(paas.mock.calls[0]?.[0].body).toEqual({ importo: 10000 });
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(methods).not.toHaveBeenCalled();
    });

    it('shows Attenzione! when the server refuses', async () => {
      const { user } = renderDeposit({
        modules: { DepositWithPaas_Enabled: 'true' },
        handlers: {
          'POST /api/Account/DepositWithPaas': () => ({
            body: {
              ResponseCode: -12,
              ResponseMessage: 'Questa sezione è stata disabilitata',
              ResponseData: null,
            },
          }),
        },
      });
      await user.click(await screen.findByRole('button', { name: '€ 10' }));
      await user.click(screen.getByRole('button', { name: 'Continua' }));
      expect(await screen.findByRole('alert', { name: 'Attenzione!' })).toHaveTextContent(
        '-12 - Questa sezione è stata disabilitata',
      );
    });
  });

  it.each([
    ['access check', 'access', depositAccessQueryOptions().queryKey],
    ['methods', 'methods', depositMethodsQueryOptions().queryKey],
  ] as const)(
    'keeps the form when a later read of the %s cannot reach the server',
    async (_, call, queryKey) => {
      let calls = 0;
      const answer = call === 'access' ? ok(true) : { body: depositMethodsFixture() };
      const { user, queryClient } = renderDeposit({
        [call]: () => {
          calls++;
          if (calls > 1) throw new Error('offline');
          return answer;
        },
      });
      await screen.findByRole('form', { name: 'Dati della ricarica' });
      await user.type(screen.getByLabelText(/Importo \(€\)/), '20');
      await act(() => queryClient.refetchQueries({ queryKey }));
      expect(queryClient.getQueryState(queryKey)?.status).toBe('error');
      // The failure is in the cache; let the screen render it before looking.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(screen.getByRole('form', { name: 'Dati della ricarica' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Importo \(€\)/)).toHaveValue('20');
    },
  );

  it('offers to retry when the methods cannot be read', async () => {
    let calls = 0;
    const { user } = renderDeposit({
      methods: () => {
        calls++;
        return calls === 1
          ? { status: 400, body: { ResponseCode: -400, ResponseMessage: 'x', ResponseData: null } }
          : { body: depositMethodsFixture() };
      },
    });
    expect(
      await screen.findByText('Non è stato possibile caricare i metodi di pagamento. Riprova più tardi.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('list', { name: 'Metodi di pagamento' })).toBeInTheDocument();
  });
});
