import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.outbox.sendEmail(t.database.db, {
    to: 'mario.rossi@example.it',
    subject: 'Prima <b>mail</b>',
    body: 'Codice 111111',
    purpose: 'test',
  });
  await t.app.outbox.sendSms(t.database.db, { to: '+393331234567', body: 'Codice 222222', purpose: 'test' });
});
afterAll(() => t.close());

describe('GET /dev/mailbox.json', () => {
  it('lists every e-mail and SMS, newest first', async () => {
    const response = await t.app.inject({ url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const [newest, older] = response.json();
    expect(newest).toMatchObject({
      channel: 'sms',
      recipient: '+393331234567',
      body: 'Codice 222222',
      subject: null,
    });
    expect(older).toMatchObject({ channel: 'email', subject: 'Prima <b>mail</b>', body: 'Codice 111111' });
  });
});

describe('GET /dev/mailbox', () => {
  it('shows the messages as an HTML page with their text escaped', async () => {
    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Codice 222222');
    expect(response.body).toContain('Prima &#60;b&#62;mail&#60;/b&#62;');
    expect(response.body).not.toContain('<b>mail</b>');
  });
});

describe('the mailbox in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        expect((await production.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
