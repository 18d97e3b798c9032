import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { TicketPrintLink } from './ticket-print-link';

function setup(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const opened = { opener: {} as unknown, location: { href: '' } };
  const open = vi.fn(() => opened);
  vi.stubGlobal('open', open);
  render(
    <AppProvider queryClient={new QueryClient()}>
      <TicketPrintLink aamscode="AB12" />
    </AppProvider>,
  );
  return { fetchMock, open, opened, user: userEvent.setup({ delay: null }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('TicketPrintLink', () => {
  it('opens the print page in a new tab with a print token', async () => {
    const { fetchMock, open, opened, user } = setup(() =>
      json({ ResponseCode: 0, ResponseMessage: '', ResponseData: { auth: 'tok 1', expiresAt: '' } }),
    );
    const link = screen.getByRole('link', { name: 'Stampa biglietto' });
    expect(link).toHaveAttribute('href', '/account/ticket-print/AB12');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(link);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(opened.location.href).toBe('/account/ticket-print/AB12?auth=tok+1'));
    expect(opened.opener).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/BetPlay/TicketPrintToken?id=AB12');
  });

  it("falls back to the session's print without a token", async () => {
    const { opened, user } = setup(() =>
      json({ ResponseCode: -4005, ResponseMessage: 'Dettaglio non disponibile', ResponseData: null }, 400),
    );
    await user.click(screen.getByRole('link', { name: 'Stampa biglietto' }));
    await waitFor(() => expect(opened.location.href).toBe('/account/ticket-print/AB12'));
  });
});
