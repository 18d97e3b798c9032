import { BONUS_FAMILY, type BonusTerms } from '@conto-gioco/shared/bonuses';
import { GAME_FAMILY, type GameFamily } from '@conto-gioco/shared/play';

/** A bet as the bonus terms judge it: its family and stake, a casino game, or a sport ticket's legs. */
export type BetOnTerms = {
  family: GameFamily;
  stake: number;
  /** The casino game (a round's session game). */
  game?: string | null;
  /** A sport ticket's kind and legs (odds in hundredths). */
  ticketKind?: 'single' | 'multiple' | 'system';
  legs?: readonly { odds: number; live: boolean }[];
};

/** The product odds of legs in hundredths, as the ticket's total odds (tot_odd). */
const totalOdds = (legs: readonly { odds: number }[]) =>
  Math.round(legs.reduce((product, leg) => product * (leg.odds / 100), 1) * 100);

/**
 * Whether a bet may use a grant's money and counts towards its wagering (money.md §5: sport fun
 * bonus on pre-match multiples of at least 3 events, each at odds 1.50 or more; casino bonuses on
 * their games). A system ticket never qualifies: its combinations' stakes are not one bet's.
 */
export function qualifies(terms: BonusTerms, bet: BetOnTerms): boolean {
  if (terms.minBet !== null && bet.stake < terms.minBet) return false;
  if (terms.maxBet !== null && bet.stake > terms.maxBet) return false;
  if (terms.family === BONUS_FAMILY.CASINO) {
    if (bet.family !== GAME_FAMILY.CASINO) return false;
    return terms.games.length === 0 || (bet.game != null && terms.games.includes(bet.game));
  }
  if (bet.family !== GAME_FAMILY.SPORT || !terms.sport) return false;
  const { sport } = terms;
  const legs = bet.legs ?? [];
  if (bet.ticketKind === 'system') return false;
  if (legs.length < sport.minEvents) return false;
  if (sport.maxEvents !== null && legs.length > sport.maxEvents) return false;
  if (legs.some((leg) => leg.odds < sport.minOdds)) return false;
  if (legs.some((leg) => (leg.live ? !sport.live : !sport.prematch))) return false;
  return sport.totalOdds === null || totalOdds(legs) >= sport.totalOdds;
}

/** The bonus share of a win or refund: the stake's bonus share of it, rounded down (cash gets the cent). */
export const bonusShareOf = (amount: number, stake: { stake: number; bonus: number }) =>
  stake.stake === 0 ? 0 : Math.floor((amount * stake.bonus) / stake.stake);
