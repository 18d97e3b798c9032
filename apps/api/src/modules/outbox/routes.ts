import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const mailboxMessage = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The development mailbox: every e-mail and SMS of the outbox, newest first. Registered only
 * outside production (app.ts), because it shows codes and temporary passwords.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = async () =>
    (await app.outbox.latest(200)).map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      purpose: row.purpose,
      createdAt: row.createdAt.toISOString(),
    }));

  app.get('/dev/mailbox.json', {
    schema: { tags: ['development'], response: { 200: z.array(mailboxMessage) } },
    handler: messages,
  });

  app.get('/dev/mailbox', {
    schema: { tags: ['development'] },
    handler: async (_request, reply) => {
      const rows = (await messages())
        .map(
          (m) =>
            `<article><h2>${m.channel === 'sms' ? 'SMS' : 'E-mail'} a ${escapeHtml(m.recipient)}</h2>` +
            `<p><small>${escapeHtml(m.createdAt)} · ${escapeHtml(m.purpose)}</small></p>` +
            (m.subject ? `<h3>${escapeHtml(m.subject)}</h3>` : '') +
            `<pre>${escapeHtml(m.body)}</pre></article>`,
        )
        .join('<hr>');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Posta in uscita (sviluppo)</title></head>` +
            `<body><h1>Posta in uscita (sviluppo)</h1>${rows || '<p>Nessun messaggio.</p>'}</body></html>`,
        );
    },
  });
};
