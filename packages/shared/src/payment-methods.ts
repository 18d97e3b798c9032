import { z } from 'zod';

/** How the browser reaches the provider after Ricarica (money.md §2 'Deposit'). */
export const SUBMIT_STYLES = ['redirect', 'modal', 'form', 'form-new-tab'] as const;
export type SubmitStyle = (typeof SUBMIT_STYLES)[number];

/** The extra field a method asks for: e-mail (Neteller, Skrill, PayPal) or a code (Scratch, Elektra, Mastercard VIP). */
export const METHOD_FIELDS = ['email', 'code'] as const;
export type MethodField = (typeof METHOD_FIELDS)[number];

/** payment_type of the result page's query: which confirmation call it makes (money.md §7). */
export const PAYMENT_TYPES = ['neteller', 'paysafe', 'poste', 'safecharge', 'skrill', 'paypal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** 'HH:mm', Europe/Rome. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * Payment method (money.md §3), every field of the spec with its name; amounts in cents.
 * The last five fields are ours: they tell the screen how to draw the method and submit it.
 */
export const paymentMethod = z.object({
  Id: z.number().int(),
  /** Ricarica_<x> for deposits, Prelievo_<x> for withdrawals. */
  Name: z.string(),
  NameLong: z.string(),
  Description: z.string(),
  /** The provider is a test one: the screen shows a TEST marker. */
  Testing: z.boolean(),
  MinAmount: z.number().int(),
  /** null: no maximum of its own (withdrawals: the withdrawable balance). */
  MaxAmount: z.number().int().nullable(),
  InfoMessage: z.string().nullable(),
  /** A fee such as '1,5%', or 'Nessun costo aggiuntivo' (shown as 0%). */
  AdditionalCost: z.string(),
  DeliveryTimeMessage: z.string().nullable(),
  CreditTime: z.string().nullable(),
  /** true = withdrawal method. */
  Withdrawal_Recharge: z.boolean(),
  TimeSlot_MinAmount: z.number().int().nullable(),
  TimeSlot_MaxAmount: z.number().int().nullable(),
  TimeSlot_From: clock.nullable(),
  TimeSlot_To: clock.nullable(),
  Icon: z.string(),
  SubmitStyle: z.enum(SUBMIT_STYLES).nullable(),
  RequiredField: z.enum(METHOD_FIELDS).nullable(),
  PaymentType: z.enum(PAYMENT_TYPES).nullable(),
  ViewOrder: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** GetMetodiPagamento: Prelievo true (withdrawal), false (deposit) or absent (all). */
export const getMetodiPagamentoQuery = z.object({
  Prelievo: z.enum(['true', 'false', 'null']).optional(),
});
export const getMetodiPagamentoResponse = z.array(paymentMethod);

export const DEPOSIT_METHOD_PREFIX = 'Ricarica_';
export const WITHDRAWAL_METHOD_PREFIX = 'Prelievo_';
