import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_RECEIVED_MESSAGE } from '@conto-gioco/shared/affiliate';
import { affiliateApplications } from '../../adapters/affiliate/local/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  fname: 'Paolo Neri',
  rsociale: 'Neri Giochi Srl',
  iscliente: '0',
  cellulare: '+393331112223',
  email: 'paolo.neri@example.it',
  provincia: 'MI',
  iscommerciale: '1',
  annisettore: '1-3anni',
};

const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/Affiliate/SendRequest', payload });

describe('POST api/Affiliate/SendRequest', () => {
  it('is open, keeps the application through the adapter and answers success with its text', async () => {
    const response = await send({ ...valid, userid: 'ignored for non-customers' });
    expect(response.json()).toEqual({ success: true, message: AFFILIATE_RECEIVED_MESSAGE });
    const [row] = await t.database.db.select().from(affiliateApplications);
    expect(row!.email).toBe('paolo.neri@example.it');
    expect(row!.fields).toMatchObject({ fname: 'Paolo Neri', userid: '', annisettore: '1-3anni' });
  });

  it.each([
    ['fname', { fname: ' ' }],
    ['cellulare', { cellulare: '+441234567890' }],
    ['email', { email: 'no' }],
    ['provincia', { provincia: '' }],
    ['iscommerciale', { iscommerciale: undefined }],
    ['annisettore', { annisettore: '10' }],
    ['userid of a customer', { iscliente: '1' }],
  ])('refuses the form without a valid %s (400)', async (_, change) => {
    expect((await send({ ...valid, ...change })).statusCode).toBe(400);
  });

  it('takes the userid of a customer', async () => {
    const response = await send({ ...valid, iscliente: '1', userid: 'mariorossi' });
    expect(response.json().success).toBe(true);
  });
});
