import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { paymentMethodFixture as base } from '@/testing/fixtures';

/** Ten deposit methods shaped like the seed's: every submit style and required field. */
export const depositMethodsFixture = (): PaymentMethod[] => [
  base({
    Id: 1,
    Name: 'Ricarica_CartaDiCredito',
    NameLong: 'Carta di credito',
    Description: 'Visa, Mastercard e Maestro.',
    SubmitStyle: 'form',
    PaymentType: 'safecharge',
    InfoMessage: 'Usa una carta intestata a te.',
  }),
  base({
    Id: 2,
    Name: 'Ricarica_PayPal',
    NameLong: 'PayPal',
    Icon: 'paypal-line',
    RequiredField: 'email',
    PaymentType: 'paypal',
  }),
  base({
    Id: 3,
    Name: 'Ricarica_Postepay',
    NameLong: 'Postepay',
    SubmitStyle: 'form-new-tab',
    PaymentType: 'poste',
  }),
  base({
    Id: 4,
    Name: 'Ricarica_Neteller',
    NameLong: 'Neteller',
    Icon: 'wallet-3-line',
    RequiredField: 'email',
    PaymentType: 'neteller',
    AdditionalCost: '1,5%',
    Testing: false,
  }),
  base({
    Id: 5,
    Name: 'Ricarica_Skrill',
    NameLong: 'Skrill',
    SubmitStyle: 'modal',
    RequiredField: 'email',
    PaymentType: 'skrill',
  }),
  base({
    Id: 6,
    Name: 'Ricarica_Paysafecard',
    NameLong: 'Paysafecard',
    SubmitStyle: 'modal',
    PaymentType: 'paysafe',
  }),
  base({ Id: 7, Name: 'Ricarica_Scratch', NameLong: 'Scratch card', RequiredField: 'code' }),
  base({ Id: 8, Name: 'Ricarica_XElektra', NameLong: 'Carta Elektra', RequiredField: 'code' }),
  base({
    Id: 9,
    Name: 'Ricarica_MasterCardVIP',
    NameLong: 'Mastercard VIP',
    RequiredField: 'code',
    MaxAmount: null,
  }),
  base({ Id: 10, Name: 'Ricarica_Apco', NameLong: 'Apco' }),
];
