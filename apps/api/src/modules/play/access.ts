import type { ExclusionCategory } from '@conto-gioco/shared/responsible-gaming';
import {
  GAME_FAMILY,
  LOTTERY_FAMILIES,
  PLAY_CAUSES,
  PLAY_CODE,
  PLAY_MESSAGES,
  type GameFamily,
} from '@conto-gioco/shared/play';
import type { Executor } from '../../db/client.ts';
import { accountRestrictions } from '../auth/account-rules.ts';
import { findPlayerById } from '../auth/players.ts';
import { isExcluded } from '../responsible-gaming/exclusions.ts';
import { refuse } from './requests.ts';

/** The self-exclusion category of each family (responsible gaming's product categories). */
export function exclusionCategoryOf(family: GameFamily): ExclusionCategory {
  if (family === GAME_FAMILY.SPORT || family === GAME_FAMILY.HORSE_RACING) return 'sport';
  if (family === GAME_FAMILY.CASINO) return 'casino';
  return 'lotteries';
}

/** The statement causes of a family's movements. */
export function causesOf(family: GameFamily): { stake: string; win: string; refund: string } {
  switch (family) {
    case GAME_FAMILY.SPORT:
      return PLAY_CAUSES.sport;
    case GAME_FAMILY.HORSE_RACING:
      return PLAY_CAUSES.horseRacing;
    case GAME_FAMILY.CASINO:
      return PLAY_CAUSES.casino;
    case GAME_FAMILY.LOTTO_MILLIONDAY:
      return PLAY_CAUSES.millionDay;
    case GAME_FAMILY.LOTTOE10:
      return PLAY_CAUSES.tenELotto;
    case GAME_FAMILY.GRATTA_E_VINCI:
      return PLAY_CAUSES.scratch;
    default:
      return LOTTERY_FAMILIES.includes(family) ? PLAY_CAUSES.lotto : PLAY_CAUSES.sport;
  }
}

/**
 * Refuses play the account may not do: an unknown player, a blocked or inactive account, a
 * self-exclusion of the whole account or of the family's product category.
 */
export async function assertMayPlay(tx: Executor, playerId: number, family: GameFamily): Promise<void> {
  const player = await findPlayerById(tx, playerId);
  if (!player) refuse(PLAY_CODE.UNKNOWN_PLAYER, PLAY_MESSAGES.unknownPlayer);
  const restrictions = accountRestrictions(player);
  if (restrictions.selfExcluded) refuse(PLAY_CODE.EXCLUDED, PLAY_MESSAGES.excluded);
  if (!restrictions.canPlay) refuse(PLAY_CODE.ACCOUNT_BLOCKED, PLAY_MESSAGES.accountBlocked);
  if (await isExcluded(tx, playerId, exclusionCategoryOf(family)))
    refuse(PLAY_CODE.EXCLUDED, PLAY_MESSAGES.excluded);
}
