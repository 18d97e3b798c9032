import type { Database } from '../db/client.ts';
import { nations, promoCodes } from '../modules/registration/schema.ts';
import { nationRows } from '../modules/registration/reference-data.ts';

/** Promo codes a registration may carry (step 9): a bonus code and a cart coupon (Register answers -5296). */
export const DEMO_PROMO_CODES = [
  { code: 'BENVENUTO', kind: 'bonus' },
  { code: 'SCHEDINA10', kind: 'cart-coupon' },
] as const;

/**
 * The registration's reference data: the nations (always: the form needs them) and the promo
 * codes. Idempotent: existing rows are kept, missing ones added, ids never change.
 */
export async function seedRegistrationData(db: Database): Promise<void> {
  await db.insert(nations).values(nationRows()).onConflictDoNothing();
  await db
    .insert(promoCodes)
    .values(DEMO_PROMO_CODES.map((promo) => ({ code: promo.code, kind: promo.kind })))
    .onConflictDoNothing();
}
