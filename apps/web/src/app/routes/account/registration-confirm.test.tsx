import type { UserData } from '@conto-gioco/shared/auth';
import type { PlayerDocument } from '@conto-gioco/shared/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountStatusFixture, userFixture } from '@/testing/fixtures';
import { renderApp, TEST_TOKEN, type Handler, type RenderAppOptions } from '@/testing/render';

const URL = '/account/registration/confirm';

beforeEach(() => window.sessionStorage.clear());

const envelope = (data: unknown, code = 0, message = '') => ({
  body: { ResponseCode: code, ResponseMessage: message, ResponseData: data },
});

/** A new player as registration leaves them: provisional, no documents, 30 days to send them. */
const newPlayer = (overrides: Partial<UserData> = {}) =>
  userFixture({
    statoConto: 1,
    userStatusOk: false,
    confirmedMobile: false,
    playerConfirmed: false,
    ...overrides,
  });

const DEADLINE = '2026-12-31T10:00:00.000Z';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'fronte.png') => new File([PNG_BYTES], name, { type: 'image/png' });

/** A documents server: what was uploaded is listed, as received (3). */
function documentsServer() {
  const documents: PlayerDocument[] = [];
  let uploads = 0;
  const handlers: Record<string, Handler> = {
    'GET /api/Account/GetDocuments': () => envelope([...documents].reverse()),
    'POST /api/Account/UploadDocument': () => {
      uploads++;
      const document: PlayerDocument = {
        Id: uploads,
        Side: uploads === 1 ? 'front' : 'back',
        FileName: uploads === 1 ? 'fronte.png' : 'retro.png',
        MimeType: 'image/png',
        SizeBytes: PNG_BYTES.length,
        Status: 3,
        UploadedAt: '2026-12-01T10:00:00.000Z',
      };
      documents.push(document);
      return envelope(document, 0, 'Documento ricevuto: lo verificheremo al più presto.');
    },
  };
  return { handlers, uploads: () => uploads };
}

function renderConfirm(options: RenderAppOptions & { player?: UserData | null } = {}) {
  const player = options.player === undefined ? newPlayer() : options.player;
  const docs = documentsServer();
  const rendered = renderApp({
    url: URL,
    user: player,
    modules: options.modules,
    handlers: {
      ...(player && {
        'GET /api/Account/CheckAuth': () => ({
          body: {
            Success: true,
            UserData: player,
            ClientSettings: null,
            Message: 'sess-1',
            Token: TEST_TOKEN,
          },
        }),
        'GET /api/Account/GetAccountStatus': () =>
          envelope(accountStatusFixture(player, { documentsDeadline: DEADLINE, documentsDaysLeft: 30 })),
      }),
      ...docs.handlers,
      ...options.handlers,
    },
  });
  return { ...rendered, uploads: docs.uploads };
}

const fileInput = (side: 'front' | 'back') =>
  document.querySelector<HTMLInputElement>(`input[name="${side}"]`)!;

describe('/account/registration/confirm', () => {
  it('asks a guest to log in first, and comes back here', async () => {
    renderConfirm({ player: null });
    expect(await screen.findByRole('heading', { name: 'Completa la registrazione' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/account/login?returnUrl=%2Faccount%2Fregistration%2Fconfirm',
    );
    expect(screen.getByRole('link', { name: 'Non hai ancora un conto? Registrati' })).toHaveAttribute(
      'href',
      '/account/registration',
    );
  });

  it('step 1: congratulations, the 30-day deadline and the upload; no status modal over it', async () => {
    renderConfirm();
    expect(
      await screen.findByRole('heading', { name: 'Complimenti! Il tuo conto è stato aperto' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Passo 1 di 3')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Invia i documenti entro il 31/12/2026: mancano 30 giorni. Dopo questa data il conto sarà bloccato.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Invia i documenti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Non ora' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Stato del conto' })).not.toBeInTheDocument();
  });

  it('uploads front and back one after the other, then lists them as being checked and offers to go on', async () => {
    const { user, uploads, fetchMock } = renderConfirm();
    await screen.findByRole('form', { name: 'Invia i documenti' });
    await user.upload(fileInput('front'), png('fronte.png'));
    await user.upload(fileInput('back'), png('retro.png'));
    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));
    expect(
      await screen.findByText('Documenti ricevuti: li verificheremo al più presto.'),
    ).toBeInTheDocument();
    expect(uploads()).toBe(2);
    // Sent as multipart, with the side first.
    const sent = fetchMock.mock.calls
      .filter(([url]) => String(url).includes('UploadDocument'))
      .map(([, init]) => init?.body as FormData);
    expect(sent.map((form) => [form.get('side'), (form.get('file') as File).name])).toEqual([
      ['front', 'fronte.png'],
      ['back', 'retro.png'],
    ]);
    const list = await screen.findByRole('list', { name: 'Documenti inviati' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-colour', 'yellow');
    expect(within(items[0]!).getByText('In verifica')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Retro: retro.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('heading', { name: 'Verifica il tuo cellulare' })).toBeInTheDocument();
  });

  it('checks type and size before sending: a script named .jpg and a file over 5 MB are refused here', async () => {
    const { user, uploads } = renderConfirm();
    await screen.findByRole('form', { name: 'Invia i documenti' });
    await user.upload(
      fileInput('front'),
      new File(['<html><script>alert(1)</script></html>'], 'foto.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('Formato non valido: sono accettati solo file JPEG, PNG o PDF.'),
    ).toBeInTheDocument();
    await user.upload(
      fileInput('back'),
      new File([PNG_BYTES, new Uint8Array(5 * 1024 * 1024)], 'grande.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('Il file è troppo grande: la dimensione massima è 5 MB.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));
    expect(uploads()).toBe(0);
  });

  it('asks for a file, and shows the server refusal in its words', async () => {
    const { user } = renderConfirm({
      handlers: {
        'POST /api/Account/UploadDocument': () =>
          envelope(null, -1, 'Formato non valido: sono accettati solo file JPEG, PNG o PDF.'),
      },
    });
    await screen.findByRole('form', { name: 'Invia i documenti' });
    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));
    expect(await screen.findByText('Scegli almeno un file da inviare.')).toBeInTheDocument();
    await user.upload(fileInput('front'), png());
    await user.click(screen.getByRole('button', { name: 'Invia i documenti' }));
    expect(
      await screen.findByText('Formato non valido: sono accettati solo file JPEG, PNG o PDF.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Non ora' })).toBeInTheDocument();
  });

  it('step 2: sends the SMS code and checks it with the spec words, then goes to the top-up, then home', async () => {
    const codes: string[] = [];
    let sent = 0;
    const { user, router } = renderConfirm({
      handlers: {
        'GET /api/Account/SendMobileConfirmation': () => {
          sent++;
          return envelope(null, 0, 'Ti abbiamo inviato un SMS con il codice di conferma.');
        },
        'POST /api/Account/ConfirmMobile': ({ body }) => {
          const { code } = body as { code: string };
          codes.push(code);
          return code === '123456'
            ? { body: { ErrorCode: 0, ErrorMessage: 'Cellulare verificato con successo' } }
            : {
                body: {
                  ErrorCode: -1,
                  ErrorMessage: 'Si è verificato un errore. Verifica il codice di conferma e riprova',
                },
              };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Non ora' }));
    expect(await screen.findByRole('heading', { name: 'Verifica il tuo cellulare' })).toBeInTheDocument();
    expect(screen.getByText('Passo 2 di 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verifica il cellulare' }));
    const box = await screen.findByLabelText('Codice di conferma');
    expect(sent).toBe(1);
    await user.type(box, '000000');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(
      await screen.findByText('Si è verificato un errore. Verifica il codice di conferma e riprova'),
    ).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '123456');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Cellulare verificato con successo')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ricarica il tuo conto' })).toBeInTheDocument();
    expect(codes).toEqual(['000000', '123456']);

    expect(screen.getByRole('link', { name: 'Ricarica ora' })).toHaveAttribute('href', '/account/ricarica');
    // No messaging-group link configured: skipping the top-up ends at home.
    await user.click(screen.getByRole('button', { name: 'Salta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('skips the SMS step when the mobile is already confirmed (a registration with OTPs)', async () => {
    const { user } = renderConfirm({ player: newPlayer({ confirmedMobile: true }) });
    await user.click(await screen.findByRole('button', { name: 'Non ora' }));
    expect(await screen.findByRole('heading', { name: 'Ricarica il tuo conto' })).toBeInTheDocument();
    expect(screen.getByText('Passo 3 di 3')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verifica il tuo cellulare' })).not.toBeInTheDocument();
  });

  it('step 2 can be skipped too', async () => {
    const { user } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: 'Non ora' }));
    await user.click(await screen.findByRole('button', { name: 'Salta' }));
    expect(await screen.findByRole('heading', { name: 'Ricarica il tuo conto' })).toBeInTheDocument();
  });

  it('step 4: the messaging group when its link is set, then home', async () => {
    const { user, router } = renderConfirm({
      player: newPlayer({ confirmedMobile: true }),
      modules: { MessagingGroupLink: 'https://t.me/contogioco' },
    });
    await user.click(await screen.findByRole('button', { name: 'Non ora' }));
    await user.click(await screen.findByRole('button', { name: 'Salta' }));
    expect(await screen.findByRole('heading', { name: 'Unisciti al nostro gruppo' })).toBeInTheDocument();
    expect(screen.getByText('Passo 4 di 4')).toBeInTheDocument();
    const join = screen.getByRole('link', { name: 'Unisciti al gruppo' });
    expect(join).toHaveAttribute('href', 'https://t.me/contogioco');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: 'Vai alla home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers no group for a link that is not a web address', async () => {
    const { user, router } = renderConfirm({
      player: newPlayer({ confirmedMobile: true }),
      modules: { MessagingGroupLink: 'javascript:alert(1)' },
    });
    expect(await screen.findByText('Passo 1 di 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Non ora' }));
    await user.click(await screen.findByRole('button', { name: 'Salta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
