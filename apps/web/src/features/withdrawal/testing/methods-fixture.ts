import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { paymentMethodFixture } from '@/testing/fixtures';

/** A withdrawal method: no credit time or submit style, listed for withdrawals. */
const base: typeof paymentMethodFixture = (overrides) =>
  paymentMethodFixture({
    CreditTime: null,
    Withdrawal_Recharge: true,
    Icon: 'bank-line',
    SubmitStyle: null,
    ...overrides,
  });

/** Withdrawal methods shaped like the seed's: every field kind of money.md §5, one with a time slot. */
export const withdrawalMethodsFixture = (): PaymentMethod[] => [
  base({
    Id: 101,
    Name: 'Prelievo_BonificoBancario',
    NameLong: 'Bonifico bancario',
    Description: 'Sul tuo conto corrente italiano.',
    DeliveryTimeMessage: '3-5 giorni lavorativi',
    MaxAmount: null,
    // Night slot crossing midnight: smaller bounds.
    TimeSlot_From: '22:00',
    TimeSlot_To: '06:00',
    TimeSlot_MinAmount: 5000,
    TimeSlot_MaxAmount: 30000,
  }),
  base({
    Id: 102,
    Name: 'Prelievo_Skrill',
    NameLong: 'Skrill',
    Icon: 'wallet-3-line',
    DeliveryTimeMessage: '24 ore',
  }),
  base({ Id: 103, Name: 'Prelievo_Scratch', NameLong: 'Scratch card' }),
  base({ Id: 104, Name: 'Prelievo_XElektra', NameLong: 'Carta Elektra' }),
  base({ Id: 105, Name: 'Prelievo_MasterCard', NameLong: 'Mastercard VIP' }),
  base({ Id: 106, Name: 'Prelievo_Voucher', NameLong: 'Voucher' }),
  base({ Id: 107, Name: 'Prelievo_Apco', NameLong: 'Carta di debito' }),
  base({ Id: 108, Name: 'Prelievo_Postepay', NameLong: 'Postepay' }),
  base({
    Id: 109,
    Name: 'Prelievo_Safecharge',
    NameLong: 'Carta di credito (Safecharge)',
    MaxAmount: 200000,
  }),
  // A deposit method in the answer is not listed.
  base({ Id: 1, Name: 'Ricarica_Neteller', NameLong: 'Neteller (ricarica)', Withdrawal_Recharge: false }),
];
