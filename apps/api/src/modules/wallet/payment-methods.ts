import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  METHOD_FIELDS,
  PAYMENT_TYPES,
  SUBMIT_STYLES,
  type MethodField,
  type PaymentMethod,
  type PaymentType,
  type SubmitStyle,
} from '@conto-gioco/shared/payment-methods';
import type { Executor } from '../../db/client.ts';
import { paymentMethods } from './schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export const methodSubmitStyle = (row: PaymentMethodRow): SubmitStyle | null =>
  oneOf(SUBMIT_STYLES, row.submitStyle);
export const methodField = (row: PaymentMethodRow): MethodField | null =>
  oneOf(METHOD_FIELDS, row.requiredField);
export const methodPaymentType = (row: PaymentMethodRow): PaymentType | null =>
  oneOf(PAYMENT_TYPES, row.paymentType);

/** A row as the spec's payment method (money.md §3). */
export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    Id: row.id,
    Name: row.name,
    NameLong: row.nameLong,
    Description: row.description,
    Testing: row.testing,
    MinAmount: row.minAmount,
    MaxAmount: row.maxAmount,
    InfoMessage: row.infoMessage,
    AdditionalCost: row.additionalCost,
    DeliveryTimeMessage: row.deliveryTimeMessage,
    CreditTime: row.creditTime,
    Withdrawal_Recharge: row.withdrawalRecharge,
    TimeSlot_MinAmount: row.timeSlotMinAmount,
    TimeSlot_MaxAmount: row.timeSlotMaxAmount,
    TimeSlot_From: row.timeSlotFrom,
    TimeSlot_To: row.timeSlotTo,
    Icon: row.icon,
    SubmitStyle: methodSubmitStyle(row),
    RequiredField: methodField(row),
    PaymentType: methodPaymentType(row),
    ViewOrder: row.viewOrder,
  };
}

/**
 * GetMetodiPagamento: the enabled methods in their view order; withdrawal true lists the
 * withdrawal methods, false the deposit ones, null both.
 */
export async function listPaymentMethods(db: Executor, withdrawal: boolean | null): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.enabled, true),
        withdrawal === null ? undefined : eq(paymentMethods.withdrawalRecharge, withdrawal),
      ),
    )
    .orderBy(asc(paymentMethods.withdrawalRecharge), asc(paymentMethods.viewOrder), asc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

export async function findPaymentMethod(
  db: Executor,
  by: { id: number } | { name: string },
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where('id' in by ? eq(paymentMethods.id, by.id) : eq(paymentMethods.name, by.name));
  return row;
}

/** The names of these methods by id, enabled or not: a list of past requests names each one's method. */
export async function paymentMethodNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(inArray(paymentMethods.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
