import type { PlayerDocument } from '@conto-gioco/shared/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountStatusFixture, userFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const envelope = (data: unknown) => ({ body: { ResponseCode: 0, ResponseMessage: '', ResponseData: data } });

const doc = (Id: number, Status: number, FileName: string): PlayerDocument => ({
  Id,
  Side: 'front',
  FileName,
  MimeType: 'image/png',
  SizeBytes: 100,
  Status,
  UploadedAt: '2026-11-20T09:30:00.000Z',
});

describe('/account/status: documents', () => {
  it('shows a provisional player the 30-day deadline and the upload, in its modal', async () => {
    const player = userFixture({ statoConto: 1, userStatusOk: false });
    const { user } = renderApp({
      url: '/account/status',
      user: player,
      handlers: {
        'GET /api/Account/GetAccountStatus': () =>
          envelope(
            accountStatusFixture(player, {
              documentsDeadline: '2026-12-20T23:30:00.000Z',
              documentsDaysLeft: 1,
            }),
          ),
        'GET /api/Account/GetDocuments': () => envelope([]),
      },
    });
    // 23:30 UTC is the next day in Rome.
    expect(
      await screen.findByText(
        'Invia i documenti entro il 21/12/2026: manca 1 giorno. Dopo questa data il conto sarà bloccato.',
      ),
    ).toBeInTheDocument();
    const box = screen
      .getByText('Documenti mancanti: inviali per convalidare il conto')
      .closest('[data-state]')!;
    await user.click(within(box as HTMLElement).getByRole('button', { name: 'Invia i documenti' }));
    const modal = await screen.findByRole('dialog', { name: 'Invia i documenti' });
    expect(within(modal).getByLabelText('Fronte del documento')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Retro del documento')).toBeInTheDocument();
  });

  it('lists what was sent with the state colours: 0 success, 3 warning, others danger', async () => {
    const player = userFixture({ statoConto: 1, userStatusOk: false });
    renderApp({
      url: '/account/status',
      user: player,
      handlers: {
        'GET /api/Account/GetAccountStatus': () =>
          envelope(accountStatusFixture(player, { documentState: 3 })),
        'GET /api/Account/GetDocuments': () =>
          envelope([doc(3, 3, 'nuovo.png'), doc(2, 0, 'ok.png'), doc(1, 2, 'sfocato.png')]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Documenti inviati' });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => [
        item.getAttribute('data-colour'),
        item.querySelector('.mantine-Badge-label')?.textContent,
      ]),
    ).toEqual([
      ['yellow', 'In verifica'],
      ['green', 'Accettato'],
      ['red', 'Rifiutato'],
    ]);
    expect(screen.getByText('Documenti in fase di verifica')).toBeInTheDocument();
  });

  it('says why an account blocked by the 30-day rule is blocked, with the way to send the documents', async () => {
    const player = userFixture({ statoConto: 6 });
    const blockedText =
      "Il conto è bloccato perché i documenti non sono stati inviati entro 30 giorni dall'apertura. Invia i documenti per chiederne la riattivazione.";
    const status = accountStatusFixture(player, { documentState: 1, blockedReason: 'documents-missing' });
    status.items.conto_bloccato = { ...status.items.conto_bloccato, error: blockedText };
    renderApp({
      url: '/account/status',
      user: player,
      handlers: {
        'GET /api/Account/GetAccountStatus': () => envelope(status),
        'GET /api/Account/GetDocuments': () => envelope([]),
      },
    });
    expect(
      await screen.findByText(
        "Il conto è stato bloccato perché i documenti non sono stati inviati entro 30 giorni dall'apertura. Invia i documenti per chiederne la riattivazione.",
      ),
    ).toBeInTheDocument();
    const recap = within(screen.getByRole('list', { name: 'Riepilogo dello stato del conto' }));
    const item = recap.getByText(blockedText).closest('li')!;
    expect(within(item).getByRole('button', { name: 'Invia i documenti' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: "Contatta l'assistenza" })).toHaveAttribute(
      'href',
      '/account/help',
    );
  });

  it('offers no upload when the documents are in order', async () => {
    renderApp({ url: '/account/status', user: userFixture() });
    expect(await screen.findByText('Documenti verificati')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Invia i documenti' })).not.toBeInTheDocument(),
    );
  });
});
