import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getMetodiPagamentoResponse, type PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { seedPaymentMethods } from '../../seed/payment-methods.ts';
import { bearer, createTestApp, tokenOf, type TestApp } from '../../testing/app.ts';
import { paymentMethods } from '../wallet/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WITHDRAWAL_NAMES = [
  'Prelievo_Neteller',
  'Prelievo_Skrill',
  'Prelievo_Scratch',
  'Prelievo_XElektra',
  'Prelievo_Voucher',
  'Prelievo_Postepay',
  'Prelievo_Poste',
  'Prelievo_Apco',
  'Prelievo_MasterCard',
  'Prelievo_BonificoBancario',
  'Prelievo_Safecharge',
  'Prelievo_Safecharge_Sepa',
];

async function methods(query = ''): Promise<PaymentMethod[]> {
  const response = await t.app.inject({ url: `/api/Account/GetMetodiPagamento${query}` });
  expect(response.statusCode).toBe(200);
  return getMetodiPagamentoResponse.parse(response.json());
}

const byName = (list: PaymentMethod[], name: string) => list.find((method) => method.Name === name);

describe('GET api/Account/GetMetodiPagamento', () => {
  it('is open: reference data, no token needed (a token changes nothing)', async () => {
    const open = await methods('?Prelievo=false');
    const response = await t.app.inject({
      url: '/api/Account/GetMetodiPagamento?Prelievo=false',
      headers: bearer(await tokenOf(t.app)),
    });
    expect(response.json()).toEqual(open);
  });

  it('Prelievo=false lists the enabled deposit methods in view order, more than six', async () => {
    const list = await methods('?Prelievo=false');
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((method) => method.Name.startsWith('Ricarica_') && !method.Withdrawal_Recharge)).toBe(
      true,
    );
    const orders = list.map((method) => method.ViewOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(list.every((method) => method.Testing)).toBe(true);
    // The embedded provider's method is only for DepositWithPaas.
    expect(byName(list, 'Ricarica_PaaS')).toBeUndefined();
  });

  it('seeds every deposit method the spec names, with how the browser reaches it', async () => {
    const list = await methods('?Prelievo=false');
    const shape = (name: string) => {
      const method = byName(list, name);
      return method && [method.SubmitStyle, method.RequiredField, method.PaymentType];
    };
    expect(shape('Ricarica_CartaDiCredito')).toEqual(['form', null, 'safecharge']);
    expect(shape('Ricarica_PayPal')).toEqual(['redirect', 'email', 'paypal']);
    expect(shape('Ricarica_Postepay')).toEqual(['form-new-tab', null, 'poste']);
    expect(shape('Ricarica_Neteller')).toEqual(['redirect', 'email', 'neteller']);
    expect(shape('Ricarica_Skrill')).toEqual(['modal', 'email', 'skrill']);
    expect(shape('Ricarica_Paysafecard')).toEqual(['modal', null, 'paysafe']);
    expect(shape('Ricarica_Scratch')).toEqual(['redirect', 'code', null]);
    expect(shape('Ricarica_XElektra')).toEqual(['redirect', 'code', null]);
    expect(shape('Ricarica_MasterCardVIP')).toEqual(['redirect', 'code', null]);
    expect(shape('Ricarica_Apco')).toEqual(['redirect', null, null]);
    expect(byName(list, 'Ricarica_Neteller')!.AdditionalCost).toBe('1,5%');
    expect(byName(list, 'Ricarica_PayPal')).toMatchObject({
      AdditionalCost: 'Nessun costo aggiuntivo',
      MinAmount: 1_000,
      MaxAmount: 50_000,
      Icon: 'paypal-line',
    });
    for (const method of list) {
      expect(method.NameLong, method.Name).not.toBe('');
      expect(method.Description, method.Name).not.toBe('');
      expect(method.CreditTime, method.Name).not.toBeNull();
    }
  });

  it('Prelievo=true lists the twelve withdrawal methods, with delivery times and a night slot', async () => {
    const list = await methods('?Prelievo=true');
    expect(list.map((method) => method.Name).sort()).toEqual([...WITHDRAWAL_NAMES].sort());
    expect(list.every((method) => method.Withdrawal_Recharge && method.DeliveryTimeMessage)).toBe(true);
    expect(list.some((method) => method.MaxAmount === null)).toBe(true);
    expect(byName(list, 'Prelievo_BonificoBancario')).toMatchObject({
      TimeSlot_From: '22:00',
      TimeSlot_To: '06:00',
      TimeSlot_MinAmount: 1_000,
      TimeSlot_MaxAmount: 100_000,
    });
  });

  it("lists both kinds without Prelievo or with 'null'", async () => {
    const deposit = await methods('?Prelievo=false');
    const withdrawal = await methods('?Prelievo=true');
    expect(await methods()).toHaveLength(deposit.length + withdrawal.length);
    expect(await methods('?Prelievo=null')).toEqual(await methods());
  });

  it('leaves out a disabled method', async () => {
    await t.database.db
      .update(paymentMethods)
      .set({ enabled: false })
      .where(eq(paymentMethods.name, 'Ricarica_Skrill'));
    try {
      expect(byName(await methods('?Prelievo=false'), 'Ricarica_Skrill')).toBeUndefined();
    } finally {
      await t.database.db
        .update(paymentMethods)
        .set({ enabled: true })
        .where(eq(paymentMethods.name, 'Ricarica_Skrill'));
    }
  });

  it('answers 400 to another Prelievo value', async () => {
    expect((await t.app.inject({ url: '/api/Account/GetMetodiPagamento?Prelievo=forse' })).statusCode).toBe(
      400,
    );
  });
});

describe('payment-method seed', () => {
  it('is idempotent and keeps an operator change', async () => {
    const before = await t.database.db.select().from(paymentMethods);
    await t.database.db
      .update(paymentMethods)
      .set({ minAmount: 2_000 })
      .where(eq(paymentMethods.name, 'Ricarica_PayPal'));
    await seedPaymentMethods(t.database.db);
    await seedPaymentMethods(t.database.db);
    const after = await t.database.db.select().from(paymentMethods);
    expect(after).toHaveLength(before.length);
    expect(after.find((row) => row.name === 'Ricarica_PayPal')!.minAmount).toBe(2_000);
    await t.database.db
      .update(paymentMethods)
      .set({ minAmount: 1_000 })
      .where(eq(paymentMethods.name, 'Ricarica_PayPal'));
  });
});
