import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bonusOffers } from './schema.ts';

/** An offer as the catalogue describes it. */
export type BonusOffer = Omit<typeof bonusOffers.$inferInsert, 'id'>;

/** Adds the offers whose code or trigger is not there yet (the seed's catalogue); what exists is kept. */
export async function addMissingOffers(db: Executor, offers: readonly BonusOffer[]): Promise<void> {
  for (const offer of offers) {
    const [existing] = await db
      .select({ id: bonusOffers.id })
      .from(bonusOffers)
      .where(offer.code ? eq(bonusOffers.code, offer.code) : eq(bonusOffers.trigger, offer.trigger!));
    if (!existing) await db.insert(bonusOffers).values(offer);
  }
}
