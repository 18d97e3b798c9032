import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { players } from '../modules/auth/schema.ts';
import { issueCoupon } from '../modules/bonuses/coupons.ts';
import { redeemCode } from '../modules/bonuses/redeem.ts';
import { RICARICA20_ACTIVATOR } from './bonus-offers.ts';

const DAY_MS = 86_400_000;

/**
 * The coupons of the promotions journey's player (`saramarino`): one of each colour of money.md §4
 * (usable, valid from tomorrow, expired, used with its grant) and a RICARICA20 coupon whose
 * activator waits for a deposit. Dates count from the first seed; each coupon is issued once
 * (its issue key), and the used one is redeemed once.
 */
export async function seedDemoCoupons(db: Database): Promise<void> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, 'saramarino'));
  if (!player) return;
  const playerId = player.id;
  const now = Date.now();
  const issue = (
    key: string,
    offerTrigger: string,
    source: string,
    more: Partial<Parameters<typeof issueCoupon>[1]> = {},
  ) => issueCoupon(db, { playerId, offerTrigger, source, issueKey: `seed:saramarino:${key}`, ...more });

  await issue('usable', 'coupon:WELCOME-CASINO', 'WELCOME-CASINO');
  await issue('tomorrow', 'coupon:RANKING10CASINO', 'RANKING', { validFrom: new Date(now + DAY_MS) });
  await issue('expired', 'coupon:RANKING5', 'RANKING', {
    validFrom: new Date(now - 40 * DAY_MS),
    validDays: 30,
  });
  await issue('activator', 'coupon:RICARICA20', 'RICARICA20', { activator: RICARICA20_ACTIVATOR });
  const used = await issue('used', 'coupon:RANKING5', 'RANKING');
  if (!used.usedAt) {
    const redeemed = await redeemCode(db, playerId, used.code, { withdrawOnly: false });
    if (!redeemed.ok) throw new Error(`the demo coupon ${used.code} was not redeemed: ${redeemed.message}`);
  }
}
