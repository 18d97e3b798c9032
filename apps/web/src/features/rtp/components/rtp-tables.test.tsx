import type { RtpMonthlyRow, RtpStaticRow } from '@conto-gioco/shared/cms';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, renderApp } from '@/testing/render';

configure({ asyncUtilTimeout: 5000 });

const MONTHLY: RtpMonthlyRow[] = [
  {
    annoField: 2026,
    meseField: 9,
    famigliaField: 6,
    descrizione_famigliaField: 'Casino',
    rtpField: 96.371,
    descrizione_giocoField: 'Roulette europea',
    descrizione_piattaformaField: 'Desktop',
  },
  {
    annoField: 2026,
    meseField: 9,
    famigliaField: 1,
    descrizione_famigliaField: 'Scommesse',
    rtpField: 85,
    descrizione_giocoField: 'Calcio',
    descrizione_piattaformaField: 'Mobile app',
  },
];
const STATIC: RtpStaticRow[] = [
  {
    Fornitore: 'NetEnt',
    Nome_Gioco: 'Starburst',
    Descrizione: 'Slot a 5 rulli',
    Categoria: 'VIDEO SLOT',
    Rtp_Txt:
      '<b>96,09%</b><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
  },
];

const renderRtp = (url: string) =>
  renderApp({
    url,
    handlers: {
      'GET /api/Game/GetRTPGames': ({ url: u }) => ({
        body: u.searchParams.get('mensile') === 'true' ? MONTHLY : STATIC,
      }),
    },
  });

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { __pwned?: boolean }).__pwned;
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('payout pages', () => {
  it('monthly: blocks by family (1 before 6), a table per platform upper case, formatted rows', async () => {
    const { fetchMock } = renderRtp('/percentuali-di-vincita-mensile');
    const families = await screen.findAllByRole('heading', { level: 2 });
    expect(families.map((heading) => heading.textContent)).toEqual(['SCOMMESSE', 'CASINO']);
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'MOBILE APP',
      'DESKTOP',
    ]);
    const casino = within(tables[1]!);
    expect(casino.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Anno',
      'Mese',
      'Famiglia',
      'RTP Mese',
      'Descrizione',
    ]);
    expect(cells(casino.getAllByRole('row')[1]!)).toEqual([
      '2026',
      '9',
      '6 - CASINO',
      '96,37%',
      'ROULETTE EUROPEA',
    ]);
    expect(cells(within(tables[0]!).getAllByRole('row')[1]!)).toContain('85,00%');
    // A narrow screen scrolls each table sideways, from the keyboard too.
    for (const table of tables) expect(table.closest('[tabindex="0"]')).not.toBeNull();
    expect(calls(fetchMock, '/api/Game/GetRTPGames')[0]!.searchParams.get('mensile')).toBe('true');
  });

  it('static: a table per provider upper case, category title case, RTP as sanitised HTML', async () => {
    const { fetchMock } = renderRtp('/percentuali-di-vincita');
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('NETENT')).toBeInTheDocument();
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Gioco',
      'Descrizione',
      'Categoria',
      'RTP',
    ]);
    const row = table.getAllByRole('row')[1]!;
    expect(cells(row)).toEqual(['Starburst', 'Slot a 5 rulli', 'Video Slot', '96,09%']);
    expect(row.querySelector('b')).toHaveTextContent('96,09%');
    expect(row.querySelector('img[onerror]')).toBeNull();
    expect(row.querySelector('script')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(calls(fetchMock, '/api/Game/GetRTPGames')[0]!.searchParams.get('mensile')).toBe('false');
  });

  it("a failed load says 'La pagina non è disponibile'", async () => {
    renderApp({
      url: '/percentuali-di-vincita',
      handlers: { 'GET /api/Game/GetRTPGames': () => ({ status: 500, body: {} }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('La pagina non è disponibile');
  });
});
