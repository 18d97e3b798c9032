import { VIP_PLATFORM } from '@conto-gioco/shared/vip';
import type { Executor } from '../../db/client.ts';
import { vipLevels, vipPointRules, vipRechargeCards, vipSubscriptions } from './schema.ts';

export type VipLevelEntry = Omit<typeof vipLevels.$inferInsert, 'id'>;
export type VipPointRuleEntry = Omit<typeof vipPointRules.$inferInsert, 'id'>;
export type VipRechargeCardEntry = Omit<typeof vipRechargeCards.$inferInsert, 'id'>;

/** Adds the levels, rules and cards not there yet (by their unique keys); what exists is kept. */
export async function addMissingVipCatalogue(
  db: Executor,
  catalogue: { levels: VipLevelEntry[]; rules: VipPointRuleEntry[]; cards: VipRechargeCardEntry[] },
): Promise<void> {
  if (catalogue.levels.length) await db.insert(vipLevels).values(catalogue.levels).onConflictDoNothing();
  if (catalogue.rules.length) await db.insert(vipPointRules).values(catalogue.rules).onConflictDoNothing();
  if (catalogue.cards.length) await db.insert(vipRechargeCards).values(catalogue.cards).onConflictDoNothing();
}

/** Enrols the player on both platforms (once each): VipPlayerApply's effect, and the seed's. */
export async function enrolInVip(db: Executor, playerId: number, since = new Date()): Promise<void> {
  await db
    .insert(vipSubscriptions)
    .values([
      { playerId, platformId: VIP_PLATFORM.SPORT, since },
      { playerId, platformId: VIP_PLATFORM.CASINO, since },
    ])
    .onConflictDoNothing();
}
