import { configure, screen, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import { describe, expect, it, vi } from 'vitest';
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

const QUESTION = { id: 1, question: 'Qual è il cognome da nubile di tua madre?' };

const questionHandler =
  (sent: unknown[] = []): Handler =>
  ({ body }) => {
    sent.push(body);
    return { body: { ResponseCode: 0, ResponseMessage: '', ResponseData: QUESTION } };
  };

const calls = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(path)).length;

async function recoveryForm() {
  return within(await screen.findByRole('form', { name: 'Recupera la password' }));
}

describe('password recovery (/account/login?recover=password)', () => {
  it("opens from the login screen's link", async () => {
    const { user } = renderApp({ url: '/account/login' });
    await user.click(await screen.findByRole('link', { name: 'Hai dimenticato la password?' }));
    expect(await screen.findByRole('heading', { name: 'Recupera la password' })).toBeInTheDocument();
  });

  it('asks for e-mail and username before calling the server', async () => {
    const { user, fetchMock } = renderApp({ url: '/account/login?recover=password' });
    const form = await recoveryForm();
    await user.click(form.getByRole('button', { name: 'Continua' }));
    expect(await form.findAllByText('Il campo è richiesto')).toHaveLength(2);
    await user.type(form.getByLabelText(/^Indirizzo e-mail/), 'mario.rossi@');
    await user.click(form.getByRole('button', { name: 'Continua' }));
    expect(await form.findByText('Inserire una mail valida')).toBeInTheDocument();
    expect(calls(fetchMock, 'GetSecurityQuestion')).toBe(0);
  });

  it('switches to the mobile, with its rules: at least 6 characters, letters and digits only', async () => {
    const { user, fetchMock } = renderApp({ url: '/account/login?recover=password&username=mario1980' });
    const form = await recoveryForm();
    expect(form.getByLabelText(/^Username/)).toHaveValue('mario1980');
    await user.click(form.getByRole('radio', { name: 'Cellulare' }));
    const mobile = form.getByLabelText(/^Numero di cellulare/);
    await user.type(mobile, '33312');
    await user.click(form.getByRole('button', { name: 'Continua' }));
    expect(await form.findByText('Lunghezza minima 6 caratteri')).toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '+393331234567');
    await user.click(form.getByRole('button', { name: 'Continua' }));
    expect(await form.findByText('Usare solo lettere e numeri')).toBeInTheDocument();
    expect(calls(fetchMock, 'GetSecurityQuestion')).toBe(0);
  });

  it('asks the security question and sends the answer with the channel and username', async () => {
    const questions: unknown[] = [];
    let recovery: unknown;
    const { user } = renderApp({
      url: '/account/login?recover=password',
      handlers: {
        'POST /api/Account/GetSecurityQuestion': questionHandler(questions),
        'POST /api/Account/RecuperoPass': ({ body }) => {
          recovery = body;
          return {
            body: { returnCodeField: 0, returnDescriptionField: SERVER_MESSAGES.recoveryRequestedSms },
          };
        },
      },
    });
    const form = await recoveryForm();
    await user.click(form.getByRole('radio', { name: 'Cellulare' }));
    await user.type(form.getByLabelText(/^Numero di cellulare/), '3331234567');
    await user.type(form.getByLabelText(/^Username/), 'mario1980');
    await user.click(form.getByRole('button', { name: 'Continua' }));

    const modal = within(await screen.findByRole('dialog', { name: 'Domanda di sicurezza' }));
    expect(modal.getByText(QUESTION.question)).toBeInTheDocument();
    expect(questions).toEqual([
      {
        Value: '3331234567',
        Username: 'mario1980',
        Type: 2,
        Recaptcha: expect.stringMatching(/^AccountSecurityQuestion-\d+$/),
      },
    ]);
    await user.click(modal.getByRole('button', { name: 'Conferma' }));
    expect(await modal.findByText('Inserire la risposta')).toBeInTheDocument();
    expect(recovery).toBeUndefined();

    await user.type(modal.getByLabelText(/^Risposta/), 'Verdi');
    await user.click(modal.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(SERVER_MESSAGES.recoveryRequestedSms)).toBeInTheDocument();
    expect(recovery).toEqual({
      value: '3331234567',
      type: 2,
      username: 'mario1980',
      security: [{ ...QUESTION, answer: 'Verdi' }],
    });
    expect(screen.getByRole('link', { name: 'Torna al login' })).toHaveAttribute('href', '/account/login');
  });

  it("shows the server's message with 'Riprova' when the recovery fails, and 'Riprova' goes back to the form", async () => {
    const { user } = renderApp({
      url: '/account/login?recover=password',
      handlers: {
        'POST /api/Account/GetSecurityQuestion': questionHandler(),
        'POST /api/Account/RecuperoPass': () => ({
          body: { returnCodeField: -4, returnDescriptionField: SERVER_MESSAGES.recoveryThrottled },
        }),
      },
    });
    const form = await recoveryForm();
    await user.type(form.getByLabelText(/^Indirizzo e-mail/), 'mario.rossi@example.it');
    await user.type(form.getByLabelText(/^Username/), 'mario1980');
    await user.click(form.getByRole('button', { name: 'Continua' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Domanda di sicurezza' }));
    await user.type(modal.getByLabelText(/^Risposta/), 'Verdi');
    await user.click(modal.getByRole('button', { name: 'Conferma' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SERVER_MESSAGES.recoveryThrottled);
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('form', { name: 'Recupera la password' })).toBeVisible();
  });

  it('shows a refused bot check with Riprova', async () => {
    const { user } = renderApp({
      url: '/account/login?recover=password',
      handlers: {
        'POST /api/Account/GetSecurityQuestion': () => ({
          body: { ResponseCode: -3, ResponseMessage: SERVER_MESSAGES.botCheckFailed, ResponseData: null },
        }),
      },
    });
    const form = await recoveryForm();
    await user.type(form.getByLabelText(/^Indirizzo e-mail/), 'mario.rossi@example.it');
    await user.type(form.getByLabelText(/^Username/), 'mario1980');
    await user.click(form.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.botCheckFailed);
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});

describe('username recovery (/account/login?recover=username)', () => {
  async function usernameForm() {
    return within(await screen.findByRole('form', { name: 'Recupera lo username' }));
  }

  it("checks the e-mail pattern ('Indirizzo non valido') before calling the server", async () => {
    const { user, fetchMock } = renderApp({ url: '/account/login?recover=username' });
    const form = await usernameForm();
    await user.type(form.getByLabelText(/^Indirizzo e-mail/), 'non-una-mail');
    await user.click(form.getByRole('button', { name: 'Continua' }));
    expect(await form.findByText('Indirizzo non valido')).toBeInTheDocument();
    expect(calls(fetchMock, 'GetSecurityQuestion')).toBe(0);
  });

  it('asks the question by e-mail alone and sends the answer to RecuperoUser', async () => {
    const questions: unknown[] = [];
    let recovery: unknown;
    const { user } = renderApp({
      url: '/account/login?recover=username',
      handlers: {
        'POST /api/Account/GetSecurityQuestion': questionHandler(questions),
        'POST /api/Account/RecuperoUser': ({ body }) => {
          recovery = body;
          return {
            body: { returnCodeField: 0, returnDescriptionField: SERVER_MESSAGES.usernameRecoveryRequested },
          };
        },
      },
    });
    const form = await usernameForm();
    await user.type(form.getByLabelText(/^Indirizzo e-mail/), 'mario.rossi@example.it');
    await user.click(form.getByRole('button', { name: 'Continua' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Domanda di sicurezza' }));
    expect(questions).toEqual([
      {
        Value: 'mario.rossi@example.it',
        Username: '',
        Type: 1,
        Recaptcha: expect.stringMatching(/^AccountSecurityQuestion-\d+$/),
      },
    ]);
    await user.type(modal.getByLabelText(/^Risposta/), 'Verdi');
    await user.click(modal.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(SERVER_MESSAGES.usernameRecoveryRequested)).toBeInTheDocument();
    expect(recovery).toEqual({ email: 'mario.rossi@example.it', security: { ...QUESTION, answer: 'Verdi' } });
  });
});
