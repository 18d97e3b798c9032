import type { Database } from '../client.ts';
import { nations, promoCodes } from '../../modules/registration/schema.ts';
import { nationRows } from '../../modules/registration/reference-data.ts';

/** Promo codes a registration may carry (step 9): a bonus code and a cart coupon (Register answers -5296). */
export const DEMO_PROMO_CODES = [
  { code: 'BENVENUTO', kind: 'bonus' },
  { code: 'SCHEDINA10', kind: 'cart-coupon' },
] as const;

/**
 * What the local VNE adapter answers (the external registration-data service of access.md §7):
 * the registration form opened with ?vneid=VNE-DEMO-1 is prefilled with this person, who has no
 * account here.
 */
export const VNE_DEMO_SOURCES: Record<
  string,
  { nome: string; cognome: string; email: string; cellulare: string; codiceFiscale: string }
> = {
  'VNE-DEMO-1': {
    nome: 'Francesca',
    cognome: 'Neri',
    email: 'francesca.neri@example.it',
    cellulare: '+393471234567',
    // Born in Milan (F205) on 12 May 1990.
    codiceFiscale: 'NREFNC90E52F205G',
  },
};

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
