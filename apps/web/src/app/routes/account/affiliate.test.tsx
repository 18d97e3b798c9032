import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

describe('/account/affiliate', () => {
  it('is open; submit stays disabled until valid, the user name only for customers, then Complimenti!', async () => {
    let sent: Record<string, unknown> | undefined;
    const { user } = renderApp({
      url: '/account/affiliate',
      handlers: {
        'POST /api/Affiliate/SendRequest': ({ body }) => {
          sent = body as Record<string, unknown>;
          return { body: { success: true, message: 'La tua richiesta è stata inviata.' } };
        },
      },
    });
    const submit = await screen.findByRole('button', { name: 'Invia la richiesta' });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /Nome utente/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nome e cognome/ }), 'Paolo Neri');
    await user.type(screen.getByRole('textbox', { name: /Ragione sociale/ }), 'Neri Giochi Srl');
    await user.type(screen.getByRole('textbox', { name: /Cellulare/ }), '+393331112223');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'paolo.neri@example.it');
    await user.type(screen.getByRole('textbox', { name: /Provincia/ }), 'MI');
    await user.click(screen.getByRole('textbox', { name: /Esperienza nel settore/ }));
    await user.click(await screen.findByRole('option', { name: 'Da 1 a 3 anni', hidden: true }));
    const commercial = screen.getByRole('radiogroup', { name: /attività commerciale/ });
    await user.click(commercial.querySelector('input[value="1"]')!);
    // A customer must give the user name.
    const customer = screen.getByRole('radiogroup', { name: /già nostro cliente/ });
    await user.click(customer.querySelector('input[value="1"]')!);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.type(await screen.findByRole('textbox', { name: /Nome utente/ }), 'paoloneri');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Complimenti!')).toBeInTheDocument();
    expect(screen.getByText('La tua richiesta è stata inviata.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      fname: 'Paolo Neri',
      iscliente: '1',
      userid: 'paoloneri',
      annisettore: '1-3anni',
    });
  });
});
